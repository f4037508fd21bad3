%OptimizeFunctionOnNextCall([3.14159, null].map(e => e));
let v0 = 1.5;
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v1 = [v0, v0];
  }
  console.log(v0);
}
console.log(v0);
console.log("beta");
let v2 = v1.length;
let v3 = "item";
let v4 = typeof v1;
console.log(255);
function f5() {
  console.log([new Array(2), v0].map(e => e));
  let v5 = {beta: v2.length};
  try {
    %CompileBaseline(v2);
  } catch (e) { console.log(String(e).length); }
  return [[v2, 0].map(e => e), v3].map(e => e);
}
try {
  if (f5()) {
    console.log((undefined << [v0, String(v4)].map(e => e)));
  } else {
    let v6 = v1.length;
  }
} catch (e) { console.log(String(e).length); }
console.log(v4);
function f7(p0, p1) {
  if ({}) {
    let v9 = String(p0);
  } else {
    let v10 = [new Array(4), v4];
  }
  return [JSON.stringify(v9), f5()].map(e => e);
}
let v8 = "gamma beta omega";
let v9 = v2.length;
let v10 = [[v2, f7(function (p) { return p; }, {value: [], node: String(v1)})].map(e => e), 0.5].map(e => e);
console.log((255 << f7(f5(), typeof v10)));
if (("value node omega" == f5())) {
  let v11 = ["value value", (v2 & [1, "x item beta"].map(e => e))].map(e => e);
} else {
  let v12 = f5();
}
let v13 = new Array(1);
if ([]) {
  try {
    let v14 = new Array(2);
  } catch (e) { console.log(String(e).length); }
} else {
  let v15 = {};
}
console.log(255);
let v16 = v9;
for (let i0 = 0; i0 < 5; i0++) {
  let v17 = -0.0;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v18 = [new Array(4)];
  let v19 = String(v12);
}
console.log([[null, 7].map(e => e), v3].map(e => e));
if ((v11 % v0)) {
  let v20 = "omega";
} else {
  console.log([{}, [v9, v9].map(e => e)].map(e => e));
}
let v21 = (v11 - {key: 42});
let v22 = v2;
let v23 = {};
console.log(v4);
let v24 = f7([], (JSON.stringify(v14) % v9));
if (v9) {
  let v25 = ("gamma key" & [v19]);
} else {
  try {
    let v26 = {};
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 5; i0++) {
  let v27 = "alpha beta key";
}
try {
  let v28 = v8;
} catch (e) { console.log(String(e).length); }
console.log(v27);
if (v16) {
  let v29 = v12;
} else {
  let v30 = Symbol();
}
console.log([v6, v30].map(e => e));
console.log(0.5);
let v31 = f5();
let v32 = typeof v13;
for (let i0 = 0; i0 < 3; i0++) {
  let v33 = v23;
  let v34 = f7(v13, null);
}
let v35 = (f5() << Symbol());
for (let i0 = 0; i0 < 4; i0++) {
  let v36 = (a => a + 1);
}
let v37 = 0;
try {
  let v38 = v4;
} catch (e) { console.log(String(e).length); }
let v39 = (v33 + v0);
let v40 = v36;
let v41 = [v22, f5()].map(e => e);
try {
  let v42 = {};
} catch (e) { console.log(String(e).length); }
console.log(f7((0.5 + "beta gamma omega"), [([v4, v23] * (a => a + 1)), String(v25), (v4 % (Symbol() | new Array(2)))]));
console.log(undefined);
if (true) {
  let v43 = f7([v32.length, [[(v13 * v32), v29, [v8, ["beta x alpha", {omega: new Array(1), item: JSON.stringify(v42)}].map(e => e)].map(e => e)], {key: v24, omega: ("x" * []), alpha: []}].map(e => e)].map(e => e), (a => a + 1));
} else {
  let v44 = v19;
}

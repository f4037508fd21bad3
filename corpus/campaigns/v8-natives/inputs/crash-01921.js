let v0 = true;
console.log(new Array(2));
%OptimizeFunctionOnNextCall(new Array(1));
let v1 = {delta: Symbol(), omega: v0, omega: [typeof v0, v0].map(e => e)};
let v2 = 1e+21;
function f3(p0, p1) {
  let v5 = Infinity;
  for (let i1 = 0; i1 < 3; i1++) {
    let v6 = v2;
  }
  let v7 = v1;
  let v8 = (["omega key", String(v5), v2] & p0);
  return [new Array(2), "x"].map(e => e);
}
function f4(p0) {
  if (new Array(2)) {
    let v5 = (a => a + 1);
  } else {
    let v6 = [(1 + v5), (255 * ([[1.5, [function (p) { return p; }, 1e+21].map(e => e)].map(e => e)] | [p0, "gamma alpha delta", [(a => a + 1), f3(1e-07, 3.14159)].map(e => e)]))].map(e => e);
  }
  let v7 = v6;
  let v8 = typeof v7;
  console.log(("alpha" < {x: v8, alpha: (v6 < (new Array(0) % {key: v8})), alpha: [Symbol(), v0].map(e => e)}));
  return (typeof v7 < v8);
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v0);
  let v5 = new Array(2);
}
let v6 = JSON.stringify(v2);
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v7 = [v1, f3(typeof v2, (new Array(1) < "delta delta delta"))].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
let v8 = 1e-07;
for (let i0 = 0; i0 < 1; i0++) {
  let v9 = 65536;
}
let v10 = [[(7 << new Array(0)), 65536].map(e => e), 0].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v11 = typeof v10;
}
let v12 = "value omega";
try {
  console.log("item x delta");
} catch (e) { console.log(String(e).length); }
let v13 = v11;
function f14(p0, p1) {
  let v16 = [p1, v9, ("delta" | new Array(3))];
  let v17 = Infinity;
  let v18 = v17;
  return function (p) { return p; };
}
let v15 = (a => a + 1);
let v16 = JSON.stringify(v9);
let v17 = [];
let v18 = v1;
try {
  console.log(f3([v9.length, f3("node key delta", 65536)].map(e => e), v11));
} catch (e) { console.log(String(e).length); }
let v19 = (([Symbol(), 1e-07].map(e => e) == [new Array(4), new Array(0)].map(e => e)) | v13);
let v20 = new Array(1);
let v21 = 2;
let v22 = f4(v2);
let v23 = [(String(v22) * typeof v19), v8, JSON.stringify(v20)];
let v24 = v18.length;
let v25 = "gamma";
let v26 = v7;
console.log(f3(v24, Math.max));
function f27(p0, p1) {
  console.log([{item: true, value: v18}]);
  return "node node delta";
}
let v28 = [v22, 1e-07].map(e => e);
let v29 = v11;
let v30 = String(v23);
function f31(p0, p1) {
  if ([v0, f4(JSON.stringify(v29))].map(e => e)) {
    console.log({});
  } else {
    console.log([[Infinity, ("value key omega" * {item: -0.0})].map(e => e), [v28, p1].map(e => e)]);
  }
  for (let i1 = 0; i1 < 3; i1++) {
    let v33 = new Array(1);
  }
  let v34 = [];
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(3.14159);
    let v35 = [0.5, JSON.stringify(v2)].map(e => e);
  }
  return (a => a + 1);
}
function f32(p0, p1) {
  let v34 = (f4(v8) * typeof v22);
  let v35 = v19;
  return JSON.stringify(v2);
}
try {
  let v33 = ([f3(function (p) { return p; }, (a => a + 1)), (-1 | [v24, v13, ["delta node", "item"].map(e => e)])].map(e => e) & new Array(0));
} catch (e) { console.log(String(e).length); }
%PrepareFunctionForOptimization(f4);
%DebugPrint((v13 + (-0.0 * Math.max)));
try {
  console.log(String(v16));
} catch (e) { console.log(String(e).length); }
function f34() {
  let v34 = typeof v21;
  if ((v6 % v6)) {
    let v35 = JSON.stringify(v28);
  } else {
    console.log(v35);
  }
  let v36 = new Array(3);
  for (let i1 = 0; i1 < 3; i1++) {
    let v37 = new Array(3);
    let v38 = ((f14(NaN, Math.max) % [2147483647, 1.5].map(e => e)) < v22);
  }
  return "item alpha beta";
}
let v35 = v0.length;
try {
  let v36 = 255;
} catch (e) { console.log(String(e).length); }
%NewRegExpWithBacktrackLimit([-0.0, "alpha"].map(e => e), JSON.stringify(v35), typeof v1);
let v37 = undefined;
let v38 = null;
let v39 = f31([7, f32("key", [false, []])].map(e => e), v29);
let v40 = v26;
let v41 = v28;
console.log([[false, typeof v19], -2147483648].map(e => e));
if ("delta node") {
  let v42 = v0;
} else {
  console.log(v13);
}
let v43 = (v0 * ((undefined << true) & (false * "gamma delta")));
let v44 = Math.max;

let v0 = "gamma x value";
function f1() {
  let v1 = undefined;
  let v2 = {beta: v0.length};
  try {
    console.log(v0);
  } catch (e) { console.log(String(e).length); }
  return v0;
}
%OptimizeFunctionOnNextCall(NaN);
let v2 = f1();
let v3 = -2147483648;
if ([f1(), v0].map(e => e)) {
  let v4 = JSON.stringify(v3);
} else {
  if (Math.max) {
    %CompileBaseline(f1);
  } else {
    let v5 = NaN;
  }
}
try {
  let v6 = v0;
} catch (e) { console.log(String(e).length); }
let v7 = false;
let v8 = f1();
try {
  let v9 = (function (p) { return p; } & 0.5);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  console.log([{alpha: v4}, v9].map(e => e));
  let v10 = "delta key";
}
console.log(f1());
console.log((3.14159 | undefined));
function f11() {
  let v11 = (-1 * v4);
  let v12 = f1();
  return null;
}
let v12 = [{key: "key", omega: "key", node: v9}, {omega: [1, (NaN + new Array(4))].map(e => e), value: v7}].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  try {
    console.log(f1());
  } catch (e) { console.log(String(e).length); }
}
let v13 = 0.5;
let v14 = 0.5;
let v15 = f11();
let v16 = f1();
let v17 = 2147483647;
let v18 = f1();
console.log(1e+21);
let v19 = v3;
let v20 = [(String(v3) | f1()), String(v0)].map(e => e);
let v21 = (new Array(4) - v6);
let v22 = v13;
if (([String(v10), f11()].map(e => e) % (([f1(), v0, ("value item" * ("beta" | false))] << "omega beta") * new Array(4)))) {
  if ([[f11(), [v4, v6]].map(e => e), v13].map(e => e)) {
    console.log(0.5);
  } else {
    let v23 = String(v2);
  }
} else {
  console.log(f1());
}
console.log(JSON.stringify(v16));
let v24 = true;
try {
  try {
    let v25 = f11();
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v26 = v17.length;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v27 = ({node: (v3 & {gamma: v18}), gamma: typeof v25} | f11());
  }
} catch (e) { console.log(String(e).length); }
console.log(v25);
let v28 = ([0.5, [[undefined, new Array(1)].map(e => e), ([] * false)].map(e => e), v17] % (JSON.stringify(v18) * v13));
%GetOptimizationStatus(f1);
let v29 = String(v18);
let v30 = ([v8, v28].map(e => e) < f11());
console.log((Symbol() & (0.5 * -0.0)));
if ([false]) {
  console.log(String(v26));
} else {
  console.log(v6);
}
for (let i0 = 0; i0 < 4; i0++) {
  if (v4) {
    console.log(v27);
  } else {
    let v31 = v4;
  }
}
let v32 = f11();
try {
  let v33 = f1();
} catch (e) { console.log(String(e).length); }
let v34 = new Array(1);
try {
  if (v24) {
    console.log("alpha");
  } else {
    console.log([-1, false].map(e => e));
  }
} catch (e) { console.log(String(e).length); }
let v35 = new Array(3);
let v36 = 255;
function f37(p0, p1) {
  console.log(new Array(4));
  let v39 = v31;
  let v40 = f1();
  return 3.14159;
}
let v38 = JSON.stringify(v33);

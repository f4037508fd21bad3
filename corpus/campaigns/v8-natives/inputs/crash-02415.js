let v0 = true;
let v1 = {omega: [JSON.stringify(v0), String(v0)].map(e => e), alpha: ([Math.max, NaN].map(e => e) * "delta beta value")};
let v2 = {x: 1e-07};
console.log("gamma key");
let v3 = Math.max;
let v4 = [v2, 0.5];
if (v4) {
  let v5 = (String(v4) | v0);
} else {
  %CompileBaseline(v0);
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(new Array(4));
  let v6 = ("x" << typeof v2);
}
%NeverOptimizeFunction([[1e+21, "omega beta"].map(e => e), false].map(e => e));
let v7 = v4;
let v8 = {value: {omega: {}, item: new Array(4), gamma: -2147483648}};
let v9 = typeof v7;
for (let i0 = 0; i0 < 2; i0++) {
  let v10 = 1.5;
  let v11 = (3.14159 & "delta gamma gamma");
}
let v12 = JSON.stringify(v7);
console.log(v5);
function f13() {
  let v13 = v9;
  let v14 = true;
  for (let i1 = 0; i1 < 4; i1++) {
    let v15 = (1 < {node: v3});
  }
  console.log(function (p) { return p; });
  return v13;
}
let v14 = new Array(0);
%IsBeingInterpreted();
let v15 = [2, f13()].map(e => e);
function f16() {
  console.log(f13());
  let v16 = f13();
  let v17 = (function (p) { return p; } == v6);
  return JSON.stringify(v1);
}
if (v10) {
  console.log((new Array(2) - v5));
} else {
  let v17 = f13();
}
let v18 = function (p) { return p; };
function f19(p0) {
  let v20 = "delta key";
  return v12;
}
try {
  console.log(typeof v9);
} catch (e) { console.log(String(e).length); }
%NewRegExpWithBacktrackLimit(JSON.stringify(v11), [v9.length, v18].map(e => e), f19);
let v20 = v12;
let v21 = v0;
console.log(["x", [2, ("omega omega omega" - Math.max)].map(e => e)].map(e => e));
if (v10) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v22 = [Infinity, 3.14159].map(e => e);
  }
} else {
  console.log(0.5);
}
let v23 = v7;
let v24 = v14;
%HaveSameMap(f19, f19);
for (let i0 = 0; i0 < 5; i0++) {
  let v25 = v1;
  console.log(JSON.stringify(v4));
}
let v26 = ["alpha", v5].map(e => e);
%DeoptimizeFunction(v8);
for (let i0 = 0; i0 < 2; i0++) {
  let v27 = [([1e-07, (a => a + 1), v8] % new Array(1)), 42].map(e => e);
}
console.log(v17);
let v28 = f19(JSON.stringify(v22));
console.log([]);
try {
  let v29 = [f13(), v17].map(e => e);
} catch (e) { console.log(String(e).length); }
let v30 = f16();
let v31 = 2;
let v32 = v23;
console.log(typeof v18);
let v33 = (v27 * v32);
console.log(v25);
console.log(f19([[], f13()]));
let v34 = v31.length;
if (v9.length) {
  let v35 = [v20, JSON.stringify(v1)].map(e => e);
} else {
  try {
    let v36 = ([false, v2, new Array(0)] < v10);
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 2; i0++) {
  %GetOptimizationStatus(f13);
  let v37 = [{item: [v25.length, v29], key: f16(), node: v11}, v20].map(e => e);
}
console.log(JSON.stringify(v12));

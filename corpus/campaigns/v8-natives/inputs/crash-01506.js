function f0(p0) {
  %HaveSameMap(p0, p0.length);
  if ([[("omega value value" * false), function (p) { return p; }], {value: [String(p0), (a => a + 1)].map(e => e)}].map(e => e)) {
    let v1 = typeof p0;
  } else {
    let v2 = {delta: {}, value: {beta: v1.length, delta: "x"}};
  }
  return v2;
}
let v1 = new Array(2);
if (v1) {
  let v2 = v1;
} else {
  let v3 = [([[v2.length, ("value" + -0.0)].map(e => e), Symbol(), [([(v1 * ("alpha item alpha" - "beta value")), v2, v1] + 1e+21), [new Array(2), Infinity].map(e => e)].map(e => e)] * v1), {item: v1, alpha: v1, omega: v1}].map(e => e);
}
let v4 = f0(f0(1));
let v5 = (v1 | 3.14159);
for (let i0 = 0; i0 < 4; i0++) {
  console.log(1.5);
}
let v6 = new Array(2);
console.log(v5);
let v7 = v5;
console.log(v2);
%NeverOptimizeFunction((v6 + Symbol()));
console.log(f0(255));
if ([Math.max, v6]) {
  let v8 = v1;
} else {
  let v9 = function (p) { return p; };
}
let v10 = null;
let v11 = 42;
for (let i0 = 0; i0 < 3; i0++) {
  if (String(v9)) {
    let v12 = v6;
  } else {
    let v13 = 65536;
  }
}
let v14 = ["x gamma beta", (v5.length < f0(42))].map(e => e);
let v15 = f0(v8);
let v16 = v4;
let v17 = v2;
function f18(p0, p1) {
  %GetOptimizationStatus(Math.max);
  let v20 = typeof v6;
  console.log(f0([JSON.stringify(v9), JSON.stringify(v20)].map(e => e)));
  try {
    let v21 = [[{item: 1e-07}, [new Array(3), {node: JSON.stringify(v5), beta: v6}].map(e => e)].map(e => e), typeof v9].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return v4;
}
let v19 = v9;
let v20 = new Array(2);
let v21 = null;
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v22 = v14;
  }
} catch (e) { console.log(String(e).length); }
console.log(v5);
let v23 = v17.length;
function f24(p0) {
  try {
    let v25 = new Array(1);
  } catch (e) { console.log(String(e).length); }
  console.log(f0("value alpha"));
  let v26 = v12;
  return f0("x x x");
}
let v25 = (f0(1e+21) << "gamma");
for (let i0 = 0; i0 < 3; i0++) {
  let v26 = (v7 % v4);
  let v27 = f24(v17);
}
console.log(f18((f24(new Array(2)) & {}), f24((42 == [v19, ([[v15, v15, v20.length], Math.max].map(e => e) + f18({}, "item delta")), 2147483647]))));
console.log(String(v12));
let v28 = new Array(0);

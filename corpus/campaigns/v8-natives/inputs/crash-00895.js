function f0(p0) {
  try {
    let v1 = p0;
  } catch (e) { console.log(String(e).length); }
  %GetOptimizationStatus(1e-07);
  let v2 = String(v1);
  let v3 = ([(({beta: 1e+21} | 1) - 1.5)] - new Array(2));
  return new Array(0);
}
let v1 = f0([2147483647, Math.max].map(e => e));
console.log(typeof v1);
console.log(f0([(new Array(0) * "beta value item"), typeof v1].map(e => e)));
let v2 = {alpha: (v1 < typeof v1), beta: Symbol(), gamma: (NaN | v1)};
console.log(f0(v2));
console.log({alpha: [(new Array(1) | "gamma beta"), JSON.stringify(v1)].map(e => e)});
let v3 = [function (p) { return p; }, v1];
console.log({key: ({} % [-1, 1e+21].map(e => e))});
let v4 = -0.0;
let v5 = "omega item";
%CreatePrivateSymbol(f0);
let v6 = 3.14159;
let v7 = v6.length;
console.log(([{item: v4, node: (JSON.stringify(v5) == [1e+21, 1.5]), x: [f0(3.14159), ("x node delta" - 1e-07)].map(e => e)}, (a => a + 1)].map(e => e) << v2));
if ([[], v3, v5]) {
  let v8 = {key: [(Math.max << Symbol()), v3].map(e => e), gamma: v1, beta: {}};
} else {
  console.log(v7.length);
}
try {
  console.log(42);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v9 = f0(f0(-0.0));
  let v10 = v6;
}
let v11 = v10;
if ("delta") {
  for (let i1 = 0; i1 < 5; i1++) {
    let v12 = Symbol();
  }
} else {
  let v13 = v4;
}
let v14 = [f0(v7), "omega beta value"].map(e => e);
console.log(v11);
let v15 = [v9.length, v14].map(e => e);
let v16 = v11;

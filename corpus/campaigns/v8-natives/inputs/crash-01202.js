let v0 = false;
function f1(p0) {
  let v2 = "gamma beta";
  console.log({item: p0});
  let v3 = 1;
  return 3.14159;
}
let v2 = typeof v0;
let v3 = v0;
let v4 = v0;
let v5 = f1(42);
let v6 = ((f1(function (p) { return p; }) << [{x: {delta: false}, omega: [{item: []}, (new Array(3) | Math.max)].map(e => e)}, NaN].map(e => e)) & v5);
try {
  try {
    console.log(1);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if (f1((v3 * ({delta: -0.0, omega: "node x", omega: [String(v0), 1e-07].map(e => e)} - [(f1(new Array(4)) | true)])))) {
  let v7 = f1(undefined);
} else {
  let v8 = v4;
}
let v9 = Math.max;
console.log(v3);
let v10 = v0;
let v11 = v2;
let v12 = v10;
%CreatePrivateSymbol(f1([Infinity, (a => a + 1)].map(e => e)));
console.log([f1(-0.0), (v8 * v9)].map(e => e));
function f13(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v15 = (undefined - [v4, (Math.max < "x gamma")].map(e => e));
    let v16 = JSON.stringify(v9);
  }
  console.log([f1(({alpha: v2, x: f1(v12), alpha: v6} & "key gamma item")), Math.max, v2]);
  return (1.5 == v16);
}
console.log(String(v10));
console.log(f1(Symbol()));
console.log(undefined);
let v14 = v7;
function f15(p0) {
  console.log(({gamma: [String(v6), v4].map(e => e)} < typeof v3));
  let v16 = ([42, v6.length].map(e => e) < typeof v11);
  let v17 = p0;
  try {
    let v18 = [[], ([[f1((0.5 & [{key: [f1({}), ("item" < Infinity)].map(e => e), alpha: {key: [1e+21, function (p) { return p; }].map(e => e)}}])), function (p) { return p; }], {gamma: f13(f13(new Array(3), null), [true, {x: v5, node: [[], 1.5].map(e => e), gamma: {}}].map(e => e))}].map(e => e) < v6), new Array(3)];
  } catch (e) { console.log(String(e).length); }
  return 65536;
}
%GetOptimizationStatus((-0.0 - String(v3)));
let v16 = [JSON.stringify(v2), [v11, v10].map(e => e)].map(e => e);

let v0 = 7;
%GetOptimizationStatus([v0, -0.0]);
console.log("alpha");
let v1 = v0;
let v2 = v1;
console.log(Math.max);
try {
  let v3 = [v0, [String(v2)]].map(e => e);
} catch (e) { console.log(String(e).length); }
let v4 = 0.5;
let v5 = [(v1 | v0)];
let v6 = [v2, v0].map(e => e);
let v7 = [65536];
function f8(p0) {
  let v9 = {key: v6, key: [([-1, -1].map(e => e) % [NaN, Math.max].map(e => e)), null, Infinity], omega: String(v0)};
  let v10 = v0.length;
  return (typeof v5 < {});
}
let v9 = v2;
let v10 = JSON.stringify(v3);
try {
  let v11 = Infinity;
} catch (e) { console.log(String(e).length); }
console.log(([(a => a + 1), new Array(1)].map(e => e) * new Array(3)));
function f12() {
  let v12 = v7;
  let v13 = "beta";
  let v14 = ("gamma" % "alpha omega value");
  for (let i1 = 0; i1 < 3; i1++) {
    let v15 = String(v10);
    let v16 = [{item: (v14 % typeof v6), item: String(v13), x: 1e-07}, [(typeof v11 << {node: []}), v11]].map(e => e);
  }
  return 2;
}
function f13(p0) {
  let v14 = f8([v3.length, typeof p0].map(e => e));
  let v15 = {x: [[[undefined, "key"], 1e-07].map(e => e), Math.max].map(e => e)};
  let v16 = Math.max;
  return f8(v14);
}
let v14 = false;
let v15 = v9;
console.log(({node: [v6]} == function (p) { return p; }));
function f16(p0) {
  try {
    let v17 = {item: [["beta beta gamma"], JSON.stringify(v2)].map(e => e)};
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 2; i1++) {
    let v18 = ([[([[[v3, v1].map(e => e)], {gamma: (f8("node delta item") * "delta gamma"), node: v17, alpha: [f13([]), f8(v15), "key delta delta"]}].map(e => e) - v7), JSON.stringify(v3)], f8(42)].map(e => e) < {delta: ((Math.max << [undefined, p0]) | [[v0.length, 2, null], true].map(e => e)), node: v4});
  }
  let v19 = [p0, f13(v15)].map(e => e);
  let v20 = JSON.stringify(v7);
  return new Array(0);
}
let v17 = f8(f8(v10));
let v18 = v9;
let v19 = v14;
let v20 = 1e-07;
try {
  let v21 = 1.5;
} catch (e) { console.log(String(e).length); }
function f22(p0) {
  let v23 = v7.length;
  let v24 = f8((["alpha", [-1]].map(e => e) < f13({key: [v2, (1 % new Array(2))].map(e => e), gamma: f13(([v20] & new Array(0))), item: [(a => a + 1)]})));
  if ((a => a + 1)) {
    let v25 = {delta: v19, key: function (p) { return p; }};
  } else {
    let v26 = (typeof v5 & v7);
  }
  return [JSON.stringify(v5), v11].map(e => e);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v23 = ([[], "alpha item node"].map(e => e) << v4);
  let v24 = f22([v23, v10].map(e => e));
}
try {
  let v25 = [v2, v17].map(e => e);
} catch (e) { console.log(String(e).length); }
let v26 = v1;

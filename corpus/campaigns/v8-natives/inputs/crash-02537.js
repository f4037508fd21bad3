function f0() {
  let v0 = [{item: (-2147483648 < "item node alpha"), gamma: [function (p) { return p; }, -0.0].map(e => e)}, new Array(3)].map(e => e);
  return ["gamma", v0].map(e => e);
}
let v1 = "key";
console.log([v1, v1.length].map(e => e));
console.log("key");
for (let i0 = 0; i0 < 5; i0++) {
  console.log(Symbol());
  console.log(JSON.stringify(v1));
}
let v2 = false;
let v3 = ((1e-07 << ["gamma value value", new Array(4)].map(e => e)) | v1);
%DeoptimizeFunction(v3);
let v4 = JSON.stringify(v1);
let v5 = typeof v2;
let v6 = v3;
let v7 = [String(v4), -0.0].map(e => e);
let v8 = 0.5;
let v9 = [f0(), v3].map(e => e);
let v10 = {x: ([NaN, new Array(2)].map(e => e) | 1.5)};
let v11 = -2147483648;
let v12 = typeof v7;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(f0());
}
let v13 = v9;
function f14(p0, p1) {
  console.log(v1);
  let v16 = ("omega item value" * NaN);
  let v17 = [null, []].map(e => e);
  if (v9) {
    let v18 = (p0.length & 3.14159);
  } else {
    let v19 = {delta: [f0(), [({x: String(v13)} | {}), f0()].map(e => e)]};
  }
  return typeof v17;
}
console.log(v13.length);
let v15 = ((v10 << String(v8)) << undefined);
for (let i0 = 0; i0 < 3; i0++) {
  let v16 = [[f14((new Array(4) << new Array(4)), [])], [function (p) { return p; }]].map(e => e);
}
let v17 = v8;
let v18 = {};
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v19 = v2;
  }
}
function f20(p0, p1) {
  let v22 = v6;
  if (true) {
    let v23 = v13;
  } else {
    let v24 = "gamma omega";
  }
  %HaveSameMap({delta: v13, node: v16.length}, f14);
  return typeof v1;
}
let v21 = v18;
function f22(p0) {
  let v23 = "value item delta";
  return [v10, v7].map(e => e);
}
let v23 = (a => a + 1);
function f24() {
  let v24 = "beta";
  let v25 = typeof v3;
  let v26 = NaN;
  console.log([1e-07]);
  return (f14({delta: true, alpha: {x: 3.14159}, x: ([new Array(0), new Array(0)].map(e => e) < [new Array(0), new Array(4)].map(e => e))}, (1.5 << 42)) == 0);
}

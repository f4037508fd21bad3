let v0 = -2147483648;
for (let i0 = 0; i0 < 2; i0++) {
  let v1 = typeof v0;
}
if (new Array(2)) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(-1);
    let v2 = {beta: [65536, {}].map(e => e), beta: JSON.stringify(v0)};
  }
} else {
  let v3 = [{delta: v1, alpha: new Array(3)}, [v2.length, v1.length].map(e => e), typeof v1];
}
function f4(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(1.5);
    let v6 = new Array(4);
  }
  console.log((p0 - undefined));
  console.log(-2147483648);
  return typeof p0;
}
let v5 = 0;
%PrepareFunctionForOptimization("alpha gamma");
let v6 = [[], [v1.length, f4(new Array(2), new Array(1))].map(e => e)].map(e => e);
try {
  console.log([[(0.5 == {omega: (function (p) { return p; } | typeof v5), gamma: [], gamma: v3}), {}].map(e => e), 3.14159]);
} catch (e) { console.log(String(e).length); }
let v7 = f4("omega key delta", ("key alpha" < v6));
console.log(String(v1));
let v8 = [[[[v1, f4(new Array(2), v1)], {value: v6}], ("value" % [{beta: 0, alpha: v2, node: v7}])].map(e => e)];
console.log([255, [new Array(2), [(new Array(0) % "delta"), Math.max].map(e => e), "value item"]].map(e => e));
console.log(String(v7));
let v9 = f4((Symbol() * [new Array(0), (a => a + 1)].map(e => e)), null);
for (let i0 = 0; i0 < 2; i0++) {
  console.log({delta: [v5, -2147483648].map(e => e), node: [[v0, function (p) { return p; }].map(e => e)], beta: [("item beta omega" * "item"), 1e+21].map(e => e)});
}
let v10 = (typeof v5 << [[], f4(v0, [new Array(0), 2147483647].map(e => e))]);
let v11 = f4([v10, v7].map(e => e), (f4({}, [[("omega omega" % "item gamma delta"), ("delta delta" << "x")].map(e => e), [true, ({beta: v7, delta: v3.length} + "delta x beta")].map(e => e)]) << -0.0));
let v12 = (v1 - new Array(4));
function f13(p0, p1) {
  console.log((1.5 | [p1]));
  let v15 = "node gamma";
  let v16 = JSON.stringify(v6);
  let v17 = v10;
  return v8;
}
function f14(p0, p1) {
  let v16 = null;
  let v17 = new Array(0);
  let v18 = [new Array(4), 0.5].map(e => e);
  return (p1 & f4((1e-07 == 2147483647), ([String(v10)] == undefined)));
}
try {
  let v15 = 1e+21;
} catch (e) { console.log(String(e).length); }
console.log([]);
let v16 = [String(v10), undefined].map(e => e);
let v17 = 2147483647;
let v18 = typeof v9;
let v19 = v7;
let v20 = v17;

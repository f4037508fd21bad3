for (let i0 = 0; i0 < 1; i0++) {
  let v0 = NaN;
}
%PrepareFunctionForOptimization("alpha");
let v1 = [v0.length, [({} % v0)]].map(e => e);
console.log({omega: v0, x: NaN, node: [Math.max, [255, [2147483647, v1, {key: {}, delta: -2147483648}]].map(e => e)].map(e => e)});
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = {beta: v1, key: function (p) { return p; }};
  let v3 = [(v2 < new Array(4)), (a => a + 1), Math.max];
}
for (let i0 = 0; i0 < 3; i0++) {
  let v4 = new Array(2);
}
let v5 = v3.length;
%ToFastProperties(1);
let v6 = ([Symbol(), (function (p) { return p; } << (a => a + 1))].map(e => e) * "alpha item");
function f7(p0) {
  let v8 = JSON.stringify(v0);
  return (JSON.stringify(v4) % v5);
}
let v8 = v2;
console.log(("node node" < [([2, new Array(2)].map(e => e) < String(v4))]));
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v9 = v0;
  } catch (e) { console.log(String(e).length); }
  let v10 = Math.max;
}
if (v9) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(new Array(1));
  }
} else {
  console.log({gamma: ((Math.max << {beta: [JSON.stringify(v0), v0.length].map(e => e), beta: [false]}) << "beta"), item: v4});
}
let v11 = v10;
console.log(v6);
let v12 = v1;
if (f7(f7(v6))) {
  let v13 = f7(0.5);
} else {
  try {
    let v14 = [String(v6), v11.length, {value: f7(v4)}];
  } catch (e) { console.log(String(e).length); }
}
console.log("key x");
let v15 = v6;
let v16 = [new Array(4), [(-1 + ("node value" + new Array(2)))]].map(e => e);
let v17 = v13;
let v18 = [f7(String(v16)), new Array(2)].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v19 = [v10, 1.5];
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(function (p) { return p; });
}
let v20 = [({delta: v3.length, omega: JSON.stringify(v4)} & {})];

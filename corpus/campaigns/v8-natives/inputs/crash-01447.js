%HaveSameMap({omega: 1e-07, beta: {}}, 0);
if ((a => a + 1)) {
  let v0 = {value: 1e+21, x: [["omega", false].map(e => e)]};
} else {
  let v1 = function (p) { return p; };
}
let v2 = 0.5;
let v3 = undefined;
let v4 = -1;
if (255) {
  let v5 = {beta: function (p) { return p; }, value: v2};
} else {
  let v6 = [[Symbol(), -0.0].map(e => e), (JSON.stringify(v1) + v5)].map(e => e);
}
let v7 = v4;
console.log(v3);
let v8 = v4;
%StringCharCodeAt([v4, (v3 - {value: [undefined, 1.5].map(e => e), alpha: (new Array(1) | undefined)})], v0);
let v9 = v0;
console.log(Math.max);
let v10 = (JSON.stringify(v3) < Math.max);
try {
  let v11 = v3;
} catch (e) { console.log(String(e).length); }
let v12 = v9;
let v13 = v10.length;
console.log(42);
function f14(p0) {
  try {
    let v15 = new Array(0);
  } catch (e) { console.log(String(e).length); }
  let v16 = v9;
  let v17 = 42;
  return undefined;
}
let v15 = v12;
let v16 = JSON.stringify(v13);
if (v16) {
  let v17 = v7;
} else {
  let v18 = f14(v9);
}
let v19 = {node: "gamma gamma", gamma: Symbol(), item: f14(f14(-2147483648))};
let v20 = v7;
function f21(p0) {
  %StringCharCodeAt(f14, [{delta: typeof v17, value: f14({item: [], beta: 3.14159}), x: v7}, [new Array(3), undefined].map(e => e)].map(e => e));
  return String(v13);
}
for (let i0 = 0; i0 < 2; i0++) {
  let v22 = v13;
  let v23 = 255;
}
console.log(0.5);
let v24 = [[v12.length, v15.length].map(e => e), "item alpha gamma"].map(e => e);
let v25 = (f21((1e-07 * 3.14159)) - f14(f21(42)));
let v26 = v6;

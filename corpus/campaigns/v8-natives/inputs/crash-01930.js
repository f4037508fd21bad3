let v0 = [false, {alpha: null, item: "omega"}].map(e => e);
let v1 = ([{beta: {}, value: (new Array(0) * new Array(1)), omega: [v0, (new Array(1) % v0), function (p) { return p; }]}, v0].map(e => e) - (v0 < function (p) { return p; }));
let v2 = -0.0;
let v3 = false;
let v4 = new Array(2);
console.log(v3);
console.log(Math.max);
let v5 = v1.length;
console.log(new Array(2));
console.log(v1);
let v6 = ["beta beta", [v0.length, [(42 + {beta: ([Infinity, new Array(1)].map(e => e) | v2), alpha: {}, omega: ["x node beta", v5].map(e => e)}), function (p) { return p; }]].map(e => e)].map(e => e);
let v7 = [-2147483648, Infinity, Symbol()];
let v8 = function (p) { return p; };
let v9 = (JSON.stringify(v3) < String(v3));
try {
  let v10 = ([] << v5);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v11 = [[{}, v5].map(e => e), [true, new Array(2)].map(e => e)].map(e => e);
  console.log(Symbol());
}
let v12 = {key: 65536};
%ToFastProperties(v1);
if (65536) {
  let v13 = Infinity;
} else {
  console.log(v0);
}
try {
  console.log(Math.max);
} catch (e) { console.log(String(e).length); }
let v14 = {value: false, item: Math.max};
let v15 = -0.0;
%PrepareFunctionForOptimization("node");
let v16 = null;
let v17 = v9;
console.log(new Array(0));
let v18 = v14;
let v19 = true;
console.log([[7, v6].map(e => e), {value: new Array(0), alpha: (v8 % [false, new Array(3)].map(e => e))}].map(e => e));
let v20 = {key: 1e-07, omega: function (p) { return p; }, alpha: typeof v14};
console.log((v5 == "node value omega"));
function f21(p0, p1) {
  let v23 = [0.5, [function (p) { return p; }, undefined].map(e => e)].map(e => e);
  let v24 = v5;
  return v15;
}
let v22 = v5;
console.log(Math.max);
let v23 = [{gamma: (1e-07 | new Array(4)), value: String(v8)}, JSON.stringify(v5), [v8.length, v19].map(e => e)];

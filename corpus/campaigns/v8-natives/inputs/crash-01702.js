let v0 = ["alpha omega"];
let v1 = new Array(2);
console.log((v1 + new Array(0)));
let v2 = [v1, JSON.stringify(v1)].map(e => e);
let v3 = [v0, [new Array(2), v1.length].map(e => e)].map(e => e);
%PrepareFunctionForOptimization([new Array(0), true].map(e => e));
let v4 = v2;
console.log((Infinity | [Math.max, v3].map(e => e)));
let v5 = [];
let v6 = v0;
let v7 = [{x: (([] == 0.5) + v5), node: JSON.stringify(v3), gamma: v5}, 3.14159, 1e-07];
let v8 = v3;
let v9 = [v2, ["node x", 1].map(e => e)].map(e => e);
function f10(p0) {
  console.log(["gamma omega"]);
  let v11 = (v6 << 1e+21);
  return false;
}
%PrepareFunctionForOptimization(f10);
let v11 = 0;
let v12 = "beta item alpha";
let v13 = 7;
function f14(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v15 = [[{item: v2, key: [[Math.max, 1e+21].map(e => e), v9.length].map(e => e), item: v6}], function (p) { return p; }].map(e => e);
    let v16 = v3;
  }
  let v17 = new Array(0);
  return v16;
}
%CreatePrivateSymbol("item item alpha");
try {
  let v15 = [{value: v9, key: v8, value: Symbol()}, v13].map(e => e);
} catch (e) { console.log(String(e).length); }
let v16 = 1.5;

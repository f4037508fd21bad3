let v0 = false;
console.log(v0.length);
let v1 = "gamma";
let v2 = function (p) { return p; };
console.log(false);
let v3 = [Math.max];
%PrepareFunctionForOptimization(v1);
console.log(v2);
function f4(p0) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v5 = [String(v2), new Array(3)].map(e => e);
    let v6 = 1.5;
  }
  let v7 = "omega";
  return (false & (a => a + 1));
}
let v5 = "key node";
for (let i0 = 0; i0 < 4; i0++) {
  let v6 = "node";
}
let v7 = f4([f4(NaN), f4([true, [null, 65536]].map(e => e)), (a => a + 1)]);
console.log(f4(v7));
let v8 = f4([String(v1), (v1 | [[[false, f4(NaN)].map(e => e), (f4(3.14159) - undefined), f4(([] == new Array(0)))], new Array(0)].map(e => e))]);
let v9 = f4(f4(f4({gamma: f4(("alpha" + Math.max))})));
let v10 = [v0.length, "x", (v7 < 255)];
let v11 = v2;
let v12 = JSON.stringify(v6);
let v13 = v12;
let v14 = String(v1);
let v15 = null;
let v16 = true;
if (v10) {
  let v17 = v16;
} else {
  let v18 = (function (p) { return p; } == (String(v7) < false));
}
let v19 = [[("delta alpha gamma" + true), v14].map(e => e), v10];

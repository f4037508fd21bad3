let v0 = ([[]] & 0.5);
console.log([v0, (a => a + 1)].map(e => e));
let v1 = v0;
let v2 = -2147483648;
let v3 = {beta: typeof v0};
let v4 = false;
let v5 = ("alpha key" == v1);
%DebugPrint(v0);
let v6 = v3;
let v7 = null;
let v8 = "item gamma";
let v9 = [v7, null].map(e => e);
%NeverOptimizeFunction((JSON.stringify(v0) * -1));
console.log(v3);
%PrepareFunctionForOptimization(JSON.stringify(v3));
let v10 = Math.max;
console.log(v8);
function f11(p0, p1) {
  let v13 = String(v9);
  let v14 = Math.max;
  let v15 = {};
  console.log("item gamma node");
  return v8.length;
}
let v12 = (typeof v10 % f11(f11([f11(v2, v10), null, v5], Math.max), typeof v4));
let v13 = new Array(2);
let v14 = v3;
let v15 = v13;
console.log(function (p) { return p; });
try {
  let v16 = new Array(1);
} catch (e) { console.log(String(e).length); }
let v17 = -1;
let v18 = 1e+21;
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v19 = v0;
    let v20 = [[("delta" << {}), [(NaN | {}), (0.5 % ["beta omega omega"])].map(e => e), {node: v13}], (v16 | (a => a + 1))].map(e => e);
  }
}
let v21 = v18.length;
let v22 = f11({alpha: (v10 % v20), gamma: [[[(1 + v21), v20], 3.14159].map(e => e), [[1.5, true], -1].map(e => e)].map(e => e)}, v7);
if (Symbol()) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v23 = v6;
  }
} else {
  if (JSON.stringify(v5)) {
    let v24 = ([(2147483647 + undefined), {x: false}].map(e => e) & v2);
  } else {
    console.log(JSON.stringify(v16));
  }
}

%NeverOptimizeFunction("x key");
let v0 = [[new Array(3), 1e+21, 1e+21], "alpha gamma item"].map(e => e);
try {
  if (v0) {
    let v1 = [[[false, v0, typeof v0], v0].map(e => e), "value key"].map(e => e);
  } else {
    let v2 = (v1 < 1e-07);
  }
} catch (e) { console.log(String(e).length); }
if (3.14159) {
  if ([v2, ({} < typeof v2)].map(e => e)) {
    let v3 = (v0 - typeof v2);
  } else {
    let v4 = false;
  }
} else {
  let v5 = (((0.5 & -2147483648) < [Math.max, 1e+21].map(e => e)) - v3);
}
console.log("delta");
let v6 = JSON.stringify(v5);
%OptimizeFunctionOnNextCall(v2.length);
console.log([[String(v1), undefined].map(e => e), v3.length].map(e => e));
let v7 = v3.length;
function f8(p0, p1) {
  %PrepareFunctionForOptimization(v6);
  let v10 = v3.length;
  let v11 = p0;
  try {
    let v12 = v4;
  } catch (e) { console.log(String(e).length); }
  return 1e+21;
}
let v9 = f8(v0, [v3, 1e+21].map(e => e));
let v10 = new Array(2);
let v11 = [{delta: v0, item: typeof v2, node: v10.length}, f8([[], Symbol()].map(e => e), 3.14159)].map(e => e);
try {
  let v12 = v11;
} catch (e) { console.log(String(e).length); }
let v13 = v5;
let v14 = String(v10);
console.log(v14);
try {
  let v15 = [v4, ([] - 1e+21)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v16 = {key: (JSON.stringify(v3) < f8("x key x", (a => a + 1))), alpha: f8(new Array(1), v12), x: ["gamma delta"]};
console.log(7);
console.log(v9);
let v17 = v3;
console.log(f8(typeof v17, v15));
let v18 = v5;
try {
  try {
    let v19 = {};
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v20 = {};
let v21 = 65536;
let v22 = [(a => a + 1)];
let v23 = [];
let v24 = f8([v22, "gamma beta"].map(e => e), v22);

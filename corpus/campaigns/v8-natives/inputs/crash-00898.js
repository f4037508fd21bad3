%CreatePrivateSymbol(1);
let v0 = NaN;
let v1 = function (p) { return p; };
let v2 = (v1 < JSON.stringify(v1));
let v3 = v0;
let v4 = v0;
if (String(v4)) {
  console.log([(JSON.stringify(v0) | [false, new Array(3)].map(e => e)), v2].map(e => e));
} else {
  let v5 = {};
}
let v6 = [function (p) { return p; }, [-2147483648, ["omega beta", "omega"].map(e => e)].map(e => e)].map(e => e);
let v7 = 0.5;
let v8 = [0.5, v7].map(e => e);
%OptimizeFunctionOnNextCall(["key gamma", [[v3, (-0.0 - ([] | Math.max))], "value"].map(e => e)].map(e => e));
console.log([{gamma: [v3, ([[v2, v2, typeof v7], v5] * new Array(3))].map(e => e)}]);
try {
  let v9 = [v1, []].map(e => e);
} catch (e) { console.log(String(e).length); }
try {
  try {
    let v10 = 1e+21;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v11 = Infinity;
console.log(v6.length);
let v12 = ["omega key gamma", new Array(0), typeof v11];
let v13 = v4;
console.log(v9);
let v14 = new Array(4);
let v15 = ("key key gamma" << new Array(4));
let v16 = 0;
console.log(undefined);
console.log(function (p) { return p; });
let v17 = NaN;
if (v9) {
  let v18 = 42;
} else {
  let v19 = 3.14159;
}
function f20(p0) {
  let v21 = (a => a + 1);
  let v22 = 255;
  let v23 = new Array(2);
  console.log([v13]);
  return [Math.max, ["value gamma key", v17].map(e => e)].map(e => e);
}
%DebugPrint([[], f20(f20(Math.max))]);
try {
  let v21 = f20(f20(false));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  if (0) {
    console.log(function (p) { return p; });
  } else {
    let v22 = v0;
  }
}

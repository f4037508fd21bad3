for (let i0 = 0; i0 < 4; i0++) {
  %GetOptimizationStatus({value: {value: (new Array(2) << ({gamma: 0} + Infinity)), key: [new Array(2), 65536], item: 1e+21}});
}
if ({beta: (new Array(4) - "beta alpha")}) {
  let v0 = (0.5 & null);
} else {
  let v1 = v0;
}
console.log(new Array(2));
let v2 = (((Symbol() < 0.5) | ({item: v1, value: JSON.stringify(v1), alpha: String(v1)} - null)) * v1);
let v3 = new Array(2);
try {
  let v4 = (String(v0) - (3.14159 < new Array(2)));
} catch (e) { console.log(String(e).length); }
let v5 = v3;
console.log([v5, [{item: 0.5}, String(v1)].map(e => e)].map(e => e));
let v6 = v0.length;
console.log((255 - -0.0));
try {
  console.log(v4);
} catch (e) { console.log(String(e).length); }
let v7 = v5;
console.log(v5);
try {
  if ([["x key", [new Array(2), [[], 1.5, v4]].map(e => e)].map(e => e), [v3, new Array(3)].map(e => e)].map(e => e)) {
    let v8 = 1e+21;
  } else {
    let v9 = new Array(1);
  }
} catch (e) { console.log(String(e).length); }
let v10 = undefined;
let v11 = (a => a + 1);
let v12 = new Array(4);
let v13 = v5;
let v14 = [NaN, false, [NaN, v1].map(e => e)];
let v15 = v14;
function f16(p0) {
  try {
    let v17 = 0;
  } catch (e) { console.log(String(e).length); }
  let v18 = ((1e-07 & (new Array(4) + Math.max)) - v8);
  try {
    console.log(v9);
  } catch (e) { console.log(String(e).length); }
  return JSON.stringify(v0);
}
let v17 = new Array(3);
%ToFastProperties(f16);
for (let i0 = 0; i0 < 4; i0++) {
  let v18 = f16((v17 * v12));
}
for (let i0 = 0; i0 < 5; i0++) {
  let v19 = ([v13, Symbol()].map(e => e) % (typeof v6 | ["key value", 7].map(e => e)));
  let v20 = -0.0;
}
console.log([String(v7), v3].map(e => e));
let v21 = f16(f16([v6, v15]));
let v22 = (v17 * v18);
console.log(1e-07);
let v23 = v2;
console.log(JSON.stringify(v17));
let v24 = new Array(0);
let v25 = v2;
let v26 = v10;
let v27 = (JSON.stringify(v0) * v11);
let v28 = v27;
let v29 = [1e+21];
function f30(p0) {
  let v31 = ([(NaN * {value: [String(v21), v2].map(e => e)}), [false, 1e+21].map(e => e)].map(e => e) | v21);
  let v32 = (v14 + v5);
  let v33 = Math.max;
  return Infinity;
}
let v31 = v15;
let v32 = String(v14);
let v33 = v3;
console.log(v18);
let v34 = typeof v18;
let v35 = (2147483647 & v5);
let v36 = [];

let v0 = function (p) { return p; };
console.log(v0);
let v1 = (function (p) { return p; } == v0);
let v2 = {beta: []};
for (let i0 = 0; i0 < 1; i0++) {
  console.log((v2 | ([2147483647, 65536].map(e => e) == v1)));
  console.log(new Array(0));
}
let v3 = (typeof v0 | 1e+21);
let v4 = (a => a + 1);
let v5 = String(v4);
console.log(v1);
let v6 = v0;
let v7 = [new Array(4)];
console.log([Math.max, {node: v1.length, value: (1e-07 == v6), beta: v1}].map(e => e));
console.log({});
let v8 = typeof v5;
function f9(p0, p1) {
  let v11 = new Array(2);
  %StringCharCodeAt(v3, new Array(4));
  let v12 = -0.0;
  let v13 = v4;
  return typeof v0;
}
let v10 = (JSON.stringify(v2) & "delta");
let v11 = v5;
for (let i0 = 0; i0 < 2; i0++) {
  console.log("key");
  %NewRegExpWithBacktrackLimit(f9, v11, f9);
}
console.log(1e-07);
try {
  let v12 = ((0 == v1) - [v0.length, 1.5].map(e => e));
} catch (e) { console.log(String(e).length); }
let v13 = JSON.stringify(v3);
try {
  let v14 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v15 = [65536, v0].map(e => e);
  }
  let v16 = f9(v6, [1e-07, String(v7)].map(e => e));
}
let v17 = typeof v13;
console.log(f9([v2, 255], -2147483648));
console.log((JSON.stringify(v14) << "omega"));
for (let i0 = 0; i0 < 1; i0++) {
  let v18 = v12.length;
  try {
    console.log(v15);
  } catch (e) { console.log(String(e).length); }
}
if (((v16 - f9(new Array(1), NaN)) == 1e+21)) {
  let v19 = [v15, 0.5].map(e => e);
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v20 = NaN;
    let v21 = {delta: [[1e+21, (f9(Symbol(), -0.0) % [function (p) { return p; }, true].map(e => e)), [v13, 1.5].map(e => e)], (false & null)].map(e => e)};
  }
}
let v22 = v16;
function f23() {
  for (let i1 = 0; i1 < 2; i1++) {
    let v23 = v22;
  }
  console.log(v15);
  return Symbol();
}
let v24 = v20;
let v25 = (f23() * [{}, v6].map(e => e));
function f26() {
  for (let i1 = 0; i1 < 1; i1++) {
    let v26 = new Array(4);
    let v27 = [(1e-07 * (new Array(2) - 7)), [[42, "alpha value"].map(e => e), v3].map(e => e)].map(e => e);
  }
  let v28 = "beta node node";
  let v29 = Math.max;
  return f23();
}
if (false) {
  %OptimizeFunctionOnNextCall(v4);
} else {
  try {
    let v27 = v10;
  } catch (e) { console.log(String(e).length); }
}
console.log([1e+21]);
let v28 = "key";
let v29 = v25.length;

let v0 = Math.max;
let v1 = v0;
let v2 = -2147483648;
let v3 = 65536;
if (["gamma key", (a => a + 1)].map(e => e)) {
  let v4 = [String(v1), undefined].map(e => e);
} else {
  let v5 = 1;
}
console.log(new Array(2));
try {
  let v6 = v2;
} catch (e) { console.log(String(e).length); }
let v7 = "node gamma";
let v8 = null;
%PrepareFunctionForOptimization(0);
try {
  let v9 = v0.length;
} catch (e) { console.log(String(e).length); }
console.log("gamma beta");
let v10 = v6;
if ([]) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v11 = 0.5;
    let v12 = 1e-07;
  }
} else {
  if ([JSON.stringify(v6), "key x x", v1]) {
    let v13 = typeof v6;
  } else {
    let v14 = {key: v9, item: v8, node: v6};
  }
}
try {
  let v15 = {value: String(v6)};
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v16 = "x item";
  } catch (e) { console.log(String(e).length); }
}
console.log(new Array(1));
console.log([2, function (p) { return p; }].map(e => e));
function f17() {
  let v17 = JSON.stringify(v6);
  let v18 = {alpha: (a => a + 1), key: {beta: v14, omega: (v15 | (undefined == function (p) { return p; }))}, item: (1e-07 & (Symbol() < 0))};
  return v12;
}
let v18 = v14;
let v19 = new Array(4);
let v20 = (a => a + 1);
let v21 = "x";
let v22 = v3;
try {
  let v23 = [new Array(4), v9.length];
} catch (e) { console.log(String(e).length); }
let v24 = v22;
console.log(v22);
function f25(p0, p1) {
  let v27 = f17();
  let v28 = [f17(), [Infinity, (NaN << "node gamma")].map(e => e), JSON.stringify(v19)];
  let v29 = v13;
  return 65536;
}
try {
  if (null) {
    let v26 = f25((255 % {beta: 1e+21, node: ["alpha", (false + 2147483647)].map(e => e), item: (typeof v7 + "item")}), {key: [[1e-07, 3.14159].map(e => e), f25(2147483647, 42)].map(e => e)});
  } else {
    let v27 = (a => a + 1);
  }
} catch (e) { console.log(String(e).length); }
try {
  let v28 = [v12, function (p) { return p; }].map(e => e);
} catch (e) { console.log(String(e).length); }
let v29 = ([String(v16), [1e-07, new Array(1)].map(e => e)].map(e => e) << Infinity);
let v30 = 0.5;
let v31 = f17();
let v32 = "value key beta";
console.log(new Array(0));
let v33 = 3.14159;
let v34 = v32;
function f35(p0) {
  try {
    let v36 = [p0, v13].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v37 = [{}, f25(f17(), f25({omega: (v28 << (1e-07 + 0.5)), beta: String(v21), beta: false}, [v4, 255, f25(String(v14), JSON.stringify(v3))]))].map(e => e);
  let v38 = 0.5;
  return 255;
}
let v36 = [v7.length, 7].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v37 = v10;
  } catch (e) { console.log(String(e).length); }
}
let v38 = v13;
if (3.14159) {
  console.log(([String(v2), 1e+21].map(e => e) % f35(new Array(3))));
} else {
  let v39 = [String(v16), v1.length].map(e => e);
}
function f40(p0, p1) {
  let v42 = v29.length;
  return f25(f17(), ([255, undefined].map(e => e) << typeof v21));
}

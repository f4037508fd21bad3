function f0() {
  if ((({alpha: -0.0} < (1e+21 == 1)) | 1e+21)) {
    let v0 = 42;
  } else {
    let v1 = [0, v0, (v0 == new Array(2))];
  }
  console.log(null);
  let v2 = v0;
  for (let i1 = 0; i1 < 1; i1++) {
    let v3 = "gamma node beta";
    let v4 = v3.length;
  }
  return new Array(3);
}
function f1(p0, p1) {
  if ([(Infinity % (7 - [])), []].map(e => e)) {
    let v3 = (p1 - (f0() < {}));
  } else {
    let v4 = null;
  }
  for (let i1 = 0; i1 < 4; i1++) {
    let v5 = typeof v3;
    let v6 = f0();
  }
  return JSON.stringify(p0);
}
let v2 = {};
if (0) {
  console.log({value: v2.length});
} else {
  try {
    let v3 = String(v2);
  } catch (e) { console.log(String(e).length); }
}
%NewRegExpWithBacktrackLimit(f1, f0, f1);
console.log(v3);
console.log(([] & 3.14159));
let v4 = function (p) { return p; };
let v5 = new Array(2);
console.log([{omega: v5}, [[1, v5], v5].map(e => e)].map(e => e));
console.log(JSON.stringify(v3));
console.log(function (p) { return p; });
let v6 = (false < v4);
let v7 = v4;
let v8 = v2;
let v9 = String(v7);
let v10 = {node: v4};
let v11 = [f0(), null].map(e => e);
let v12 = "key";
function f13(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v15 = f0();
  }
  return 1e+21;
}
let v14 = [new Array(2), [[], 1e-07].map(e => e)].map(e => e);
let v15 = v8.length;
console.log(({item: 255, beta: v10.length, omega: 1e+21} == function (p) { return p; }));
if (v14) {
  let v16 = "node alpha x";
} else {
  let v17 = function (p) { return p; };
}
if (f13([1e+21, new Array(1)].map(e => e), v7.length)) {
  let v18 = {};
} else {
  try {
    let v19 = 1.5;
  } catch (e) { console.log(String(e).length); }
}
let v20 = String(v8);
let v21 = [];
for (let i0 = 0; i0 < 2; i0++) {
  let v22 = (new Array(1) * 1e-07);
}
let v23 = v14;
console.log(f0());
let v24 = v6;
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v25 = v5;
  } catch (e) { console.log(String(e).length); }
}
let v26 = new Array(0);
console.log({item: false});
let v27 = f1(-2147483648, f1(f1(3.14159, "node value value"), 1e-07));
let v28 = JSON.stringify(v2);
function f29() {
  let v29 = {omega: [v23, v20].map(e => e), beta: 1e-07, alpha: v5.length};
  console.log(true);
  let v30 = "omega item x";
  let v31 = (typeof v9 % v21);
  return v24;
}
try {
  if (v2) {
    let v30 = (a => a + 1);
  } else {
    console.log(function (p) { return p; });
  }
} catch (e) { console.log(String(e).length); }
let v31 = JSON.stringify(v14);
let v32 = function (p) { return p; };
console.log(f29());
console.log(f13([Symbol(), "alpha x value"].map(e => e), (-0.0 % [[[v27, []].map(e => e)], 3.14159].map(e => e))));
console.log(v3);
let v33 = [([new Array(1), new Array(4)].map(e => e) + v21.length), f13(Symbol(), "alpha key beta")].map(e => e);
let v34 = (String(v27) - ([1e+21, "x"].map(e => e) < new Array(3)));
let v35 = v21;
let v36 = {omega: 1.5, gamma: v6.length, key: v16};

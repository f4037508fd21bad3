let v0 = "gamma";
let v1 = typeof v0;
console.log(false);
if (v1) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(new Array(3));
    let v2 = v0.length;
  }
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v3 = Math.max;
    let v4 = (v0 + JSON.stringify(v3));
  }
}
let v5 = typeof v2;
try {
  let v6 = v1;
} catch (e) { console.log(String(e).length); }
%HaveSameMap(-0.0, (v5 & new Array(1)));
let v7 = v1;
let v8 = Math.max;
let v9 = (a => a + 1);
let v10 = v8.length;
let v11 = (["omega item omega", (1.5 * 1)].map(e => e) == v7);
%GetOptimizationStatus([]);
let v12 = typeof v9;
console.log(typeof v10);
let v13 = (v8 + [v3.length, v6, String(v5)]);
let v14 = v13;
console.log(JSON.stringify(v9));
if ([v11, {omega: {beta: -0.0, node: v14, alpha: "alpha alpha"}, beta: [1.5, new Array(3)].map(e => e), node: typeof v0}]) {
  let v15 = typeof v10;
} else {
  let v16 = {item: {value: v12}, x: {}, gamma: NaN};
}
function f17() {
  console.log(new Array(4));
  console.log(v9.length);
  console.log("value x");
  return 0.5;
}
console.log(f17());
console.log(NaN);
let v18 = false;
try {
  let v19 = v3.length;
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(([] | [typeof v5, (a => a + 1)].map(e => e)));
  }
} catch (e) { console.log(String(e).length); }
console.log(v14);
console.log(Infinity);
try {
  let v20 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
let v21 = v4;
try {
  let v22 = v12;
} catch (e) { console.log(String(e).length); }
function f23(p0, p1) {
  try {
    let v25 = v4;
  } catch (e) { console.log(String(e).length); }
  let v26 = (a => a + 1);
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(new Array(1));
  }
  return [-2147483648, v5].map(e => e);
}
let v24 = -0.0;
console.log(f23(0.5, (1e-07 | {omega: ((1 & "key value") < f17()), item: "item gamma"})));
console.log(String(v2));
let v25 = (0.5 + null);
let v26 = NaN;
function f27(p0) {
  let v28 = v1;
  let v29 = (a => a + 1);
  return 1.5;
}
let v28 = f27([(a => a + 1), JSON.stringify(v21)].map(e => e));
let v29 = [v12];
if (undefined) {
  let v30 = 1;
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v31 = Symbol();
  }
}
let v32 = v16;
let v33 = v25;
let v34 = "value delta delta";
let v35 = function (p) { return p; };
console.log([Infinity, f23(Infinity, [1, "value key"].map(e => e))].map(e => e));
let v36 = v15;
try {
  let v37 = String(v24);
} catch (e) { console.log(String(e).length); }
let v38 = [1e+21, (typeof v30 & v31.length)].map(e => e);
let v39 = v3;

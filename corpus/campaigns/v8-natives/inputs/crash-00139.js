function f0() {
  let v0 = {omega: NaN, value: [-0.0], node: [0.5, 1e+21].map(e => e)};
  return v0;
}
let v1 = false;
console.log(f0());
console.log([v1]);
let v2 = 1e-07;
let v3 = [v2];
for (let i0 = 0; i0 < 5; i0++) {
  %CompileBaseline("value beta");
}
if ([String(v1), v2].map(e => e)) {
  %GetOptimizationStatus(v1);
} else {
  try {
    let v4 = f0();
  } catch (e) { console.log(String(e).length); }
}
console.log((new Array(1) - f0()));
let v5 = JSON.stringify(v1);
let v6 = (v3 << Symbol());
if (v3.length) {
  let v7 = typeof v2;
} else {
  if (65536) {
    console.log(-0.0);
  } else {
    let v8 = "x";
  }
}
let v9 = {key: [null, ["item alpha alpha", 65536].map(e => e)].map(e => e), beta: new Array(3), node: [Math.max, NaN].map(e => e)};
function f10(p0, p1) {
  console.log(([[3.14159, 0].map(e => e), v9].map(e => e) * new Array(4)));
  console.log(new Array(4));
  return [new Array(1), f0()].map(e => e);
}
let v11 = NaN;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(new Array(1));
}
let v12 = v7;
let v13 = {};
console.log(0.5);
console.log([2147483647, v6].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v14 = f10(1e-07, Math.max);
  } catch (e) { console.log(String(e).length); }
  if (f0()) {
    let v15 = [v7, function (p) { return p; }].map(e => e);
  } else {
    let v16 = v8;
  }
}
let v17 = v16;
if ([("key alpha" - [new Array(0), undefined].map(e => e)), f0()].map(e => e)) {
  let v18 = String(v17);
} else {
  console.log(v16);
}
let v19 = typeof v13;
console.log(v1);
let v20 = NaN;
let v21 = 0.5;
function f22(p0) {
  if (v16) {
    let v23 = [[(a => a + 1), null].map(e => e), new Array(2)].map(e => e);
  } else {
    let v24 = ({alpha: String(v7), node: v4, value: (({omega: 255, gamma: ["key node omega", [[7, [v8, typeof v21].map(e => e)], new Array(3)].map(e => e)].map(e => e), omega: (v2 | JSON.stringify(v23))} - {}) << (1e+21 & new Array(3)))} | [v4, (function (p) { return p; } | new Array(1))].map(e => e));
  }
  try {
    console.log(([{omega: [v1, new Array(2)].map(e => e)}] == v2));
  } catch (e) { console.log(String(e).length); }
  return v3;
}
let v23 = ({key: JSON.stringify(v19)} % v8);

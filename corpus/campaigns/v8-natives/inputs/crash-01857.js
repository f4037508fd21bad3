let v0 = (a => a + 1);
console.log(((true | v0.length) & v0));
console.log((v0 & [typeof v0, v0].map(e => e)));
console.log(({omega: (v0 - NaN), gamma: JSON.stringify(v0), delta: [[typeof v0, v0, v0], new Array(1), [v0, "x item"].map(e => e)]} - v0));
function f1(p0) {
  let v2 = {value: [3.14159, 2147483647].map(e => e)};
  let v3 = "alpha omega";
  console.log(([(v0 - 255), v3] + p0));
  return (42 + JSON.stringify(v2));
}
let v2 = [v0.length];
try {
  let v3 = v0;
} catch (e) { console.log(String(e).length); }
let v4 = new Array(4);
let v5 = {node: [["beta item item", function (p) { return p; }].map(e => e), (7 + false)].map(e => e), node: 7, key: [(new Array(0) * [Math.max]), JSON.stringify(v4)].map(e => e)};
console.log(v4);
let v6 = [[-2147483648, (new Array(1) % new Array(0))].map(e => e), v2.length].map(e => e);
let v7 = JSON.stringify(v2);
function f8(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v9 = (a => a + 1);
    let v10 = {key: undefined, key: v4};
  }
  let v11 = [JSON.stringify(v10), {}].map(e => e);
  console.log(([[], Symbol()].map(e => e) - "node"));
  return function (p) { return p; };
}
let v9 = "delta omega beta";
console.log(f1("x beta beta"));
function f10(p0, p1) {
  let v12 = v7;
  let v13 = new Array(2);
  let v14 = Symbol();
  let v15 = p0.length;
  return (p0 == 0.5);
}
%GetOptimizationStatus(0.5);
for (let i0 = 0; i0 < 2; i0++) {
  let v11 = JSON.stringify(v4);
  let v12 = 0;
}
if (v9) {
  console.log(1e+21);
} else {
  let v13 = v3;
}
let v14 = [v9, [v13, 1e+21].map(e => e)].map(e => e);
let v15 = (v13 == v7);
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v16 = [f10(v9, f1([])), v3.length].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
let v17 = v13.length;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v0);
  let v18 = f1("node");
}
let v19 = v13;
try {
  let v20 = v17;
} catch (e) { console.log(String(e).length); }
let v21 = (String(v14) == (f10({x: [v9.length], alpha: v7}, [(a => a + 1), [[([null, v7, v16] & 0.5), [[], [{beta: Symbol()}, -0.0].map(e => e)].map(e => e), f8(undefined)], v5]]) % ["item item item", [v20, [v18, v13].map(e => e), 0.5]].map(e => e)));
let v22 = [[(function (p) { return p; } | (Infinity < 0)), ((-2147483648 << false) << [v0, (({x: (a => a + 1), beta: (f1("delta omega omega") & v0), key: JSON.stringify(v12)} + {}) | (new Array(3) % [[function (p) { return p; }, ["gamma", v7]].map(e => e), f10(v16.length, 1)])), f8(-1)]), v14], 1e+21].map(e => e);
%IsBeingInterpreted();
for (let i0 = 0; i0 < 4; i0++) {
  try {
    console.log((a => a + 1));
  } catch (e) { console.log(String(e).length); }
  let v23 = v11;
}
let v24 = v20;
let v25 = [v9, function (p) { return p; }].map(e => e);
if (v5) {
  let v26 = [["x gamma", (Math.max + 2147483647)].map(e => e), v16.length].map(e => e);
} else {
  try {
    let v27 = f8([NaN, f8(Math.max)].map(e => e));
  } catch (e) { console.log(String(e).length); }
}
let v28 = Infinity;
try {
  let v29 = [v22, JSON.stringify(v18)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v30 = f8(new Array(3));
console.log(JSON.stringify(v5));
let v31 = f10(f10([Symbol()], [Math.max, "beta"].map(e => e)), [f8(3.14159), v28].map(e => e));
console.log([JSON.stringify(v15), f10(f1("node value gamma"), [JSON.stringify(v24), (v29 | v7)])]);
function f32(p0, p1) {
  try {
    let v34 = v11;
  } catch (e) { console.log(String(e).length); }
  let v35 = v7;
  return new Array(2);
}
console.log([255, [typeof v26, v16].map(e => e)].map(e => e));
console.log(f8(String(v18)));

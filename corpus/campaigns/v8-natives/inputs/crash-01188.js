let v0 = (-1 + {delta: Symbol(), x: {x: Math.max, gamma: (2147483647 & {node: null})}});
let v1 = new Array(1);
let v2 = new Array(1);
let v3 = "alpha";
let v4 = (a => a + 1);
console.log(v2);
let v5 = "alpha x";
let v6 = NaN;
%PrepareFunctionForOptimization([Infinity, new Array(4)].map(e => e));
let v7 = JSON.stringify(v1);
console.log(v2);
let v8 = Infinity;
if ({value: function (p) { return p; }, x: (v8 + "node value alpha")}) {
  if (new Array(3)) {
    console.log(null);
  } else {
    let v9 = String(v3);
  }
} else {
  let v10 = 255;
}
function f11() {
  let v11 = (typeof v7 * v5);
  return v8;
}
console.log(f11());
console.log(v4);
let v12 = String(v2);
let v13 = v6;
for (let i0 = 0; i0 < 3; i0++) {
  let v14 = JSON.stringify(v10);
  let v15 = 3.14159;
}
let v16 = v5;
function f17(p0, p1) {
  try {
    let v19 = v0;
  } catch (e) { console.log(String(e).length); }
  return 0.5;
}
let v18 = JSON.stringify(v9);
let v19 = 1;
let v20 = v9;
try {
  let v21 = f17((a => a + 1), (new Array(4) % [Symbol(), 3.14159].map(e => e)));
} catch (e) { console.log(String(e).length); }
let v22 = (v5 < f11());
console.log(v15);
console.log(f17(f11(), new Array(4)));
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v23 = v3;
  } catch (e) { console.log(String(e).length); }
  try {
    let v24 = [[(Symbol() * "gamma"), 0.5].map(e => e), String(v16), typeof v12];
  } catch (e) { console.log(String(e).length); }
}
let v25 = 255;
let v26 = {item: [(Symbol() + new Array(2)), ({delta: {delta: "value", beta: {omega: typeof v9, x: v18.length}, item: [0.5, String(v14)].map(e => e)}, x: v7.length, beta: [v3, f11()].map(e => e)} == Math.max)].map(e => e), key: [v25, typeof v21].map(e => e), gamma: 2};
try {
  let v27 = [[f11(), [3.14159, v0].map(e => e)], ((a => a + 1) < v20)].map(e => e);
} catch (e) { console.log(String(e).length); }
if (Symbol()) {
  %GetOptimizationStatus("alpha node");
} else {
  let v28 = f17(v1, v12);
}
function f29() {
  let v29 = v4;
  return Math.max;
}
if (v12) {
  console.log([v5, [], f11()]);
} else {
  try {
    let v30 = v15;
  } catch (e) { console.log(String(e).length); }
}
let v31 = [[String(v20), v1].map(e => e), f29()].map(e => e);
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v32 = new Array(4);
  }
} catch (e) { console.log(String(e).length); }
let v33 = (f29() < undefined);
let v34 = f11();
let v35 = f17([String(v10), [Symbol(), "delta delta key"].map(e => e)].map(e => e), v1);
try {
  let v36 = v8;
} catch (e) { console.log(String(e).length); }
let v37 = v14;
let v38 = new Array(4);
function f39(p0) {
  console.log(Symbol());
  for (let i1 = 0; i1 < 5; i1++) {
    let v40 = {};
  }
  if (-1) {
    let v41 = (f11() * Symbol());
  } else {
    let v42 = f29();
  }
  let v43 = undefined;
  return v9;
}
function f40(p0, p1) {
  let v42 = f29();
  return true;
}
console.log((a => a + 1));
console.log(1.5);
console.log(v3);
let v41 = (Symbol() < v9);
let v42 = v34.length;
try {
  let v43 = v23;
} catch (e) { console.log(String(e).length); }
let v44 = [v16, (v28 - {value: v10, beta: new Array(2), key: [[v19, v26].map(e => e), 0]})].map(e => e);
let v45 = false;
if (42) {
  let v46 = f40(v12, v8);
} else {
  console.log(({omega: f11(), beta: (new Array(0) & "delta omega"), item: v25} - String(v18)));
}
let v47 = v44;

%CompileBaseline([[[], Infinity].map(e => e), 1e+21]);
let v0 = new Array(3);
console.log(v0);
let v1 = v0;
let v2 = {node: JSON.stringify(v1), value: (v0 < v0.length)};
if ({item: new Array(4)}) {
  console.log(v2.length);
} else {
  let v3 = v2;
}
let v4 = v3.length;
function f5(p0, p1) {
  let v7 = new Array(1);
  console.log(1e+21);
  try {
    let v8 = "value gamma delta";
  } catch (e) { console.log(String(e).length); }
  return v8;
}
let v6 = 7;
try {
  let v7 = [v6, v4].map(e => e);
} catch (e) { console.log(String(e).length); }
if (65536) {
  let v8 = "value beta omega";
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v9 = v6;
  }
}
try {
  let v10 = v7;
} catch (e) { console.log(String(e).length); }
console.log(v3.length);
if ({x: (f5("omega beta omega", Infinity) | v4)}) {
  let v11 = [v0, "value delta alpha"].map(e => e);
} else {
  console.log(f5(255, (new Array(4) | String(v8))));
}
function f12(p0) {
  let v13 = null;
  console.log(1e-07);
  if ([]) {
    let v14 = String(v11);
  } else {
    console.log("beta key node");
  }
  console.log(Math.max);
  return String(v0);
}
let v13 = f5(v11, {});
let v14 = v0;
let v15 = 1.5;
let v16 = ([v8, v1].map(e => e) < f12([{node: 42, item: f12(f12("beta")), beta: v0}, NaN].map(e => e)));
console.log(new Array(2));
let v17 = v7;
for (let i0 = 0; i0 < 5; i0++) {
  let v18 = (v16 & v10);
  let v19 = JSON.stringify(v3);
}
let v20 = v9;
console.log([v17, v0].map(e => e));
let v21 = 1;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(f5(Infinity, [String(v20)]));
    console.log(v17);
  }
  let v22 = 2;
}
let v23 = String(v13);
console.log(f5([f12({beta: null, omega: Symbol()}), f12([1e-07, new Array(1)].map(e => e)), Math.max], function (p) { return p; }));
%OptimizeFunctionOnNextCall(f5);
if (v4) {
  console.log(({gamma: v9, alpha: new Array(1), x: v17} | [String(v6), f5("beta alpha", {beta: typeof v13, node: (v13 % new Array(0)), alpha: ["alpha gamma alpha", [{}, "x"].map(e => e)].map(e => e)})].map(e => e)));
} else {
  let v24 = v11;
}
let v25 = [v15, "gamma"].map(e => e);
let v26 = f12(String(v20));
for (let i0 = 0; i0 < 5; i0++) {
  if ((v20 + -2147483648)) {
    let v27 = JSON.stringify(v24);
  } else {
    console.log([JSON.stringify(v16), 3.14159].map(e => e));
  }
}
let v28 = [v4, ((-2147483648 % 42) == (new Array(4) << {delta: ([(a => a + 1), Infinity].map(e => e) | v11), key: {}}))].map(e => e);
console.log(f5(v28, [(f5(1.5, {x: NaN, delta: (v27 & [[v1, v15], 1e-07].map(e => e)), delta: [[2147483647, "beta"].map(e => e), Math.max].map(e => e)}) << v25)]));
let v29 = [v6, 2].map(e => e);
console.log(v8);
let v30 = v29;
%NewRegExpWithBacktrackLimit(v23, v14, v21.length);
if (v15) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v31 = function (p) { return p; };
  }
} else {
  console.log("node item node");
}
let v32 = "beta value";
let v33 = f12("alpha node node");
let v34 = f12(v1);
console.log((a => a + 1));
let v35 = "omega";
let v36 = 0.5;
let v37 = f12(JSON.stringify(v13));
try {
  let v38 = v24;
} catch (e) { console.log(String(e).length); }
function f39() {
  let v39 = new Array(4);
  return f12(f5([function (p) { return p; }, (a => a + 1)].map(e => e), "beta delta"));
}
let v40 = v17;
let v41 = f39();
let v42 = f12(JSON.stringify(v32));
let v43 = {gamma: f39(), value: v38};
console.log(String(v21));
if (NaN) {
  let v44 = [7, JSON.stringify(v41)].map(e => e);
} else {
  let v45 = undefined;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v46 = (v28 | 0);
  let v47 = JSON.stringify(v6);
}
let v48 = ([[String(v33)], v1].map(e => e) * v30);
let v49 = (v4 + v32);

let v0 = -0.0;
%CompileBaseline("omega");
let v1 = 2;
for (let i0 = 0; i0 < 3; i0++) {
  let v2 = null;
  let v3 = "omega";
}
let v4 = (Symbol() + v3);
let v5 = {delta: String(v2)};
let v6 = [v4];
let v7 = Infinity;
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v8 = v6.length;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 5; i1++) {
    console.log([1e-07, JSON.stringify(v6)].map(e => e));
    let v9 = v3;
  }
}
console.log(v4);
try {
  if (v7) {
    let v10 = String(v3);
  } else {
    let v11 = new Array(2);
  }
} catch (e) { console.log(String(e).length); }
let v12 = (3.14159 + undefined);
let v13 = v5;
if (undefined) {
  console.log(v3);
} else {
  console.log(JSON.stringify(v7));
}
let v14 = [(v8.length << v5), v4].map(e => e);
if (new Array(2)) {
  if (((v11 - v2) < ([Infinity, false].map(e => e) & Symbol()))) {
    let v15 = ["value alpha", v6, 0.5];
  } else {
    let v16 = (v4 + [String(v2), v13].map(e => e));
  }
} else {
  let v17 = (a => a + 1);
}
let v18 = {gamma: [new Array(3), (NaN << [Infinity, ["value x item", (3.14159 - undefined)].map(e => e)])].map(e => e), key: 0.5};
let v19 = function (p) { return p; };
function f20(p0) {
  if (String(v18)) {
    let v21 = undefined;
  } else {
    let v22 = new Array(0);
  }
  let v23 = (function (p) { return p; } + "node");
  let v24 = v1;
  let v25 = v5;
  return {};
}
let v21 = String(v13);
if ([-1, JSON.stringify(v2)].map(e => e)) {
  let v22 = v4;
} else {
  let v23 = (v4.length | [String(v12)]);
}
let v24 = (7 - v10);
function f25(p0, p1) {
  try {
    console.log(({} << 2147483647));
  } catch (e) { console.log(String(e).length); }
  let v27 = "alpha node";
  for (let i1 = 0; i1 < 1; i1++) {
    let v28 = [({item: v9, alpha: v4} << {}), [f20(null), f20({delta: typeof v5, x: JSON.stringify(p1)})].map(e => e)].map(e => e);
    let v29 = typeof v8;
  }
  return 65536;
}
for (let i0 = 0; i0 < 5; i0++) {
  if ([[v12, f20(Symbol())].map(e => e), ((a => a + 1) < v23), 1.5]) {
    let v26 = [[], (a => a + 1)].map(e => e);
  } else {
    let v27 = typeof v12;
  }
  let v28 = f25(v8, f20(f20(1.5)));
}
let v29 = 0;
let v30 = {key: Math.max, x: new Array(0), beta: v13};
let v31 = JSON.stringify(v9);
if (v14) {
  console.log(v28);
} else {
  let v32 = undefined;
}
try {
  let v33 = Symbol();
} catch (e) { console.log(String(e).length); }
function f34(p0, p1) {
  let v36 = v15;
  let v37 = f20([v17]);
  return [v27, function (p) { return p; }].map(e => e);
}
let v35 = 65536;
let v36 = [{key: [new Array(3), [["omega omega", v28, [255, v35].map(e => e)], undefined].map(e => e)].map(e => e), beta: ([{omega: f34("alpha gamma", v23), alpha: [v35, new Array(1)].map(e => e), delta: v12}, {delta: f25(String(v19), v1), alpha: [function (p) { return p; }, null].map(e => e)}].map(e => e) % ([[Math.max, new Array(2)].map(e => e), "beta key value"] < Symbol())), beta: typeof v5}, [{delta: [{node: "omega x", beta: v10}, [true, new Array(3)].map(e => e)].map(e => e), item: f25([typeof v15, (a => a + 1)], v18)}, v18].map(e => e)].map(e => e);
console.log({omega: [(null % []), ({x: v15, omega: new Array(0), item: v10} < 42)].map(e => e), key: f34(f34((a => a + 1), undefined), [new Array(1), "delta beta"].map(e => e))});
let v37 = {key: ((a => a + 1) + [{omega: v24, omega: [v15, "node"].map(e => e), omega: 0.5}, new Array(3)].map(e => e)), x: new Array(3)};
function f38() {
  let v38 = 1;
  return new Array(3);
}
function f39(p0) {
  let v40 = 0.5;
  return v18;
}
function f40() {
  let v40 = f20(String(v32));
  return (String(v8) - new Array(4));
}
try {
  if ([[v9, 65536], [[{alpha: [f38()]}, NaN].map(e => e), v1].map(e => e)].map(e => e)) {
    let v41 = v26;
  } else {
    let v42 = JSON.stringify(v10);
  }
} catch (e) { console.log(String(e).length); }
if (new Array(0)) {
  try {
    let v43 = [(typeof v19 < f34(function (p) { return p; }, undefined)), v16].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  let v44 = {};
}
console.log([v14, Symbol()].map(e => e));
function f45(p0) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v46 = [v19, v42].map(e => e);
    let v47 = null;
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v48 = [f20(JSON.stringify(v10)), v11].map(e => e);
  }
  return [[v36, "beta item"].map(e => e), {node: String(v10)}].map(e => e);
}
if ([(0.5 < "alpha x"), f38()].map(e => e)) {
  let v46 = 2;
} else {
  try {
    let v47 = typeof v1;
  } catch (e) { console.log(String(e).length); }
}
let v48 = v10;
let v49 = [String(v24), String(v48), 2];
let v50 = [f38(), v29.length].map(e => e);
if (v33) {
  try {
    let v51 = v9;
  } catch (e) { console.log(String(e).length); }
} else {
  let v52 = f25(v19, v44.length);
}
if ((f39([[Math.max, false].map(e => e)]) << v22)) {
  let v53 = JSON.stringify(v52);
} else {
  console.log(JSON.stringify(v6));
}
let v54 = v14;
console.log([f20(255), ((new Array(0) | null) < v2), typeof v52]);
console.log((v17 % Math.max));
if (v54) {
  let v55 = [{delta: f40(), gamma: ((a => a + 1) << [1.5, 2147483647].map(e => e)), node: ("omega item key" << f38())}, f45(undefined)].map(e => e);
} else {
  console.log(f20([((new Array(1) < false) * undefined), f45(f38())]));
}
try {
  let v56 = v15;
} catch (e) { console.log(String(e).length); }
let v57 = v1;
let v58 = (2147483647 << v41);
let v59 = [(String(v56) * (2147483647 << new Array(4))), v47].map(e => e);
%DeoptimizeFunction(v55);

if (new Array(0)) {
  for (let i1 = 0; i1 < 3; i1++) {
    %GetOptimizationStatus([42, function (p) { return p; }].map(e => e));
    let v0 = new Array(4);
  }
} else {
  let v1 = ((v0 - v0) << 1);
}
if (v1.length) {
  let v2 = [JSON.stringify(v1), v0].map(e => e);
} else {
  let v3 = v2;
}
let v4 = (v2 - v0);
console.log(v3);
try {
  if ([]) {
    let v5 = 0.5;
  } else {
    let v6 = 0;
  }
} catch (e) { console.log(String(e).length); }
let v7 = String(v3);
console.log(new Array(2));
let v8 = [v3, 0].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  let v9 = ["key", v3];
  try {
    let v10 = new Array(3);
  } catch (e) { console.log(String(e).length); }
}
let v11 = new Array(1);
let v12 = ((("node key gamma" + Math.max) < v4.length) + typeof v8);
let v13 = [JSON.stringify(v11), [String(v6)]].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = 0;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v15 = typeof v1;
  let v16 = 1e+21;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v17 = (v5 % ((2 < [v7]) + v12));
}
for (let i0 = 0; i0 < 1; i0++) {
  let v18 = [(v3.length < (-0.0 < false)), [[String(v11), [1, new Array(0)].map(e => e)].map(e => e), 1.5, v11]].map(e => e);
}
try {
  console.log(JSON.stringify(v15));
} catch (e) { console.log(String(e).length); }
let v19 = 0.5;
function f20(p0, p1) {
  let v22 = v18.length;
  let v23 = v18;
  let v24 = v22;
  let v25 = [([[], "node"].map(e => e) * v13.length), null].map(e => e);
  return (v16.length * [String(p1), ([0, new Array(0)].map(e => e) == new Array(2)), String(v8)]);
}
let v21 = new Array(4);
let v22 = Symbol();
function f23(p0, p1) {
  let v25 = ([v4, v11].map(e => e) % f20(v11, v21));
  try {
    let v26 = v10;
  } catch (e) { console.log(String(e).length); }
  if (([v8, [1.5, -0.0].map(e => e)].map(e => e) << new Array(4))) {
    let v27 = (a => a + 1);
  } else {
    let v28 = 1e+21;
  }
  return {alpha: v14, delta: f20([null, "key delta"].map(e => e), v21), key: new Array(2)};
}
let v24 = {value: JSON.stringify(v8), delta: [v22, (-1 - {key: [255], beta: {}, x: v8})].map(e => e)};
console.log(v19);
console.log([v2, -0.0].map(e => e));
let v25 = 1e-07;
if (v10) {
  if (255) {
    %IsBeingInterpreted();
  } else {
    let v26 = [f23([3.14159, {delta: (a => a + 1), x: -0.0}].map(e => e), v14), new Array(4)].map(e => e);
  }
} else {
  let v27 = v12;
}
console.log((v3 * [v8, v27].map(e => e)));
let v28 = [];
let v29 = ((f20(NaN, {omega: {gamma: v15, alpha: (42 * JSON.stringify(v13))}, value: [1e+21, v17].map(e => e)}) & v13) - JSON.stringify(v2));
try {
  let v30 = new Array(1);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v31 = "x key omega";
}
console.log(v11.length);
console.log({omega: v27.length});
let v32 = 2;
let v33 = v6;
for (let i0 = 0; i0 < 2; i0++) {
  let v34 = [v24];
  let v35 = v21;
}
console.log(Math.max);
let v36 = 2147483647;
let v37 = [String(v30), -0.0].map(e => e);
console.log([JSON.stringify(v5), []]);
if ((typeof v15 - new Array(3))) {
  let v38 = f23(v0, [({alpha: v16} + 1.5), (2147483647 + {omega: Infinity, gamma: v35, item: (a => a + 1)})].map(e => e));
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log([v7, 1.5].map(e => e));
    let v39 = new Array(4);
  }
}
if (v13) {
  let v40 = [[new Array(3), new Array(1)].map(e => e), f23(v6, v4.length)].map(e => e);
} else {
  let v41 = "alpha delta";
}
let v42 = {};
function f43() {
  let v43 = v0;
  return JSON.stringify(v30);
}
let v44 = new Array(0);
let v45 = "value alpha node";
console.log(("beta omega" - false));
function f46(p0) {
  console.log(v27);
  return v8;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v47 = v22.length;
  if (v19.length) {
    console.log(v34.length);
  } else {
    console.log(new Array(0));
  }
}
if ({key: [v35, v22].map(e => e)}) {
  try {
    let v48 = [typeof v41, v3.length].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  console.log(JSON.stringify(v13));
}
console.log(f46(f43()));
function f49(p0, p1) {
  let v51 = JSON.stringify(v18);
  let v52 = [(p0 & 2), v22].map(e => e);
  let v53 = (1e+21 % {gamma: [f23(new Array(3), true), [v25, Infinity, v16]].map(e => e)});
  return (function (p) { return p; } + ((-0.0 - {value: f23(("gamma delta" | 3.14159), -1)}) << v45));
}
let v50 = (null & v45);
let v51 = v17;
let v52 = [f43(), 42].map(e => e);

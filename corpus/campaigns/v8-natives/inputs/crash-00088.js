%OptimizeFunctionOnNextCall("omega value alpha");
function f0(p0) {
  console.log(null);
  let v1 = p0;
  return true;
}
let v1 = (new Array(4) % 7);
let v2 = f0(f0(v1));
let v3 = f0(v1);
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = {beta: v2, node: v2, beta: ([-1, {alpha: v1, key: JSON.stringify(v1), omega: (f0(0.5) << typeof v1)}].map(e => e) & v1.length)};
}
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v5 = new Array(2);
  }
  let v6 = v3;
}
console.log(v2);
function f7(p0, p1) {
  let v9 = [Math.max, v6].map(e => e);
  %DeoptimizeFunction((undefined < v6));
  let v10 = f0(f0(f0(-2147483648)));
  return p0;
}
let v8 = (2147483647 | v4);
let v9 = ([[Math.max, {beta: "delta"}].map(e => e), {alpha: {item: v3}, x: f7(1.5, v8.length)}].map(e => e) % 2147483647);
let v10 = -2147483648;
if (f7(1.5, (a => a + 1))) {
  try {
    let v11 = 42;
  } catch (e) { console.log(String(e).length); }
} else {
  let v12 = function (p) { return p; };
}
if (v2) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v13 = v9;
  }
} else {
  let v14 = v9.length;
}
try {
  let v15 = typeof v12;
} catch (e) { console.log(String(e).length); }
try {
  if (("delta" << v11)) {
    let v16 = "gamma node";
  } else {
    let v17 = (255 + (a => a + 1));
  }
} catch (e) { console.log(String(e).length); }
console.log(([v1, v1].map(e => e) % v11.length));
try {
  let v18 = v4.length;
} catch (e) { console.log(String(e).length); }
let v19 = v10;
for (let i0 = 0; i0 < 2; i0++) {
  let v20 = (a => a + 1);
  let v21 = (function (p) { return p; } | [v17, (255 - false)].map(e => e));
}
try {
  let v22 = JSON.stringify(v4);
} catch (e) { console.log(String(e).length); }
function f23(p0, p1) {
  let v25 = 42;
  for (let i1 = 0; i1 < 4; i1++) {
    let v26 = [v12, (v2 - [v8])].map(e => e);
    let v27 = f7(([true, [f7(new Array(0), p0.length), JSON.stringify(v15)]].map(e => e) | f0(null)), (a => a + 1));
  }
  return new Array(4);
}
let v24 = v2;
let v25 = v16;
let v26 = [new Array(3), v24].map(e => e);
function f27() {
  let v27 = {key: f0(String(v4)), item: v26.length};
  let v28 = "key";
  return String(v19);
}
function f28(p0, p1) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v30 = v12;
  }
  return [v20.length, f0(v5)].map(e => e);
}
function f29(p0) {
  %GetOptimizationStatus(typeof v11);
  return p0;
}
function f30(p0, p1) {
  let v32 = JSON.stringify(v25);
  return Math.max;
}
let v31 = v15;
function f32(p0) {
  let v33 = "item gamma omega";
  let v34 = f23(f0(f29(2)), f7([(a => a + 1), (a => a + 1)].map(e => e), JSON.stringify(v18)));
  try {
    console.log(v20);
  } catch (e) { console.log(String(e).length); }
  let v35 = (String(v16) < v16);
  return JSON.stringify(v3);
}
let v33 = v4;
console.log([]);
try {
  let v34 = f28({beta: [NaN, f27()].map(e => e), item: [null, new Array(4), f27()]}, [[Symbol(), Symbol()].map(e => e), (3.14159 == new Array(3))].map(e => e));
} catch (e) { console.log(String(e).length); }
let v35 = [];
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v36 = v10.length;
  }
} catch (e) { console.log(String(e).length); }
let v37 = f28(v25, (v21 * [{alpha: JSON.stringify(v13)}, new Array(3)].map(e => e)));
let v38 = [v14, {x: v9, delta: (v16 + [{delta: [new Array(0), v4]}, new Array(0)].map(e => e)), omega: (JSON.stringify(v14) < new Array(0))}].map(e => e);
try {
  let v39 = v19;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v40 = String(v8);
}
console.log(String(v34));
let v41 = "gamma beta";
let v42 = 1;
if (null) {
  try {
    let v43 = typeof v13;
  } catch (e) { console.log(String(e).length); }
} else {
  let v44 = JSON.stringify(v40);
}
let v45 = v15;
let v46 = Symbol();
let v47 = f7(v21, Symbol());
let v48 = 2147483647;
function f49(p0, p1) {
  let v51 = [v37];
  let v52 = String(v48);
  return f32(v31);
}
let v50 = String(v25);
let v51 = false;
if (v21) {
  let v52 = 0.5;
} else {
  let v53 = -1;
}
function f54(p0, p1) {
  let v56 = "beta gamma";
  let v57 = f7({}, [[[v38], 42].map(e => e), String(v26)].map(e => e));
  let v58 = {};
  return "item gamma";
}

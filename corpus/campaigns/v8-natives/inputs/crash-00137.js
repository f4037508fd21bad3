let v0 = 0.5;
let v1 = [JSON.stringify(v0), [v0.length, typeof v0].map(e => e)].map(e => e);
%PrepareFunctionForOptimization(2);
let v2 = ["key x node", v0].map(e => e);
console.log("item");
let v3 = new Array(3);
function f4() {
  let v4 = "gamma x x";
  return JSON.stringify(v4);
}
let v5 = v0;
if (function (p) { return p; }) {
  let v6 = null;
} else {
  let v7 = ({} | (v3 < false));
}
let v8 = v2.length;
console.log(new Array(2));
if (v2) {
  let v9 = typeof v6;
} else {
  console.log(v5);
}
try {
  let v10 = v0;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v11 = v7;
    let v12 = f4();
  }
}
function f13(p0) {
  try {
    let v14 = f4();
  } catch (e) { console.log(String(e).length); }
  console.log({});
  let v15 = "node value delta";
  return typeof v0;
}
function f14(p0, p1) {
  try {
    let v16 = JSON.stringify(v8);
  } catch (e) { console.log(String(e).length); }
  if (v2) {
    console.log("key key");
  } else {
    console.log({gamma: v10, x: f4(), alpha: (Math.max & 255)});
  }
  return v10;
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v0);
}
console.log(typeof v10);
let v15 = f14(JSON.stringify(v0), (v9 << (new Array(4) + 2)));
let v16 = 7;
let v17 = v6;
let v18 = v0;
let v19 = [-0.0, v11].map(e => e);
let v20 = [];
let v21 = v9.length;
for (let i0 = 0; i0 < 2; i0++) {
  let v22 = String(v1);
  let v23 = v20;
}
let v24 = -1;
console.log(42);
function f25(p0, p1) {
  let v27 = new Array(0);
  console.log(true);
  if ((f13(v15) << v16)) {
    let v28 = ({value: f4(), beta: new Array(4), key: v2} < v12);
  } else {
    let v29 = (v11 & [1e+21, v10].map(e => e));
  }
  return [((a => a + 1) + p0), [v28, v20].map(e => e)].map(e => e);
}
try {
  let v26 = v22;
} catch (e) { console.log(String(e).length); }
let v27 = [f13(v2), f13("delta")];
try {
  let v28 = 255;
} catch (e) { console.log(String(e).length); }
let v29 = {};
let v30 = f13(v15);
let v31 = (v10.length % v12);
try {
  if ("item") {
    let v32 = new Array(3);
  } else {
    let v33 = v32;
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v34 = v30;
  } catch (e) { console.log(String(e).length); }
}
if (Symbol()) {
  console.log(false);
} else {
  try {
    let v35 = (v31 == v28);
  } catch (e) { console.log(String(e).length); }
}
let v36 = v0;
let v37 = ((a => a + 1) < [v9.length, {}].map(e => e));
function f38(p0) {
  console.log(v20);
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(0.5);
    let v39 = [f25(-0.0, f25({x: ({} << (3.14159 << [v10, ("gamma" % ({} + undefined)), v37])), alpha: v34, x: function (p) { return p; }}, [v31, v37.length])), [v27.length, JSON.stringify(v1)].map(e => e)].map(e => e);
  }
  return (p0 & v23);
}
let v39 = Symbol();
try {
  console.log(2);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  console.log([1e-07, v8].map(e => e));
}
let v40 = v18;
let v41 = new Array(4);
try {
  %GetOptimizationStatus(f4);
} catch (e) { console.log(String(e).length); }
try {
  try {
    let v42 = "item";
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v43 = [f13([null, "value delta"].map(e => e)), f25(new Array(2), {gamma: [[3.14159, Symbol()].map(e => e), 65536].map(e => e), key: "x alpha"})].map(e => e);
let v44 = v7.length;
let v45 = "key";
if (v39) {
  console.log(v31);
} else {
  let v46 = v35;
}
console.log((v37 << [(a => a + 1), v45].map(e => e)));
let v47 = [v10, f13(v26)].map(e => e);
console.log(f4());

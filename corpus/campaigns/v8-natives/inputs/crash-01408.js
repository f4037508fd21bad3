let v0 = 0.5;
console.log("key alpha");
let v1 = [0.5];
let v2 = v0;
let v3 = v2;
function f4(p0, p1) {
  let v6 = null;
  let v7 = [NaN, String(v3)].map(e => e);
  let v8 = [v7, (a => a + 1)];
  return "x x beta";
}
let v5 = v3;
try {
  let v6 = {item: v2, alpha: "item key", item: v0};
} catch (e) { console.log(String(e).length); }
let v7 = [v3, Math.max].map(e => e);
let v8 = new Array(3);
let v9 = String(v2);
let v10 = typeof v2;
function f11() {
  console.log(f4(typeof v3, v5));
  if ([f4(255, {node: 1e+21, key: new Array(4), gamma: v5}), f4(v3, 0.5)].map(e => e)) {
    let v11 = Infinity;
  } else {
    let v12 = new Array(1);
  }
  console.log(v11);
  return String(v7);
}
if (null) {
  let v12 = "delta";
} else {
  %CreatePrivateSymbol(v8.length);
}
console.log([]);
let v13 = JSON.stringify(v6);
console.log(JSON.stringify(v9));
console.log({});
if (((typeof v9 * -1) - [f11(), typeof v2].map(e => e))) {
  let v14 = NaN;
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v15 = v9;
    let v16 = function (p) { return p; };
  }
}
let v17 = f4((f4(new Array(0), {}) * [-2147483648, "key alpha beta"].map(e => e)), function (p) { return p; });
function f18() {
  console.log(f11());
  let v18 = 7;
  let v19 = [(a => a + 1), [v3, ["alpha"]].map(e => e)].map(e => e);
  return v8;
}
console.log({value: [2147483647, v10].map(e => e), node: v13});
let v19 = "value delta";
console.log((JSON.stringify(v14) + "gamma alpha item"));
if ({}) {
  try {
    let v20 = {value: JSON.stringify(v14)};
  } catch (e) { console.log(String(e).length); }
} else {
  let v21 = 0;
}
console.log(f18());
let v22 = [new Array(3), v19].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  console.log(typeof v22);
}
let v23 = v19.length;
let v24 = 1;
let v25 = [JSON.stringify(v12), (f18() << 1.5)];
let v26 = typeof v16;
function f27(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v29 = f18();
  }
  return ({x: v15, node: -0.0} & v21);
}
try {
  let v28 = ["x key node", f18()].map(e => e);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  let v29 = 1e+21;
}
if (v2) {
  %DebugPrint(f4);
} else {
  if (typeof v7) {
    let v30 = f18();
  } else {
    let v31 = v7.length;
  }
}
let v32 = typeof v13;
let v33 = ({} - 1e+21);
console.log([v3, v28].map(e => e));
let v34 = v5.length;
try {
  if ([Infinity, (f4(new Array(3), null) - v16.length)].map(e => e)) {
    let v35 = ([v20, (function (p) { return p; } < function (p) { return p; })].map(e => e) + {key: 1e+21});
  } else {
    let v36 = v31.length;
  }
} catch (e) { console.log(String(e).length); }
function f37(p0) {
  let v38 = typeof v32;
  if (v2) {
    let v39 = {value: typeof v29, key: v12.length, beta: f18()};
  } else {
    let v40 = (a => a + 1);
  }
  return {alpha: v0};
}
for (let i0 = 0; i0 < 4; i0++) {
  let v38 = v7;
  let v39 = typeof v6;
}
let v40 = f18();
let v41 = null;
let v42 = new Array(1);
console.log(JSON.stringify(v21));

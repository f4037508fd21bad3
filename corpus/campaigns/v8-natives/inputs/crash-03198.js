let v0 = {beta: 1.5, omega: "value"};
try {
  console.log([v0, v0, typeof v0]);
} catch (e) { console.log(String(e).length); }
let v1 = [false, Symbol()].map(e => e);
%OptimizeFunctionOnNextCall([(a => a + 1)]);
console.log((a => a + 1));
try {
  let v2 = v0;
} catch (e) { console.log(String(e).length); }
let v3 = [Infinity, new Array(3)].map(e => e);
let v4 = [{}, ("omega delta key" < [["delta x key"], "delta key"].map(e => e))].map(e => e);
console.log({item: v0, item: v0});
let v5 = {beta: (v0.length % ((a => a + 1) == new Array(1)))};
if (v5) {
  let v6 = [["key alpha key", (2147483647 * null)].map(e => e), true].map(e => e);
} else {
  let v7 = (((new Array(2) - {item: 0.5, value: ["omega key key", [new Array(0)]].map(e => e), node: v3}) & 0.5) - "key");
}
console.log(v1);
function f8() {
  let v8 = "beta";
  console.log(1.5);
  let v9 = v6;
  return (a => a + 1);
}
console.log([f8(), f8()].map(e => e));
%IsBeingInterpreted();
let v9 = {x: {item: {node: [new Array(3), (42 * v7.length)]}}, x: v7, node: v5};
console.log(f8());
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v10 = [typeof v7, [[Math.max, new Array(4)].map(e => e), [-1, Math.max].map(e => e)].map(e => e)].map(e => e);
    let v11 = f8();
  }
} catch (e) { console.log(String(e).length); }
let v12 = typeof v7;
let v13 = [[(2 - function (p) { return p; }), (new Array(4) % NaN)].map(e => e), v4].map(e => e);
function f14() {
  let v14 = ["beta gamma", 1e-07];
  console.log(v10);
  try {
    let v15 = typeof v11;
  } catch (e) { console.log(String(e).length); }
  let v16 = {node: {}, delta: {gamma: f8(), beta: f8(), beta: v9}, x: v14};
  return ((a => a + 1) | v7);
}
function f15(p0, p1) {
  let v17 = f8();
  let v18 = 3.14159;
  let v19 = [v9, -2147483648].map(e => e);
  let v20 = v9;
  return 65536;
}
console.log(v12);
console.log(v10);
let v16 = [v5, [v13.length, f8()].map(e => e)].map(e => e);
let v17 = {};
if (v4) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(v4.length);
    let v18 = 0.5;
  }
} else {
  if (v0) {
    let v19 = v4;
  } else {
    let v20 = String(v5);
  }
}
if (f14()) {
  console.log([f8(), v9, typeof v9]);
} else {
  let v21 = [Infinity, v11].map(e => e);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v22 = [v20, String(v16)].map(e => e);
  let v23 = v17;
}
let v24 = "omega";
try {
  console.log(v12.length);
} catch (e) { console.log(String(e).length); }
let v25 = v10;
let v26 = f8();
let v27 = [[NaN, v4].map(e => e), v1].map(e => e);
try {
  let v28 = 1.5;
} catch (e) { console.log(String(e).length); }
function f29(p0) {
  let v30 = (v3 == {});
  let v31 = new Array(4);
  let v32 = v21;
  try {
    let v33 = [(v1 << (-1 - [[v1, v7].map(e => e), [(a => a + 1), ("gamma" << new Array(2))].map(e => e), {}])), 2].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return v0;
}
let v30 = function (p) { return p; };
let v31 = typeof v17;
function f32() {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(v18);
    let v32 = f8();
  }
  let v33 = -1;
  let v34 = v1;
  return "node delta";
}
let v33 = (v21 << typeof v20);
let v34 = [v24, ({} - f8())].map(e => e);
function f35(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v37 = v25;
    let v38 = 65536;
  }
  let v39 = 3.14159;
  console.log(v6);
  let v40 = f32();
  return v31;
}
function f36(p0) {
  let v37 = [new Array(3), String(v12)].map(e => e);
  let v38 = 1;
  let v39 = typeof v31;
  return null;
}
let v37 = new Array(4);
let v38 = String(v22);

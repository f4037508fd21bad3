let v0 = (["node", (a => a + 1)].map(e => e) | (null & 0.5));
function f1() {
  console.log(JSON.stringify(v0));
  try {
    let v1 = 65536;
  } catch (e) { console.log(String(e).length); }
  let v2 = typeof v0;
  console.log((v2 | [[((NaN | {item: v1, x: (a => a + 1)}) | -0.0)], new Array(2)].map(e => e)));
  return (v0 * typeof v2);
}
function f2() {
  let v2 = v0;
  let v3 = (undefined < new Array(0));
  return (new Array(4) & "node x");
}
try {
  console.log(typeof v0);
} catch (e) { console.log(String(e).length); }
if (new Array(0)) {
  %CreatePrivateSymbol(v0);
} else {
  let v3 = v0;
}
let v4 = v0;
console.log(f1());
let v5 = f1();
let v6 = v5;
let v7 = v3;
console.log(false);
let v8 = v5;
console.log(v5);
let v9 = f1();
console.log((new Array(0) + {node: (v8 & ("alpha delta" + {})), value: "alpha", key: (f2() == -2147483648)}));
try {
  let v10 = new Array(4);
} catch (e) { console.log(String(e).length); }
function f11() {
  console.log(false);
  console.log((Math.max == "beta node"));
  try {
    console.log(f2());
  } catch (e) { console.log(String(e).length); }
  let v11 = new Array(4);
  return v10;
}
let v12 = {key: typeof v7, key: typeof v4, omega: {value: [1e+21, v3].map(e => e), alpha: v8, alpha: new Array(3)}};
if ([((a => a + 1) % f11())]) {
  if (f1()) {
    let v13 = 65536;
  } else {
    let v14 = v6;
  }
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(v0);
  }
}
console.log(([[], (0.5 - -1)].map(e => e) < Infinity));
function f15(p0) {
  let v16 = -2147483648;
  let v17 = (((new Array(1) << new Array(2)) & (2147483647 * Math.max)) - v6.length);
  return typeof v10;
}
console.log(v14);
let v16 = "alpha beta value";
console.log(v14);
let v17 = v0;
function f18(p0, p1) {
  let v20 = v5;
  let v21 = v9;
  let v22 = new Array(4);
  return [[v9]];
}
console.log((new Array(4) == v4));
let v19 = 0.5;
let v20 = f15(undefined);
%DebugPrint(f1());
console.log(undefined);
let v21 = JSON.stringify(v14);
for (let i0 = 0; i0 < 3; i0++) {
  let v22 = v5;
  console.log(v17);
}
console.log(f11());
for (let i0 = 0; i0 < 5; i0++) {
  let v23 = v0;
  console.log([v10, 3.14159].map(e => e));
}
function f24(p0) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v25 = [Math.max, null].map(e => e);
  }
  let v26 = String(v12);
  let v27 = [v5, -0.0, [v0, v9.length].map(e => e)];
  return f15((Math.max % 0));
}
let v25 = f18((a => a + 1), (["delta omega", "value"].map(e => e) == f24("node beta x")));
if (f15(-1)) {
  console.log([f2(), JSON.stringify(v23)].map(e => e));
} else {
  let v26 = {item: 1e-07};
}
let v27 = v25;
let v28 = [([null, {item: typeof v14, value: v21, gamma: (String(v8) - "item value")}].map(e => e) == -1)];
let v29 = f11();
let v30 = v29;
let v31 = [new Array(3), [function (p) { return p; }, [v4.length, f1()].map(e => e), [v29.length, v0].map(e => e)]].map(e => e);
let v32 = f11();
let v33 = v31;
for (let i0 = 0; i0 < 5; i0++) {
  if (v21) {
    let v34 = v9;
  } else {
    let v35 = [String(v13), {beta: (true & (Math.max * 3.14159)), delta: [f2(), JSON.stringify(v13), Symbol()]}].map(e => e);
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v36 = typeof v5;
  }
}
if (255) {
  console.log(undefined);
} else {
  if (f1()) {
    let v37 = f2();
  } else {
    let v38 = v30;
  }
}
let v39 = new Array(3);
console.log([[(Math.max < new Array(0)), f18([], Infinity)].map(e => e), f2(), [v28, f1()].map(e => e)]);
let v40 = (1.5 + "delta");

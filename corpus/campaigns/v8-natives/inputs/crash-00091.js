try {
  %GetOptimizationStatus([Infinity, 1e-07]);
} catch (e) { console.log(String(e).length); }
if ([[{value: (undefined & new Array(0))}, 2].map(e => e), Symbol()].map(e => e)) {
  let v0 = {alpha: {}, value: (Math.max < [[]])};
} else {
  try {
    %NeverOptimizeFunction(v0.length);
  } catch (e) { console.log(String(e).length); }
}
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v1 = -2147483648;
    let v2 = v1.length;
  }
} catch (e) { console.log(String(e).length); }
let v3 = null;
console.log([NaN, new Array(4)].map(e => e));
console.log(String(v2));
let v4 = [1e+21, v2, (a => a + 1)];
let v5 = v3;
function f6(p0) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(v0);
  }
  try {
    let v7 = new Array(1);
  } catch (e) { console.log(String(e).length); }
  let v8 = [(2 % v7), [7, [new Array(1), [{}, {x: [v7, new Array(3)].map(e => e), value: p0}].map(e => e)].map(e => e), v7]].map(e => e);
  console.log(v3);
  return 1.5;
}
let v7 = [[[], "node node value"].map(e => e), function (p) { return p; }].map(e => e);
let v8 = f6(new Array(0));
console.log(null);
let v9 = [[typeof v7, v8].map(e => e), (JSON.stringify(v1) < (Symbol() == -0.0))].map(e => e);
let v10 = {delta: {}, gamma: 0};
let v11 = JSON.stringify(v3);
let v12 = (v7 + undefined);
console.log((-1 == ([[v9, [Math.max, (a => a + 1)].map(e => e)].map(e => e), v2, 1e-07] << v2)));
console.log(255);
let v13 = NaN;
function f14(p0) {
  let v15 = "alpha item key";
  let v16 = [null, -0.0].map(e => e);
  try {
    let v17 = [1e+21, v7].map(e => e);
  } catch (e) { console.log(String(e).length); }
  %HasFastProperties(v4);
  return v10;
}
function f15(p0) {
  try {
    let v16 = v5;
  } catch (e) { console.log(String(e).length); }
  let v17 = new Array(0);
  let v18 = f14(v13);
  return f6(([true, {key: {delta: f14([]), gamma: "alpha", x: 3.14159}, x: v2}].map(e => e) - typeof v17));
}
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v16 = (JSON.stringify(v13) & []);
  }
  try {
    let v17 = v3.length;
  } catch (e) { console.log(String(e).length); }
}
function f18(p0) {
  let v19 = JSON.stringify(v5);
  console.log(true);
  console.log(typeof v16);
  return Math.max;
}
function f19() {
  let v19 = f6([[Math.max, [], typeof v7], v0].map(e => e));
  return (v3 & [Infinity, v10].map(e => e));
}
for (let i0 = 0; i0 < 4; i0++) {
  let v20 = "beta";
  console.log(Symbol());
}
for (let i0 = 0; i0 < 1; i0++) {
  let v21 = v2;
}
let v22 = v20;
let v23 = 3.14159;
function f24(p0, p1) {
  let v26 = [f14("value value"), v12].map(e => e);
  return null;
}
let v25 = v13;
let v26 = 1.5;
try {
  let v27 = {node: [(false * NaN), "omega"].map(e => e)};
} catch (e) { console.log(String(e).length); }
function f28() {
  console.log(([({x: f14(((a => a + 1) + new Array(4)))} - "x item"), f19()].map(e => e) | {delta: v5, omega: "alpha node beta"}));
  return undefined;
}
let v29 = typeof v13;
let v30 = v5;
let v31 = f6(v7);
let v32 = f6(typeof v17);
console.log((v13 == (JSON.stringify(v22) % new Array(1))));
function f33() {
  let v33 = typeof v22;
  let v34 = String(v3);
  let v35 = undefined;
  console.log([v1, v0]);
  return v26;
}
function f34() {
  console.log([Infinity, v7.length]);
  let v34 = (v22 * {alpha: 2147483647, item: 42, gamma: []});
  return f19();
}
console.log(f24(f34(), v30));
let v35 = v31;
let v36 = undefined;
let v37 = ([[v9], f14({gamma: ["node", (null * [])].map(e => e)})].map(e => e) << String(v10));
let v38 = (v20.length | ({item: String(v9), x: [1e-07, []].map(e => e)} << v17));
for (let i0 = 0; i0 < 2; i0++) {
  let v39 = v31;
}
let v40 = [typeof v35, typeof v30].map(e => e);
let v41 = v5;

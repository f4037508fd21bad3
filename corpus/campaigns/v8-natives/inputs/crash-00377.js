%GetOptimizationStatus([]);
if ("key delta") {
  let v0 = -0.0;
} else {
  try {
    let v1 = v0;
  } catch (e) { console.log(String(e).length); }
}
let v2 = new Array(0);
let v3 = v1;
let v4 = [(function (p) { return p; } % v0), [typeof v0, (65536 & function (p) { return p; })].map(e => e), 65536];
let v5 = [42, [String(v1), 1.5]].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  %GetOptimizationStatus([Infinity, JSON.stringify(v4)].map(e => e));
  console.log(v4);
}
%HasFastProperties(JSON.stringify(v0));
function f6(p0) {
  console.log(NaN);
  let v7 = v5;
  return "beta gamma";
}
let v7 = "omega";
console.log(([undefined, (v0 << ["key", {gamma: Math.max, item: new Array(4)}].map(e => e))] - v0));
for (let i0 = 0; i0 < 2; i0++) {
  let v8 = f6([v3, v5].map(e => e));
  try {
    %CompileBaseline(f6);
  } catch (e) { console.log(String(e).length); }
}
console.log(((v5 | (a => a + 1)) == f6(1.5)));
let v9 = f6(Math.max);
let v10 = ("gamma delta delta" + v7);
console.log("item gamma node");
if (f6(Infinity)) {
  if (1.5) {
    let v11 = new Array(1);
  } else {
    let v12 = [];
  }
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v13 = [["gamma omega delta", v8].map(e => e), {}].map(e => e);
  }
}
console.log(-2147483648);
let v14 = typeof v3;
let v15 = String(v4);
let v16 = [([[true, (f6(new Array(3)) + f6("gamma"))], Symbol()].map(e => e) << null), [v13, new Array(4)].map(e => e)].map(e => e);
try {
  let v17 = "beta";
} catch (e) { console.log(String(e).length); }
function f18(p0) {
  let v19 = [("delta key" | [0, 1.5].map(e => e)), (3.14159 | ["x omega value"])].map(e => e);
  try {
    %CreatePrivateSymbol(v13);
  } catch (e) { console.log(String(e).length); }
  let v20 = [v19, v5].map(e => e);
  try {
    console.log(typeof v11);
  } catch (e) { console.log(String(e).length); }
  return [p0.length, p0].map(e => e);
}
let v19 = ((1e-07 | new Array(2)) + [[new Array(4), (a => a + 1)].map(e => e), v12.length].map(e => e));
for (let i0 = 0; i0 < 4; i0++) {
  console.log([[f18(v17), f6((Symbol() * [v12])), typeof v15], new Array(3)].map(e => e));
  try {
    let v20 = Infinity;
  } catch (e) { console.log(String(e).length); }
}
let v21 = Symbol();
let v22 = f6({delta: v9.length, key: f6(v17)});
console.log(v21);
let v23 = typeof v5;
console.log(v22.length);
for (let i0 = 0; i0 < 5; i0++) {
  let v24 = new Array(0);
}
let v25 = v12.length;
try {
  console.log({delta: (v21 == "omega beta"), delta: f6([[v19.length, 0.5, Symbol()], Math.max].map(e => e)), beta: v13});
} catch (e) { console.log(String(e).length); }
let v26 = v13;
let v27 = JSON.stringify(v19);
let v28 = 1e+21;
%HaveSameMap(v16, true);
let v29 = 2147483647;
console.log(1e+21);
let v30 = 42;
console.log("omega gamma");
let v31 = [((3.14159 & new Array(2)) % f18("x beta")), v3];
function f32(p0, p1) {
  let v34 = [typeof v27, f6(String(v19))];
  console.log(v7);
  try {
    let v35 = [];
  } catch (e) { console.log(String(e).length); }
  return f6([1.5, {gamma: new Array(1)}].map(e => e));
}
let v33 = f18(1.5);
let v34 = [v20, 1.5].map(e => e);
let v35 = (a => a + 1);
function f36() {
  let v36 = [];
  try {
    console.log(1e+21);
  } catch (e) { console.log(String(e).length); }
  let v37 = new Array(4);
  let v38 = new Array(3);
  return Math.max;
}
console.log((f36() | {alpha: {x: v4}, x: function (p) { return p; }}));
let v37 = (-1 * v29);
function f38() {
  let v38 = ((0.5 == v4) - "node");
  let v39 = f32("beta alpha alpha", [Math.max, f32(new Array(4), Math.max)].map(e => e));
  return 1e+21;
}
let v39 = [[f36(), ({item: {}} + {x: -1, alpha: (2 < Symbol()), value: function (p) { return p; }})].map(e => e), function (p) { return p; }].map(e => e);
let v40 = -1;
console.log(v17);
console.log(f18(v20));
let v41 = JSON.stringify(v20);

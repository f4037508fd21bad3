let v0 = new Array(4);
console.log((v0 < v0));
try {
  let v1 = {};
} catch (e) { console.log(String(e).length); }
console.log(42);
for (let i0 = 0; i0 < 5; i0++) {
  %PrepareFunctionForOptimization("gamma");
  if (Math.max) {
    console.log(v1);
  } else {
    console.log((v0.length & new Array(4)));
  }
}
try {
  let v2 = typeof v0;
} catch (e) { console.log(String(e).length); }
if (JSON.stringify(v2)) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v3 = "beta alpha";
  }
} else {
  let v4 = [new Array(0), v3.length].map(e => e);
}
console.log("omega beta");
let v5 = v4;
function f6(p0, p1) {
  let v8 = (-2147483648 & [p0, v0, "delta"]);
  let v9 = v3;
  let v10 = v5.length;
  let v11 = v2;
  return new Array(0);
}
let v7 = f6(v4, v3.length);
try {
  let v8 = v2;
} catch (e) { console.log(String(e).length); }
console.log(v2);
let v9 = v1;
console.log(true);
if (NaN) {
  let v10 = (f6(v8, new Array(1)) + true);
} else {
  let v11 = -1;
}
console.log([]);
function f12(p0) {
  console.log(p0);
  return [typeof v7, -1].map(e => e);
}
let v13 = [(String(v5) < new Array(0)), "delta x beta"].map(e => e);
let v14 = [f12(JSON.stringify(v2)), typeof v0].map(e => e);
console.log("alpha beta alpha");
for (let i0 = 0; i0 < 2; i0++) {
  %DeoptimizeFunction(String(v7));
}
for (let i0 = 0; i0 < 2; i0++) {
  let v15 = f6(JSON.stringify(v7), typeof v9);
  let v16 = false;
}
console.log([v10, (2147483647 - {x: [v4, [v11]].map(e => e), key: "beta"})].map(e => e));
console.log([f12(v7), 0].map(e => e));
try {
  console.log({x: [(1.5 < {omega: "node", value: {omega: ([255] < function (p) { return p; }), key: f6([[], false].map(e => e), [])}}), ([-2147483648, v13, 1.5] < {})].map(e => e), delta: v1});
} catch (e) { console.log(String(e).length); }
let v17 = [[typeof v3, f6(Infinity, {})].map(e => e), [[2, new Array(4)].map(e => e), "beta item x"].map(e => e)].map(e => e);
let v18 = typeof v10;
let v19 = f6(v8.length, typeof v4);
let v20 = String(v19);
let v21 = ("value delta delta" + v3);
function f22() {
  let v22 = true;
  return v8;
}
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v23 = f12(-0.0);
    console.log(v16);
  }
  let v24 = f22();
}
for (let i0 = 0; i0 < 3; i0++) {
  let v25 = [[{alpha: v18, node: [f22(), (v5 * v2)]}, ["omega", function (p) { return p; }].map(e => e)].map(e => e)];
  let v26 = {beta: 0.5};
}
for (let i0 = 0; i0 < 5; i0++) {
  let v27 = String(v10);
  if (("x" < [v4, v21].map(e => e))) {
    let v28 = [f12((255 * [1e+21, v4, v10]))];
  } else {
    let v29 = v15;
  }
}
let v30 = {value: f22(), x: [{item: v1.length}, function (p) { return p; }].map(e => e), item: 1e-07};
console.log(-0.0);
console.log("alpha x beta");
console.log(["gamma key omega", v8].map(e => e));
function f31(p0, p1) {
  %GetOptimizationStatus(([v9] % [{x: 0.5}]));
  let v33 = (v18 - [f22(), String(v23)].map(e => e));
  return [v29, v19.length].map(e => e);
}
let v32 = [[undefined, 3.14159].map(e => e), ("gamma delta beta" << "beta")].map(e => e);
if (String(v14)) {
  let v33 = [[false, typeof v18].map(e => e), ([NaN, "x value"].map(e => e) + v30)].map(e => e);
} else {
  let v34 = v7;
}
try {
  let v35 = typeof v7;
} catch (e) { console.log(String(e).length); }
try {
  let v36 = v21;
} catch (e) { console.log(String(e).length); }
console.log(v24);
let v37 = 1;
let v38 = new Array(4);
let v39 = [false, v36].map(e => e);
let v40 = -0.0;
if ((Math.max * v15)) {
  console.log(f6({}, v35));
} else {
  let v41 = (v29.length | f6(v18, typeof v11));
}
let v42 = v5;
console.log(42);

let v0 = (([1e+21, new Array(4)].map(e => e) % [-0.0, {gamma: 3.14159}].map(e => e)) & NaN);
let v1 = -2147483648;
let v2 = Infinity;
function f3(p0) {
  let v4 = (Math.max - "omega node key");
  return ["x", 1.5].map(e => e);
}
let v4 = 1e+21;
let v5 = String(v0);
let v6 = v2;
function f7() {
  %OptimizeFunctionOnNextCall([v1]);
  let v7 = v2;
  %OptimizeFunctionOnNextCall([3.14159, Math.max].map(e => e));
  return [[JSON.stringify(v4), v6].map(e => e), v4.length].map(e => e);
}
let v8 = 1;
function f9(p0) {
  let v10 = -2147483648;
  let v11 = (new Array(1) + true);
  let v12 = (v11.length + [[typeof v0, [new Array(4), Math.max].map(e => e)].map(e => e), Infinity]);
  return f7();
}
console.log([]);
function f10(p0) {
  let v11 = v2.length;
  return [[[(f9(0.5) << v4)], v1, ([Symbol(), 2].map(e => e) % Symbol())], 0];
}
console.log(v2);
if ([NaN, {omega: null, omega: [f7(), "omega"], delta: 3.14159}, Infinity]) {
  try {
    console.log(1e-07);
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v11 = v8;
    console.log(f9(f10(f3(0.5))));
  }
}
function f12(p0) {
  let v13 = JSON.stringify(v5);
  let v14 = Math.max;
  console.log((3.14159 * ({delta: [[3.14159, []].map(e => e), v0].map(e => e)} | [])));
  return "node";
}
let v13 = (String(v6) * (([[[], f9(-0.0)].map(e => e), "omega delta item", [{value: v5}, "item x gamma"].map(e => e)] % "alpha gamma key") * new Array(4)));
for (let i0 = 0; i0 < 4; i0++) {
  let v14 = {node: v11, key: v6, delta: (a => a + 1)};
}
if (new Array(2)) {
  let v15 = (f10(v1) << [f12(0), new Array(0)].map(e => e));
} else {
  try {
    %GetOptimizationStatus(f7);
  } catch (e) { console.log(String(e).length); }
}
console.log(v11);
let v16 = (v13 < v4);
let v17 = String(v6);
if (f7()) {
  let v18 = f7();
} else {
  console.log(function (p) { return p; });
}
try {
  let v19 = String(v6);
} catch (e) { console.log(String(e).length); }
if ([f12(true), f3(f9(Infinity))].map(e => e)) {
  let v20 = {};
} else {
  let v21 = new Array(1);
}
let v22 = [[v20.length, Symbol()].map(e => e), (v6 | [[[{value: v0, delta: v2, gamma: JSON.stringify(v5)}, 255], f3("item alpha")].map(e => e), v8])].map(e => e);
let v23 = v19;
let v24 = String(v6);
function f25(p0, p1) {
  let v27 = {delta: new Array(0), node: v8};
  if ({node: v24, delta: 1}) {
    let v28 = JSON.stringify(v22);
  } else {
    let v29 = JSON.stringify(v19);
  }
  return v23;
}
if ("gamma key") {
  if (v4) {
    let v26 = {item: [(v14 * f10(65536)), 42]};
  } else {
    let v27 = new Array(1);
  }
} else {
  console.log(f7());
}
let v28 = Math.max;
let v29 = v24;
let v30 = typeof v15;
if (function (p) { return p; }) {
  let v31 = f10(v11);
} else {
  let v32 = JSON.stringify(v19);
}
let v33 = 3.14159;
console.log(v31);
let v34 = v1;
function f35() {
  let v35 = new Array(2);
  let v36 = typeof v1;
  return [["delta", function (p) { return p; }, [(new Array(4) * []), true].map(e => e)], [[-1, Symbol()].map(e => e), (true % "node value delta")].map(e => e), ([3.14159, (a => a + 1)].map(e => e) + v15)];
}
let v36 = String(v17);
let v37 = undefined;
let v38 = v19;
if ((v38 == v5)) {
  console.log(f9(-2147483648));
} else {
  console.log("gamma x");
}
try {
  console.log(JSON.stringify(v14));
} catch (e) { console.log(String(e).length); }
let v39 = (v19 + []);
let v40 = 42;
let v41 = [typeof v30, [{}]].map(e => e);
let v42 = new Array(0);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(JSON.stringify(v38));
  let v43 = v1;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v44 = f12(v39);
}
let v45 = [v37, f9([2147483647, function (p) { return p; }].map(e => e))].map(e => e);

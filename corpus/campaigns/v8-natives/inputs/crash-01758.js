function f0(p0, p1) {
  console.log(p0);
  try {
    let v2 = 255;
  } catch (e) { console.log(String(e).length); }
  return "delta key beta";
}
let v1 = "alpha gamma value";
console.log(typeof v1);
let v2 = f0(f0({}, [2147483647, Math.max].map(e => e)), "alpha value gamma");
if ((v2 == [typeof v1, "gamma delta delta"].map(e => e))) {
  try {
    console.log(f0((v1 < JSON.stringify(v1)), Symbol()));
  } catch (e) { console.log(String(e).length); }
} else {
  let v3 = (v2 << v1);
}
let v4 = ([f0(null, 2147483647), v2].map(e => e) == f0(42, String(v1)));
let v5 = undefined;
console.log(function (p) { return p; });
let v6 = 2147483647;
let v7 = [v6, v5].map(e => e);
console.log(typeof v7);
console.log(v5);
let v8 = (v2 + [JSON.stringify(v4), f0([new Array(4), (a => a + 1), v6], 42)].map(e => e));
%GetOptimizationStatus(typeof v2);
%CompileBaseline(f0);
if (v4) {
  let v9 = [JSON.stringify(v2)];
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v10 = new Array(2);
    let v11 = ((v9 << v5) == [-2147483648, [{}, 0.5].map(e => e)].map(e => e));
  }
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log([(v8 | ({value: 1.5} == undefined)), v3].map(e => e));
}
let v12 = ([v9, Symbol(), f0(v6, f0(new Array(4), new Array(3)))] * ((undefined - {}) % String(v2)));
let v13 = [("delta node" << f0(null, {delta: (f0(0.5, {delta: typeof v1, gamma: v9.length, node: v11}) - v5), alpha: f0(("beta" % Infinity), String(v3)), gamma: 1.5})), Infinity].map(e => e);
let v14 = v3;
let v15 = (a => a + 1);
try {
  console.log(JSON.stringify(v2));
} catch (e) { console.log(String(e).length); }
let v16 = (f0(f0(new Array(2), {}), JSON.stringify(v2)) + 3.14159);
let v17 = [v12.length, ({alpha: new Array(0), omega: JSON.stringify(v12), alpha: 2} % typeof v15)];
console.log(f0([v17, v12].map(e => e), v11));
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v18 = JSON.stringify(v6);
  }
  console.log(f0(v3.length, f0(([JSON.stringify(v9), typeof v6] - ["alpha", "item alpha gamma", v1.length]), [3.14159, [typeof v9, [f0("item delta", 42), f0([[v7, v17.length].map(e => e)], function (p) { return p; })].map(e => e)]].map(e => e))));
}
console.log(v1);
if (v15) {
  console.log((2 << {alpha: []}));
} else {
  let v19 = v17;
}
if (v11.length) {
  let v20 = (v9 == v13);
} else {
  let v21 = {};
}
let v22 = [[], v4, [typeof v7, v14, v14]];
let v23 = f0(([([new Array(3), (a => a + 1)].map(e => e) << false)] << v17), v14);
function f24() {
  let v24 = [v5, v14].map(e => e);
  for (let i1 = 0; i1 < 5; i1++) {
    let v25 = ({gamma: JSON.stringify(v9), item: f0({alpha: {}}, (a => a + 1)), omega: ("delta alpha omega" & [65536, null])} == v12);
  }
  let v26 = new Array(3);
  let v27 = 1.5;
  return [v16, f0("x node beta", ({beta: v17, delta: f0([1e-07, NaN].map(e => e), Infinity)} | false))].map(e => e);
}
let v25 = JSON.stringify(v15);
function f26(p0, p1) {
  console.log(new Array(3));
  if (v8) {
    let v28 = [];
  } else {
    let v29 = v9;
  }
  let v30 = v14;
  let v31 = (v18 & v8);
  return v16;
}
let v27 = v17;
let v28 = (v14 == JSON.stringify(v23));
function f29(p0) {
  let v30 = p0;
  let v31 = f0(f26(("key alpha delta" == "key omega omega"), (0 - 0)), f0((new Array(4) + function (p) { return p; }), v23));
  let v32 = f26(v27, new Array(2));
  return v28;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v30 = v5;
  let v31 = [v14, (v13 * new Array(3))].map(e => e);
}
try {
  let v32 = 42;
} catch (e) { console.log(String(e).length); }
let v33 = "delta alpha x";
try {
  let v34 = typeof v20;
} catch (e) { console.log(String(e).length); }
let v35 = String(v14);
let v36 = v11;
let v37 = (-0.0 + f24());
let v38 = "x";
console.log(["key", {beta: {gamma: NaN, omega: {item: ((false | 1) << "key")}}, key: "value alpha item"}].map(e => e));

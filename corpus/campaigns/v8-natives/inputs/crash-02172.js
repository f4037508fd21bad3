try {
  let v0 = {node: [7, true].map(e => e)};
} catch (e) { console.log(String(e).length); }
let v1 = NaN;
try {
  %PrepareFunctionForOptimization("item x value");
} catch (e) { console.log(String(e).length); }
let v2 = v1;
if (Math.max) {
  console.log(v1);
} else {
  let v3 = [(({} < []) + "gamma value")];
}
let v4 = new Array(4);
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v5 = "delta";
  } catch (e) { console.log(String(e).length); }
}
%CompileBaseline(v1);
let v6 = String(v3);
let v7 = (a => a + 1);
let v8 = v0;
console.log([v4, v8, NaN]);
console.log((typeof v3 - [new Array(0), "x node"].map(e => e)));
function f9(p0) {
  let v10 = {};
  return Math.max;
}
let v10 = [v2, 65536].map(e => e);
let v11 = {key: (String(v3) < new Array(0))};
let v12 = ["key item", String(v6)].map(e => e);
function f13() {
  let v13 = f9([v8, (42 == "beta node")].map(e => e));
  console.log(([v10, ([[[[v3], {item: new Array(0)}].map(e => e), (a => a + 1)].map(e => e)] % "node")].map(e => e) * "alpha beta"));
  let v14 = f9(v1);
  return (v5 & (v10 + 255));
}
console.log(0.5);
console.log(1e+21);
if ((v3 - [JSON.stringify(v1), (a => a + 1)])) {
  try {
    let v14 = -1;
  } catch (e) { console.log(String(e).length); }
} else {
  let v15 = f13();
}
console.log(f13());
let v16 = String(v14);
let v17 = true;
let v18 = NaN;
let v19 = 1e-07;
console.log(v18);
function f20(p0, p1) {
  let v22 = v14;
  let v23 = (3.14159 + String(v1));
  try {
    let v24 = v17;
  } catch (e) { console.log(String(e).length); }
  return NaN;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v21 = v16;
  try {
    console.log(v1);
  } catch (e) { console.log(String(e).length); }
}
let v22 = 1.5;
try {
  let v23 = f13();
} catch (e) { console.log(String(e).length); }
if (1e+21) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v24 = f20([1.5, f9(false)].map(e => e), String(v0));
  }
} else {
  let v25 = [{alpha: "node beta", delta: [["item", "alpha key item"].map(e => e), v1].map(e => e), key: f9(String(v24))}, JSON.stringify(v22)];
}
function f26() {
  console.log(v16.length);
  console.log(v6);
  let v26 = {node: JSON.stringify(v5)};
  return f20(Math.max, v10);
}
if (undefined) {
  let v27 = [v0, (f20(new Array(4), [v3, new Array(0), new Array(4)]) << f9({}))].map(e => e);
} else {
  try {
    let v28 = typeof v18;
  } catch (e) { console.log(String(e).length); }
}
let v29 = [2147483647, 1e-07].map(e => e);
console.log(JSON.stringify(v21));
for (let i0 = 0; i0 < 3; i0++) {
  if ([[v5, new Array(2)].map(e => e), v5.length].map(e => e)) {
    let v30 = [f20(String(v18), (NaN << new Array(4))), "item x"].map(e => e);
  } else {
    let v31 = ([v5.length, "item"].map(e => e) | [String(v12), f9([[v30, f9([Math.max, new Array(2)].map(e => e))], {delta: new Array(2), omega: v23}].map(e => e))]);
  }
  let v32 = v6;
}
let v33 = f20([undefined], [{node: {item: ([{gamma: [v25, [Math.max, v4].map(e => e), f20(f26(), typeof v14)], omega: {key: (v29 | "beta")}}, 2147483647].map(e => e) + v24)}}, v8].map(e => e));
console.log(f9(JSON.stringify(v10)));
let v34 = JSON.stringify(v1);
let v35 = ["key", v16].map(e => e);
let v36 = f26();
let v37 = 7;
let v38 = v4;
let v39 = v6;
let v40 = [3.14159, v27].map(e => e);
let v41 = v0;

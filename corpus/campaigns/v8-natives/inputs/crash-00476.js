let v0 = NaN;
let v1 = String(v0);
let v2 = [undefined, [-0.0, v1].map(e => e)].map(e => e);
if (255) {
  %HaveSameMap({delta: "delta alpha", key: 255}, 2);
} else {
  if (v0) {
    let v3 = false;
  } else {
    let v4 = v2;
  }
}
let v5 = v3;
let v6 = "value";
let v7 = v1;
let v8 = v7;
let v9 = "omega";
let v10 = v6;
console.log(([new Array(2)] - Math.max));
for (let i0 = 0; i0 < 4; i0++) {
  console.log("node");
}
let v11 = true;
let v12 = v0;
let v13 = v9;
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v14 = v9.length;
    let v15 = new Array(0);
  }
} catch (e) { console.log(String(e).length); }
let v16 = [];
let v17 = v3.length;
console.log(([new Array(3), v17] & Symbol()));
let v18 = 0;
console.log(7);
console.log(v6);
let v19 = v7;
console.log((typeof v8 & new Array(0)));
let v20 = [JSON.stringify(v17), 1e-07].map(e => e);
function f21(p0) {
  let v22 = (v13 - "alpha gamma beta");
  return JSON.stringify(v19);
}
let v22 = [];
function f23(p0, p1) {
  let v25 = v20;
  return null;
}
try {
  let v24 = f21(f21([[(Math.max & "omega x"), {omega: [((a => a + 1) - 1e+21), v1].map(e => e), value: f23(null, 3.14159), item: f21(function (p) { return p; })}].map(e => e), v7, String(v17)]));
} catch (e) { console.log(String(e).length); }
console.log(new Array(4));
try {
  try {
    console.log(f23((["value item x", "item delta gamma"].map(e => e) < v15), function (p) { return p; }));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v25 = {node: [(a => a + 1)], node: v18};
  let v26 = null;
}
%PrepareFunctionForOptimization(f23);
for (let i0 = 0; i0 < 4; i0++) {
  let v27 = v16;
}
let v28 = 1e-07;
%GetOptimizationStatus(f23);

let v0 = "item";
let v1 = true;
let v2 = "node delta";
console.log((v0 + 1e+21));
let v3 = Infinity;
let v4 = v3;
function f5() {
  try {
    let v5 = (v3 + v2);
  } catch (e) { console.log(String(e).length); }
  console.log(v0);
  console.log(1.5);
  return (({beta: [v2, function (p) { return p; }].map(e => e), value: v1, delta: v4} * 1e+21) | v4);
}
if (v1) {
  console.log(Symbol());
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v6 = null;
  }
}
let v7 = v0;
let v8 = v7;
%NewRegExpWithBacktrackLimit(f5, [42, (a => a + 1)].map(e => e), f5);
try {
  let v9 = [v7, "key key"].map(e => e);
} catch (e) { console.log(String(e).length); }
let v10 = 3.14159;
let v11 = "node omega omega";
let v12 = 3.14159;
let v13 = v3;
try {
  let v14 = v11;
} catch (e) { console.log(String(e).length); }
try {
  console.log(new Array(2));
} catch (e) { console.log(String(e).length); }
let v15 = v14;
if ([v3, {}].map(e => e)) {
  let v16 = (f5() < v0);
} else {
  let v17 = v12;
}
let v18 = JSON.stringify(v3);
let v19 = f5();
if (NaN) {
  let v20 = -1;
} else {
  let v21 = "key value x";
}
let v22 = new Array(1);
let v23 = v0;
let v24 = v22;
let v25 = (v1 + "gamma item");
console.log(new Array(2));
let v26 = Infinity;
let v27 = v20;
function f28(p0, p1) {
  let v30 = (v18 % v9);
  let v31 = JSON.stringify(v20);
  return [[[v14, Math.max], p1].map(e => e), f5()].map(e => e);
}
console.log(v10);
try {
  let v29 = 1.5;
} catch (e) { console.log(String(e).length); }
let v30 = new Array(1);
console.log(v19);
let v31 = 1.5;
function f32(p0, p1) {
  let v34 = v30;
  return f28(v16, [({} + [f5(), String(v30), ([Math.max, Math.max].map(e => e) < {key: v10})]), v8].map(e => e));
}
let v33 = v15;
if (JSON.stringify(v20)) {
  %ToFastProperties(f5);
} else {
  console.log(v15);
}
let v34 = new Array(0);
try {
  console.log(Math.max);
} catch (e) { console.log(String(e).length); }
let v35 = typeof v29;
let v36 = v16;
for (let i0 = 0; i0 < 2; i0++) {
  let v37 = (v21 + 1e-07);
  let v38 = new Array(0);
}
let v39 = Infinity;
let v40 = (v30 == [String(v4), f28(0.5, function (p) { return p; })].map(e => e));
let v41 = (([new Array(1), new Array(3)].map(e => e) << 1e+21) - [[v37], 1e-07].map(e => e));
let v42 = "alpha beta delta";
let v43 = String(v17);
try {
  let v44 = [{node: v35, alpha: JSON.stringify(v14)}, v29].map(e => e);
} catch (e) { console.log(String(e).length); }
let v45 = v25;
if (typeof v42) {
  let v46 = (v22 - typeof v36);
} else {
  let v47 = v16;
}

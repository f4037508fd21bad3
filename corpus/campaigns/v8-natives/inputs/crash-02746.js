let v0 = new Array(0);
let v1 = v0;
if ((a => a + 1)) {
  console.log(new Array(3));
} else {
  %DebugPrint(v1);
}
let v2 = v1;
if (v0) {
  console.log([v0, [("gamma omega" % new Array(1)), new Array(1)].map(e => e)].map(e => e));
} else {
  let v3 = v2;
}
try {
  %StringCharCodeAt(new Array(4), -0.0);
} catch (e) { console.log(String(e).length); }
let v4 = v2;
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    %ToFastProperties(-0.0);
    let v5 = Symbol();
  }
  let v6 = NaN;
}
let v7 = new Array(1);
let v8 = String(v6);
let v9 = {node: 7, beta: true, delta: v0};
if (v6) {
  let v10 = typeof v0;
} else {
  let v11 = v8;
}
let v12 = [v8, "x x key"].map(e => e);
let v13 = 1.5;
function f14() {
  if (v5) {
    let v14 = v11;
  } else {
    let v15 = JSON.stringify(v13);
  }
  console.log(v2);
  let v16 = v15;
  console.log(v10);
  return v12;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v15 = [-0.0, v12].map(e => e);
}
console.log(v5);
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v16 = {node: 1.5, delta: v8, beta: "gamma"};
  } catch (e) { console.log(String(e).length); }
  let v17 = v7;
}
function f18(p0) {
  let v19 = v7;
  return 2;
}
let v19 = f14();
let v20 = v0;
let v21 = v4.length;
console.log(v8);
let v22 = f14();
let v23 = f18(f18(new Array(0)));
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v24 = (JSON.stringify(v1) < [7, String(v1)].map(e => e));
  } catch (e) { console.log(String(e).length); }
}
if (false) {
  try {
    console.log(f18(new Array(1)));
  } catch (e) { console.log(String(e).length); }
} else {
  let v25 = [];
}
let v26 = f14();
let v27 = -1;
if (3.14159) {
  let v28 = v1.length;
} else {
  let v29 = [["gamma delta", v10].map(e => e), v8].map(e => e);
}
let v30 = JSON.stringify(v10);
let v31 = (JSON.stringify(v26) == [f18(2147483647), typeof v16].map(e => e));
let v32 = [f14(), v30.length].map(e => e);
let v33 = v17;
let v34 = {item: {gamma: typeof v7}, value: {value: v26}};
function f35(p0) {
  let v36 = -0.0;
  let v37 = "x item";
  let v38 = f18(NaN);
  %OptimizeFunctionOnNextCall(f14);
  return "x beta alpha";
}
let v36 = v34;
let v37 = typeof v23;
let v38 = f35(([{}, -1].map(e => e) & v21));
let v39 = -1;
console.log(v36);
%NeverOptimizeFunction(f14());

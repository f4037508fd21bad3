let v0 = (42 < "gamma");
let v1 = [v0, 1.5].map(e => e);
try {
  console.log([[[(a => a + 1), "key"].map(e => e), v0].map(e => e), v1].map(e => e));
} catch (e) { console.log(String(e).length); }
%GetOptimizationStatus([v0, (3.14159 << true)].map(e => e));
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = 42;
}
console.log(Infinity);
function f3(p0, p1) {
  console.log([]);
  return p1;
}
let v4 = {gamma: v2};
let v5 = v4;
function f6(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v7 = p0;
    let v8 = v0;
  }
  let v9 = "value beta gamma";
  console.log(p0.length);
  try {
    let v10 = [String(v5), v1].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return v9;
}
let v7 = f3(-1, v1);
if ("alpha") {
  let v8 = f6(f6(v1));
} else {
  let v9 = 3.14159;
}
let v10 = String(v1);
console.log(new Array(1));
let v11 = {};
let v12 = (String(v4) < "key");
let v13 = (new Array(0) & JSON.stringify(v11));
if (1e+21) {
  try {
    let v14 = v11.length;
  } catch (e) { console.log(String(e).length); }
} else {
  let v15 = ([false, f3(f3(true, [v0]), new Array(4)), "delta"] - [f3((NaN - {item: v5, item: v13}), typeof v12), {node: v1, beta: f6((1e-07 - {value: typeof v9, alpha: {delta: [v7, v1].map(e => e), beta: f6((false < NaN)), item: v0}}))}, ([f3([1.5, [new Array(1), JSON.stringify(v8), 0]].map(e => e), function (p) { return p; })] << (Math.max - false))]);
}
console.log(new Array(3));
for (let i0 = 0; i0 < 4; i0++) {
  %PrepareFunctionForOptimization(0);
}
console.log(-0.0);
for (let i0 = 0; i0 < 2; i0++) {
  let v16 = "gamma alpha";
}
function f17() {
  console.log(new Array(4));
  let v17 = function (p) { return p; };
  return v8.length;
}
%DebugPrint(f17);
console.log([(1e-07 - v11), (f6(false) + Math.max)].map(e => e));
let v18 = (v2 & [v5, v8, v4]);
let v19 = new Array(0);
let v20 = (false + {beta: ("x" % v10.length), item: (v8 == [-0.0, 1e+21].map(e => e))});
console.log(v14);
let v21 = [1, "delta"].map(e => e);
let v22 = {};
let v23 = [v15, [v8, 65536].map(e => e), [true, -0.0].map(e => e)];
for (let i0 = 0; i0 < 1; i0++) {
  console.log({alpha: v10});
  %DeoptimizeFunction("delta value omega");
}
let v24 = null;
let v25 = v18.length;
if (true) {
  try {
    let v26 = 1.5;
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v27 = [];
  }
}
let v28 = typeof v4;
console.log(((f17() - NaN) | "alpha value gamma"));
console.log(-2147483648);
try {
  %NeverOptimizeFunction(v5.length);
} catch (e) { console.log(String(e).length); }
let v29 = new Array(1);
let v30 = f6(({beta: Infinity, delta: JSON.stringify(v5), beta: v12} | v4));
console.log(JSON.stringify(v7));
if (Math.max) {
  let v31 = v5;
} else {
  let v32 = v14;
}
console.log(JSON.stringify(v13));
for (let i0 = 0; i0 < 4; i0++) {
  if (65536) {
    let v33 = [[v16, []].map(e => e), typeof v0].map(e => e);
  } else {
    let v34 = [{}, v14];
  }
  let v35 = f17();
}
let v36 = [function (p) { return p; }];

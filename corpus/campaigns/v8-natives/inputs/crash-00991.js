let v0 = 2;
%OptimizeFunctionOnNextCall(v0);
let v1 = v0;
let v2 = {};
try {
  console.log({value: Math.max});
} catch (e) { console.log(String(e).length); }
let v3 = {alpha: Infinity};
console.log(0.5);
if ({}) {
  let v4 = -0.0;
} else {
  let v5 = v2;
}
let v6 = v1;
try {
  let v7 = [new Array(0), v4].map(e => e);
} catch (e) { console.log(String(e).length); }
%NeverOptimizeFunction(v6);
let v8 = function (p) { return p; };
if ("item") {
  console.log("beta");
} else {
  let v9 = typeof v1;
}
let v10 = v1;
for (let i0 = 0; i0 < 5; i0++) {
  let v11 = v7;
}
let v12 = 3.14159;
function f13(p0) {
  let v14 = 42;
  for (let i1 = 0; i1 < 2; i1++) {
    let v15 = 1;
    let v16 = "value";
  }
  try {
    let v17 = Symbol();
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 5; i1++) {
    let v18 = v6;
  }
  return "node beta";
}
let v14 = (f13(42) << "alpha beta");
function f15(p0) {
  let v16 = [p0, v8].map(e => e);
  let v17 = typeof v3;
  let v18 = (1 == (({x: v12.length} % Math.max) + f13(undefined)));
  let v19 = [v6, {key: JSON.stringify(v6), delta: v2, x: [new Array(0), f13(new Array(3))].map(e => e)}].map(e => e);
  return 1.5;
}
let v16 = [[({x: 0.5} | -1), new Array(0)].map(e => e), v7.length].map(e => e);
function f17(p0, p1) {
  if (false) {
    console.log(v9);
  } else {
    let v19 = new Array(3);
  }
  let v20 = 1e+21;
  return "key x node";
}
if (f13([[{key: JSON.stringify(v11), gamma: [f15(0.5), 3.14159].map(e => e)}, "item"].map(e => e), -0.0].map(e => e))) {
  console.log({});
} else {
  %PrepareFunctionForOptimization(f13);
}
let v18 = (v3 & v7);
let v19 = f15(f15(f13([(v2 == [[[v1], v9], 0.5].map(e => e)), f13(v16)])));
let v20 = v16;
try {
  console.log(42);
} catch (e) { console.log(String(e).length); }
function f21() {
  try {
    console.log(f17(v9, [42, v18].map(e => e)));
  } catch (e) { console.log(String(e).length); }
  return [(new Array(0) - new Array(2)), NaN].map(e => e);
}
let v22 = JSON.stringify(v10);
let v23 = typeof v8;
if ({key: {}}) {
  console.log((v1 << [(NaN + []), v3].map(e => e)));
} else {
  let v24 = f21();
}
try {
  console.log(v4);
} catch (e) { console.log(String(e).length); }
let v25 = v20;

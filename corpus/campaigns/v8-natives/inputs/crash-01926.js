let v0 = 42;
try {
  let v1 = "item key item";
} catch (e) { console.log(String(e).length); }
let v2 = 42;
%PrepareFunctionForOptimization(v2);
console.log([typeof v2, JSON.stringify(v0)].map(e => e));
if (0) {
  let v3 = [new Array(0)];
} else {
  if ("key omega node") {
    console.log([{}, 1e+21, v1]);
  } else {
    let v4 = 0;
  }
}
if (typeof v0) {
  console.log((typeof v3 & v3.length));
} else {
  let v5 = [v4.length, v0].map(e => e);
}
try {
  console.log({key: v2});
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v6 = (typeof v5 + {gamma: ({node: v5, beta: [[v1, v5, 1.5], [Math.max, 1.5].map(e => e)].map(e => e), alpha: v2} - false), key: (65536 + {delta: [[], ("key x" < -0.0)].map(e => e)})});
}
function f7(p0) {
  console.log(v4);
  let v8 = (65536 << v2);
  try {
    console.log([[[true, 42].map(e => e), Symbol()].map(e => e), [[undefined, 255].map(e => e), p0].map(e => e)]);
  } catch (e) { console.log(String(e).length); }
  return null;
}
console.log(v6);
let v8 = String(v0);
let v9 = f7([[new Array(1), new Array(3)].map(e => e), v8].map(e => e));
let v10 = v9;
let v11 = [[typeof v0, new Array(3)].map(e => e), "x x gamma"].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v12 = v4;
}
let v13 = "alpha";
let v14 = ([f7(-1), v5.length].map(e => e) - {beta: (["beta x", [v5]].map(e => e) < (function (p) { return p; } + -0.0)), gamma: v2});
function f15() {
  %NeverOptimizeFunction(f7);
  for (let i1 = 0; i1 < 3; i1++) {
    let v15 = v6;
  }
  console.log({});
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(Math.max);
  }
  return v15;
}
let v16 = (v12 - (v0 % v4));
%PrepareFunctionForOptimization({node: v13, value: ((-2147483648 | "gamma gamma value") * v12)});
for (let i0 = 0; i0 < 2; i0++) {
  let v17 = v5;
}
let v18 = (v0 % [[65536, "beta beta node"].map(e => e), [new Array(1), {delta: Math.max}].map(e => e)].map(e => e));
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(v0);
    let v19 = v18;
  }
  let v20 = f7([f7({}), [function (p) { return p; }, null].map(e => e)].map(e => e));
}

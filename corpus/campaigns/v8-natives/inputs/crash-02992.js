let v0 = -0.0;
let v1 = {node: v0, x: typeof v0};
%NeverOptimizeFunction(v1);
console.log(JSON.stringify(v0));
let v2 = v0;
let v3 = [function (p) { return p; }, 1e+21].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  %PrepareFunctionForOptimization(0.5);
}
console.log(function (p) { return p; });
let v4 = new Array(0);
let v5 = (NaN - typeof v3);
for (let i0 = 0; i0 < 4; i0++) {
  console.log([new Array(0), v3].map(e => e));
}
let v6 = Math.max;
for (let i0 = 0; i0 < 1; i0++) {
  let v7 = typeof v0;
}
try {
  let v8 = v0;
} catch (e) { console.log(String(e).length); }
if (v7) {
  let v9 = [Math.max, 3.14159].map(e => e);
} else {
  let v10 = v7;
}
let v11 = [typeof v6, v7.length].map(e => e);
console.log((v3 & 3.14159));
let v12 = (v11 % (a => a + 1));
console.log([[[undefined, Symbol()].map(e => e), v6].map(e => e), "x gamma"].map(e => e));
%GetOptimizationStatus([v7, {item: {beta: 0}, key: 0.5, node: typeof v6}].map(e => e));
for (let i0 = 0; i0 < 4; i0++) {
  if ([[v5, ({gamma: ["gamma", function (p) { return p; }].map(e => e), value: new Array(1), delta: v9.length} % typeof v11), -0.0], new Array(4)].map(e => e)) {
    let v13 = undefined;
  } else {
    let v14 = (1.5 & 1e-07);
  }
  if ("value delta value") {
    let v15 = [-2147483648, [new Array(3), v13].map(e => e), v14];
  } else {
    let v16 = NaN;
  }
}
try {
  %OptimizeFunctionOnNextCall(v2);
} catch (e) { console.log(String(e).length); }
let v17 = [v8, Symbol()].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  if (v4) {
    let v18 = v7;
  } else {
    let v19 = new Array(2);
  }
  let v20 = undefined;
}
for (let i0 = 0; i0 < 4; i0++) {
  if (new Array(2)) {
    let v21 = v17;
  } else {
    let v22 = [-0.0, [{key: 1e-07}, [v10]].map(e => e)].map(e => e);
  }
  let v23 = [v7.length, String(v4)];
}
let v24 = (((1e+21 + -2147483648) << {beta: v17.length, key: 1.5}) | (v8 | {delta: "gamma", delta: [], alpha: [-0.0, [typeof v11, v17, JSON.stringify(v5)]].map(e => e)}));
function f25(p0, p1) {
  %StringCharCodeAt(([-1, {}].map(e => e) - p0), ["alpha alpha", new Array(0)].map(e => e));
  return Symbol();
}
function f26() {
  %HaveSameMap(f25, 1e+21);
  let v26 = v3;
  console.log(v14);
  try {
    let v27 = (a => a + 1);
  } catch (e) { console.log(String(e).length); }
  return typeof v1;
}
function f27() {
  try {
    console.log(v0);
  } catch (e) { console.log(String(e).length); }
  let v27 = v5;
  let v28 = v27;
  console.log(v7);
  return NaN;
}
if (v12) {
  let v28 = f27();
} else {
  console.log([[JSON.stringify(v21), f25(0, "item")].map(e => e), ([2, 0.5].map(e => e) < "item beta")].map(e => e));
}
if (String(v8)) {
  let v29 = 2147483647;
} else {
  let v30 = {x: function (p) { return p; }};
}
let v31 = [Math.max];
%PrepareFunctionForOptimization(f27);

let v0 = (2147483647 & (a => a + 1));
let v1 = 1.5;
let v2 = undefined;
function f3(p0, p1) {
  %OptimizeFunctionOnNextCall(-2147483648);
  console.log(new Array(2));
  return "gamma omega";
}
if (v1) {
  let v4 = Symbol();
} else {
  if ([v4.length, [v1, typeof v2].map(e => e)].map(e => e)) {
    console.log([NaN, typeof v2].map(e => e));
  } else {
    let v5 = (a => a + 1);
  }
}
try {
  if ([[typeof v2, f3(function (p) { return p; }, {gamma: [(0 & [true]), f3(2, [{value: (f3(1e-07, new Array(0)) * "node alpha"), item: f3(false, f3(0, [v2])), x: v4}])].map(e => e), node: v5})].map(e => e), v5].map(e => e)) {
    let v6 = v0;
  } else {
    let v7 = ("x key item" - [Math.max, true, v0]);
  }
} catch (e) { console.log(String(e).length); }
let v8 = {beta: function (p) { return p; }};
try {
  let v9 = 1e-07;
} catch (e) { console.log(String(e).length); }
try {
  let v10 = v4;
} catch (e) { console.log(String(e).length); }
if (function (p) { return p; }) {
  console.log(f3(f3(new Array(4), v10), v8));
} else {
  let v11 = v2;
}
try {
  console.log(new Array(1));
} catch (e) { console.log(String(e).length); }
function f12(p0) {
  let v13 = [v4, [[{delta: typeof p0}, []].map(e => e), f3("alpha value", 2147483647)].map(e => e)].map(e => e);
  let v14 = typeof v0;
  return "delta key";
}
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v13 = String(v5);
  }
  let v14 = [];
}
console.log(1.5);
try {
  try {
    let v15 = [NaN, 42].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v16 = -1;
  } catch (e) { console.log(String(e).length); }
}
let v17 = v11;
console.log((a => a + 1));
let v18 = [0.5, v2].map(e => e);
let v19 = v17.length;
let v20 = [Infinity, [Math.max, {key: (v10 & 3.14159)}].map(e => e)].map(e => e);
let v21 = "gamma value value";
let v22 = f3(v1, [JSON.stringify(v20), 0.5].map(e => e));
console.log(new Array(0));
let v23 = -0.0;
let v24 = v20;
let v25 = 0.5;
console.log("beta delta node");
if (v13) {
  let v26 = typeof v0;
} else {
  if (v16) {
    %GetOptimizationStatus(f3);
  } else {
    let v27 = 0;
  }
}
console.log(v18);
let v28 = v23.length;
%CreatePrivateSymbol(f3);
let v29 = ({} | [new Array(0), 0].map(e => e));
console.log(255);
let v30 = ((v13 | v23) < f3(["alpha item", "item x"].map(e => e), [Math.max, {x: NaN, delta: v0, value: f12([null, []].map(e => e))}].map(e => e)));
let v31 = (v29 < -2147483648);
console.log(v20.length);
let v32 = f3([v25, v30].map(e => e), v31);

let v0 = [{}, [{key: new Array(1), key: -0.0, value: [({x: 1, beta: {gamma: [false, new Array(0)].map(e => e), gamma: "value", key: []}} % undefined), (a => a + 1), {}]}, [((Infinity + undefined) % new Array(0)), 1e-07, [false, [[], null].map(e => e)].map(e => e)], function (p) { return p; }]].map(e => e);
console.log(true);
let v1 = v0;
let v2 = ["node beta alpha", NaN].map(e => e);
%DebugPrint("x");
try {
  %OptimizeFunctionOnNextCall([v1, new Array(0)].map(e => e));
} catch (e) { console.log(String(e).length); }
if (v1) {
  let v3 = v0;
} else {
  let v4 = v1;
}
let v5 = 7;
let v6 = JSON.stringify(v2);
if (v2) {
  let v7 = v4;
} else {
  let v8 = {delta: v2, key: [Symbol(), 1e+21].map(e => e), delta: -0.0};
}
try {
  if ({value: 1.5, beta: (v7.length | [(false == [3.14159, 1].map(e => e))])}) {
    console.log(-1);
  } else {
    let v9 = 1;
  }
} catch (e) { console.log(String(e).length); }
let v10 = (v4 | "node node omega");
console.log(((0.5 < v2) % function (p) { return p; }));
let v11 = [v3, 1e+21].map(e => e);
let v12 = [1e+21, [v4, new Array(4)].map(e => e)].map(e => e);
function f13(p0, p1) {
  let v15 = {};
  return v15;
}
let v14 = new Array(1);
let v15 = v14;
function f16(p0, p1) {
  let v18 = v12;
  let v19 = [typeof v11, new Array(2)].map(e => e);
  let v20 = (String(v11) + 0);
  let v21 = v9;
  return (new Array(0) + (v7 % v15));
}
%NeverOptimizeFunction(([true, function (p) { return p; }].map(e => e) + ([JSON.stringify(v4), "item delta node", new Array(0)] | new Array(1))));
let v17 = {};
console.log(JSON.stringify(v5));
console.log("node");
let v18 = f13([v11, v2, v12.length], "alpha item item");
let v19 = v18;
try {
  let v20 = v18;
} catch (e) { console.log(String(e).length); }
function f21() {
  try {
    let v21 = [String(v3), v7].map(e => e);
  } catch (e) { console.log(String(e).length); }
  try {
    let v22 = [f13([(a => a + 1), null].map(e => e), v15)];
  } catch (e) { console.log(String(e).length); }
  let v23 = (v18 + (1e+21 | (a => a + 1)));
  for (let i1 = 0; i1 < 5; i1++) {
    let v24 = true;
  }
  return 1.5;
}
%PrepareFunctionForOptimization(f13);
try {
  let v22 = {omega: f21(), x: [function (p) { return p; }, typeof v12].map(e => e)};
} catch (e) { console.log(String(e).length); }
console.log(v22);
for (let i0 = 0; i0 < 5; i0++) {
  let v23 = typeof v15;
  let v24 = v10.length;
}
if (JSON.stringify(v18)) {
  %IsBeingInterpreted();
} else {
  try {
    let v25 = typeof v18;
  } catch (e) { console.log(String(e).length); }
}
let v26 = 1e-07;
let v27 = {gamma: new Array(4), beta: (Math.max + {})};
let v28 = v3;
console.log("node");
console.log((function (p) { return p; } << (v23 < [v14])));
console.log((JSON.stringify(v14) - [v3]));
try {
  try {
    console.log([[v10, [String(v19), f16(2147483647, -1)].map(e => e), v15], "gamma alpha"].map(e => e));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
function f29(p0, p1) {
  let v31 = [f16(function (p) { return p; }, v19), true, v7];
  let v32 = f16(Symbol(), "alpha item");
  try {
    console.log(true);
  } catch (e) { console.log(String(e).length); }
  let v33 = [f13(v19, f21())];
  return (a => a + 1);
}
function f30() {
  let v30 = NaN;
  console.log(v23);
  return 1e-07;
}
let v31 = (a => a + 1);

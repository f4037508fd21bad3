let v0 = ["omega", (new Array(4) == "value gamma"), -1];
let v1 = v0;
let v2 = new Array(3);
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v3 = (v2 << [v2, v1].map(e => e));
    %OptimizeFunctionOnNextCall(3.14159);
  }
  let v4 = [-0.0, v2].map(e => e);
}
try {
  try {
    let v5 = 1.5;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v6 = 0.5;
let v7 = [v2.length, [JSON.stringify(v5), v5, (v4.length | [(a => a + 1), [String(v0), (v0 * JSON.stringify(v3))]].map(e => e))]].map(e => e);
console.log(v5);
if (v4) {
  let v8 = "omega x x";
} else {
  try {
    console.log(1e-07);
  } catch (e) { console.log(String(e).length); }
}
let v9 = String(v7);
let v10 = [Symbol(), v3].map(e => e);
let v11 = 3.14159;
function f12() {
  console.log(65536);
  return [new Array(1), v1].map(e => e);
}
let v13 = [(v1 * {}), Symbol()].map(e => e);
console.log([new Array(1), String(v3)].map(e => e));
%GetOptimizationStatus(f12);
let v14 = v1;
function f15(p0, p1) {
  let v17 = {delta: f12()};
  return v4;
}
try {
  let v16 = v9;
} catch (e) { console.log(String(e).length); }
let v17 = ([[], v4].map(e => e) < [(Math.max << -0.0), v13].map(e => e));
let v18 = Symbol();
try {
  console.log(f12());
} catch (e) { console.log(String(e).length); }
console.log(JSON.stringify(v0));
let v19 = (v2 == JSON.stringify(v3));
console.log([Math.max, NaN].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  let v20 = ("value alpha omega" | (v4 & v9));
}
%NeverOptimizeFunction((({delta: null} * {alpha: f15(new Array(1), v5)}) % typeof v6));
console.log(v1);
if (v18) {
  let v21 = v19;
} else {
  let v22 = 1;
}
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v23 = v22;
  } catch (e) { console.log(String(e).length); }
}
let v24 = v5;
try {
  %PrepareFunctionForOptimization(f12);
} catch (e) { console.log(String(e).length); }
let v25 = [[v10, [{item: (v10 + true), alpha: ["beta", v20].map(e => e)}, 2].map(e => e)].map(e => e), [v23, [-1, (a => a + 1)].map(e => e)].map(e => e)].map(e => e);
console.log([v16, v18].map(e => e));
let v26 = [typeof v17, (v21 % f15("key key alpha", "omega"))].map(e => e);
let v27 = v5;
try {
  let v28 = ((v1 % (2147483647 & {node: f15(({value: 255} | new Array(0)), -0.0)})) | v9);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v26.length);
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(v13.length);
}
try {
  let v29 = new Array(3);
} catch (e) { console.log(String(e).length); }
let v30 = v1;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v31 = ((typeof v4 == Math.max) < (v29 == (3.14159 - new Array(4))));
    let v32 = 1.5;
  }
}
let v33 = v1.length;
function f34(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v36 = "alpha node";
  }
  let v37 = String(v10);
  let v38 = typeof v32;
  let v39 = f15((v11 == v25.length), String(v5));
  return (7 << f12());
}
function f35(p0, p1) {
  try {
    console.log([]);
  } catch (e) { console.log(String(e).length); }
  return v4;
}
console.log([((Symbol() << [[f35(v11, [[v5], new Array(2)].map(e => e)), [new Array(1), 1e+21].map(e => e), {omega: new Array(1), value: v16}]]) - [function (p) { return p; }, "value"].map(e => e)), [false, v30, null]].map(e => e));
%HaveSameMap(-2147483648, []);

function f0() {
  let v0 = (1e+21 * 0.5);
  return 1.5;
}
let v1 = "key";
%NewRegExpWithBacktrackLimit([f0()], "delta", f0);
console.log(v1);
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = v1;
  let v3 = typeof v2;
}
let v4 = [1e+21, v3].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v5 = [v3, v2].map(e => e);
  let v6 = 0.5;
}
let v7 = v1;
let v8 = JSON.stringify(v6);
function f9() {
  let v9 = (v6 | [null, ((a => a + 1) == 1e+21)].map(e => e));
  return true;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v10 = v6;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v11 = v4;
  let v12 = v4;
}
if ([new Array(4), Infinity].map(e => e)) {
  let v13 = ([new Array(4), v7].map(e => e) + v10.length);
} else {
  let v14 = ([[-2147483648, "gamma omega"], v7].map(e => e) < v7);
}
let v15 = ([v11, NaN].map(e => e) % function (p) { return p; });
console.log(v2.length);
function f16(p0) {
  let v17 = v15;
  let v18 = [[Infinity, new Array(0)].map(e => e), f0(), [new Array(3), v1].map(e => e)];
  let v19 = true;
  return {node: v6, alpha: String(p0)};
}
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v17 = (v2 + Symbol());
  } catch (e) { console.log(String(e).length); }
}
let v18 = (0.5 == true);
let v19 = {};
for (let i0 = 0; i0 < 4; i0++) {
  console.log((v5 - v5));
}
let v20 = v6;
function f21(p0) {
  console.log(String(v7));
  for (let i1 = 0; i1 < 2; i1++) {
    let v22 = v7;
  }
  console.log(((v11 < f9()) | {}));
  return undefined;
}
try {
  let v22 = [7, v17, undefined];
} catch (e) { console.log(String(e).length); }
let v23 = [({key: ((a => a + 1) << v19), item: (a => a + 1), node: v1} << v10), "alpha x"].map(e => e);
let v24 = [v17, v6].map(e => e);
let v25 = f9();
let v26 = f16([typeof v22, new Array(0)]);
let v27 = v26;
let v28 = [new Array(0), v24].map(e => e);
let v29 = String(v20);
let v30 = {alpha: f9(), alpha: [f0(), v22.length].map(e => e)};
console.log(65536);
let v31 = f0();
%DebugPrint(f0);
for (let i0 = 0; i0 < 4; i0++) {
  let v32 = v8;
}
function f33(p0, p1) {
  let v35 = NaN;
  let v36 = ([v17, f21({node: [f16(Infinity), v8].map(e => e), key: "value gamma gamma"})].map(e => e) + ([1e+21, {omega: [f21(0.5), [[1e-07, v28], {}].map(e => e)].map(e => e), delta: ((new Array(2) << function (p) { return p; }) < f21(true)), item: "gamma"}].map(e => e) == [{key: {beta: "delta beta", node: f16(new Array(2)), delta: function (p) { return p; }}, omega: 1e-07, key: String(v31)}, 3.14159].map(e => e)));
  return [v29, v7.length].map(e => e);
}
let v34 = [(typeof v14 * v17), 255].map(e => e);
console.log((null * {}));
let v35 = Math.max;

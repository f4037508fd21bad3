let v0 = {beta: 1, beta: ["omega value node", new Array(4)], item: 2147483647};
function f1(p0) {
  let v2 = 255;
  return v2;
}
let v2 = v0;
%CompileBaseline(v2);
if ({beta: v2, delta: v0}) {
  let v3 = [[v2, ["omega", new Array(3)].map(e => e)].map(e => e), (v2 % [1.5, "value item"].map(e => e))].map(e => e);
} else {
  let v4 = Symbol();
}
let v5 = v4.length;
try {
  let v6 = (v0 | v2);
} catch (e) { console.log(String(e).length); }
let v7 = v0;
let v8 = v3;
console.log(undefined);
function f9(p0, p1) {
  try {
    let v11 = ((v5 < JSON.stringify(v2)) * p1.length);
  } catch (e) { console.log(String(e).length); }
  %IsBeingInterpreted();
  console.log(v5);
  let v12 = [f1([new Array(0), 1e+21].map(e => e)), f1(f1(new Array(2)))].map(e => e);
  return typeof v4;
}
let v10 = {value: String(v3)};
console.log(v6.length);
try {
  let v11 = typeof v8;
} catch (e) { console.log(String(e).length); }
function f12(p0) {
  let v13 = undefined;
  let v14 = v8;
  for (let i1 = 0; i1 < 2; i1++) {
    %CreatePrivateSymbol(f9);
    let v15 = v6;
  }
  let v16 = [];
  return (1e+21 < v8);
}
console.log(false);
let v13 = ("value x" << v6);
let v14 = v8;
for (let i0 = 0; i0 < 3; i0++) {
  console.log(new Array(3));
  if (v8) {
    console.log(v11);
  } else {
    console.log((v13 < [(NaN - Symbol()), function (p) { return p; }].map(e => e)));
  }
}
let v15 = 3.14159;
try {
  let v16 = v4;
} catch (e) { console.log(String(e).length); }
let v17 = v8;
console.log(new Array(3));
console.log(0.5);
try {
  console.log({omega: 2147483647});
} catch (e) { console.log(String(e).length); }
function f18(p0) {
  try {
    let v19 = new Array(0);
  } catch (e) { console.log(String(e).length); }
  let v20 = (a => a + 1);
  console.log(3.14159);
  if (3.14159) {
    let v21 = typeof v19;
  } else {
    let v22 = [[1e-07, v21].map(e => e), f12(String(v3))].map(e => e);
  }
  return 2;
}
console.log([[({alpha: v6.length, key: v0, gamma: undefined} == "beta key omega"), ["delta", 1e-07].map(e => e)].map(e => e), v16, ([new Array(3), Math.max].map(e => e) == [v4, v3, v10])]);
try {
  let v19 = (1e-07 < v17.length);
} catch (e) { console.log(String(e).length); }
console.log([v14, v15].map(e => e));
%PrepareFunctionForOptimization(f12);
let v20 = [v3, v8].map(e => e);
console.log("node");
let v21 = JSON.stringify(v13);
let v22 = (-0.0 | v4.length);
try {
  let v23 = v13;
} catch (e) { console.log(String(e).length); }
try {
  console.log([v14, new Array(0)]);
} catch (e) { console.log(String(e).length); }
console.log(String(v20));
let v24 = f12([7]);
function f25() {
  console.log(f9([], v14));
  let v25 = String(v15);
  return JSON.stringify(v21);
}
console.log(1e-07);
let v26 = v7;
console.log(0);
try {
  console.log((v10.length * typeof v6));
} catch (e) { console.log(String(e).length); }
let v27 = [255, f12(v22)];
console.log([((65536 - 42) < {beta: ((Math.max == -2147483648) < f9([], [[v17, [[0.5, new Array(2)].map(e => e), typeof v2, (1.5 & {delta: null, omega: [v7, f18(String(v17)), {item: new Array(2)}], key: v21})]].map(e => e), f1(v21)])), x: v0.length, omega: [65536, f9([42, v22], 1e-07)].map(e => e)}), [([[([Symbol()] - {value: {alpha: v21, x: v24, item: JSON.stringify(v20)}, value: [(NaN == 65536), v0.length].map(e => e)}), f9([v14], true)].map(e => e), NaN] * {alpha: v24, delta: v26}), "x key alpha"].map(e => e)].map(e => e));
console.log(v10.length);
let v28 = "gamma delta";
%IsBeingInterpreted();
for (let i0 = 0; i0 < 3; i0++) {
  let v29 = (("node delta beta" & v11) + new Array(3));
}
let v30 = (f9(f25(), f1("beta omega")) << JSON.stringify(v11));
let v31 = [[[v5, v14].map(e => e), f18(v22)]];
let v32 = ([v17, v7.length].map(e => e) << (a => a + 1));

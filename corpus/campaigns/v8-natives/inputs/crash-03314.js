let v0 = new Array(2);
let v1 = NaN;
function f2() {
  let v2 = v1;
  console.log((typeof v1 << -2147483648));
  if (v1) {
    let v3 = [v1, 2147483647].map(e => e);
  } else {
    console.log(new Array(1));
  }
  try {
    let v4 = new Array(0);
  } catch (e) { console.log(String(e).length); }
  return v3;
}
let v3 = v1;
try {
  if ([v0, -1, v1]) {
    console.log(JSON.stringify(v3));
  } else {
    console.log(NaN);
  }
} catch (e) { console.log(String(e).length); }
console.log(v1);
let v4 = v3.length;
%CompileBaseline(typeof v0);
let v5 = 42;
function f6(p0) {
  for (let i1 = 0; i1 < 1; i1++) {
    %CreatePrivateSymbol(-0.0);
    %CompileBaseline(f2);
  }
  let v7 = v1;
  let v8 = 1;
  let v9 = 1.5;
  return v8.length;
}
let v7 = [v5.length, [typeof v0, 0.5].map(e => e)].map(e => e);
let v8 = 1e-07;
let v9 = 3.14159;
if (1e-07) {
  try {
    let v10 = ({value: Infinity} == 0);
  } catch (e) { console.log(String(e).length); }
} else {
  let v11 = (v9 & v7);
}
function f12(p0) {
  console.log((([f2(), v4] * ([] + "x key key")) << new Array(3)));
  console.log((Symbol() + ([(a => a + 1), "item node key"].map(e => e) & (42 & 255))));
  let v13 = [];
  return v11;
}
let v13 = {beta: v1, gamma: v5};
console.log(v10);
let v14 = ([f12(v7), f2(), String(v5)] << v1);
let v15 = ((new Array(4) == ({alpha: v4, omega: [[65536, 3.14159].map(e => e), v9].map(e => e)} & new Array(4))) * f2());
let v16 = "beta value alpha";
for (let i0 = 0; i0 < 5; i0++) {
  %GetOptimizationStatus(v16.length);
}
try {
  let v17 = {gamma: (v10 < JSON.stringify(v0)), item: JSON.stringify(v0), node: f2()};
} catch (e) { console.log(String(e).length); }
console.log({delta: {x: [v0], key: [0.5, v5].map(e => e), beta: -1}, item: JSON.stringify(v7), gamma: [f2()]});
try {
  let v18 = v0.length;
} catch (e) { console.log(String(e).length); }
let v19 = v11.length;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v10);
  let v20 = [[new Array(1), f12("beta omega omega")].map(e => e), v9].map(e => e);
}
if ((v7.length + v5)) {
  let v21 = 2;
} else {
  try {
    console.log(v4);
  } catch (e) { console.log(String(e).length); }
}
console.log(7);
let v22 = 1.5;
let v23 = String(v21);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(f2());
}
console.log(v7);
let v24 = {node: JSON.stringify(v13), item: [function (p) { return p; }, [new Array(4), v3, v18]].map(e => e), node: "omega"};
let v25 = (v4 - v16);
for (let i0 = 0; i0 < 3; i0++) {
  if ([1e-07, f6(v3)].map(e => e)) {
    let v26 = [{item: [v22, 42].map(e => e), item: "value item alpha"}, [(Symbol() | [2, f2()]), v22].map(e => e)].map(e => e);
  } else {
    let v27 = [[[], (undefined < undefined)].map(e => e), 255].map(e => e);
  }
  let v28 = Infinity;
}
let v29 = undefined;
for (let i0 = 0; i0 < 5; i0++) {
  let v30 = [v24, v10.length].map(e => e);
  for (let i1 = 0; i1 < 3; i1++) {
    console.log((([[new Array(2), {node: {}}].map(e => e), -1, -0.0] & Symbol()) - (f2() < f6(1e+21))));
  }
}
console.log(function (p) { return p; });
%PrepareFunctionForOptimization(f12);
if (3.14159) {
  let v31 = Symbol();
} else {
  console.log(f6(f6(Math.max)));
}
console.log(String(v30));
let v32 = String(v10);
let v33 = (v10 << v9);
let v34 = f6(v32);
let v35 = {gamma: -0.0};
let v36 = typeof v34;
console.log(["item", 1e-07]);
let v37 = v11;
let v38 = false;

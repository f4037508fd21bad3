let v0 = null;
let v1 = typeof v0;
let v2 = new Array(3);
console.log(null);
%DeoptimizeFunction(2147483647);
try {
  let v3 = new Array(1);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  console.log(1.5);
}
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = v3;
}
console.log(v1);
let v5 = (0.5 * 65536);
console.log(1e+21);
function f6(p0, p1) {
  let v8 = (a => a + 1);
  for (let i1 = 0; i1 < 3; i1++) {
    let v9 = v4;
    let v10 = new Array(2);
  }
  let v11 = v0;
  let v12 = (v1 == [v0]);
  return {};
}
if ([String(v4), Symbol()]) {
  try {
    console.log(new Array(0));
  } catch (e) { console.log(String(e).length); }
} else {
  let v7 = f6((v1 << ({alpha: 1e-07, item: 42} == "gamma beta key")), {delta: [v5, [f6(7, {x: JSON.stringify(v5), omega: f6(function (p) { return p; }, 0.5), omega: JSON.stringify(v0)}), "alpha value"].map(e => e), v5], node: String(v4), beta: f6(typeof v2, typeof v3)});
}
console.log(f6(f6(f6("alpha", new Array(3)), [1, []].map(e => e)), Symbol()));
let v8 = NaN;
%CreatePrivateSymbol(v3);
console.log(v4);
function f9() {
  let v9 = JSON.stringify(v0);
  try {
    let v10 = {};
  } catch (e) { console.log(String(e).length); }
  let v11 = [false, [f6(7, (1e-07 < 7)), v9, v1]].map(e => e);
  let v12 = v3;
  return null;
}
console.log([1e-07, typeof v8].map(e => e));
for (let i0 = 0; i0 < 2; i0++) {
  let v10 = [f9(), (v8.length == 1.5)].map(e => e);
}
console.log(f6(typeof v0, ([[], NaN].map(e => e) & typeof v3)));
try {
  let v11 = 3.14159;
} catch (e) { console.log(String(e).length); }
let v12 = "item";
let v13 = v2;
let v14 = v5;
let v15 = new Array(1);
for (let i0 = 0; i0 < 2; i0++) {
  console.log((new Array(4) < v15));
  if ((v11 << v10)) {
    let v16 = {x: [v7, {x: JSON.stringify(v1), x: 1e-07, item: (f9() == (new Array(0) == -0.0))}], alpha: (new Array(1) << String(v8)), omega: v13};
  } else {
    let v17 = Symbol();
  }
}
if (v16) {
  if (new Array(3)) {
    let v18 = (typeof v2 - Symbol());
  } else {
    let v19 = v7;
  }
} else {
  console.log(v11.length);
}
console.log(v12);
console.log((new Array(0) << typeof v1));
let v20 = (v13 + v16);
let v21 = {x: v15, omega: new Array(1), alpha: [[[Symbol(), {}].map(e => e), f6(Math.max, 255)].map(e => e), [f9(), f9()].map(e => e)]};
if (f9()) {
  if ([JSON.stringify(v13), ([f9(), [(1 << {}), (1.5 < 65536)].map(e => e)] * [typeof v7, JSON.stringify(v12), f9()])].map(e => e)) {
    let v22 = false;
  } else {
    let v23 = [[[42, {alpha: ([(a => a + 1)] * v3), delta: v13, x: [v0, v15].map(e => e)}].map(e => e), typeof v4].map(e => e), String(v1)].map(e => e);
  }
} else {
  let v24 = "omega node gamma";
}
let v25 = ((v19 + new Array(0)) * NaN);
console.log("item value gamma");
let v26 = v2;
let v27 = (a => a + 1);
%GetOptimizationStatus(f6);
let v28 = Math.max;
let v29 = f6(f9(), [v4, [Symbol(), (Symbol() * (a => a + 1))].map(e => e)]);
let v30 = f9();
let v31 = new Array(3);
for (let i0 = 0; i0 < 3; i0++) {
  let v32 = f9();
}
let v33 = v15;
let v34 = [v8, []].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(undefined);
}
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v35 = 1e-07;
  }
}
let v36 = v17;
let v37 = (65536 + (new Array(0) - v30));
let v38 = v25;
console.log(new Array(4));
console.log(42);
try {
  let v39 = v28;
} catch (e) { console.log(String(e).length); }
console.log({delta: v7, node: typeof v26, item: 42});

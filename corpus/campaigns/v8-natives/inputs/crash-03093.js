let v0 = {key: true, node: 1.5};
let v1 = v0;
let v2 = typeof v0;
%GetOptimizationStatus(65536);
let v3 = new Array(0);
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = (1e+21 < [v3.length, "alpha x node"].map(e => e));
  let v5 = 2;
}
let v6 = JSON.stringify(v3);
let v7 = new Array(2);
console.log(2);
let v8 = typeof v7;
for (let i0 = 0; i0 < 4; i0++) {
  let v9 = JSON.stringify(v6);
}
console.log((v7 < new Array(1)));
console.log(v4);
if ({alpha: {value: v6, alpha: ((a => a + 1) & function (p) { return p; })}, item: v3}) {
  let v10 = new Array(4);
} else {
  let v11 = -1;
}
console.log((new Array(4) & "value beta alpha"));
if ((v0 + 1e+21)) {
  let v12 = v6;
} else {
  console.log((255 % "omega"));
}
let v13 = ("item beta beta" << v3.length);
for (let i0 = 0; i0 < 1; i0++) {
  let v14 = new Array(1);
  let v15 = [];
}
try {
  if (JSON.stringify(v10)) {
    let v16 = null;
  } else {
    let v17 = {};
  }
} catch (e) { console.log(String(e).length); }
console.log(7);
for (let i0 = 0; i0 < 4; i0++) {
  let v18 = {value: [(v5 < [-0.0, undefined].map(e => e)), new Array(2)], value: JSON.stringify(v10)};
}
console.log(1.5);
console.log(Math.max);
try {
  let v19 = null;
} catch (e) { console.log(String(e).length); }
let v20 = {item: [v10, ["value x", "delta value delta"].map(e => e)].map(e => e), delta: v7, node: v5};
function f21(p0, p1) {
  let v23 = [[function (p) { return p; }, ("alpha x key" << Math.max)].map(e => e), [v1, v19].map(e => e)].map(e => e);
  let v24 = new Array(0);
  for (let i1 = 0; i1 < 2; i1++) {
    let v25 = new Array(1);
    let v26 = JSON.stringify(v1);
  }
  return v10.length;
}
let v22 = [v7, v16];
if (f21({beta: [v0.length, typeof v9].map(e => e)}, [([JSON.stringify(v0), v10, "alpha"] & 0.5), 0].map(e => e))) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(NaN);
  }
} else {
  let v23 = 2;
}
function f24(p0, p1) {
  let v26 = ([0.5, f21(Infinity, {beta: JSON.stringify(v6), item: v12})].map(e => e) % f21(f21([[v1, 1e+21].map(e => e), [{}, Math.max].map(e => e), v5], 0.5), v0));
  if (v7) {
    let v27 = ([[Infinity, new Array(2)].map(e => e), (false - -1)].map(e => e) | v26);
  } else {
    let v28 = JSON.stringify(v18);
  }
  console.log("value gamma value");
  if ((f21(f21(new Array(0), [f21(f21(Infinity, false), f21(Math.max, "node node")), (v11 * Symbol())]), []) & {delta: new Array(2), key: 1e-07, key: (f21(-1, 7) == (2 - (a => a + 1)))})) {
    let v29 = v4;
  } else {
    %PrepareFunctionForOptimization(1e+21);
  }
  return ["node item", 3.14159].map(e => e);
}
%HaveSameMap(v15, 3.14159);
let v25 = [new Array(4), new Array(4)].map(e => e);
let v26 = [(a => a + 1), [Infinity, 0].map(e => e), Infinity];
if (f21([[new Array(3), "gamma item gamma"].map(e => e), String(v7)].map(e => e), [[undefined, new Array(2)].map(e => e), "key alpha"].map(e => e))) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(0);
  }
} else {
  let v27 = [[{}, [[String(v19)], 1.5].map(e => e)].map(e => e), undefined].map(e => e);
}
let v28 = f21([v0, v15].map(e => e), f21([v23, "node gamma item"], v10.length));
for (let i0 = 0; i0 < 3; i0++) {
  if ({}) {
    let v29 = v22;
  } else {
    console.log(([(a => a + 1), (null - [{}])].map(e => e) & (f21({item: [(false - undefined), v11, typeof v6], x: ([-1, (a => a + 1)].map(e => e) & f24(0.5, 3.14159))}, "key") & f24(new Array(1), 0.5))));
  }
  if ([f21(1.5, [false]), v11.length].map(e => e)) {
    %CompileBaseline(f24);
  } else {
    let v30 = v9;
  }
}
function f31(p0) {
  let v32 = -1;
  let v33 = f21(v20.length, {omega: typeof v16});
  try {
    let v34 = String(v29);
  } catch (e) { console.log(String(e).length); }
  console.log([JSON.stringify(v28)]);
  return {omega: f21(f24(0, 1.5), (255 + {delta: Math.max, beta: String(v9), gamma: 65536}))};
}
function f32() {
  let v32 = v25.length;
  let v33 = f31([v8, [0.5, "alpha omega value"].map(e => e)].map(e => e));
  try {
    let v34 = [{}];
  } catch (e) { console.log(String(e).length); }
  return [new Array(0), f24(new Array(3), typeof v7)].map(e => e);
}
if (2) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v33 = 1e-07;
  }
} else {
  console.log(JSON.stringify(v25));
}
let v34 = [v2];
for (let i0 = 0; i0 < 5; i0++) {
  let v35 = f24(-2147483648, v0);
}
let v36 = new Array(1);
let v37 = v28;
if (([(0.5 | {delta: new Array(3)}), ({beta: new Array(1), alpha: v1, gamma: v34} - "beta beta")].map(e => e) * v13)) {
  if (v20) {
    console.log(String(v4));
  } else {
    let v38 = v22.length;
  }
} else {
  let v39 = String(v7);
}
try {
  let v40 = {x: [f32(), ["beta omega", [JSON.stringify(v14), v39, [JSON.stringify(v11), undefined].map(e => e)]].map(e => e)].map(e => e)};
} catch (e) { console.log(String(e).length); }
let v41 = v26;

let v0 = [-0.0];
let v1 = Math.max;
console.log(v1);
%CreatePrivateSymbol(v1);
let v2 = {delta: v0, beta: NaN};
let v3 = typeof v0;
%NewRegExpWithBacktrackLimit([false, v0], ([3.14159, 2147483647].map(e => e) * v2), (v1 | [[], function (p) { return p; }]));
console.log((v3 - {alpha: -1, alpha: {key: [[-2147483648, {omega: (("key node" < "beta item") << [Symbol(), {x: v2}].map(e => e))}].map(e => e), "value x"].map(e => e), beta: JSON.stringify(v1)}, gamma: v3}));
function f4(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v5 = 0;
  }
  let v6 = 2147483647;
  if (p0) {
    let v7 = NaN;
  } else {
    console.log(v0);
  }
  return v6;
}
let v5 = v0;
if (1e-07) {
  if (1.5) {
    let v6 = v0;
  } else {
    console.log(v3);
  }
} else {
  let v7 = (f4(typeof v2) * v3);
}
%ToFastProperties((({} & new Array(1)) & ([Infinity, f4(65536)] * {gamma: Symbol(), value: (([undefined] << 3.14159) == v6)})));
console.log([1.5, -2147483648].map(e => e));
function f8() {
  console.log((([(a => a + 1), new Array(1)].map(e => e) % [Infinity, 1e-07].map(e => e)) < 1.5));
  let v8 = [{value: 1e+21, value: ({omega: v1, item: (v1 | v0), item: [[{gamma: [v5.length, v5.length].map(e => e), key: v6}, new Array(3)].map(e => e), ({item: v3.length, node: undefined} << undefined)].map(e => e)} * [Math.max, Math.max].map(e => e)), x: new Array(4)}];
  return v7.length;
}
function f9(p0, p1) {
  console.log(v2);
  if (255) {
    let v11 = v5;
  } else {
    let v12 = v2;
  }
  let v13 = 1e+21;
  if (f4(f4((new Array(0) - "key item x")))) {
    let v14 = [f8(), [1.5, new Array(4)].map(e => e)].map(e => e);
  } else {
    console.log(v1);
  }
  return String(v2);
}
let v10 = String(v5);
let v11 = {node: [[2147483647, "omega key beta"].map(e => e), (42 - 3.14159)].map(e => e)};
let v12 = ["delta node key", (JSON.stringify(v6) == ((a => a + 1) % {omega: v3, delta: -1}))].map(e => e);
function f13(p0, p1) {
  if ([({x: [f9([{gamma: (typeof p1 + "key alpha gamma"), alpha: (String(v12) + f9(42, Infinity))}, (v5.length == ({} < 0))], 1.5), [Math.max, 1].map(e => e)].map(e => e), value: f8(), gamma: p0} == f4(false)), []].map(e => e)) {
    let v15 = f4(v0);
  } else {
    console.log(f8());
  }
  let v16 = v10;
  console.log((undefined < {}));
  let v17 = Math.max;
  return ([] - [{item: JSON.stringify(v15), key: (1e-07 < v12), x: {key: {node: "beta alpha key", omega: v10, beta: [f8(), Infinity].map(e => e)}}}, v11].map(e => e));
}
let v14 = [Symbol(), f13((undefined == -0.0), "omega")].map(e => e);
if (-0.0) {
  try {
    let v15 = new Array(2);
  } catch (e) { console.log(String(e).length); }
} else {
  let v16 = ("value delta" | {});
}
for (let i0 = 0; i0 < 3; i0++) {
  let v17 = new Array(2);
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log([f4("alpha node beta"), {key: ["value", f4({item: {alpha: [(f13("x key", "value omega beta") | (a => a + 1)), 3.14159], x: v1}, beta: [1.5, JSON.stringify(v15)].map(e => e), value: v12})].map(e => e), omega: v2, alpha: f8()}, v1]);
  console.log(v7);
}
if ({gamma: v11, gamma: {key: Infinity}}) {
  try {
    let v18 = String(v1);
  } catch (e) { console.log(String(e).length); }
} else {
  let v19 = v12;
}
try {
  let v20 = Math.max;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v12.length);
}
let v21 = (JSON.stringify(v12) & (("node value beta" == new Array(0)) < [[f13("value delta value", 0.5), v3.length], "alpha alpha node"].map(e => e)));
console.log(new Array(2));
console.log(v21);
if ([(v3 * v18)]) {
  let v22 = f4(v15);
} else {
  if (v21) {
    let v23 = v5;
  } else {
    let v24 = (Math.max * Math.max);
  }
}
console.log(v7);
console.log(((a => a + 1) & "node alpha"));
let v25 = String(v5);
console.log(f9(f4(Symbol()), new Array(0)));
%GetOptimizationStatus(f4(3.14159));
console.log(f4([new Array(3), f8()].map(e => e)));

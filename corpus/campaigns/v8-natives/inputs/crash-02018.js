let v0 = (42 << []);
let v1 = v0;
for (let i0 = 0; i0 < 1; i0++) {
  %PrepareFunctionForOptimization(v1);
  let v2 = [0.5, [[v0, (a => a + 1)].map(e => e)]].map(e => e);
}
console.log([-0.0, {delta: [-0.0, 1e+21].map(e => e), key: v0, beta: 1e+21}].map(e => e));
if (new Array(1)) {
  let v3 = [[[(a => a + 1), new Array(1)].map(e => e), ({} * "node delta")].map(e => e), v1].map(e => e);
} else {
  let v4 = {omega: [(new Array(2) << v0), v0], item: typeof v1, x: new Array(4)};
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(String(v2));
  let v5 = -0.0;
}
let v6 = undefined;
console.log(Infinity);
let v7 = v3;
function f8(p0, p1) {
  let v10 = (JSON.stringify(v1) & String(v2));
  return [1, Math.max].map(e => e);
}
console.log((undefined == [v7, "beta item"].map(e => e)));
for (let i0 = 0; i0 < 5; i0++) {
  let v9 = f8([f8(1.5, undefined), (NaN % {node: [typeof v7, {value: Symbol(), node: typeof v1}].map(e => e)})].map(e => e), v0);
  let v10 = v1;
}
let v11 = [JSON.stringify(v4), JSON.stringify(v10)].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v12 = [];
}
console.log(v5.length);
try {
  console.log(v10);
} catch (e) { console.log(String(e).length); }
let v13 = Infinity;
let v14 = (f8(f8(new Array(4), null), "value node delta") + [v9, v2].map(e => e));
for (let i0 = 0; i0 < 5; i0++) {
  try {
    console.log((f8(true, {gamma: 2, x: [v7, new Array(2)].map(e => e)}) == {value: function (p) { return p; }, delta: "beta"}));
  } catch (e) { console.log(String(e).length); }
}
try {
  let v15 = 1e+21;
} catch (e) { console.log(String(e).length); }
console.log(v3);
console.log(v9);
for (let i0 = 0; i0 < 5; i0++) {
  let v16 = "gamma delta";
}
let v17 = NaN;
try {
  let v18 = v16;
} catch (e) { console.log(String(e).length); }
let v19 = {gamma: {gamma: [v3, (1.5 * 3.14159)].map(e => e)}};
let v20 = v19;
let v21 = JSON.stringify(v6);
try {
  let v22 = v16;
} catch (e) { console.log(String(e).length); }
console.log(v0);
function f23() {
  let v23 = {key: v6, delta: typeof v4};
  console.log(v15);
  for (let i1 = 0; i1 < 3; i1++) {
    let v24 = -2147483648;
  }
  let v25 = f8(JSON.stringify(v3), v3);
  return String(v1);
}
let v24 = JSON.stringify(v19);
console.log((f23() | f8({delta: (v5 + v18)}, 0)));
function f25(p0) {
  if (v0) {
    console.log(3.14159);
  } else {
    let v26 = (v1.length | "x beta");
  }
  return f8((JSON.stringify(v7) == [f8(v24, -0.0), function (p) { return p; }]), Math.max);
}
let v26 = [function (p) { return p; }, [[{}, new Array(0)].map(e => e), [v19]].map(e => e)].map(e => e);
try {
  let v27 = (Math.max << 1.5);
} catch (e) { console.log(String(e).length); }
let v28 = v26;
for (let i0 = 0; i0 < 5; i0++) {
  let v29 = f23();
  let v30 = (v15 + (new Array(2) * true));
}
console.log([(1e+21 == new Array(1)), f23()].map(e => e));
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v31 = "omega value x";
    let v32 = Symbol();
  }
} catch (e) { console.log(String(e).length); }
let v33 = new Array(3);
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v34 = v32;
  } catch (e) { console.log(String(e).length); }
  let v35 = (v12 < v6.length);
}

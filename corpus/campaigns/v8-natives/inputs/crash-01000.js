let v0 = "key";
%OptimizeFunctionOnNextCall("gamma beta");
let v1 = [];
if ((7 << 1e-07)) {
  try {
    console.log(v1);
  } catch (e) { console.log(String(e).length); }
} else {
  let v2 = "key";
}
try {
  let v3 = (v1 | {omega: {}, alpha: v1});
} catch (e) { console.log(String(e).length); }
console.log(42);
try {
  console.log((typeof v0 | [String(v0), v1].map(e => e)));
} catch (e) { console.log(String(e).length); }
function f4() {
  let v4 = 1.5;
  let v5 = v0;
  let v6 = (a => a + 1);
  return v5;
}
try {
  let v5 = f4();
} catch (e) { console.log(String(e).length); }
let v6 = f4();
function f7(p0, p1) {
  let v9 = p0;
  let v10 = (v5 + function (p) { return p; });
  let v11 = v10.length;
  try {
    let v12 = f4();
  } catch (e) { console.log(String(e).length); }
  return NaN;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v8 = v0;
  if (v0) {
    let v9 = typeof v3;
  } else {
    let v10 = NaN;
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v11 = [1];
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 1; i1++) {
    let v12 = "item";
  }
}
console.log(v3);
let v13 = (v12 == String(v3));
console.log(v9.length);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(v3);
}
let v14 = v10;
console.log(2147483647);
if (f7(Math.max, f4())) {
  console.log(function (p) { return p; });
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v15 = v12.length;
    let v16 = new Array(4);
  }
}
%PrepareFunctionForOptimization(f4);
let v17 = ([[v10], ([(v0 % [255, []].map(e => e)), 255] << Math.max)] & undefined);
if ([("node omega" & f7("key", {omega: v13, alpha: []})), typeof v5]) {
  try {
    let v18 = v8;
  } catch (e) { console.log(String(e).length); }
} else {
  let v19 = f7(v14, 65536);
}
function f20(p0) {
  console.log(typeof v8);
  for (let i1 = 0; i1 < 1; i1++) {
    let v21 = "x";
    let v22 = (f4() - v21);
  }
  let v23 = (2 % v15);
  return null;
}
let v21 = f20(v12);
console.log(v12);
let v22 = v12;
console.log(v8);
console.log(Infinity);
for (let i0 = 0; i0 < 3; i0++) {
  let v23 = v14;
  let v24 = v19;
}
try {
  console.log([null, v0]);
} catch (e) { console.log(String(e).length); }
function f25(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(v9);
    let v27 = v10;
  }
  %HaveSameMap(f20, f20);
  return 2;
}
let v26 = v16;
let v27 = new Array(2);
console.log(f4());
let v28 = ("beta omega value" + v6);
let v29 = "item value omega";
console.log([v10, String(v13)].map(e => e));
try {
  console.log(v15);
} catch (e) { console.log(String(e).length); }
let v30 = {gamma: ([0, {node: ((new Array(2) == -0.0) | [Math.max, 42].map(e => e)), key: (-1 * (new Array(1) % Math.max))}].map(e => e) - v27), delta: v10, key: v15};
let v31 = typeof v18;
let v32 = ["delta delta", [[NaN, v10].map(e => e)]].map(e => e);
let v33 = 1.5;
let v34 = v24;
for (let i0 = 0; i0 < 2; i0++) {
  let v35 = (String(v3) % [v31, v8].map(e => e));
}
function f36(p0) {
  let v37 = String(v8);
  return new Array(0);
}
let v37 = new Array(4);
if (f7("node alpha value", [String(v35), (undefined * undefined)].map(e => e))) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log({alpha: f7([true, ["alpha key delta"]].map(e => e), v13), value: v26});
  }
} else {
  console.log(Math.max);
}
try {
  %ToFastProperties(f20);
} catch (e) { console.log(String(e).length); }
let v38 = typeof v28;
let v39 = (f4() % [{item: [-0.0, f20(f4())]}, f25({key: "delta beta"}, 2147483647)].map(e => e));
try {
  let v40 = v1;
} catch (e) { console.log(String(e).length); }
let v41 = Symbol();
for (let i0 = 0; i0 < 2; i0++) {
  console.log(new Array(4));
}

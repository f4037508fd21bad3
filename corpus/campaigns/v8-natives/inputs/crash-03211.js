let v0 = [{alpha: false, key: (-0.0 + {value: [new Array(4), ({x: "beta value key", delta: {delta: true, beta: ["beta", 1e-07].map(e => e), gamma: "value"}, item: new Array(2)} == NaN)].map(e => e), alpha: null})}, {value: new Array(3)}].map(e => e);
try {
  let v1 = String(v0);
} catch (e) { console.log(String(e).length); }
let v2 = NaN;
let v3 = ([] & v0);
let v4 = (([{omega: v2}, "alpha"].map(e => e) < 1e+21) < "omega gamma");
console.log([false, Symbol()].map(e => e));
try {
  %GetOptimizationStatus(1e+21);
} catch (e) { console.log(String(e).length); }
console.log([0.5, v1, null]);
let v5 = [-0.0, JSON.stringify(v3)].map(e => e);
try {
  if (0.5) {
    let v6 = [0.5, null].map(e => e);
  } else {
    let v7 = [v3, new Array(1)].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
let v8 = new Array(4);
console.log([{key: "x alpha value", key: new Array(1), x: "beta"}, [JSON.stringify(v6), "key x alpha"].map(e => e)].map(e => e));
%NewRegExpWithBacktrackLimit(Symbol(), Math.max, JSON.stringify(v0));
function f9(p0) {
  let v10 = typeof v1;
  try {
    let v11 = [[{alpha: v3, key: typeof v6, delta: -1}, v4].map(e => e), v7.length].map(e => e);
  } catch (e) { console.log(String(e).length); }
  if (function (p) { return p; }) {
    console.log([2147483647, JSON.stringify(v10)].map(e => e));
  } else {
    let v12 = (String(v2) % v0);
  }
  return String(v7);
}
console.log(v4);
console.log(f9(f9(f9("node node beta"))));
console.log("node beta");
let v10 = JSON.stringify(v7);
let v11 = f9((JSON.stringify(v0) % (0 + Math.max)));
console.log(((String(v8) * v1) << v3));
let v12 = [typeof v2, [f9(null), {}].map(e => e)].map(e => e);
let v13 = [f9(1.5), [["omega", 2].map(e => e), [false, {item: (v11 - v6), key: [new Array(0), v5, new Array(3)], value: typeof v1}].map(e => e)].map(e => e)].map(e => e);
let v14 = [new Array(0), [(undefined << false), [1e-07, 0].map(e => e)].map(e => e)].map(e => e);
function f15(p0) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v16 = 42;
    let v17 = f9(f9(1.5));
  }
  if (new Array(1)) {
    let v18 = v10;
  } else {
    let v19 = v18;
  }
  let v20 = typeof p0;
  let v21 = (f9(v18) << v18.length);
  return f9([v11, Math.max].map(e => e));
}
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v16 = ([({delta: ([-0.0, [typeof v14, v4]].map(e => e) & v13), item: v10, node: ([new Array(1), -1].map(e => e) | 0)} + 0.5), null].map(e => e) & v6);
  } catch (e) { console.log(String(e).length); }
  let v17 = v14.length;
}
console.log(new Array(4));
function f18(p0) {
  let v19 = v10;
  try {
    let v20 = v8;
  } catch (e) { console.log(String(e).length); }
  return 1e-07;
}
console.log((new Array(1) + ("value" % ([v5, "omega delta omega", {}] & [v13]))));
function f19() {
  for (let i1 = 0; i1 < 1; i1++) {
    let v19 = [["beta", String(v11)].map(e => e), ((NaN < Symbol()) == ["item item omega", function (p) { return p; }].map(e => e))].map(e => e);
  }
  return {alpha: (([f9(v14)] * {node: JSON.stringify(v14)}) == v10), item: v4};
}
console.log((v6 == v0));
let v20 = v1;
console.log(v1);
let v21 = v16;
let v22 = new Array(2);
let v23 = v12;
let v24 = 0;
let v25 = (v13.length | v16);
let v26 = "gamma";
let v27 = String(v25);
let v28 = ["key beta", 1e-07].map(e => e);
try {
  console.log(f15(f18("beta node x")));
} catch (e) { console.log(String(e).length); }
let v29 = "x";
function f30(p0, p1) {
  let v32 = ("delta value" << v22.length);
  return f18(f15(v25));
}
try {
  console.log([v10, [v20, String(v8)].map(e => e)].map(e => e));
} catch (e) { console.log(String(e).length); }
let v31 = new Array(2);
let v32 = [v4, 2147483647].map(e => e);
console.log(v26);
try {
  if (f30(1.5, new Array(1))) {
    let v33 = (v26 | v25);
  } else {
    let v34 = new Array(4);
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  %StringCharCodeAt(f30, f9);
}
let v35 = v21;
if (v5.length) {
  try {
    let v36 = Symbol();
  } catch (e) { console.log(String(e).length); }
} else {
  let v37 = [v10, 1e-07].map(e => e);
}
try {
  let v38 = v33;
} catch (e) { console.log(String(e).length); }
let v39 = f18([v31]);

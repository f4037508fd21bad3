let v0 = new Array(2);
function f1(p0, p1) {
  let v3 = new Array(0);
  if (255) {
    let v4 = 1e-07;
  } else {
    let v5 = p1;
  }
  return Infinity;
}
try {
  console.log(JSON.stringify(v0));
} catch (e) { console.log(String(e).length); }
let v2 = v0;
try {
  console.log("item key");
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(([JSON.stringify(v2), f1(1.5, -0.0)].map(e => e) - [f1([v0.length], 0.5), [undefined, 1.5].map(e => e)].map(e => e)));
    let v3 = v2;
  }
} catch (e) { console.log(String(e).length); }
let v4 = v0;
console.log((f1(f1("x", {}), v0) * {key: [f1(0, v2.length), 42, [["omega gamma", v4].map(e => e), String(v2), v0]], omega: Symbol(), alpha: [-0.0, 0.5].map(e => e)}));
let v5 = new Array(3);
let v6 = v5;
function f7() {
  let v7 = [f1(v2, v6), [(-2147483648 * 42), new Array(0)].map(e => e)].map(e => e);
  try {
    console.log(([new Array(0), ("delta x node" & "alpha item")].map(e => e) - 2147483647));
  } catch (e) { console.log(String(e).length); }
  return ([JSON.stringify(v4), ([Infinity, {value: [String(v5), [[(2147483647 << [new Array(4), (a => a + 1)].map(e => e))], 42].map(e => e)].map(e => e), value: v6, key: v3}].map(e => e) - (1e+21 % undefined)), Symbol()] == f1(42, "node"));
}
if (f1({value: 42, key: function (p) { return p; }}, 1e+21)) {
  console.log("node beta delta");
} else {
  let v8 = ["value alpha x", (2147483647 * v4)].map(e => e);
}
%OptimizeFunctionOnNextCall(-0.0);
let v9 = typeof v4;
function f10(p0) {
  let v11 = 2147483647;
  let v12 = v2;
  try {
    let v13 = f1({item: 1e+21}, new Array(1));
  } catch (e) { console.log(String(e).length); }
  return Math.max;
}
if ({item: String(v4), node: [f7(), v2].map(e => e)}) {
  let v11 = 1e-07;
} else {
  console.log(v4);
}
console.log(([v5, f7()].map(e => e) + v8.length));
let v12 = v9;
for (let i0 = 0; i0 < 3; i0++) {
  if ((f1([(a => a + 1), new Array(3)].map(e => e), f7()) < 2147483647)) {
    let v13 = (JSON.stringify(v4) == v8);
  } else {
    let v14 = -2147483648;
  }
}
let v15 = f10(v8);
function f16() {
  if ([(v8 % new Array(0)), new Array(1)]) {
    let v16 = [v6, [v0, (([f7()] % 0.5) % 1e-07), {item: ([-0.0, 3.14159].map(e => e) % v5.length), value: function (p) { return p; }}]].map(e => e);
  } else {
    let v17 = 0.5;
  }
  let v18 = [[{}, []].map(e => e), v8].map(e => e);
  let v19 = v9.length;
  try {
    let v20 = [v9, [new Array(2), 2147483647].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return [v4, 0.5].map(e => e);
}
let v17 = Symbol();
let v18 = {delta: v11, item: v3};
console.log(new Array(0));
for (let i0 = 0; i0 < 1; i0++) {
  let v19 = v4;
}
let v20 = (Math.max | [v3, ["alpha omega", "alpha"].map(e => e)].map(e => e));
let v21 = [f7(), f1(v8, v5)].map(e => e);
function f22(p0) {
  console.log([JSON.stringify(v18), v5].map(e => e));
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(v8.length);
  }
  return undefined;
}
try {
  let v23 = f10(v2);
} catch (e) { console.log(String(e).length); }
let v24 = (f10(v5) < [{}, NaN].map(e => e));
%StringCharCodeAt(f1, f22);
let v25 = ({omega: new Array(1), node: v0.length, omega: (String(v4) & typeof v12)} * f10(v12));
let v26 = 2147483647;
let v27 = v5;
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v28 = [v13, f22(v18)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v29 = ([] | f16());
}
let v30 = v2;
let v31 = v4;
let v32 = v4;
function f33(p0) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v34 = JSON.stringify(v19);
    let v35 = f16();
  }
  try {
    let v36 = {key: (v18 + f10(42)), gamma: v35};
  } catch (e) { console.log(String(e).length); }
  let v37 = v34;
  return f7();
}
console.log([[v23, f22(typeof v32)], "delta item"].map(e => e));
let v34 = v13;
let v35 = v11;
let v36 = 7;
console.log(null);
%GetOptimizationStatus(null);
for (let i0 = 0; i0 < 1; i0++) {
  let v37 = false;
}
let v38 = f7();
console.log((f10(v24) << String(v19)));
function f39() {
  let v39 = [[[{gamma: v5, omega: 1e+21}, {item: f10(3.14159)}].map(e => e), v12].map(e => e), JSON.stringify(v30)].map(e => e);
  let v40 = f33(v18);
  console.log(String(v35));
  return v2;
}
if ((JSON.stringify(v35) * [[[{item: 1.5}, -2147483648].map(e => e), NaN].map(e => e), v8])) {
  try {
    let v40 = f33(String(v38));
  } catch (e) { console.log(String(e).length); }
} else {
  let v41 = ["omega", "item node gamma"].map(e => e);
}
let v42 = f33(v26);
if ([[[1e-07], f22({})].map(e => e), (2147483647 << v9)].map(e => e)) {
  if (String(v8)) {
    let v43 = [1, (f39() & f33([65536, v38, (new Array(1) == f10("x x gamma"))]))].map(e => e);
  } else {
    console.log(new Array(4));
  }
} else {
  try {
    let v44 = f33(f16());
  } catch (e) { console.log(String(e).length); }
}
let v45 = v3;
let v46 = [typeof v8, f22(f22([]))].map(e => e);
let v47 = [typeof v24, new Array(2)];

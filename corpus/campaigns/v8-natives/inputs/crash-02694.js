function f0(p0) {
  let v1 = JSON.stringify(p0);
  return {value: (a => a + 1), value: [], key: (p0 * {})};
}
let v1 = true;
%StringCharCodeAt(f0, v1);
let v2 = f0(v1);
let v3 = f0(f0(v2));
console.log(v2);
let v4 = 2147483647;
try {
  let v5 = typeof v4;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v6 = v4;
    let v7 = JSON.stringify(v2);
  }
}
console.log([f0(1), ["gamma delta node", v1, v4]].map(e => e));
console.log(v3);
let v8 = {item: [f0({node: (String(v5) | (7 == [f0([{omega: {beta: v7.length}}, 3.14159].map(e => e))])), item: f0(typeof v2)}), [new Array(0), -1].map(e => e)].map(e => e)};
let v9 = false;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v10 = false;
    console.log(NaN);
  }
  let v11 = v10;
}
let v12 = 1e+21;
let v13 = v7.length;
function f14() {
  let v14 = false;
  console.log((v14 == (v7 & "key key")));
  let v15 = v10;
  return ["key", (null & {value: ([((a => a + 1) + false), [(Symbol() - new Array(1)), Infinity].map(e => e), true] | [function (p) { return p; }, new Array(4)].map(e => e))})].map(e => e);
}
function f15(p0, p1) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v17 = v5;
    let v18 = [];
  }
  return true;
}
console.log([(f14() << f14())]);
try {
  let v16 = new Array(1);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v17 = v9;
  } catch (e) { console.log(String(e).length); }
  let v18 = 7;
}
let v19 = 7;
console.log(JSON.stringify(v4));
let v20 = v7;
console.log(v20);
let v21 = [-2147483648, new Array(0), [{}, v9].map(e => e)];
try {
  console.log(typeof v10);
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v22 = String(v7);
  }
} catch (e) { console.log(String(e).length); }
function f23(p0) {
  try {
    let v24 = v17;
  } catch (e) { console.log(String(e).length); }
  let v25 = f14();
  let v26 = String(p0);
  return JSON.stringify(v16);
}
console.log(v3);
for (let i0 = 0; i0 < 4; i0++) {
  let v24 = (a => a + 1);
}
let v25 = v18;
let v26 = v17;
let v27 = 3.14159;
let v28 = -1;
let v29 = v20;
function f30() {
  console.log(((["gamma delta beta"] == f14()) % v12));
  console.log([typeof v10, 7].map(e => e));
  return new Array(4);
}
console.log(new Array(0));
let v31 = v26;
try {
  if (f0(typeof v19)) {
    let v32 = -1;
  } else {
    let v33 = (([new Array(3), "item"].map(e => e) & ({} < "value gamma delta")) << -0.0);
  }
} catch (e) { console.log(String(e).length); }
let v34 = v19.length;
let v35 = f14();
let v36 = v21;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(((v8.length % (Math.max < new Array(3))) == [[new Array(1), null].map(e => e), [[v10, v4.length], new Array(0)].map(e => e)].map(e => e)));
  let v37 = [v32, [v20, true].map(e => e)].map(e => e);
}
let v38 = f15(typeof v12, typeof v19);
for (let i0 = 0; i0 < 2; i0++) {
  let v39 = "beta alpha beta";
}
console.log(typeof v17);
let v40 = {alpha: f23(function (p) { return p; })};
try {
  let v41 = v26.length;
} catch (e) { console.log(String(e).length); }
function f42() {
  console.log(f14());
  console.log(String(v33));
  let v42 = v26;
  return f15(v38, 0.5);
}
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v43 = f23(v19.length);
    let v44 = 3.14159;
  }
} catch (e) { console.log(String(e).length); }
%PrepareFunctionForOptimization(f14());
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v45 = [v40, "gamma delta item"].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v46 = f30();
}
if ("x omega") {
  %OptimizeFunctionOnNextCall(v4);
} else {
  let v47 = {x: f15(0.5, ("gamma item" < [v18, f15(String(v27), f15("delta item", {node: {delta: "item node"}, alpha: v34.length, key: v29}))]))};
}

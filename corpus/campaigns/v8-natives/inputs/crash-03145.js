let v0 = [1, undefined].map(e => e);
let v1 = String(v0);
console.log(Symbol());
let v2 = [new Array(0), 255];
let v3 = v1;
let v4 = 65536;
try {
  let v5 = typeof v0;
} catch (e) { console.log(String(e).length); }
%StringCharCodeAt(v0, {alpha: (v4 < new Array(1)), value: ["alpha omega omega"], omega: v4});
let v6 = String(v3);
let v7 = (JSON.stringify(v6) * [null]);
try {
  let v8 = 42;
} catch (e) { console.log(String(e).length); }
let v9 = new Array(1);
for (let i0 = 0; i0 < 1; i0++) {
  if (v5.length) {
    let v10 = true;
  } else {
    let v11 = [[undefined, ("delta delta item" % true)].map(e => e), [(null * 1e-07), "item alpha alpha"].map(e => e)].map(e => e);
  }
  console.log("key");
}
for (let i0 = 0; i0 < 2; i0++) {
  let v12 = null;
  if ({}) {
    let v13 = v0;
  } else {
    let v14 = new Array(3);
  }
}
%HaveSameMap([[v0, "delta"], [[1e+21, [new Array(3), function (p) { return p; }].map(e => e)].map(e => e)]].map(e => e), v7);
function f15(p0) {
  let v16 = Symbol();
  try {
    let v17 = v1;
  } catch (e) { console.log(String(e).length); }
  let v18 = JSON.stringify(v5);
  return v0;
}
function f16(p0) {
  let v17 = f15(new Array(1));
  for (let i1 = 0; i1 < 1; i1++) {
    let v18 = new Array(2);
  }
  return function (p) { return p; };
}
let v17 = [Math.max, (a => a + 1)].map(e => e);
let v18 = "gamma";
console.log([[2, [1.5, 2147483647].map(e => e)].map(e => e), (null - v14)].map(e => e));
function f19() {
  let v19 = [false, JSON.stringify(v7), "item"];
  let v20 = f15(v1);
  return [(f15({alpha: [([] * ["x", 1e+21]), ("item" < new Array(2))].map(e => e)}) < new Array(3)), "node"].map(e => e);
}
let v20 = [[v12, new Array(1)].map(e => e)];
let v21 = [v20, f16(JSON.stringify(v8))].map(e => e);
let v22 = 2147483647;
if (f15((3.14159 < typeof v4))) {
  %CompileBaseline(f16(v3.length));
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v23 = f16([([] | {beta: v7, node: typeof v17, omega: v10}), {value: Infinity, beta: v6, value: v22}].map(e => e));
  }
}
try {
  console.log([v12, f15(1)].map(e => e));
} catch (e) { console.log(String(e).length); }
if (f19()) {
  let v24 = 0;
} else {
  console.log((v11 << String(v12)));
}
let v25 = function (p) { return p; };
for (let i0 = 0; i0 < 1; i0++) {
  console.log(JSON.stringify(v7));
  for (let i1 = 0; i1 < 5; i1++) {
    let v26 = ("item omega node" & [v23.length, v0].map(e => e));
    let v27 = v4;
  }
}
console.log(v0.length);
let v28 = v18;
if ([v7, {delta: v26, beta: String(v4), value: [Math.max, ("item" | {})].map(e => e)}].map(e => e)) {
  try {
    let v29 = JSON.stringify(v22);
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v30 = {key: v0, delta: [v8, v28].map(e => e), node: [(({} * 0.5) == "key key item")]};
  } catch (e) { console.log(String(e).length); }
}
let v31 = [{gamma: JSON.stringify(v10), gamma: typeof v4}, Math.max].map(e => e);
let v32 = [{gamma: Infinity, gamma: v23, omega: 1.5}, v29.length].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  let v33 = f16(f19());
  let v34 = {};
}
let v35 = 2147483647;
try {
  let v36 = String(v12);
} catch (e) { console.log(String(e).length); }
if (JSON.stringify(v23)) {
  if ([v32, f15(v14)].map(e => e)) {
    let v37 = [-1, undefined, v12];
  } else {
    let v38 = f19();
  }
} else {
  let v39 = [([[], new Array(0)].map(e => e) + JSON.stringify(v25)), v24].map(e => e);
}
%IsBeingInterpreted();
let v40 = {alpha: {node: v38, alpha: JSON.stringify(v14)}};
let v41 = new Array(1);
try {
  let v42 = [1e-07, typeof v34];
} catch (e) { console.log(String(e).length); }
let v43 = f15((f16([String(v35)]) | [v3, v29, []]));
%CompileBaseline(f19);
for (let i0 = 0; i0 < 4; i0++) {
  let v44 = v42;
  try {
    let v45 = 3.14159;
  } catch (e) { console.log(String(e).length); }
}
try {
  console.log(1e-07);
} catch (e) { console.log(String(e).length); }
let v46 = (new Array(1) < f16(v36));

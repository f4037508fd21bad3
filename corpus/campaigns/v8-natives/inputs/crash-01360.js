let v0 = {omega: 1e-07, x: [[NaN, [["x node delta", Symbol()].map(e => e), 2, [[(a => a + 1), Math.max].map(e => e), ([1.5, new Array(4)] < {x: "delta", node: {gamma: new Array(1), item: {node: undefined}}})].map(e => e)]].map(e => e), ({} * "x value")], item: "alpha item"};
try {
  let v1 = 1;
} catch (e) { console.log(String(e).length); }
let v2 = "omega";
let v3 = NaN;
let v4 = v0;
%CompileBaseline(255);
function f5(p0, p1) {
  if ([(NaN - p1), {}, Symbol()]) {
    let v7 = [{}, new Array(1)].map(e => e);
  } else {
    console.log({});
  }
  let v8 = p1;
  return [JSON.stringify(v8), String(v3)].map(e => e);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v6 = true;
}
function f7() {
  console.log([JSON.stringify(v2), {key: JSON.stringify(v1), alpha: f5([{alpha: [v6, [new Array(2), {node: -2147483648, delta: f5(("item omega" < []), v1)}].map(e => e)].map(e => e)}, ["key node", 1, v6]].map(e => e), new Array(2)), gamma: v3}].map(e => e));
  return null;
}
let v8 = typeof v1;
function f9(p0, p1) {
  let v11 = NaN;
  let v12 = [(a => a + 1), (v0 & p1)].map(e => e);
  return f7();
}
let v10 = {gamma: v1, omega: v3};
let v11 = new Array(4);
console.log(v6);
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v12 = 1e+21;
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v13 = new Array(2);
  } catch (e) { console.log(String(e).length); }
}
if (f7()) {
  let v14 = f5(v10, Symbol());
} else {
  %CompileBaseline({alpha: undefined});
}
function f15(p0, p1) {
  let v17 = v4;
  let v18 = f9(p1, (v2 - [{item: new Array(0), alpha: NaN}, {key: v6.length, item: f9({omega: f9((function (p) { return p; } << Symbol()), v0), delta: new Array(2), delta: f7()}, f7()), gamma: f9(-0.0, f5({beta: (v17 == v4), delta: null}, {}))}].map(e => e)));
  return {gamma: (a => a + 1), alpha: f7(), item: v3};
}
let v16 = [(([(1e-07 % f9(1.5, {value: 3.14159, beta: 1, key: 2147483647})), v13] == (a => a + 1)) | [Infinity, false].map(e => e)), v10].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  let v17 = JSON.stringify(v13);
}
function f18(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(v6);
  }
  if (v3) {
    let v19 = v11;
  } else {
    let v20 = v4;
  }
  let v21 = f7();
  let v22 = 2147483647;
  return typeof v22;
}
console.log((f15(JSON.stringify(v12), (a => a + 1)) << true));
let v19 = [f7(), (v12 - v17)].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v20 = JSON.stringify(v16);
}
let v21 = Symbol();
let v22 = [Math.max, (["omega", undefined].map(e => e) * 2)].map(e => e);
if (function (p) { return p; }) {
  let v23 = ((v3 % f7()) << JSON.stringify(v17));
} else {
  let v24 = typeof v1;
}
function f25() {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(v10.length);
    let v25 = typeof v10;
  }
  return f7();
}
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v26 = v17;
  } catch (e) { console.log(String(e).length); }
  let v27 = v20;
}
let v28 = NaN;
let v29 = v8;
let v30 = 1.5;
let v31 = [false, v2].map(e => e);
if (f7()) {
  let v32 = v3;
} else {
  console.log(v20);
}

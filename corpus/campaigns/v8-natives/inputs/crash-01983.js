let v0 = [{node: {key: [1e+21], node: {omega: "alpha value", key: NaN}}}];
let v1 = -0.0;
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v2 = [-0.0, v0].map(e => e);
  }
}
function f3() {
  console.log(null);
  let v3 = "item";
  console.log((new Array(1) == JSON.stringify(v0)));
  return function (p) { return p; };
}
console.log((v1 - v0));
%IsBeingInterpreted();
let v4 = v1;
let v5 = v4;
let v6 = v0;
let v7 = {gamma: f3(), node: v6, x: f3()};
%PrepareFunctionForOptimization(Math.max);
console.log(v7);
console.log(f3());
let v8 = (f3() == "x gamma");
if (v0) {
  let v9 = ([([] % new Array(3)), v8].map(e => e) & v0.length);
} else {
  if (v7) {
    console.log(v4);
  } else {
    let v10 = [2147483647, f3()];
  }
}
if (v10) {
  let v11 = f3();
} else {
  %ToFastProperties(f3);
}
let v12 = v6;
let v13 = [0.5];
let v14 = {value: v10};
let v15 = f3();
function f16() {
  let v16 = v5;
  return {item: typeof v9, x: [7, v1].map(e => e)};
}
let v17 = v4;
try {
  console.log(new Array(4));
} catch (e) { console.log(String(e).length); }
let v18 = Infinity;
for (let i0 = 0; i0 < 5; i0++) {
  if (f16()) {
    let v19 = 2147483647;
  } else {
    let v20 = {beta: 2, omega: v7, delta: ([Math.max, [Symbol(), String(v18)]].map(e => e) << v6.length)};
  }
  let v21 = Symbol();
}
let v22 = [f16(), v2.length].map(e => e);
let v23 = 0.5;
%NeverOptimizeFunction(v22);
try {
  let v24 = f3();
} catch (e) { console.log(String(e).length); }
let v25 = v22;
function f26(p0, p1) {
  try {
    let v28 = v1.length;
  } catch (e) { console.log(String(e).length); }
  try {
    let v29 = v10;
  } catch (e) { console.log(String(e).length); }
  let v30 = JSON.stringify(v20);
  return Infinity;
}
console.log(typeof v10);
let v27 = String(v15);
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v28 = f16();
    let v29 = String(v28);
  }
} catch (e) { console.log(String(e).length); }
let v30 = v12;
let v31 = "key";
function f32() {
  try {
    let v32 = 1e-07;
  } catch (e) { console.log(String(e).length); }
  return JSON.stringify(v5);
}
let v33 = f26([f32(), 3.14159].map(e => e), -0.0);
let v34 = new Array(2);
let v35 = v27;
console.log(typeof v9);
let v36 = f3();
%CompileBaseline(f26);
let v37 = new Array(4);
function f38(p0) {
  if (String(v1)) {
    let v39 = 0.5;
  } else {
    let v40 = (1e+21 & f26(Symbol(), []));
  }
  try {
    let v41 = [(Math.max * false), [{item: (v12 - v7), alpha: v18, gamma: 0.5}, f3()].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return v13;
}
function f39(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v40 = String(v17);
    let v41 = null;
  }
  let v42 = new Array(2);
  let v43 = new Array(0);
  return f32();
}
for (let i0 = 0; i0 < 3; i0++) {
  let v40 = "x item item";
  let v41 = String(v27);
}
console.log(f32());
console.log(v15);
let v42 = ((v4 == v30) + v21);
%CompileBaseline("gamma delta beta");
let v43 = v24;

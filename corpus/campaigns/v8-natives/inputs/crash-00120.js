let v0 = (["beta beta"] < 2147483647);
let v1 = function (p) { return p; };
let v2 = 0.5;
let v3 = -0.0;
let v4 = [(v2 | v0), v0].map(e => e);
let v5 = {alpha: v4, value: typeof v4, x: JSON.stringify(v3)};
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v2);
  let v6 = v5;
}
let v7 = "x";
let v8 = Math.max;
let v9 = (false + (1e-07 == v8));
let v10 = "alpha delta";
for (let i0 = 0; i0 < 3; i0++) {
  let v11 = (v10 % v3);
}
console.log(typeof v8);
console.log(String(v3));
let v12 = v2;
for (let i0 = 0; i0 < 4; i0++) {
  let v13 = Infinity;
  let v14 = [v12.length, (new Array(2) == [1.5, 1].map(e => e))];
}
if (NaN) {
  let v15 = v7;
} else {
  if ((({} == ("node node x" & 255)) % [])) {
    let v16 = String(v12);
  } else {
    %OptimizeFunctionOnNextCall(String(v8));
  }
}
try {
  let v17 = {x: v0};
} catch (e) { console.log(String(e).length); }
let v18 = v16.length;
if (v10.length) {
  let v19 = v4;
} else {
  console.log(v4);
}
function f20(p0, p1) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v22 = {key: [3.14159, [[new Array(1), v10, {alpha: new Array(0), node: typeof v1, value: v2.length}]]].map(e => e), alpha: {x: -0.0, key: (new Array(0) * v19.length)}};
  }
  let v23 = v11;
  let v24 = v9;
  let v25 = [v10, 1.5].map(e => e);
  return "key omega";
}
let v21 = [v6, v4].map(e => e);
let v22 = 65536;
function f23(p0, p1) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(Symbol());
    let v25 = {};
  }
  let v26 = f20(1e+21, v18);
  try {
    let v27 = f20(42, [v13, [[null, f20("omega", false)].map(e => e)]].map(e => e));
  } catch (e) { console.log(String(e).length); }
  return [Symbol()];
}
function f24(p0) {
  let v25 = Math.max;
  let v26 = f23(new Array(4), Math.max);
  return 65536;
}
let v25 = "item alpha value";
let v26 = 255;
let v27 = ((v4 == function (p) { return p; }) < f20((a => a + 1), 1e+21));
let v28 = [f24((255 & NaN)), v15.length];
function f29() {
  console.log(1);
  return v7;
}
let v30 = [function (p) { return p; }, new Array(1)].map(e => e);
function f31() {
  let v31 = v27;
  let v32 = f29();
  let v33 = [Math.max, (v27.length == "omega")].map(e => e);
  let v34 = -0.0;
  return {};
}
let v32 = 1e+21;
let v33 = v32;
console.log(1.5);
if (f23(("beta" << v8), -0.0)) {
  let v34 = v11;
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v35 = v5;
  }
}
%ToFastProperties(0.5);
%CompileBaseline([function (p) { return p; }, String(v22)].map(e => e));
console.log(v26);
let v36 = v35;
try {
  console.log(f31());
} catch (e) { console.log(String(e).length); }

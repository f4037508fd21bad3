let v0 = ([null, new Array(0)].map(e => e) | new Array(1));
let v1 = [];
let v2 = 42;
let v3 = (new Array(0) + -2147483648);
%PrepareFunctionForOptimization(v2);
let v4 = v2;
console.log([((new Array(2) * "omega x") - typeof v1), null]);
let v5 = 1;
let v6 = v4;
console.log((null | -0.0));
let v7 = v6;
let v8 = String(v3);
function f9(p0) {
  let v10 = "beta value";
  return [1e-07, v10].map(e => e);
}
console.log(JSON.stringify(v6));
console.log([f9([[[null, v1].map(e => e)], [String(v6), v8.length, [v5, [true, new Array(1)].map(e => e)].map(e => e)]].map(e => e))]);
let v10 = [f9(v2), 7].map(e => e);
console.log({});
function f11() {
  let v11 = [Infinity, -0.0].map(e => e);
  let v12 = ["delta value value", [NaN, v1.length].map(e => e)].map(e => e);
  return -0.0;
}
console.log(v8);
let v12 = (1e-07 < v10);
function f13(p0, p1) {
  console.log([f11(), function (p) { return p; }].map(e => e));
  return {};
}
for (let i0 = 0; i0 < 4; i0++) {
  if (v8.length) {
    let v14 = ["alpha value value"];
  } else {
    let v15 = [new Array(4), new Array(4)].map(e => e);
  }
  try {
    console.log([(("x item node" << NaN) < JSON.stringify(v8))]);
  } catch (e) { console.log(String(e).length); }
}
try {
  let v16 = 1e-07;
} catch (e) { console.log(String(e).length); }
let v17 = v14;
let v18 = v8.length;
let v19 = NaN;
function f20() {
  try {
    let v20 = {key: -1};
  } catch (e) { console.log(String(e).length); }
  let v21 = v15;
  return v0;
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v18);
}
if (f13(v3, [f20(), f9("gamma")].map(e => e))) {
  let v21 = (v1 % (a => a + 1));
} else {
  try {
    let v22 = v10;
  } catch (e) { console.log(String(e).length); }
}
let v23 = v16;
let v24 = v3;
function f25(p0, p1) {
  try {
    let v27 = NaN;
  } catch (e) { console.log(String(e).length); }
  let v28 = [65536];
  console.log([[f13("delta beta", true), v21].map(e => e), [[p1], "x value node"].map(e => e)].map(e => e));
  return [new Array(2), 2147483647].map(e => e);
}
let v26 = (1.5 | [new Array(0), f25(2147483647, 1.5)].map(e => e));
let v27 = v1;
try {
  let v28 = [v10, [v19, false].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v29 = 1e-07;
console.log(f20());
let v30 = "delta";
let v31 = Math.max;
let v32 = [];
let v33 = v19;
console.log([typeof v3, f9(0.5)].map(e => e));
let v34 = JSON.stringify(v15);
if ((JSON.stringify(v19) * v26)) {
  let v35 = v4;
} else {
  console.log(-1);
}
try {
  let v36 = (v8 < (f25(new Array(3), 0.5) | ["x", Symbol()].map(e => e)));
} catch (e) { console.log(String(e).length); }
let v37 = (v22.length * 3.14159);
let v38 = [0, [v2, false].map(e => e)].map(e => e);
let v39 = v7;
try {
  let v40 = (v12 % "x item alpha");
} catch (e) { console.log(String(e).length); }
let v41 = [f25(f13(7, Symbol()), String(v17)), true].map(e => e);
let v42 = ["alpha node", Symbol()].map(e => e);

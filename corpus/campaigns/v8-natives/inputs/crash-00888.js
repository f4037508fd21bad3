%DeoptimizeFunction({gamma: "omega", key: [42, {alpha: "x value node", value: [Symbol(), -2147483648].map(e => e)}].map(e => e)});
function f0(p0, p1) {
  console.log([JSON.stringify(p1), p1].map(e => e));
  let v2 = "delta x";
  let v3 = String(p1);
  return p1.length;
}
let v1 = Infinity;
let v2 = new Array(1);
let v3 = v1;
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v2);
}
let v4 = 1e+21;
if (0.5) {
  let v5 = f0(f0(v2, f0("x", false)), "alpha");
} else {
  let v6 = "alpha gamma alpha";
}
%GetOptimizationStatus((({} - new Array(4)) & new Array(0)));
try {
  let v7 = f0(((function (p) { return p; } - {}) + String(v4)), Math.max);
} catch (e) { console.log(String(e).length); }
function f8(p0, p1) {
  let v10 = [(a => a + 1), Symbol()].map(e => e);
  let v11 = v2;
  return f0(([new Array(3), Symbol()].map(e => e) < ("omega key omega" % {})), (new Array(1) == {value: [v11, v6].map(e => e)}));
}
console.log(v2);
let v9 = v5;
let v10 = v5;
let v11 = new Array(2);
try {
  try {
    let v12 = 1;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
function f13() {
  let v13 = [["alpha", new Array(4)].map(e => e), v3].map(e => e);
  let v14 = String(v1);
  return f8(v6, new Array(0));
}
let v14 = (new Array(0) + (undefined & v6));
function f15(p0) {
  let v16 = [(v14 & (NaN + Math.max)), 3.14159, v12.length];
  return v7.length;
}
console.log(v9);
for (let i0 = 0; i0 < 4; i0++) {
  let v16 = v7;
}
try {
  let v17 = JSON.stringify(v6);
} catch (e) { console.log(String(e).length); }
let v18 = "x node alpha";
let v19 = [v9, v2];
console.log("alpha value value");
for (let i0 = 0; i0 < 2; i0++) {
  let v20 = typeof v3;
}
console.log([f8([f13()], v4)]);
let v21 = (v5.length | [v12, v7]);
let v22 = new Array(1);
for (let i0 = 0; i0 < 5; i0++) {
  let v23 = Infinity;
  let v24 = v9;
}
let v25 = v7;
%CompileBaseline(f0);
try {
  let v26 = JSON.stringify(v6);
} catch (e) { console.log(String(e).length); }
let v27 = [];
let v28 = v27;
console.log(v21);
let v29 = (({delta: function (p) { return p; }, alpha: v16, beta: v22} << v14.length) | (1.5 & ([] == "x omega x")));
let v30 = "node key alpha";
let v31 = f15(v7);
let v32 = [v24, [v11, f13()]].map(e => e);
let v33 = v9;
let v34 = v12;
let v35 = f8(v19, (a => a + 1));
try {
  let v36 = NaN;
} catch (e) { console.log(String(e).length); }
console.log(f13());
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v37 = v17;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 5; i1++) {
    let v38 = (typeof v1 | typeof v19);
  }
}
console.log(f8((undefined * String(v18)), f8(typeof v28, new Array(0))));
let v39 = [[v24, typeof v33].map(e => e), {x: f0(v11, 1e+21), alpha: v28.length}].map(e => e);
console.log(v9);
console.log((1e+21 - {}));
function f40(p0) {
  let v41 = true;
  if ((f8(String(v24), Symbol()) * v18)) {
    let v42 = v20;
  } else {
    let v43 = JSON.stringify(v12);
  }
  try {
    let v44 = f15(false);
  } catch (e) { console.log(String(e).length); }
  return (f8(((a => a + 1) | NaN), [{}, {}].map(e => e)) | v42.length);
}
let v41 = {omega: v36, gamma: v10};
let v42 = -1;

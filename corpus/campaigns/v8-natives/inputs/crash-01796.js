let v0 = {beta: {alpha: 2147483647, gamma: (1e+21 - 2), node: []}};
let v1 = v0;
let v2 = 255;
console.log(v2.length);
let v3 = true;
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = v0;
  let v5 = Symbol();
}
console.log("item value");
function f6() {
  %HasFastProperties([new Array(4), 0, ([{key: v3, alpha: v2}, new Array(1)].map(e => e) < JSON.stringify(v4))]);
  for (let i1 = 0; i1 < 3; i1++) {
    let v6 = [v3, (v3 << {node: {x: v5}, omega: v0, value: v3})].map(e => e);
  }
  return v3;
}
try {
  let v7 = [(a => a + 1), v0].map(e => e);
} catch (e) { console.log(String(e).length); }
let v8 = (v0 - true);
function f9(p0) {
  console.log((f6() % v0.length));
  for (let i1 = 0; i1 < 5; i1++) {
    console.log({});
  }
  let v10 = f6();
  return [v7, f6()].map(e => e);
}
%NeverOptimizeFunction(JSON.stringify(v8));
let v10 = undefined;
console.log(([v3, Infinity].map(e => e) + f9((undefined == 0))));
console.log(2147483647);
let v11 = f6();
let v12 = f6();
%CompileBaseline(v7);
console.log(new Array(4));
%CompileBaseline(typeof v10);
let v13 = JSON.stringify(v1);
let v14 = v7;
function f15(p0, p1) {
  let v17 = JSON.stringify(v7);
  return v7;
}
for (let i0 = 0; i0 < 3; i0++) {
  try {
    %ToFastProperties(f15(v12, JSON.stringify(v7)));
  } catch (e) { console.log(String(e).length); }
}
function f16(p0) {
  try {
    let v17 = new Array(1);
  } catch (e) { console.log(String(e).length); }
  let v18 = ["alpha", f9(p0)].map(e => e);
  return v5;
}
let v17 = f9([({item: v4, x: v1} % function (p) { return p; }), v13].map(e => e));
let v18 = [v3.length, typeof v3].map(e => e);
let v19 = v8.length;
let v20 = -0.0;
let v21 = (f6() << (function (p) { return p; } < v17));
let v22 = 3.14159;
if ((v8 % v19.length)) {
  let v23 = (a => a + 1);
} else {
  let v24 = false;
}
let v25 = v13;
let v26 = new Array(2);
function f27(p0) {
  console.log(v26);
  let v28 = new Array(2);
  if ([v28.length, (["node node", Symbol()].map(e => e) + 1e+21)].map(e => e)) {
    let v29 = v12;
  } else {
    console.log(v1);
  }
  return [v14, "node item"];
}
console.log(1);
let v28 = [(v21 == new Array(1)), f9(3.14159)];
console.log(v20);
let v29 = 3.14159;
let v30 = f16(v8);
for (let i0 = 0; i0 < 1; i0++) {
  let v31 = v28.length;
  console.log(v19);
}
try {
  try {
    let v32 = v5.length;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v33 = 42;
console.log("delta x item");
let v34 = v26.length;
let v35 = v23;
let v36 = (a => a + 1);
let v37 = Math.max;
if (v37) {
  let v38 = (a => a + 1);
} else {
  let v39 = (v37 % v33);
}
let v40 = "delta";
let v41 = v7;
let v42 = v32;

%GetOptimizationStatus(["omega item"]);
let v0 = (a => a + 1);
function f1(p0) {
  console.log(p0);
  let v2 = {beta: null, item: {}, gamma: [p0.length, (a => a + 1)].map(e => e)};
  console.log(v2);
  console.log(String(v2));
  return String(p0);
}
let v2 = [{alpha: f1(String(v0)), delta: v0, beta: v0}, false].map(e => e);
%CompileBaseline(1);
let v3 = ([v2, -2147483648].map(e => e) == 0.5);
console.log(1e-07);
let v4 = undefined;
let v5 = v0;
try {
  try {
    let v6 = 1;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if (v3) {
  console.log(String(v2));
} else {
  console.log([v5, v3.length].map(e => e));
}
let v7 = v6;
function f8() {
  let v8 = v0;
  let v9 = Symbol();
  console.log("node");
  return v3;
}
let v9 = f8();
function f10(p0) {
  console.log((f8() | v5));
  return p0;
}
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v11 = false;
    let v12 = (JSON.stringify(v9) * {node: 1.5, omega: typeof v7});
  }
}
let v13 = [["item item", v4].map(e => e), v5].map(e => e);
let v14 = [f8(), v11];
function f15() {
  let v15 = v7;
  return v11;
}
let v16 = v7;
if (String(v4)) {
  let v17 = new Array(0);
} else {
  let v18 = 7;
}
function f19() {
  if (v4) {
    console.log("key");
  } else {
    %CompileBaseline(f10(v11));
  }
  console.log((3.14159 & 65536));
  console.log(Infinity);
  let v19 = (NaN * {omega: v4.length, alpha: JSON.stringify(v2)});
  return String(v14);
}
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v20 = v6;
  } catch (e) { console.log(String(e).length); }
}
let v21 = function (p) { return p; };
let v22 = typeof v9;
let v23 = f19();
console.log("node omega delta");
try {
  let v24 = -0.0;
} catch (e) { console.log(String(e).length); }
let v25 = v13;
if ([{node: "gamma x"}, [Infinity, v14].map(e => e)].map(e => e)) {
  let v26 = typeof v4;
} else {
  console.log(f15());
}
if (String(v6)) {
  let v27 = v25;
} else {
  if (NaN) {
    let v28 = 2;
  } else {
    let v29 = v22;
  }
}
console.log(new Array(2));

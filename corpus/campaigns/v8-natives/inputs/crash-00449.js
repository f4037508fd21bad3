for (let i0 = 0; i0 < 3; i0++) {
  let v0 = new Array(1);
}
let v1 = 42;
let v2 = false;
function f3() {
  console.log([[{omega: [function (p) { return p; }, JSON.stringify(v1)].map(e => e)}, function (p) { return p; }, ["value delta", JSON.stringify(v2)].map(e => e)], ((Infinity & {item: new Array(3)}) - v1)].map(e => e));
  return 1.5;
}
%PrepareFunctionForOptimization(f3());
let v4 = f3();
let v5 = {};
if (v1) {
  let v6 = v4.length;
} else {
  let v7 = String(v6);
}
%HaveSameMap(f3(), f3);
let v8 = {delta: JSON.stringify(v0)};
function f9(p0) {
  let v10 = Math.max;
  return v4;
}
let v10 = v4.length;
console.log("value node");
if (v7) {
  let v11 = v8;
} else {
  try {
    console.log(new Array(2));
  } catch (e) { console.log(String(e).length); }
}
if (f9(f9((-2147483648 == function (p) { return p; })))) {
  console.log(255);
} else {
  let v12 = [v5, v5].map(e => e);
}
function f13(p0, p1) {
  console.log(v2);
  try {
    let v15 = "value";
  } catch (e) { console.log(String(e).length); }
  %CompileBaseline(v10);
  return v7;
}
if (f3()) {
  let v14 = v2;
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v15 = v6;
  }
}
console.log([JSON.stringify(v0), v4].map(e => e));
let v16 = v15;
let v17 = new Array(3);
let v18 = function (p) { return p; };
if (v17) {
  try {
    let v19 = f9([typeof v7, v1, [(1.5 - new Array(0)), [Math.max, 42].map(e => e)].map(e => e)]);
  } catch (e) { console.log(String(e).length); }
} else {
  let v20 = {x: false, value: 42, key: v12};
}
let v21 = f13({alpha: v19}, f13(undefined, "x"));
let v22 = "value";
function f23() {
  console.log(JSON.stringify(v4));
  let v23 = ((f13(-0.0, [NaN, v22.length, [v21, {node: NaN, gamma: (1e+21 << 2)}].map(e => e)]) % v19) == 65536);
  return [v18, (v2 < typeof v7)].map(e => e);
}
console.log([v0, 7].map(e => e));
if (f23()) {
  let v24 = f9([[], (-0.0 == "value node")].map(e => e));
} else {
  if (v2) {
    console.log(v17);
  } else {
    let v25 = v5;
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v17);
}
let v26 = ({} & NaN);
function f27(p0, p1) {
  let v29 = (v11 + v0);
  return [-0.0];
}
let v28 = Symbol();
let v29 = function (p) { return p; };
let v30 = v16.length;
let v31 = ([v6, Symbol()].map(e => e) == "value");
let v32 = [f13(JSON.stringify(v22), function (p) { return p; }), v17].map(e => e);
try {
  let v33 = Infinity;
} catch (e) { console.log(String(e).length); }

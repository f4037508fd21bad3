try {
  let v0 = [[{beta: [true, undefined].map(e => e), x: 42}, 7].map(e => e), {}].map(e => e);
} catch (e) { console.log(String(e).length); }
%CompileBaseline("x x");
let v1 = v0;
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = 1e+21;
}
let v3 = new Array(4);
let v4 = -0.0;
function f5() {
  let v5 = 1.5;
  let v6 = {};
  try {
    let v7 = v4;
  } catch (e) { console.log(String(e).length); }
  return new Array(4);
}
let v6 = [v3, "item key gamma"].map(e => e);
let v7 = Math.max;
let v8 = v7;
try {
  let v9 = false;
} catch (e) { console.log(String(e).length); }
if (function (p) { return p; }) {
  let v10 = ([[{}, "alpha omega"].map(e => e), 1.5].map(e => e) << v6);
} else {
  let v11 = false;
}
console.log(1e-07);
%IsBeingInterpreted();
console.log(v6);
console.log(new Array(4));
let v12 = v6;
function f13() {
  try {
    let v13 = f5();
  } catch (e) { console.log(String(e).length); }
  let v14 = f5();
  let v15 = [((new Array(3) < Symbol()) + null), (v3.length * v9.length)];
  return true;
}
let v14 = [1e-07, f5()].map(e => e);
function f15(p0) {
  console.log(-0.0);
  console.log([]);
  if ([f13(), f13()].map(e => e)) {
    let v16 = (v3.length - ["key node", f13()].map(e => e));
  } else {
    let v17 = v6;
  }
  if ([String(v11), String(v0)]) {
    let v18 = Infinity;
  } else {
    let v19 = v7;
  }
  return typeof v18;
}
let v16 = f5();
let v17 = v12;
let v18 = ["key", JSON.stringify(v2)].map(e => e);
let v19 = f13();
let v20 = v18;
let v21 = f13();
let v22 = [new Array(4), "x gamma"].map(e => e);
let v23 = f13();
let v24 = (v16 == [typeof v7, v10].map(e => e));
function f25() {
  let v25 = new Array(1);
  return [[], v22.length].map(e => e);
}
let v26 = [v21, Infinity, String(v24)];
let v27 = [1, {}];
console.log(Math.max);
function f28(p0) {
  let v29 = 1e-07;
  for (let i1 = 0; i1 < 2; i1++) {
    let v30 = [v23, ([] + ("x delta" << -1)), -0.0];
    let v31 = String(v14);
  }
  let v32 = typeof v22;
  let v33 = -2147483648;
  return f15(f5());
}
console.log(v6);
let v29 = f15(typeof v27);
%OptimizeFunctionOnNextCall(f25);
let v30 = v0;
let v31 = (42 & (("omega" + undefined) & f28(null)));
let v32 = new Array(3);
console.log(v23);
let v33 = undefined;
function f34(p0, p1) {
  let v36 = v10.length;
  if (v10) {
    let v37 = "alpha";
  } else {
    let v38 = typeof v27;
  }
  console.log(new Array(2));
  return (v27 < [f28(f15(new Array(1))), -2147483648, v2]);
}
function f35(p0) {
  if (f25()) {
    let v36 = f13();
  } else {
    let v37 = v31;
  }
  let v38 = [{item: String(v20)}];
  let v39 = String(v14);
  return {x: (f15("alpha") - [{}, new Array(3)].map(e => e)), omega: Math.max, delta: f15("key")};
}
let v36 = v26;
let v37 = v26;
console.log(f5());
console.log((v1 * typeof v24));
let v38 = typeof v11;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v39 = (v21 * [{x: {gamma: typeof v33, value: new Array(3)}}]);
    let v40 = v27;
  }
} catch (e) { console.log(String(e).length); }
console.log((new Array(1) << {node: Symbol(), x: [v14, (new Array(1) * [f25(), typeof v27])].map(e => e), value: v32}));

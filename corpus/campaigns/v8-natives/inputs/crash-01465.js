let v0 = new Array(0);
console.log(JSON.stringify(v0));
function f1() {
  %OptimizeFunctionOnNextCall(undefined);
  let v1 = v0;
  return new Array(2);
}
%DeoptimizeFunction("beta value node");
let v2 = [String(v0), -1].map(e => e);
let v3 = [[1e+21, (3.14159 + {alpha: (a => a + 1), alpha: v2, gamma: 42})].map(e => e), typeof v0].map(e => e);
let v4 = [new Array(3), f1()].map(e => e);
try {
  let v5 = "delta delta alpha";
} catch (e) { console.log(String(e).length); }
console.log(typeof v0);
let v6 = v0;
console.log({omega: {item: f1(), x: v3}, beta: v0});
let v7 = f1();
console.log(v3.length);
function f8(p0, p1) {
  let v10 = v0;
  let v11 = v5;
  return ([1e-07, v0].map(e => e) == false);
}
function f9(p0) {
  let v10 = {key: (({x: new Array(2), value: v0, delta: ["key", v5]} | function (p) { return p; }) % String(v5))};
  let v11 = 65536;
  for (let i1 = 0; i1 < 2; i1++) {
    let v12 = [String(v0), f8(v4, []), ["gamma x", v4].map(e => e)];
  }
  let v13 = (String(v5) < [v2, f8(Math.max, 2)].map(e => e));
  return f8("beta omega omega", [42, {value: function (p) { return p; }, node: (v2 * String(v0))}].map(e => e));
}
function f10(p0) {
  let v11 = [v2, 7];
  try {
    let v12 = p0;
  } catch (e) { console.log(String(e).length); }
  return "item delta value";
}
if (new Array(3)) {
  let v11 = "omega beta alpha";
} else {
  let v12 = v5;
}
console.log(Symbol());
let v13 = v5.length;
if ((typeof v2 + {omega: v2, alpha: [([] == "x"), (new Array(1) << Infinity)].map(e => e), key: [f8({omega: v2.length, omega: Symbol()}, 0.5), typeof v4].map(e => e)})) {
  let v14 = new Array(2);
} else {
  let v15 = new Array(0);
}
try {
  let v16 = false;
} catch (e) { console.log(String(e).length); }
let v17 = 3.14159;
function f18() {
  let v18 = null;
  try {
    let v19 = v18;
  } catch (e) { console.log(String(e).length); }
  let v20 = 1;
  return typeof v4;
}
let v19 = v16;
%PrepareFunctionForOptimization(JSON.stringify(v5));
let v20 = 0.5;
let v21 = f8(0.5, v0);
let v22 = v14;
console.log(f10(v22));
let v23 = null;
if ({key: (function (p) { return p; } & v16), value: JSON.stringify(v15)}) {
  if (v14) {
    let v24 = typeof v3;
  } else {
    let v25 = f9([(a => a + 1), 7].map(e => e));
  }
} else {
  console.log(f9(v5));
}
console.log(JSON.stringify(v19));
console.log((v4.length == ("x alpha alpha" == NaN)));
let v26 = -1;
let v27 = "beta delta";
let v28 = new Array(1);
let v29 = function (p) { return p; };
if (v20) {
  let v30 = v25;
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v31 = [new Array(1), [(["x key delta", {delta: String(v12), beta: [v16, [v15.length, v2].map(e => e)]}].map(e => e) % v3), typeof v24]].map(e => e);
    let v32 = new Array(2);
  }
}
let v33 = NaN;
function f34() {
  let v34 = true;
  console.log(255);
  let v35 = typeof v0;
  let v36 = JSON.stringify(v22);
  return v21;
}
let v35 = v25;
try {
  let v36 = Infinity;
} catch (e) { console.log(String(e).length); }
let v37 = false;
let v38 = [42, 42].map(e => e);
let v39 = undefined;
let v40 = typeof v30;
let v41 = [];

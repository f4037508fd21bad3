let v0 = {x: ([null, 0.5].map(e => e) == 255), alpha: {omega: 3.14159, value: (({node: 1e+21, alpha: Infinity, beta: function (p) { return p; }} - 1.5) % 1.5), delta: undefined}, value: Math.max};
try {
  console.log(v0);
} catch (e) { console.log(String(e).length); }
let v1 = 2;
for (let i0 = 0; i0 < 5; i0++) {
  let v2 = ((v1 == NaN) < v1);
  console.log([(a => a + 1), Symbol()].map(e => e));
}
for (let i0 = 0; i0 < 4; i0++) {
  if (true) {
    let v3 = 65536;
  } else {
    let v4 = Symbol();
  }
}
%DeoptimizeFunction(0.5);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(("value x" | v3));
  let v5 = new Array(0);
}
try {
  try {
    let v6 = "value";
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
%NewRegExpWithBacktrackLimit(Math.max, v3, {value: [[v0, v3].map(e => e), {omega: "x"}], alpha: "node beta gamma"});
function f7(p0, p1) {
  let v9 = 1.5;
  let v10 = Infinity;
  return (v10 == v0);
}
let v8 = [f7(undefined, {item: 42}), v1];
try {
  %NeverOptimizeFunction(f7);
} catch (e) { console.log(String(e).length); }
try {
  try {
    let v9 = v1;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v10 = f7(v8, ["delta gamma", [{key: 65536, beta: {}}, "gamma omega key"].map(e => e)].map(e => e));
console.log(new Array(4));
if ([(v3 - v0), (("x item beta" % {}) & 1e+21)].map(e => e)) {
  let v11 = [v3, 0.5].map(e => e);
} else {
  let v12 = {omega: true, x: v5};
}
console.log(["omega item", f7({x: v9, alpha: v3}, []), v11]);
console.log(v8);
let v13 = new Array(1);
console.log(v9);
try {
  if ([v0, [v8]].map(e => e)) {
    let v14 = v0;
  } else {
    let v15 = new Array(2);
  }
} catch (e) { console.log(String(e).length); }
console.log(typeof v6);
try {
  let v16 = "x";
} catch (e) { console.log(String(e).length); }
try {
  let v17 = (0.5 % {key: new Array(2)});
} catch (e) { console.log(String(e).length); }
let v18 = [new Array(4), [v12, v8.length].map(e => e)].map(e => e);
if ([undefined, String(v18)].map(e => e)) {
  let v19 = v14.length;
} else {
  let v20 = (a => a + 1);
}
let v21 = String(v19);
let v22 = v0;
console.log(typeof v19);
for (let i0 = 0; i0 < 4; i0++) {
  let v23 = (f7(f7("alpha beta", function (p) { return p; }), v0) | (v17 < (-1 + new Array(4))));
}
let v24 = v16.length;
try {
  %OptimizeFunctionOnNextCall([(a => a + 1), v12].map(e => e));
} catch (e) { console.log(String(e).length); }
function f25(p0) {
  let v26 = {};
  let v27 = f7(v16, f7(JSON.stringify(v14), typeof v8));
  console.log((v0 & "gamma item gamma"));
  let v28 = v14;
  return [v17, [{}, v12].map(e => e)].map(e => e);
}
console.log(v24.length);
console.log(v6);
let v26 = v16;
let v27 = v2.length;
for (let i0 = 0; i0 < 2; i0++) {
  console.log(1e-07);
}
console.log([v23, v26].map(e => e));
let v28 = v21;
function f29(p0) {
  let v30 = 1e-07;
  let v31 = (null % v3);
  try {
    let v32 = v14;
  } catch (e) { console.log(String(e).length); }
  return "gamma value delta";
}
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v30 = [Math.max, [f25(0.5), v17].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 2; i1++) {
    let v31 = v8;
    let v32 = [v5, [typeof v22, "beta"].map(e => e)].map(e => e);
  }
}
let v33 = {value: 2};
try {
  console.log(f7(0, JSON.stringify(v16)));
} catch (e) { console.log(String(e).length); }
let v34 = new Array(2);
let v35 = ([-2147483648, v3].map(e => e) * v30);
console.log(new Array(2));
if (v21) {
  console.log(v31);
} else {
  let v36 = f25("value delta omega");
}
let v37 = JSON.stringify(v6);
console.log(f29(false));
%CreatePrivateSymbol([((false + function (p) { return p; }) & f7(new Array(3), (a => a + 1))), v1]);
%DebugPrint(((undefined | ["item"]) < v14));
if (1e+21) {
  let v38 = new Array(1);
} else {
  if (v17) {
    let v39 = v20;
  } else {
    let v40 = JSON.stringify(v33);
  }
}
let v41 = [v5, 3.14159].map(e => e);
try {
  let v42 = v33;
} catch (e) { console.log(String(e).length); }
console.log(v15);
for (let i0 = 0; i0 < 3; i0++) {
  let v43 = JSON.stringify(v36);
}
try {
  let v44 = [v43.length, v34].map(e => e);
} catch (e) { console.log(String(e).length); }

let v0 = ([-2147483648, ({} + [{item: {}, gamma: 0}])].map(e => e) + 1);
try {
  console.log(-0.0);
} catch (e) { console.log(String(e).length); }
function f1() {
  let v1 = 1.5;
  let v2 = v0;
  for (let i1 = 0; i1 < 5; i1++) {
    let v3 = 1e-07;
  }
  return typeof v2;
}
function f2(p0) {
  let v3 = f1();
  %OptimizeFunctionOnNextCall(v0);
  return 3.14159;
}
let v3 = [String(v0), (65536 << {delta: v0, value: JSON.stringify(v0)})].map(e => e);
console.log([f2(255), "item", undefined]);
for (let i0 = 0; i0 < 3; i0++) {
  %NewRegExpWithBacktrackLimit(v3.length, f2, f1());
}
let v4 = function (p) { return p; };
function f5(p0) {
  let v6 = p0;
  let v7 = f1();
  for (let i1 = 0; i1 < 5; i1++) {
    let v8 = false;
  }
  return [v7.length, 3.14159].map(e => e);
}
console.log([v4, v3].map(e => e));
let v6 = v4;
let v7 = v3;
console.log(("key" | JSON.stringify(v3)));
let v8 = "value beta beta";
let v9 = v6;
let v10 = new Array(0);
try {
  let v11 = NaN;
} catch (e) { console.log(String(e).length); }
console.log({x: [[new Array(1), "item omega node"].map(e => e), Infinity].map(e => e)});
let v12 = "key gamma node";
console.log(f2(f2(Symbol())));
function f13(p0, p1) {
  if (v12) {
    let v15 = f5([["x item beta", {item: v12}].map(e => e), String(v8)].map(e => e));
  } else {
    let v16 = typeof v4;
  }
  let v17 = ([p1, Symbol()] * [String(v3), 42, v15]);
  if ((new Array(3) == JSON.stringify(v10))) {
    let v18 = f2(function (p) { return p; });
  } else {
    console.log([(a => a + 1), (v3 < [function (p) { return p; }, 3.14159].map(e => e))].map(e => e));
  }
  let v19 = [new Array(2), v7.length].map(e => e);
  return v7;
}
let v14 = NaN;
let v15 = v7;
function f16(p0) {
  try {
    let v17 = v6;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(NaN);
    let v18 = -0.0;
  }
  let v19 = p0;
  let v20 = v11;
  return 42;
}
let v17 = f5(function (p) { return p; });
let v18 = [1e-07, v11.length].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  let v19 = [(f2(new Array(2)) - f5(new Array(2))), function (p) { return p; }, (JSON.stringify(v10) * f5(function (p) { return p; }))];
  let v20 = [v8, [[v12, ["delta beta gamma", 2].map(e => e)].map(e => e)], (v0 < v7.length)];
}
if (String(v19)) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v21 = String(v8);
    let v22 = (undefined - [(Math.max < 0.5), -2147483648].map(e => e));
  }
} else {
  console.log(2);
}
let v23 = v10;
if (new Array(1)) {
  try {
    let v24 = [(JSON.stringify(v0) % ([] % {beta: [String(v17), f2("item alpha alpha")].map(e => e), beta: undefined})), (Symbol() * 3.14159)].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  console.log(v4);
}
let v25 = f2(v22);
let v26 = Infinity;
console.log(v22);
%GetOptimizationStatus(typeof v9);
console.log(null);
try {
  if (v25) {
    console.log(v18);
  } else {
    let v27 = (({key: true, alpha: 42} < v18) * v24);
  }
} catch (e) { console.log(String(e).length); }
try {
  let v28 = f13(-0.0, [f2({alpha: v22.length, node: JSON.stringify(v0), delta: typeof v3}), []].map(e => e));
} catch (e) { console.log(String(e).length); }
console.log(v22);
let v29 = [((0.5 % "omega key") < 1e+21), v0].map(e => e);
console.log([1e-07, f16(String(v6))].map(e => e));
let v30 = v15;
let v31 = f5(-1);
console.log(("node key beta" << v11));
let v32 = v8;
try {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log((v3 + Math.max));
  }
} catch (e) { console.log(String(e).length); }
function f33() {
  try {
    let v33 = v23.length;
  } catch (e) { console.log(String(e).length); }
  let v34 = 0.5;
  let v35 = v23;
  let v36 = Symbol();
  return f1();
}
let v34 = 1;
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v7);
}
let v35 = {omega: f33()};
if (new Array(4)) {
  let v36 = v11;
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(1e-07);
    console.log(typeof v10);
  }
}
for (let i0 = 0; i0 < 3; i0++) {
  let v37 = [([function (p) { return p; }] == [new Array(2), [(v29.length < 1e-07)]].map(e => e)), f2(null)].map(e => e);
}
try {
  console.log([v12.length, -0.0].map(e => e));
} catch (e) { console.log(String(e).length); }
let v38 = [{value: (function (p) { return p; } < Math.max)}, f1(), 2];
let v39 = 1.5;
function f40(p0, p1) {
  let v42 = 1;
  if (v23) {
    let v43 = v9;
  } else {
    let v44 = v21;
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v45 = 1;
    let v46 = v30;
  }
  return new Array(2);
}
let v41 = (v39 == 1e-07);

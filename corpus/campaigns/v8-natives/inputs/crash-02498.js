let v0 = "delta gamma gamma";
function f1(p0, p1) {
  let v3 = 65536;
  %HasFastProperties([p0, undefined].map(e => e));
  try {
    let v4 = v0;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(v0);
    let v5 = 1;
  }
  return p0;
}
try {
  let v2 = v0;
} catch (e) { console.log(String(e).length); }
console.log((JSON.stringify(v0) & typeof v0));
let v3 = new Array(0);
let v4 = null;
let v5 = 42;
function f6(p0) {
  if (f1(f1((0.5 == null), f1({value: (1e-07 - f1(-1, 0.5)), delta: [[1, 1e+21].map(e => e), [Math.max, (a => a + 1)].map(e => e)].map(e => e), gamma: "delta omega value"}, [JSON.stringify(v3), (1e+21 == new Array(4))])), [v4, {delta: [JSON.stringify(p0), null, ((new Array(1) % new Array(0)) << ({} % new Array(4)))]}].map(e => e))) {
    let v7 = 65536;
  } else {
    let v8 = [NaN, f1((-0.0 % "omega"), f1({beta: v4}, undefined))].map(e => e);
  }
  for (let i1 = 0; i1 < 2; i1++) {
    let v9 = 65536;
  }
  let v10 = [v4, p0.length];
  return [v7, v4].map(e => e);
}
let v7 = new Array(2);
let v8 = JSON.stringify(v5);
let v9 = v8;
let v10 = ([f1(JSON.stringify(v0), v4), true, [[[(String(v9) % Math.max), f1(-1, [1.5, false].map(e => e))], "delta value item"].map(e => e), v4].map(e => e)] + [v8, (0 << "x gamma")].map(e => e));
let v11 = v3;
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log([{}, Math.max]);
  }
  let v12 = 1e-07;
}
function f13() {
  if (Infinity) {
    %CompileBaseline(f6(Infinity));
  } else {
    let v13 = new Array(1);
  }
  if (typeof v12) {
    let v14 = {node: v8};
  } else {
    let v15 = new Array(4);
  }
  let v16 = {value: v0, gamma: v13};
  return v3.length;
}
let v14 = new Array(4);
try {
  let v15 = v2;
} catch (e) { console.log(String(e).length); }
try {
  let v16 = v10;
} catch (e) { console.log(String(e).length); }
let v17 = -0.0;
let v18 = new Array(3);
for (let i0 = 0; i0 < 4; i0++) {
  let v19 = [(v14 * f13()), v5.length].map(e => e);
  let v20 = [String(v0), String(v12)];
}
let v21 = v18;
try {
  console.log(f6(["key delta", (new Array(0) < f6(3.14159)), f1((Symbol() * 0.5), (-0.0 == [(typeof v0 << f1([], 1e+21)), Symbol(), ("omega key" == {})]))]));
} catch (e) { console.log(String(e).length); }
let v22 = (f1("item", f13()) << v9);
let v23 = ["item beta node", (JSON.stringify(v8) - v8.length)].map(e => e);
console.log(null);
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v24 = Math.max;
  }
} catch (e) { console.log(String(e).length); }
let v25 = new Array(2);
for (let i0 = 0; i0 < 3; i0++) {
  if (v7.length) {
    let v26 = String(v25);
  } else {
    console.log(v4);
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  let v27 = f13();
}
%HaveSameMap(["x delta", [{node: typeof v27}, Symbol()].map(e => e)].map(e => e), v23);
let v28 = v5;
if (v8) {
  console.log([(v21.length << f6(1)), v22].map(e => e));
} else {
  let v29 = new Array(2);
}
let v30 = (Symbol() + Math.max);
try {
  let v31 = typeof v24;
} catch (e) { console.log(String(e).length); }
let v32 = (v8 & (JSON.stringify(v23) * ({node: ["delta delta delta", v11.length].map(e => e), omega: v26} - "gamma")));
let v33 = (typeof v30 * f1({value: v20, node: (f13() < f6(65536)), delta: v29}, Math.max));
let v34 = v31;
console.log(typeof v15);
let v35 = 0.5;
let v36 = 2147483647;
let v37 = NaN;
%PrepareFunctionForOptimization(f1);
let v38 = "key alpha";
let v39 = v28;
console.log(v36);
console.log([f6(v24), v24].map(e => e));
try {
  let v40 = v37;
} catch (e) { console.log(String(e).length); }
if (String(v27)) {
  console.log([([v20, [undefined, v3].map(e => e)] + 1), f6(v20.length)].map(e => e));
} else {
  let v41 = v40;
}

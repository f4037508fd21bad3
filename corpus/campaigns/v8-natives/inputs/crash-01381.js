let v0 = [Math.max, Math.max];
console.log((a => a + 1));
function f1(p0) {
  let v2 = [[(new Array(0) == "node"), ({beta: {omega: {item: undefined, value: (NaN * (NaN % new Array(4))), beta: {alpha: v0, x: ([new Array(3), {node: 0.5, delta: function (p) { return p; }, omega: (new Array(0) % ({} | 42))}] * p0), omega: v0}}, gamma: p0, delta: {delta: JSON.stringify(p0)}}} - NaN)].map(e => e)];
  for (let i1 = 0; i1 < 1; i1++) {
    %NeverOptimizeFunction("value key value");
    let v3 = p0;
  }
  return v2;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v2 = true;
}
let v3 = f1("gamma key");
function f4(p0) {
  if (-2147483648) {
    let v5 = f1(Math.max);
  } else {
    let v6 = (typeof v0 * {});
  }
  if (1.5) {
    let v7 = v3;
  } else {
    console.log((typeof v7 * ((new Array(2) < {beta: v0, key: (2 % p0), delta: f1([{value: [v0, typeof v3].map(e => e), key: "omega alpha item", key: (v5.length < v2)}, [-2147483648, p0, typeof v7]].map(e => e))}) | "gamma beta")));
  }
  for (let i1 = 0; i1 < 4; i1++) {
    let v8 = JSON.stringify(v0);
    let v9 = f1(({omega: v3} << v8));
  }
  return String(v8);
}
let v5 = v0;
let v6 = {};
try {
  let v7 = v0;
} catch (e) { console.log(String(e).length); }
console.log(v6);
try {
  let v8 = f4([[(0 % 3.14159), ({} * (a => a + 1))].map(e => e), NaN]);
} catch (e) { console.log(String(e).length); }
try {
  let v9 = String(v5);
} catch (e) { console.log(String(e).length); }
let v10 = null;
let v11 = {x: 42, value: (-0.0 % ([(v10.length < v10), String(v7), v10] % 255))};
if ([[v7, v9.length].map(e => e), f1({node: [v10, [f4("gamma"), [v3, v2]].map(e => e), 1e+21], beta: v5, alpha: "delta value item"})].map(e => e)) {
  let v12 = v11;
} else {
  let v13 = [f4(f4([])), v11].map(e => e);
}
function f14() {
  if (([2, v10].map(e => e) - (String(v6) & new Array(0)))) {
    let v14 = [];
  } else {
    let v15 = v10;
  }
  let v16 = v0;
  return 42;
}
if (v10) {
  let v15 = (Infinity + (String(v9) & 3.14159));
} else {
  let v16 = (function (p) { return p; } < v8);
}
let v17 = v13;
console.log([v6, new Array(2)]);
let v18 = f14();
console.log(-0.0);
let v19 = new Array(0);
try {
  let v20 = v16;
} catch (e) { console.log(String(e).length); }
let v21 = f14();
let v22 = ([typeof v17, JSON.stringify(v18), (new Array(3) == ["alpha x", "key"].map(e => e))] | v20);
function f23(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    %CompileBaseline(f4);
  }
  return f1((f1(new Array(0)) | new Array(2)));
}
function f24(p0) {
  console.log(v11);
  return v9;
}
let v25 = [v6];
let v26 = typeof v15;
let v27 = ([] * v2);
let v28 = new Array(3);
try {
  let v29 = v10;
} catch (e) { console.log(String(e).length); }
let v30 = 7;
console.log(f23(v6));
let v31 = String(v18);
function f32() {
  for (let i1 = 0; i1 < 2; i1++) {
    let v32 = v9;
    let v33 = v21;
  }
  return v21;
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(f23(v26));
  let v33 = v25;
}
let v34 = f1(new Array(1));
if ("delta key item") {
  let v35 = "x x key";
} else {
  let v36 = [];
}
%DeoptimizeFunction(f4);
for (let i0 = 0; i0 < 1; i0++) {
  if (String(v34)) {
    let v37 = ([(new Array(4) == Math.max), -0.0].map(e => e) < (undefined % new Array(0)));
  } else {
    console.log(42);
  }
  try {
    let v38 = v20;
  } catch (e) { console.log(String(e).length); }
}
%IsBeingInterpreted();
function f39() {
  console.log([typeof v16, (v37 == v10)].map(e => e));
  return v15;
}
%OptimizeFunctionOnNextCall(f14);
try {
  let v40 = v20;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v41 = v9;
  console.log(null);
}
try {
  let v42 = [f39(), 7, [v20, [{value: ((Symbol() % new Array(4)) < 1.5), x: typeof v9}, new Array(2)].map(e => e)].map(e => e)];
} catch (e) { console.log(String(e).length); }
function f43(p0) {
  try {
    let v44 = String(v12);
  } catch (e) { console.log(String(e).length); }
  return f23(v26);
}
if (v2) {
  let v44 = [{node: (v15 % (function (p) { return p; } < 7)), value: v8, key: v26}, Symbol()].map(e => e);
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v45 = (v13 < (v27 == [{value: f4((new Array(1) << Math.max)), key: v31, x: f24("node")}]));
  }
}

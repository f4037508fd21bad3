let v0 = (true | undefined);
let v1 = v0;
console.log(Symbol());
let v2 = [(3.14159 << [[[{item: (({} - [{node: Infinity}, {item: v1, value: v0}]) % 3.14159), beta: v1}, true].map(e => e), (JSON.stringify(v1) | [1, new Array(1)].map(e => e)), [(0 - [v1]), v1].map(e => e)], "beta beta"].map(e => e)), 3.14159].map(e => e);
try {
  try {
    let v3 = -1;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v4 = [String(v0), 65536].map(e => e);
%GetOptimizationStatus(v2);
console.log(([(function (p) { return p; } & typeof v1), new Array(4), v4] % [("node x" << function (p) { return p; }), JSON.stringify(v3)].map(e => e)));
let v5 = 1.5;
let v6 = {};
function f7() {
  let v7 = v1;
  let v8 = v1;
  return -1;
}
function f8() {
  let v8 = v3;
  try {
    let v9 = (v5 << 2147483647);
  } catch (e) { console.log(String(e).length); }
  let v10 = Math.max;
  %CompileBaseline(["key x", undefined]);
  return -1;
}
console.log(v6);
let v9 = new Array(3);
let v10 = v0;
let v11 = "omega gamma";
if ([NaN, 1].map(e => e)) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(String(v4));
    console.log(3.14159);
  }
} else {
  console.log(new Array(4));
}
let v12 = {x: {}, value: -1};
let v13 = 42;
let v14 = NaN;
console.log((v13.length < (f7() * v4)));
console.log(1);
let v15 = v5;
function f16() {
  for (let i1 = 0; i1 < 3; i1++) {
    let v16 = v10;
    console.log(v2);
  }
  console.log([v5, new Array(0)].map(e => e));
  let v17 = true;
  console.log((a => a + 1));
  return (a => a + 1);
}
let v17 = ((-1 | f7()) == (["delta delta", (a => a + 1)].map(e => e) | v1));
try {
  if (v14) {
    let v18 = f8();
  } else {
    let v19 = (JSON.stringify(v1) & v14);
  }
} catch (e) { console.log(String(e).length); }
if (v3) {
  console.log(f16());
} else {
  console.log([v5, v1].map(e => e));
}
if ([f16(), (v5 == f7())].map(e => e)) {
  try {
    let v20 = JSON.stringify(v13);
  } catch (e) { console.log(String(e).length); }
} else {
  let v21 = f16();
}
let v22 = f8();
%CompileBaseline(typeof v11);
console.log(-1);
let v23 = f8();
function f24(p0) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v25 = f8();
  }
  return Symbol();
}
for (let i0 = 0; i0 < 5; i0++) {
  if (((a => a + 1) << undefined)) {
    let v25 = [1, {node: v4, item: {key: {beta: v6, value: null}, delta: 2147483647}, beta: {x: String(v17), delta: v1, key: [[v17, ({} * 1.5)].map(e => e), v13, 2147483647]}}].map(e => e);
  } else {
    let v26 = [f8(), (f7() << 1.5)].map(e => e);
  }
  let v27 = [f7(), -0.0].map(e => e);
}
let v28 = v17;
for (let i0 = 0; i0 < 1; i0++) {
  console.log([]);
  console.log([new Array(3), v3].map(e => e));
}
let v29 = "omega item delta";
function f30(p0) {
  let v31 = [v5, v19].map(e => e);
  let v32 = 1.5;
  for (let i1 = 0; i1 < 2; i1++) {
    let v33 = 1e+21;
    let v34 = {key: (f7() - 2147483647), delta: 0.5, beta: f8()};
  }
  let v35 = JSON.stringify(v13);
  return [{gamma: f7(), delta: v10, omega: (v1 | String(v0))}, ["item key", String(v4), ((Symbol() | 2147483647) << v5)]].map(e => e);
}
let v31 = 0.5;
let v32 = (a => a + 1);
let v33 = {key: (a => a + 1), beta: {item: typeof v29}};
function f34() {
  let v34 = [v4, (f30(undefined) < new Array(3))].map(e => e);
  console.log((null == v12));
  return v32;
}
console.log(((f8() - (new Array(3) | -2147483648)) - [7, f34()].map(e => e)));
let v35 = f16();
console.log(f24("key"));
let v36 = ([v12, v25, [{beta: v13, node: [[], v21].map(e => e), node: v13}, Symbol()].map(e => e)] + f16());
%StringCharCodeAt((-1 | 65536), f16);

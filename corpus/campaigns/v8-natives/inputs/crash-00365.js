%PrepareFunctionForOptimization(0.5);
let v0 = ["omega item", "key"].map(e => e);
try {
  let v1 = undefined;
} catch (e) { console.log(String(e).length); }
console.log(v1);
let v2 = v0;
let v3 = "key";
let v4 = 1;
let v5 = [-0.0, (JSON.stringify(v2) * 7)].map(e => e);
let v6 = 2;
if (v6) {
  let v7 = v2.length;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v8 = (a => a + 1);
  }
}
function f9(p0) {
  let v10 = JSON.stringify(v2);
  if (String(v1)) {
    console.log([false, [v7, "delta"].map(e => e)]);
  } else {
    let v11 = {beta: [[new Array(1), 1].map(e => e), 7].map(e => e), alpha: v4, node: p0};
  }
  let v12 = "gamma delta";
  let v13 = 1e+21;
  return 65536;
}
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v10 = "item";
    let v11 = v6;
  }
} catch (e) { console.log(String(e).length); }
function f12(p0) {
  console.log((v10 == v8));
  for (let i1 = 0; i1 < 3; i1++) {
    let v13 = v8;
  }
  return [];
}
console.log((String(v6) + {delta: 2147483647, item: true, key: Math.max}));
function f13() {
  let v13 = v0;
  for (let i1 = 0; i1 < 3; i1++) {
    let v14 = ({node: ([NaN, "key"].map(e => e) & [[], true].map(e => e)), beta: ([] & Math.max)} < new Array(4));
  }
  console.log(v1);
  return v14;
}
console.log([(String(v2) % [{alpha: new Array(4), omega: "key alpha"}, "omega beta omega"].map(e => e)), v0].map(e => e));
try {
  let v14 = new Array(3);
} catch (e) { console.log(String(e).length); }
console.log((a => a + 1));
let v15 = [v7, undefined];
function f16(p0, p1) {
  let v18 = {node: 3.14159, delta: [[], p1].map(e => e)};
  let v19 = f13();
  return v8;
}
if ([f16(undefined, new Array(1)), v0]) {
  let v17 = [{}, v3].map(e => e);
} else {
  let v18 = 3.14159;
}
console.log(v8.length);
for (let i0 = 0; i0 < 1; i0++) {
  let v19 = f16(null, Math.max);
}
let v20 = "beta";
try {
  console.log((Math.max % v18));
} catch (e) { console.log(String(e).length); }
console.log((f13() % [{key: "delta alpha", value: [{item: [[null, "item"].map(e => e), v6].map(e => e), value: f13()}, v19].map(e => e), beta: v20}, v10].map(e => e)));

let v0 = {key: "item key", node: ([[], new Array(2)].map(e => e) | [2147483647, -2147483648, function (p) { return p; }])};
console.log(typeof v0);
console.log(v0);
console.log((v0 - v0));
let v1 = {value: (v0.length & v0)};
%NeverOptimizeFunction((v0 % "omega beta node"));
console.log({beta: v0, omega: typeof v0, omega: v1});
let v2 = [JSON.stringify(v1), [JSON.stringify(v0), {gamma: v1, delta: String(v1), beta: -0.0}].map(e => e)].map(e => e);
let v3 = Infinity;
let v4 = v2.length;
try {
  let v5 = 2147483647;
} catch (e) { console.log(String(e).length); }
try {
  if (v0) {
    let v6 = [[0.5, v5].map(e => e), v3.length, 1.5];
  } else {
    let v7 = v0;
  }
} catch (e) { console.log(String(e).length); }
if (NaN) {
  let v8 = new Array(4);
} else {
  let v9 = [];
}
let v10 = [[v8, {key: v5.length, item: false, alpha: v7}].map(e => e), []].map(e => e);
if (v2) {
  let v11 = -0.0;
} else {
  let v12 = new Array(0);
}
console.log(Infinity);
console.log([v7, Infinity].map(e => e));
let v13 = v2;
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = false;
}
try {
  let v15 = [{x: 2, beta: -1, key: "x"}, [(a => a + 1), ({key: 1e-07, value: v0} * {delta: v8})].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }
try {
  console.log(v9);
} catch (e) { console.log(String(e).length); }
let v16 = "alpha value";

let v0 = null;
try {
  let v1 = (v0 % "value key");
} catch (e) { console.log(String(e).length); }
let v2 = new Array(0);
console.log((typeof v2 * JSON.stringify(v2)));
console.log((new Array(0) | NaN));
for (let i0 = 0; i0 < 1; i0++) {
  console.log(1.5);
  %OptimizeFunctionOnNextCall({beta: undefined, alpha: [42, v0].map(e => e), item: 1e-07});
}
let v3 = v1;
let v4 = "omega";
let v5 = v2;
let v6 = v3;
for (let i0 = 0; i0 < 4; i0++) {
  console.log(0.5);
  console.log({});
}
for (let i0 = 0; i0 < 3; i0++) {
  let v7 = Symbol();
  let v8 = {key: v4};
}
let v9 = String(v5);
console.log({});
let v10 = JSON.stringify(v7);
let v11 = null;
function f12(p0, p1) {
  let v14 = String(v9);
  let v15 = 1;
  return [([1e+21, true].map(e => e) == v9), p1].map(e => e);
}
if ([1e+21, v8].map(e => e)) {
  let v13 = typeof v6;
} else {
  let v14 = v3;
}
function f15(p0, p1) {
  try {
    let v17 = -1;
  } catch (e) { console.log(String(e).length); }
  let v18 = f12(String(v7), (a => a + 1));
  let v19 = (0.5 - ({} + v2));
  return [new Array(1), f12(NaN, typeof v9)].map(e => e);
}
let v16 = ((v9 | v6) % (new Array(0) << v7));
let v17 = [v2, JSON.stringify(v13)].map(e => e);
let v18 = (JSON.stringify(v4) % (0 == v6));
let v19 = v3;
if (v14) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v20 = v2;
    let v21 = "node delta key";
  }
} else {
  let v22 = typeof v7;
}
let v23 = v7;
let v24 = String(v23);
if (Math.max) {
  console.log(f15(f15(v7, v19), f15(String(v16), ([[f15("value gamma key", 0.5), String(v1)].map(e => e), "key omega delta"] == 1))));
} else {
  console.log(1e+21);
}

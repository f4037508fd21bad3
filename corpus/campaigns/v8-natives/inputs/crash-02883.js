let v0 = (a => a + 1);
console.log(v0);
console.log(function (p) { return p; });
console.log([([function (p) { return p; }, 1e+21].map(e => e) | "item item gamma"), v0.length]);
let v1 = [Math.max, [(function (p) { return p; } * new Array(1)), ["delta delta", undefined].map(e => e)].map(e => e)].map(e => e);
%IsBeingInterpreted();
let v2 = "omega beta";
let v3 = 1e-07;
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = new Array(2);
}
console.log(v2.length);
%ToFastProperties((new Array(2) - v3));
console.log(function (p) { return p; });
let v5 = [255, [(v2 | typeof v1)]].map(e => e);
console.log(v1.length);
console.log(7);
try {
  let v6 = JSON.stringify(v5);
} catch (e) { console.log(String(e).length); }
let v7 = "x item gamma";
try {
  try {
    let v8 = {value: v5, item: v7};
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
%NewRegExpWithBacktrackLimit(v5, v0, ([Infinity, {omega: 42}].map(e => e) << v7));
let v9 = {node: v8, delta: "gamma node gamma", value: (v6 * typeof v6)};
console.log([[v2, new Array(1)].map(e => e), v0].map(e => e));
let v10 = v3;
let v11 = (a => a + 1);
try {
  let v12 = new Array(3);
} catch (e) { console.log(String(e).length); }
try {
  %PrepareFunctionForOptimization((new Array(1) & v9));
} catch (e) { console.log(String(e).length); }
if ("key item beta") {
  let v13 = -1;
} else {
  let v14 = String(v1);
}
let v15 = (1e+21 - v7);
let v16 = new Array(0);
console.log(v0.length);
for (let i0 = 0; i0 < 4; i0++) {
  let v17 = v11;
  console.log(v8);
}
for (let i0 = 0; i0 < 1; i0++) {
  let v18 = typeof v15;
  let v19 = v5.length;
}
let v20 = v6;
let v21 = new Array(4);
%DeoptimizeFunction({value: 7, value: [-0.0, -1].map(e => e)});
console.log(((v4 == v4) & {}));
if ("node node") {
  let v22 = 0;
} else {
  console.log(v17);
}
try {
  console.log(1e+21);
} catch (e) { console.log(String(e).length); }
let v23 = "item beta omega";

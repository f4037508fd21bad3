let v0 = 1e-07;
console.log(v0.length);
if (v0) {
  %PrepareFunctionForOptimization(v0);
} else {
  let v1 = typeof v0;
}
let v2 = 1.5;
if (Math.max) {
  let v3 = v0;
} else {
  let v4 = String(v0);
}
let v5 = 42;
let v6 = true;
let v7 = new Array(1);
for (let i0 = 0; i0 < 1; i0++) {
  let v8 = true;
}
console.log(v8);
console.log(JSON.stringify(v3));
%IsBeingInterpreted();
let v9 = v2;
let v10 = typeof v7;
let v11 = [false, [("key value node" % [NaN, (Infinity % v3), String(v3)]), {alpha: v2, value: (v0 & {}), delta: v5}].map(e => e)];
let v12 = [function (p) { return p; }, []].map(e => e);
console.log("item");
let v13 = v2;
let v14 = "delta gamma";
let v15 = v1;
if ([[(a => a + 1)], (65536 << new Array(0))].map(e => e)) {
  let v16 = [v2, v4.length].map(e => e);
} else {
  try {
    let v17 = 65536;
  } catch (e) { console.log(String(e).length); }
}
let v18 = 255;
let v19 = 42;
for (let i0 = 0; i0 < 3; i0++) {
  %StringCharCodeAt([v1, (new Array(0) == function (p) { return p; })].map(e => e), ((a => a + 1) + "value item"));
}
let v20 = undefined;
console.log([String(v18), v1, v3]);
let v21 = (new Array(3) << function (p) { return p; });
console.log(v4);
let v22 = v13;
try {
  try {
    let v23 = v13;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v24 = Symbol();
console.log(v0);
let v25 = [new Array(1)];
let v26 = {value: v2.length};
let v27 = new Array(1);
console.log(typeof v8);
console.log(v22);
if (Math.max) {
  let v28 = 0.5;
} else {
  let v29 = v2;
}
let v30 = "alpha item";
for (let i0 = 0; i0 < 3; i0++) {
  let v31 = [v28];
}
function f32() {
  let v32 = ((1e-07 << 1.5) | v12);
  return [(a => a + 1), "delta delta"].map(e => e);
}
let v33 = "value item";
let v34 = 1e+21;
let v35 = v8;
let v36 = v22.length;
for (let i0 = 0; i0 < 4; i0++) {
  console.log(JSON.stringify(v30));
}
let v37 = new Array(4);
if (v13) {
  let v38 = f32();
} else {
  try {
    let v39 = v6;
  } catch (e) { console.log(String(e).length); }
}

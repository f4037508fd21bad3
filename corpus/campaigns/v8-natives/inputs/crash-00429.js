let v0 = function (p) { return p; };
let v1 = new Array(0);
%StringCharCodeAt(v1, "beta beta");
let v2 = 0;
console.log(new Array(3));
for (let i0 = 0; i0 < 2; i0++) {
  let v3 = "key";
}
let v4 = v2;
function f5() {
  try {
    console.log(v2);
  } catch (e) { console.log(String(e).length); }
  let v5 = v4;
  return "key delta";
}
let v6 = [v0.length, -2147483648].map(e => e);
console.log(({node: [f5(), [typeof v2], v1]} < v0));
let v7 = String(v1);
for (let i0 = 0; i0 < 4; i0++) {
  let v8 = typeof v1;
  let v9 = {};
}
let v10 = v3.length;
let v11 = f5();
function f12(p0, p1) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v14 = [(["gamma x", "omega omega key"].map(e => e) % (1e-07 % "gamma")), new Array(3)].map(e => e);
    let v15 = new Array(3);
  }
  %ToFastProperties(f5);
  return String(p1);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v13 = ((1.5 - [1e+21, {value: v11}].map(e => e)) - f12(({value: function (p) { return p; }, x: v9, item: new Array(3)} & [0.5]), 1e-07));
}
let v14 = [1e+21, []].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  console.log([v1, (f5() - v4)].map(e => e));
}
let v15 = typeof v14;
let v16 = (f12(v14, v2) * [2147483647, [[(typeof v8 % f5()), [new Array(1)]], {}].map(e => e)].map(e => e));
let v17 = String(v15);
console.log(-1);
let v18 = (String(v1) * v13);
for (let i0 = 0; i0 < 5; i0++) {
  let v19 = v16;
}
let v20 = 65536;
try {
  let v21 = String(v4);
} catch (e) { console.log(String(e).length); }
let v22 = new Array(0);
let v23 = [65536, JSON.stringify(v9)].map(e => e);
function f24() {
  let v24 = f12(f12([Math.max, -1].map(e => e), f5()), JSON.stringify(v14));
  let v25 = v11.length;
  let v26 = "key key value";
  console.log(v19);
  return ((typeof v13 | JSON.stringify(v15)) < f12(f5(), f5()));
}
let v25 = v13;
let v26 = -2147483648;
let v27 = f5();
let v28 = -0.0;
try {
  let v29 = v27;
} catch (e) { console.log(String(e).length); }
let v30 = [v11.length, v3.length].map(e => e);
let v31 = v6;
let v32 = v10;
console.log(v27);
console.log((v22 == 1e-07));
if ({alpha: v18, delta: v10}) {
  let v33 = [String(v0), String(v14)].map(e => e);
} else {
  let v34 = new Array(0);
}
let v35 = 0;
console.log(false);
try {
  let v36 = [255, [1e-07]];
} catch (e) { console.log(String(e).length); }
let v37 = [typeof v13, v19].map(e => e);
console.log(((a => a + 1) < 2147483647));
for (let i0 = 0; i0 < 5; i0++) {
  let v38 = v3;
}
let v39 = [undefined, Infinity].map(e => e);
let v40 = 7;
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v41 = v35;
  }
  let v42 = typeof v32;
}
let v43 = [typeof v16, (2147483647 + undefined)].map(e => e);
console.log([v21.length, v39.length].map(e => e));
console.log(f24());
let v44 = String(v13);
let v45 = f12((f24() + f5()), (null == (a => a + 1)));
function f46() {
  let v46 = f24();
  console.log(v17);
  let v47 = Math.max;
  for (let i1 = 0; i1 < 2; i1++) {
    let v48 = v9;
    let v49 = typeof v41;
  }
  return -2147483648;
}
try {
  let v47 = f46();
} catch (e) { console.log(String(e).length); }

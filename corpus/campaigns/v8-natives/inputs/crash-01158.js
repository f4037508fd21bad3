try {
  %OptimizeFunctionOnNextCall((1 % 1.5));
} catch (e) { console.log(String(e).length); }
let v0 = 2;
let v1 = function (p) { return p; };
let v2 = -2147483648;
%HaveSameMap(v1, v1);
let v3 = function (p) { return p; };
if ([v1]) {
  let v4 = [v0, JSON.stringify(v2)].map(e => e);
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v5 = null;
  }
}
console.log(typeof v4);
if (v1) {
  try {
    let v6 = JSON.stringify(v3);
  } catch (e) { console.log(String(e).length); }
} else {
  let v7 = String(v3);
}
let v8 = String(v7);
let v9 = false;
let v10 = v1;
let v11 = v8;
let v12 = v11;
let v13 = 7;
console.log({beta: (v12 + 3.14159), key: ([] == 1.5)});
let v14 = (1e-07 & [new Array(0), v7].map(e => e));
function f15(p0) {
  let v16 = [1e+21, {}].map(e => e);
  console.log({value: {}, key: 2});
  let v17 = v7;
  return 65536;
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(function (p) { return p; });
  if (255) {
    let v16 = (v4 - [Math.max, {gamma: v8, key: f15(f15(255)), beta: f15(v12.length)}, NaN]);
  } else {
    let v17 = v7;
  }
}
console.log(v17);
let v18 = typeof v10;
console.log(v0);
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v19 = (a => a + 1);
  } catch (e) { console.log(String(e).length); }
  if ({omega: (typeof v1 + [3.14159, [new Array(4)]].map(e => e))}) {
    let v20 = ((a => a + 1) | "node node");
  } else {
    let v21 = v7;
  }
}
let v22 = typeof v4;
let v23 = typeof v10;
function f24() {
  let v24 = {};
  let v25 = typeof v16;
  let v26 = (v19 << String(v1));
  let v27 = v9;
  return v2;
}
console.log(v11);
console.log(NaN);
let v25 = v17.length;
let v26 = [];
let v27 = true;
let v28 = v5;
let v29 = v17;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v30 = 1e-07;
  }
}
let v31 = [(v14 & ([] << "alpha")), []].map(e => e);
let v32 = v31.length;
for (let i0 = 0; i0 < 1; i0++) {
  console.log((1.5 % 1.5));
  let v33 = v25;
}
let v34 = "value item";
let v35 = v2;
console.log(undefined);
for (let i0 = 0; i0 < 1; i0++) {
  %CompileBaseline(f24);
  console.log({beta: f15(v0), item: true, alpha: v17});
}
console.log(1.5);
console.log("node alpha value");
let v36 = f24();
let v37 = v6;
console.log(String(v4));
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v38 = f24();
    let v39 = "beta";
  }
} catch (e) { console.log(String(e).length); }
let v40 = 42;
let v41 = new Array(2);
let v42 = new Array(2);
console.log((v36 == String(v8)));
function f43() {
  if (1) {
    console.log(v27);
  } else {
    let v43 = v34.length;
  }
  let v44 = v9;
  try {
    let v45 = [{omega: v44, delta: typeof v0}];
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 2; i1++) {
    let v46 = {item: ["alpha", v44].map(e => e)};
    let v47 = 1e+21;
  }
  return v31;
}
let v44 = [JSON.stringify(v10), [JSON.stringify(v19), [NaN, 0.5].map(e => e)].map(e => e)].map(e => e);
console.log(v29);
let v45 = (JSON.stringify(v19) + v42);
let v46 = new Array(2);

let v0 = function (p) { return p; };
function f1() {
  let v1 = ["gamma value omega", 0, v0.length];
  let v2 = Math.max;
  let v3 = 65536;
  return v1;
}
let v2 = f1();
let v3 = {};
let v4 = v0;
for (let i0 = 0; i0 < 2; i0++) {
  let v5 = String(v3);
}
console.log(v0);
let v6 = typeof v0;
let v7 = f1();
let v8 = v7;
let v9 = String(v8);
let v10 = [v8, [v7]].map(e => e);
if (f1()) {
  let v11 = 65536;
} else {
  let v12 = ([] & f1());
}
if (-2147483648) {
  let v13 = v4;
} else {
  console.log(((-0.0 == ((a => a + 1) + "alpha omega beta")) & v3));
}
function f14() {
  %GetOptimizationStatus(typeof v12);
  return (f1() < 3.14159);
}
let v15 = null;
if (v2) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v16 = -1;
    let v17 = 1e+21;
  }
} else {
  console.log([v3, f1()].map(e => e));
}
let v18 = (v9 * "node key");
if (function (p) { return p; }) {
  let v19 = ((JSON.stringify(v6) & (65536 == new Array(2))) | (v7.length == ("omega" | [f14()])));
} else {
  let v20 = (f14() % f14());
}
for (let i0 = 0; i0 < 1; i0++) {
  if (v10.length) {
    let v21 = f1();
  } else {
    let v22 = "value omega item";
  }
  let v23 = v13;
}
console.log([(new Array(0) | ({key: f1(), omega: f1(), value: JSON.stringify(v2)} == Math.max)), {omega: new Array(4), node: String(v23), alpha: v23}].map(e => e));
console.log(1e-07);
for (let i0 = 0; i0 < 4; i0++) {
  let v24 = false;
}
let v25 = "alpha";
for (let i0 = 0; i0 < 3; i0++) {
  let v26 = {};
  console.log([[String(v21), JSON.stringify(v12)].map(e => e), new Array(2)]);
}
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v27 = [typeof v19, [0, ([42, v20.length, [{x: [{}], alpha: JSON.stringify(v17), delta: 1e-07}, v3].map(e => e)] - [[Symbol(), v15].map(e => e)])].map(e => e)].map(e => e);
    let v28 = v4;
  }
}
console.log(false);
let v29 = v24;
for (let i0 = 0; i0 < 4; i0++) {
  console.log(null);
  %ToFastProperties([(a => a + 1), v27].map(e => e));
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(f1());
}
let v30 = -2147483648;
for (let i0 = 0; i0 < 3; i0++) {
  console.log(undefined);
}
let v31 = (Infinity + 2);
if (v17) {
  if (Symbol()) {
    let v32 = v13;
  } else {
    let v33 = [new Array(4), {}].map(e => e);
  }
} else {
  try {
    console.log(v18);
  } catch (e) { console.log(String(e).length); }
}
if (new Array(3)) {
  let v34 = v25;
} else {
  console.log(1.5);
}
console.log(v3);
let v35 = v21.length;
for (let i0 = 0; i0 < 3; i0++) {
  if (new Array(2)) {
    let v36 = "key";
  } else {
    let v37 = (v34 & v11.length);
  }
  let v38 = (v13 | "value key");
}
let v39 = (JSON.stringify(v31) * f14());
let v40 = v2;
let v41 = v5.length;
let v42 = 1e+21;
console.log(v17);
if (Symbol()) {
  let v43 = undefined;
} else {
  console.log(v37);
}

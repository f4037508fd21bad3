let v0 = (0.5 << ("gamma gamma node" << new Array(2)));
let v1 = v0.length;
function f2() {
  let v2 = (false % new Array(1));
  let v3 = v1;
  let v4 = (Symbol() + [v0, new Array(4)].map(e => e));
  let v5 = v4;
  return -0.0;
}
let v3 = 65536;
%OptimizeFunctionOnNextCall(0.5);
for (let i0 = 0; i0 < 5; i0++) {
  let v4 = (v1 < new Array(1));
  let v5 = v4;
}
function f6() {
  try {
    let v6 = Symbol();
  } catch (e) { console.log(String(e).length); }
  return new Array(4);
}
if ({beta: 1e-07, delta: v4}) {
  let v7 = Math.max;
} else {
  let v8 = v3;
}
let v9 = v4;
let v10 = (f2() + ((a => a + 1) == v9));
let v11 = f6();
let v12 = [new Array(3), 1.5].map(e => e);
if (2) {
  let v13 = new Array(3);
} else {
  let v14 = f2();
}
let v15 = 1e+21;
let v16 = v0;
let v17 = typeof v3;
try {
  let v18 = JSON.stringify(v17);
} catch (e) { console.log(String(e).length); }
try {
  let v19 = {value: v1.length, beta: f2(), omega: v4};
} catch (e) { console.log(String(e).length); }
if (v0.length) {
  try {
    let v20 = false;
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v21 = new Array(2);
  } catch (e) { console.log(String(e).length); }
}
console.log(String(v14));
let v22 = new Array(1);
for (let i0 = 0; i0 < 4; i0++) {
  let v23 = String(v16);
  console.log(typeof v13);
}
console.log(NaN);
let v24 = 3.14159;
let v25 = ([v18, f2()].map(e => e) * [undefined, {item: {item: 65536, delta: [[true, new Array(3)].map(e => e), f6()].map(e => e)}, node: [v17, 2].map(e => e), x: v7.length}, v7]);
for (let i0 = 0; i0 < 4; i0++) {
  try {
    console.log(v25);
  } catch (e) { console.log(String(e).length); }
}
let v26 = 0.5;
for (let i0 = 0; i0 < 2; i0++) {
  console.log([2, v26]);
  let v27 = v0;
}
if (f6()) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v28 = v1;
  }
} else {
  console.log([[(String(v14) | [f2()]), 1e-07, v3.length], new Array(1)].map(e => e));
}
let v29 = [String(v7), v4].map(e => e);
let v30 = f6();
let v31 = v7;
if (v28.length) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v32 = (null == [v8]);
    let v33 = 42;
  }
} else {
  try {
    let v34 = [String(v25), new Array(3)].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
if ([]) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v35 = (String(v24) & new Array(2));
  }
} else {
  if ([JSON.stringify(v20), (7 == v33)].map(e => e)) {
    let v36 = 65536;
  } else {
    let v37 = v35;
  }
}
let v38 = f2();
console.log(v1);
let v39 = v15;
let v40 = (v18.length | "beta");
try {
  try {
    console.log((-2147483648 % "delta delta key"));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v41 = [v21, v3];

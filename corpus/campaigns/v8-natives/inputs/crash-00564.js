let v0 = [false, new Array(4)].map(e => e);
let v1 = v0;
%DeoptimizeFunction(1.5);
let v2 = Math.max;
let v3 = v1;
let v4 = v3.length;
let v5 = v0;
let v6 = -0.0;
let v7 = 2;
let v8 = -2147483648;
let v9 = [[[Math.max, new Array(0)].map(e => e), false].map(e => e), v7].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  let v10 = [v7, 1e-07].map(e => e);
}
for (let i0 = 0; i0 < 2; i0++) {
  let v11 = ({delta: -2147483648, gamma: v5, gamma: v1.length} + 1);
  let v12 = NaN;
}
if (undefined) {
  let v13 = v12;
} else {
  try {
    let v14 = (v5 == "omega delta");
  } catch (e) { console.log(String(e).length); }
}
if (JSON.stringify(v1)) {
  let v15 = 42;
} else {
  try {
    let v16 = Infinity;
  } catch (e) { console.log(String(e).length); }
}
try {
  if ("alpha delta beta") {
    let v17 = JSON.stringify(v1);
  } else {
    let v18 = -0.0;
  }
} catch (e) { console.log(String(e).length); }
let v19 = [JSON.stringify(v13), Symbol()].map(e => e);
let v20 = v19;
let v21 = v14.length;
function f22(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v23 = Math.max;
  }
  for (let i1 = 0; i1 < 2; i1++) {
    let v24 = [[null, new Array(0)], 255].map(e => e);
    let v25 = ["omega key value", [true, (a => a + 1)].map(e => e)].map(e => e);
  }
  return {};
}
%OptimizeFunctionOnNextCall(1.5);
function f23(p0) {
  console.log(v17);
  let v24 = v10;
  return "delta delta";
}
console.log(f22((v2 == ((a => a + 1) & null))));
let v24 = String(v17);
let v25 = [(JSON.stringify(v9) | []), ({} + v16.length), []];
let v26 = v12;
let v27 = v4;
let v28 = (f23(String(v7)) < v14);
console.log({value: f22(undefined)});
try {
  let v29 = [v19, v5].map(e => e);
} catch (e) { console.log(String(e).length); }
if (2147483647) {
  let v30 = [NaN, {alpha: ([{beta: v12, alpha: {gamma: v6, item: f22([3.14159, true].map(e => e)), value: "delta value node"}}, 3.14159].map(e => e) | f22(2)), value: "delta"}].map(e => e);
} else {
  let v31 = new Array(3);
}
let v32 = [[v6, f22(new Array(3))].map(e => e), [v9, v0.length].map(e => e), v5.length];
try {
  let v33 = (typeof v20 == typeof v11);
} catch (e) { console.log(String(e).length); }
try {
  if (typeof v11) {
    let v34 = -0.0;
  } else {
    let v35 = [1.5, f23(1)].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
console.log(v30.length);
console.log(1.5);
let v36 = "gamma alpha";
console.log(v7);
function f37(p0) {
  console.log([v13, new Array(3)]);
  return v25;
}
console.log(true);
%NeverOptimizeFunction(f22);
function f38() {
  for (let i1 = 0; i1 < 4; i1++) {
    let v38 = ([new Array(4), (a => a + 1)].map(e => e) + Math.max);
    let v39 = "value delta key";
  }
  return v39;
}
console.log(v15);
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v39 = {};
  } catch (e) { console.log(String(e).length); }
  let v40 = (a => a + 1);
}
let v41 = f37("node");
if (({value: [v27, typeof v29, v11], item: v36} % v26)) {
  let v42 = 1;
} else {
  let v43 = new Array(1);
}
let v44 = v25;

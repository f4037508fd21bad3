let v0 = Infinity;
let v1 = new Array(0);
for (let i0 = 0; i0 < 2; i0++) {
  let v2 = typeof v0;
}
%OptimizeFunctionOnNextCall({delta: -1});
let v3 = v0;
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = [3.14159, v3, {}];
  let v5 = null;
}
console.log({item: [v3.length, v5].map(e => e)});
console.log([7, String(v0), 0.5]);
console.log((JSON.stringify(v0) < typeof v0));
try {
  let v6 = v4;
} catch (e) { console.log(String(e).length); }
let v7 = v4;
%NewRegExpWithBacktrackLimit(new Array(4), (NaN | 1.5), [Infinity, ((a => a + 1) & "key omega")].map(e => e));
try {
  let v8 = v2;
} catch (e) { console.log(String(e).length); }
let v9 = (Math.max < [1e-07, 3.14159].map(e => e));
let v10 = v4;
function f11(p0) {
  if (-0.0) {
    let v12 = false;
  } else {
    let v13 = [new Array(0), new Array(4)].map(e => e);
  }
  try {
    let v14 = v8;
  } catch (e) { console.log(String(e).length); }
  return v6;
}
console.log([f11(String(v2)), f11([{beta: Math.max, x: typeof v1, alpha: new Array(3)}, -2147483648].map(e => e))].map(e => e));
let v12 = f11(v9);
let v13 = v2;
let v14 = v13;
let v15 = [{gamma: [v8, 1e-07].map(e => e), value: JSON.stringify(v4)}, [f11([]), NaN].map(e => e)].map(e => e);
console.log(f11(v0));
if (v3) {
  let v16 = JSON.stringify(v12);
} else {
  let v17 = typeof v15;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v18 = [[v2, f11(new Array(2)), Math.max], [Symbol(), -1].map(e => e)].map(e => e);
}
try {
  console.log(v4);
} catch (e) { console.log(String(e).length); }
let v19 = (a => a + 1);
let v20 = (1e+21 + [v19.length, v15].map(e => e));
console.log("x x item");
let v21 = v2;
console.log([String(v6), new Array(0)].map(e => e));
if (new Array(1)) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(typeof v18);
  }
} else {
  try {
    let v22 = ([v16, JSON.stringify(v18)].map(e => e) == f11(Math.max));
  } catch (e) { console.log(String(e).length); }
}
if ({}) {
  let v23 = v16;
} else {
  if (JSON.stringify(v17)) {
    let v24 = f11(v10);
  } else {
    let v25 = v6;
  }
}
let v26 = f11(3.14159);
let v27 = f11(f11(f11([JSON.stringify(v4), "beta", {}])));
let v28 = String(v20);
let v29 = [[v28, true].map(e => e), {}].map(e => e);
let v30 = v6;
try {
  console.log(-2147483648);
} catch (e) { console.log(String(e).length); }
if (v6) {
  let v31 = JSON.stringify(v29);
} else {
  let v32 = [[JSON.stringify(v29), v20.length].map(e => e), v28].map(e => e);
}
function f33(p0) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v34 = v3;
    let v35 = v0;
  }
  console.log(Infinity);
  let v36 = v3.length;
  return NaN;
}
let v34 = ((function (p) { return p; } % (a => a + 1)) * ([(a => a + 1), []].map(e => e) - f33({item: v26, item: null})));
for (let i0 = 0; i0 < 3; i0++) {
  console.log(f11([function (p) { return p; }, f11(new Array(4))].map(e => e)));
  let v35 = [[0.5, (3.14159 << "item gamma x")].map(e => e), Math.max];
}
if ([new Array(4), 7].map(e => e)) {
  let v36 = {omega: typeof v9};
} else {
  let v37 = {item: v25};
}
let v38 = v27;
console.log("beta omega beta");
let v39 = v26;

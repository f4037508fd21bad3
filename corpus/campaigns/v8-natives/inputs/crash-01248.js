function f0() {
  if (NaN) {
    let v0 = "value";
  } else {
    let v1 = Symbol();
  }
  return "alpha key key";
}
let v1 = (a => a + 1);
console.log((v1 * v1));
try {
  console.log(String(v1));
} catch (e) { console.log(String(e).length); }
let v2 = v1;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    %StringCharCodeAt(f0, f0());
  }
  try {
    let v3 = [v2.length, ((new Array(3) - new Array(0)) - "delta key")].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = typeof v2;
  let v5 = v3;
}
let v6 = [v3, -1].map(e => e);
let v7 = v3;
try {
  let v8 = [v6, String(v2)].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log(-2147483648);
let v9 = (v3 < 255);
let v10 = v2;
try {
  let v11 = v5.length;
} catch (e) { console.log(String(e).length); }
function f12() {
  %HaveSameMap(f0, [false, [true, undefined].map(e => e)].map(e => e));
  for (let i1 = 0; i1 < 3; i1++) {
    let v12 = {};
    let v13 = f0();
  }
  console.log(([{omega: v8, node: v12}, v12] * f0()));
  return (typeof v3 - f0());
}
let v13 = {gamma: [(a => a + 1), 2147483647].map(e => e), value: v9, gamma: v5};
function f14() {
  console.log(f0());
  try {
    let v14 = {};
  } catch (e) { console.log(String(e).length); }
  let v15 = (typeof v14 + Infinity);
  let v16 = "delta delta";
  return f12();
}
let v15 = v1;
if (f0()) {
  let v16 = [undefined, false].map(e => e);
} else {
  let v17 = [v15, new Array(1), v1];
}
let v18 = v7;
console.log(v8);
let v19 = [f12()];
let v20 = Math.max;
for (let i0 = 0; i0 < 4; i0++) {
  let v21 = {};
}
%DeoptimizeFunction(f12);
for (let i0 = 0; i0 < 1; i0++) {
  if (((v10 & f12()) < 3.14159)) {
    console.log(v13);
  } else {
    let v22 = (v1 + (false & function (p) { return p; }));
  }
}
if ({alpha: [1e-07]}) {
  let v23 = [(String(v5) == typeof v15), v13.length].map(e => e);
} else {
  console.log(JSON.stringify(v11));
}
for (let i0 = 0; i0 < 2; i0++) {
  %NewRegExpWithBacktrackLimit(f12, f14, f12());
  let v24 = f0();
}
if (([v10, [[v18.length, 3.14159], {delta: f12(), x: f14()}].map(e => e)].map(e => e) < (typeof v10 == v16))) {
  console.log([undefined, {item: v19}, "gamma beta alpha"]);
} else {
  console.log((v22 | typeof v19));
}
function f25() {
  let v25 = v18.length;
  console.log(String(v10));
  let v26 = (f12() * v18);
  return "node";
}
%PrepareFunctionForOptimization(f12);
try {
  let v26 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
console.log(Infinity);
let v27 = v22.length;
if ([]) {
  console.log(-2147483648);
} else {
  let v28 = 42;
}
console.log(typeof v20);
try {
  let v29 = "node value";
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    %ToFastProperties(f0);
    let v30 = [];
  }
  for (let i1 = 0; i1 < 1; i1++) {
    let v31 = undefined;
  }
}
if (v2.length) {
  let v32 = Infinity;
} else {
  if (f0()) {
    console.log(Math.max);
  } else {
    console.log(new Array(3));
  }
}

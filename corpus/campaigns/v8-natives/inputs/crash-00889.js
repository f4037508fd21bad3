function f0(p0, p1) {
  try {
    console.log([([new Array(0), (a => a + 1)].map(e => e) + Infinity), p0, p0]);
  } catch (e) { console.log(String(e).length); }
  %NewRegExpWithBacktrackLimit(p0, {}, 1e-07);
  return Symbol();
}
let v1 = function (p) { return p; };
let v2 = Math.max;
let v3 = String(v2);
let v4 = 255;
let v5 = (new Array(2) * (f0([[v4, f0(1e+21, Math.max)].map(e => e)], [(v2 == [-2147483648, "x"].map(e => e)), new Array(1)]) - String(v4)));
try {
  let v6 = v4;
} catch (e) { console.log(String(e).length); }
let v7 = [(1e-07 & false)];
let v8 = v6;
for (let i0 = 0; i0 < 2; i0++) {
  let v9 = v8;
  if (0) {
    console.log((String(v5) * NaN));
  } else {
    let v10 = JSON.stringify(v6);
  }
}
console.log(v8);
console.log(v2);
let v11 = v8;
function f12(p0, p1) {
  let v14 = 0.5;
  for (let i1 = 0; i1 < 4; i1++) {
    let v15 = [((Math.max - Math.max) + Math.max), JSON.stringify(v10)].map(e => e);
  }
  let v16 = false;
  return -0.0;
}
let v13 = [[f0(65536, typeof v7)], ([new Array(1), -0.0].map(e => e) & JSON.stringify(v6))].map(e => e);
%NeverOptimizeFunction(f0);
let v14 = "omega delta value";
%OptimizeFunctionOnNextCall(f12);
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v15 = typeof v8;
  }
}
try {
  let v16 = [v3, f0(f0(function (p) { return p; }, 65536), 1e+21)].map(e => e);
} catch (e) { console.log(String(e).length); }
function f17(p0, p1) {
  if (p1) {
    let v19 = v11;
  } else {
    let v20 = typeof v1;
  }
  return v1;
}
let v18 = (f12((new Array(2) * Infinity), f0("omega alpha alpha", "item node key")) % [undefined, "node item delta"].map(e => e));
let v19 = -1;
console.log(([v14, 2147483647].map(e => e) & String(v15)));
if ([JSON.stringify(v11), {item: -0.0, item: "beta"}].map(e => e)) {
  let v20 = "key delta";
} else {
  let v21 = typeof v9;
}
if ([[v21, ("gamma" & Symbol())].map(e => e), v10].map(e => e)) {
  try {
    let v22 = f12(f0(((a => a + 1) % 1.5), ([] * 2147483647)), v8);
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v23 = 1.5;
  } catch (e) { console.log(String(e).length); }
}
try {
  let v24 = 1.5;
} catch (e) { console.log(String(e).length); }
console.log((new Array(0) << [v10]));
function f25(p0) {
  let v26 = Infinity;
  let v27 = (v21 + f0(v19, Symbol()));
  let v28 = 65536;
  let v29 = v15;
  return v15;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v26 = v2;
  console.log({node: v19});
}
console.log(f12(f12((1e+21 | {omega: v20}), v6), String(v16)));
console.log("omega delta value");
let v27 = 2;
for (let i0 = 0; i0 < 1; i0++) {
  let v28 = [];
}
function f29(p0, p1) {
  let v31 = v8;
  let v32 = ([[new Array(3), -0.0].map(e => e), [0.5, -2147483648].map(e => e)].map(e => e) & {node: -0.0, key: f12([(a => a + 1), "key alpha"].map(e => e), 1e+21)});
  let v33 = ("item key" < (v23 - [-1, (a => a + 1)].map(e => e)));
  let v34 = null;
  return -2147483648;
}
let v30 = v16;
console.log(v30);
let v31 = typeof v18;
let v32 = f29(NaN, v31);
let v33 = [v6, v14].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v34 = 1e-07;
    console.log(v33);
  }
  for (let i1 = 0; i1 < 1; i1++) {
    let v35 = v26;
    let v36 = typeof v14;
  }
}
function f37(p0) {
  try {
    let v38 = [[{value: 255, gamma: [v31, String(v32)], x: [v22, String(v18)].map(e => e)}, 0].map(e => e), v5];
  } catch (e) { console.log(String(e).length); }
  %HasFastProperties(v2);
  let v39 = 1e+21;
  let v40 = [f12(v7, 1e+21), (new Array(0) << ("alpha" << Symbol()))].map(e => e);
  return 3.14159;
}
%IsBeingInterpreted();
let v38 = f29(Math.max, undefined);
let v39 = [v9, ["omega", new Array(1)].map(e => e)];
function f40(p0) {
  let v41 = new Array(2);
  let v42 = v16;
  let v43 = f29(f37(String(v35)), -0.0);
  try {
    console.log((NaN << v38));
  } catch (e) { console.log(String(e).length); }
  return ([Symbol(), ([true, 7].map(e => e) == Symbol()), String(v38)] < (({alpha: Math.max, omega: -1, omega: Infinity} << Symbol()) | ([] % new Array(3))));
}
console.log(v6);
let v41 = typeof v30;
console.log([v11, (f25("key node") | v3)].map(e => e));
let v42 = v26;
let v43 = v36;

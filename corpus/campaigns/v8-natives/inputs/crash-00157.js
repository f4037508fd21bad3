let v0 = 65536;
let v1 = new Array(3);
let v2 = v0;
if (new Array(4)) {
  console.log(v1);
} else {
  let v3 = null;
}
let v4 = String(v2);
try {
  %StringCharCodeAt(Math.max, (1.5 << null));
} catch (e) { console.log(String(e).length); }
console.log(v1);
let v5 = v3;
console.log({alpha: (Math.max | [false, new Array(0)].map(e => e))});
let v6 = {value: {delta: (v4.length + 255), delta: String(v4)}, item: v0, delta: v5};
function f7() {
  let v7 = [v3, typeof v2, String(v2)];
  let v8 = [v7, v2].map(e => e);
  console.log(v0);
  return String(v7);
}
let v8 = String(v6);
let v9 = JSON.stringify(v5);
let v10 = Symbol();
let v11 = v10;
for (let i0 = 0; i0 < 4; i0++) {
  let v12 = String(v5);
  console.log(v10);
}
console.log(new Array(3));
console.log(v3);
%NeverOptimizeFunction(undefined);
try {
  let v13 = (NaN == f7());
} catch (e) { console.log(String(e).length); }
function f14(p0, p1) {
  console.log([NaN, f7()].map(e => e));
  %HasFastProperties((v2.length & [65536, {value: [String(v8), [v3, v13].map(e => e), 2147483647]}].map(e => e)));
  try {
    let v16 = new Array(2);
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 3; i1++) {
    let v17 = (v5 & v12);
  }
  return JSON.stringify(v0);
}
function f15() {
  let v15 = 0;
  let v16 = v4;
  return v8;
}
if (new Array(4)) {
  let v16 = v4;
} else {
  let v17 = v9;
}
function f18(p0) {
  let v19 = [f7(), {item: v5}].map(e => e);
  if (1e-07) {
    let v20 = ([f7()] | f14(null, v4));
  } else {
    let v21 = (a => a + 1);
  }
  let v22 = undefined;
  return v6;
}
let v19 = v13.length;
let v20 = ([function (p) { return p; }, (typeof v0 + null)] | Infinity);
try {
  let v21 = ({} == (({alpha: v8.length, omega: v8, alpha: 1} | 0) << f7()));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v22 = String(v21);
}
let v23 = "alpha item";
console.log([v5, v22].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v24 = null;
  }
  console.log(["gamma gamma", 1e-07].map(e => e));
}
let v25 = [v12, [v12, v11].map(e => e)].map(e => e);
let v26 = f14((a => a + 1), v21);
let v27 = v3;
let v28 = v20;
let v29 = new Array(3);
let v30 = [Infinity, v26].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(f18([f15()]));
}
console.log(f15());
function f31(p0) {
  let v32 = String(v19);
  try {
    let v33 = 0;
  } catch (e) { console.log(String(e).length); }
  let v34 = ([[undefined, null].map(e => e), {value: {alpha: NaN}, gamma: -0.0, omega: false}].map(e => e) == v26);
  let v35 = f14((([0] | undefined) + -2147483648), (v20 - v10));
  return "alpha node key";
}

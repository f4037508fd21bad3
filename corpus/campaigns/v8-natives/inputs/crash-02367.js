let v0 = "delta key";
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(0.5);
  }
}
console.log(new Array(4));
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v0);
}
let v1 = [(typeof v0 + JSON.stringify(v0)), v0].map(e => e);
%OptimizeFunctionOnNextCall(v1);
let v2 = (v0 < [[{omega: undefined, gamma: 1e+21}, function (p) { return p; }].map(e => e), v1].map(e => e));
%OptimizeFunctionOnNextCall(v0.length);
try {
  console.log(v0);
} catch (e) { console.log(String(e).length); }
let v3 = v1;
console.log(0.5);
let v4 = new Array(0);
console.log(typeof v3);
let v5 = (a => a + 1);
for (let i0 = 0; i0 < 4; i0++) {
  console.log(65536);
  let v6 = [v3, function (p) { return p; }].map(e => e);
}
let v7 = v6;
let v8 = v6;
let v9 = v1;
let v10 = v2;
function f11(p0, p1) {
  let v13 = (v5 + [[[255, 2, [{}, v5.length].map(e => e)], new Array(3)].map(e => e), "key"].map(e => e));
  console.log(65536);
  let v14 = (a => a + 1);
  let v15 = [{beta: (a => a + 1), omega: 1e-07, value: -0.0}, typeof v5].map(e => e);
  return v4;
}
if ({}) {
  let v12 = v6;
} else {
  console.log([v5, (v9 & (1 << new Array(0))), v12.length]);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v13 = "gamma";
  let v14 = (a => a + 1);
}
try {
  console.log(undefined);
} catch (e) { console.log(String(e).length); }
let v15 = (f11(f11(function (p) { return p; }, 1.5), -1) & f11(v4, v1));
function f16(p0) {
  try {
    console.log(String(v4));
  } catch (e) { console.log(String(e).length); }
  console.log([Symbol(), v5].map(e => e));
  let v17 = v8;
  return v14;
}
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v17 = v8;
    let v18 = (v10 + v12);
  }
} catch (e) { console.log(String(e).length); }
let v19 = f16(([true, [(f11(0.5, function (p) { return p; }) * v6)]].map(e => e) < (false << [v12, new Array(3), [-1, function (p) { return p; }, "beta gamma"]])));
let v20 = v4;
let v21 = 255;
let v22 = 1.5;
let v23 = v20;
console.log(typeof v8);
let v24 = [new Array(3), [[[(f16(new Array(3)) == "x value alpha")], 7].map(e => e), v3].map(e => e)].map(e => e);
console.log((null << v10));
let v25 = {beta: {}, key: v9, omega: "node node"};
let v26 = v9.length;
function f27(p0) {
  console.log(v22);
  return new Array(4);
}
for (let i0 = 0; i0 < 5; i0++) {
  if (1e+21) {
    let v28 = v21.length;
  } else {
    let v29 = ["node beta x", v2].map(e => e);
  }
  let v30 = 1e-07;
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log(new Array(4));
}
let v31 = NaN;
console.log(v21);
function f32(p0) {
  %HasFastProperties([f11({beta: [v2, v14].map(e => e), beta: new Array(0)}, new Array(2)), v22].map(e => e));
  let v33 = ("node delta" & (v3 == [{gamma: [f16("item omega"), f27({node: f11(f11("gamma node", "item key delta"), (NaN & -2147483648)), node: [[[42, f16(undefined)].map(e => e), {delta: 3.14159}, v2.length], v31].map(e => e)})].map(e => e), gamma: new Array(0)}, {item: v6, item: f27(([([] == 255), Symbol()] + "delta"))}].map(e => e)));
  let v34 = new Array(2);
  return new Array(1);
}
let v33 = v19.length;
function f34() {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(v5);
  }
  for (let i1 = 0; i1 < 2; i1++) {
    let v34 = v6;
    let v35 = f27(String(v29));
  }
  let v36 = v12;
  let v37 = [[]];
  return f16(v2);
}
for (let i0 = 0; i0 < 4; i0++) {
  if ((typeof v19 + (42 % v28.length))) {
    let v35 = typeof v29;
  } else {
    let v36 = JSON.stringify(v31);
  }
  console.log([Math.max, false].map(e => e));
}
let v37 = [3.14159];
function f38(p0, p1) {
  let v40 = v3;
  let v41 = true;
  console.log(v20);
  let v42 = 3.14159;
  return v2;
}

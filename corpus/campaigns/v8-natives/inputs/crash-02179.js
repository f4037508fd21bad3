%OptimizeFunctionOnNextCall(1e+21);
let v0 = 3.14159;
console.log(new Array(4));
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v0);
}
let v1 = JSON.stringify(v0);
let v2 = "gamma omega alpha";
let v3 = new Array(4);
let v4 = "x";
console.log(1e-07);
let v5 = v3;
if ([v5, JSON.stringify(v3)].map(e => e)) {
  let v6 = (([(typeof v1 << v5), 255] < v4.length) + v5);
} else {
  let v7 = [[Symbol(), "key"].map(e => e), new Array(4)].map(e => e);
}
%HasFastProperties(["alpha x", v3].map(e => e));
let v8 = null;
try {
  let v9 = "item delta key";
} catch (e) { console.log(String(e).length); }
let v10 = (v4 % ([1e+21, 0.5].map(e => e) * v7));
console.log([(v6 << [1, (undefined | 1e-07), undefined]), (v0 < false)].map(e => e));
let v11 = (1e-07 | v6);
for (let i0 = 0; i0 < 4; i0++) {
  let v12 = typeof v8;
  let v13 = (new Array(3) == (Math.max | {}));
}
let v14 = undefined;
let v15 = (v13 | "x");
let v16 = [NaN, v6].map(e => e);
let v17 = [v7, Symbol()].map(e => e);
let v18 = {omega: (v2 < -1), alpha: ([[{delta: v5, value: 1.5}, v3.length, new Array(3)], new Array(3)].map(e => e) << new Array(1))};
let v19 = v13;
for (let i0 = 0; i0 < 5; i0++) {
  let v20 = 2147483647;
}
let v21 = 255;
let v22 = v15;
let v23 = v0;
function f24() {
  console.log(({delta: Math.max} == (1e-07 % {})));
  return v9;
}
let v25 = "item delta omega";
let v26 = null;
console.log(v14);
try {
  let v27 = -2147483648;
} catch (e) { console.log(String(e).length); }
let v28 = -1;
let v29 = f24();
console.log(v8);
let v30 = f24();
try {
  if (new Array(3)) {
    let v31 = f24();
  } else {
    let v32 = v1;
  }
} catch (e) { console.log(String(e).length); }
console.log((f24() - v23));
try {
  if (v17.length) {
    console.log(function (p) { return p; });
  } else {
    let v33 = 42;
  }
} catch (e) { console.log(String(e).length); }
function f34(p0) {
  let v35 = new Array(0);
  return ("alpha" < null);
}
for (let i0 = 0; i0 < 4; i0++) {
  %CreatePrivateSymbol("delta");
}
let v35 = (typeof v22 + v14.length);
console.log(NaN);
console.log(v15);
for (let i0 = 0; i0 < 1; i0++) {
  let v36 = typeof v10;
}
let v37 = 1e-07;
if (255) {
  try {
    let v38 = [new Array(2)];
  } catch (e) { console.log(String(e).length); }
} else {
  let v39 = "omega x";
}

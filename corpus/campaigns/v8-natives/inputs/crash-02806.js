%GetOptimizationStatus(NaN);
let v0 = (Math.max % Math.max);
let v1 = [v0, false].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = v0;
  let v3 = String(v1);
}
try {
  if ((v0 % "x")) {
    console.log({node: v1, value: "node"});
  } else {
    let v4 = function (p) { return p; };
  }
} catch (e) { console.log(String(e).length); }
let v5 = "gamma item";
let v6 = Symbol();
console.log(v6);
function f7() {
  let v7 = "key delta";
  return String(v6);
}
try {
  %CreatePrivateSymbol(Symbol());
} catch (e) { console.log(String(e).length); }
let v8 = v4;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v9 = f7();
  }
  for (let i1 = 0; i1 < 2; i1++) {
    let v10 = v8;
    console.log(v8);
  }
}
console.log(new Array(0));
for (let i0 = 0; i0 < 4; i0++) {
  let v11 = (new Array(1) - String(v8));
  let v12 = v9;
}
try {
  let v13 = f7();
} catch (e) { console.log(String(e).length); }
console.log(v1);
let v14 = v4;
console.log(1);
let v15 = "gamma x";
if ({}) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v16 = String(v2);
  }
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v17 = (v8 * 1.5);
  }
}
let v18 = v4;
%GetOptimizationStatus(1e-07);
let v19 = {gamma: 42};
function f20(p0, p1) {
  let v22 = [v12.length, null].map(e => e);
  return v15;
}
console.log(7);
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log((v12 | 1e-07));
  }
  console.log(([function (p) { return p; }, v8].map(e => e) | f7()));
}
function f21(p0, p1) {
  console.log(JSON.stringify(v17));
  let v23 = String(p1);
  return v1;
}
let v22 = v5;
for (let i0 = 0; i0 < 1; i0++) {
  console.log(f21(v4, v4));
}
if (v14.length) {
  let v23 = new Array(2);
} else {
  let v24 = ([f20([[1e-07, "delta"].map(e => e)], null), -2147483648].map(e => e) & new Array(3));
}
let v25 = v10;
if (v23) {
  let v26 = undefined;
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v27 = v18;
    let v28 = NaN;
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v29 = v17;
  }
}
let v30 = new Array(0);
console.log(new Array(4));

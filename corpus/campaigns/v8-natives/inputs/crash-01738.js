%DeoptimizeFunction(Infinity);
function f0() {
  try {
    let v0 = 0.5;
  } catch (e) { console.log(String(e).length); }
  let v1 = new Array(3);
  let v2 = "x value";
  return "item beta key";
}
let v1 = (new Array(3) * f0());
let v2 = 2147483647;
try {
  let v3 = (Math.max + typeof v1);
} catch (e) { console.log(String(e).length); }
function f4() {
  let v4 = v3;
  return v3;
}
if ([f4(), [f0(), v1].map(e => e)].map(e => e)) {
  let v5 = "beta";
} else {
  let v6 = v3.length;
}
let v7 = v1;
let v8 = function (p) { return p; };
try {
  let v9 = undefined;
} catch (e) { console.log(String(e).length); }
function f10(p0) {
  let v11 = f4();
  for (let i1 = 0; i1 < 5; i1++) {
    let v12 = (String(v3) | Symbol());
  }
  return v6;
}
console.log((String(v6) + v6.length));
console.log(JSON.stringify(v2));
let v11 = [[[f4(), "item delta item"].map(e => e)], "omega delta", []];
try {
  let v12 = f0();
} catch (e) { console.log(String(e).length); }
console.log(new Array(2));
if (([(-2147483648 & Math.max), [null, NaN].map(e => e)].map(e => e) & v9)) {
  let v13 = null;
} else {
  let v14 = 0.5;
}
console.log(v12);
let v15 = f10(["gamma key gamma", [2, new Array(1)].map(e => e)].map(e => e));
try {
  let v16 = 1e-07;
} catch (e) { console.log(String(e).length); }
function f17(p0, p1) {
  let v19 = String(v16);
  %OptimizeFunctionOnNextCall(f10(p0.length));
  return v14;
}
console.log(v2);
let v18 = f17(v2, "x alpha");
if ([((1e-07 - {x: Symbol(), value: 3.14159, key: v9}) - [new Array(1), function (p) { return p; }].map(e => e)), f4()].map(e => e)) {
  let v19 = [v1, f0()].map(e => e);
} else {
  if (v13) {
    let v20 = 2147483647;
  } else {
    console.log(undefined);
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  let v21 = v9;
  let v22 = JSON.stringify(v8);
}
try {
  let v23 = v16;
} catch (e) { console.log(String(e).length); }

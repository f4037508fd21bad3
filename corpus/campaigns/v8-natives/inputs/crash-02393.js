let v0 = {};
let v1 = new Array(3);
let v2 = JSON.stringify(v0);
console.log(3.14159);
let v3 = (v2 & [("delta" - 2147483647), "value"].map(e => e));
let v4 = ["value item", 1.5].map(e => e);
let v5 = v0;
%CreatePrivateSymbol(v1.length);
function f6(p0, p1) {
  try {
    let v8 = v5.length;
  } catch (e) { console.log(String(e).length); }
  return new Array(4);
}
function f7(p0, p1) {
  console.log(p0.length);
  for (let i1 = 0; i1 < 2; i1++) {
    let v9 = String(v2);
    let v10 = Infinity;
  }
  return 0.5;
}
let v8 = NaN;
let v9 = f6(f7(([Symbol()] == {}), [Infinity, new Array(1)].map(e => e)), JSON.stringify(v8));
for (let i0 = 0; i0 < 5; i0++) {
  let v10 = v8;
  let v11 = (((false * Math.max) - ("value" - null)) == [f6(1e+21, v10), [f7({node: v9}, 1e-07), undefined].map(e => e), v1]);
}
let v12 = new Array(4);
function f13() {
  console.log(f6(v8, v12));
  let v13 = 65536;
  console.log(undefined);
  return v10;
}
if (v3) {
  console.log((a => a + 1));
} else {
  let v14 = [([[1.5], []].map(e => e) + 2)];
}
let v15 = 1e+21;
function f16(p0, p1) {
  console.log((p0 & {alpha: [1e-07, typeof v10].map(e => e)}));
  return v15;
}
console.log([f6(({item: 42, beta: 0.5} | []), v1), v5].map(e => e));
function f17(p0, p1) {
  let v19 = [Math.max, v11.length];
  let v20 = v15.length;
  let v21 = v5;
  return v15;
}
function f18(p0, p1) {
  let v20 = v4;
  return (v15 << (a => a + 1));
}
let v19 = (-2147483648 | new Array(4));
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v20 = v11;
  }
} catch (e) { console.log(String(e).length); }
let v21 = v4;
console.log(0.5);
function f22(p0) {
  let v23 = [typeof v11, v10.length, v2];
  let v24 = new Array(2);
  return [f13(), [new Array(1), f16(new Array(2), v21)]].map(e => e);
}
let v23 = [(a => a + 1)];
%OptimizeFunctionOnNextCall(f17);
console.log((v21 - 7));
let v24 = (f18(new Array(4), typeof v10) << [new Array(3), ([Math.max, 0.5].map(e => e) == true)]);
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v25 = 7;
  }
}
let v26 = (42 == (new Array(1) == v24));
let v27 = ([v5, ([3.14159, Math.max].map(e => e) < v20.length)] - v10);
let v28 = String(v20);
console.log(new Array(2));
function f29(p0, p1) {
  console.log([new Array(4), v0].map(e => e));
  for (let i1 = 0; i1 < 2; i1++) {
    console.log([0, {item: (a => a + 1)}, (new Array(4) + [Symbol(), 1e+21].map(e => e))]);
    console.log([f13(), f13()].map(e => e));
  }
  return {gamma: v11, beta: f17(1.5, JSON.stringify(v2)), x: -2147483648};
}
if (([(function (p) { return p; } < function (p) { return p; }), (true - NaN)].map(e => e) | v2)) {
  console.log((v8 < JSON.stringify(v9)));
} else {
  try {
    let v30 = undefined;
  } catch (e) { console.log(String(e).length); }
}
try {
  let v31 = ("item beta omega" == f13());
} catch (e) { console.log(String(e).length); }
if ((v0 % f13())) {
  try {
    let v32 = typeof v14;
  } catch (e) { console.log(String(e).length); }
} else {
  let v33 = [v15, v30].map(e => e);
}
%NewRegExpWithBacktrackLimit(f17, 1, v24);

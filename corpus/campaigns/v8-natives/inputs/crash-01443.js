let v0 = "item";
let v1 = [v0, (-0.0 * v0)];
let v2 = Symbol();
let v3 = "value node key";
let v4 = v2;
let v5 = (v3 + [JSON.stringify(v2), 255].map(e => e));
console.log("x item beta");
let v6 = "value";
let v7 = -0.0;
function f8() {
  let v8 = new Array(1);
  return new Array(0);
}
let v9 = v0;
console.log(42);
let v10 = new Array(3);
console.log(v10);
function f11(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(Math.max);
    let v13 = v7;
  }
  let v14 = [];
  return v10.length;
}
%CreatePrivateSymbol(0);
let v12 = [(f8() + false), ["beta beta", -2147483648].map(e => e)].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  let v13 = (Math.max % v4);
}
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = f8();
}
let v15 = v7;
if ([f11((0 + 1.5), v6), v10].map(e => e)) {
  let v16 = (v9 - function (p) { return p; });
} else {
  let v17 = 3.14159;
}
console.log(v12);
let v18 = f8();
let v19 = [-0.0, {omega: String(v0)}].map(e => e);
let v20 = [(1e-07 == v2), v7].map(e => e);
let v21 = ({} << []);
try {
  console.log(v3);
} catch (e) { console.log(String(e).length); }
let v22 = (v0 * [(a => a + 1), f11(function (p) { return p; }, 1.5)].map(e => e));
console.log((typeof v7 * v10));
console.log([[f11([typeof v12, (v2 + [[f11(function (p) { return p; }, 1.5), v7], [v2.length, {x: (([] << new Array(4)) | "node value"), value: v14, key: (JSON.stringify(v5) * new Array(2))}]].map(e => e)), [v21.length, ("item x" - [NaN, (function (p) { return p; } | {value: Math.max}), typeof v21])].map(e => e)], [3.14159, {}].map(e => e)), f8(), [[new Array(4), Symbol()].map(e => e), v6].map(e => e)], [{omega: v0, node: v14}, -0.0].map(e => e)].map(e => e));
let v23 = Symbol();
console.log("gamma delta");
let v24 = undefined;
let v25 = 7;
let v26 = f8();
console.log(v0);
let v27 = NaN;
let v28 = f11((([] == Infinity) << v15), Infinity);
let v29 = Symbol();
let v30 = "alpha";
try {
  if ([true, 2147483647].map(e => e)) {
    let v31 = [["alpha item beta", f11({delta: f8(), x: f8()}, Infinity)].map(e => e), new Array(4)].map(e => e);
  } else {
    let v32 = (v1 % {delta: (f8() & v14.length)});
  }
} catch (e) { console.log(String(e).length); }
console.log((new Array(1) & typeof v6));
console.log(((new Array(1) < v9) < []));
console.log(f11(f8(), "omega"));
console.log(([undefined] % -0.0));
let v33 = ([[[v7, [[new Array(2), new Array(1)].map(e => e), (new Array(3) << 65536)].map(e => e)], {x: new Array(4)}].map(e => e), v27].map(e => e) * v20);
let v34 = {item: typeof v21};
function f35(p0) {
  let v36 = v1;
  console.log((v19 - [[v27]]));
  try {
    let v37 = f8();
  } catch (e) { console.log(String(e).length); }
  return String(v12);
}
for (let i0 = 0; i0 < 4; i0++) {
  let v36 = (v24 % {beta: [Math.max, (a => a + 1)].map(e => e), delta: (f11(1, 1) % v28)});
  let v37 = 1e-07;
}
function f38(p0) {
  let v39 = "x";
  let v40 = {gamma: (f8() | []), value: 0.5, value: {alpha: [["key", "x delta"].map(e => e), v16]}};
  let v41 = "item";
  return [v24];
}
console.log("gamma");
if ([{}, ((a => a + 1) == [{node: v19, node: v7, node: f8()}, 42].map(e => e))].map(e => e)) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v39 = ["beta alpha value", new Array(1)].map(e => e);
  }
} else {
  let v40 = null;
}
console.log(Infinity);
let v41 = v34;

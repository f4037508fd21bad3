let v0 = 255;
for (let i0 = 0; i0 < 4; i0++) {
  console.log([Symbol(), new Array(4)]);
  %NewRegExpWithBacktrackLimit(1.5, (v0 + v0), v0);
}
let v1 = [];
for (let i0 = 0; i0 < 3; i0++) {
  let v2 = 1e-07;
}
let v3 = "key";
let v4 = JSON.stringify(v3);
function f5(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v6 = function (p) { return p; };
    let v7 = v4;
  }
  let v8 = 2;
  console.log([(Symbol() < ({gamma: [{}], alpha: v3, gamma: v0} % {})), ([([false, undefined].map(e => e) | Math.max)] % p0)]);
  return [v8, p0, new Array(3)];
}
let v6 = v0;
let v7 = [];
let v8 = ([[v4, 1].map(e => e)] < {beta: [[(a => a + 1), new Array(3)].map(e => e), Symbol()].map(e => e), omega: {key: "key gamma delta"}});
let v9 = [[f5({x: [v3, 0].map(e => e), gamma: f5(v4.length)}), new Array(4)], typeof v0].map(e => e);
function f10(p0) {
  let v11 = JSON.stringify(p0);
  try {
    let v12 = NaN;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 1; i1++) {
    let v13 = ([String(v8), v8].map(e => e) == JSON.stringify(v0));
  }
  if (v2) {
    console.log([[-0.0, [new Array(2), v13].map(e => e)], JSON.stringify(v3)].map(e => e));
  } else {
    let v14 = {gamma: [v12, String(v8)].map(e => e)};
  }
  return ((a => a + 1) * [p0, JSON.stringify(v11)].map(e => e));
}
let v11 = v9;
let v12 = [(function (p) { return p; } - (Symbol() | 1e-07)), ((255 == (a => a + 1)) << f10(undefined))].map(e => e);
let v13 = v8;
try {
  let v14 = -0.0;
} catch (e) { console.log(String(e).length); }
let v15 = v13;
function f16(p0, p1) {
  let v18 = true;
  console.log(v14.length);
  return String(v8);
}
function f17(p0, p1) {
  console.log(String(v3));
  return (a => a + 1);
}
console.log(({key: [v11.length, v12].map(e => e)} - [v11, [v11, v1, [[new Array(3), {}].map(e => e), v14].map(e => e)]].map(e => e)));
let v18 = Symbol();
let v19 = f16(v9, v14);
try {
  let v20 = {};
} catch (e) { console.log(String(e).length); }
let v21 = (new Array(2) < {alpha: [(f17(undefined, 42) * {}), v13], key: Infinity, beta: f17([Symbol(), new Array(1)].map(e => e), [Symbol(), [Math.max, [((Symbol() + {beta: [255, [[Math.max, true, String(v11)], "item beta delta"].map(e => e)].map(e => e)}) - v8)]]].map(e => e))});
for (let i0 = 0; i0 < 1; i0++) {
  let v22 = 2147483647;
}
let v23 = f16([0.5, 65536].map(e => e), "gamma");
for (let i0 = 0; i0 < 5; i0++) {
  let v24 = [(f16(0, new Array(2)) & [65536, v18, v21]), "value beta"].map(e => e);
}
let v25 = [((NaN << {node: (a => a + 1), key: (v7 % f5(-0.0))}) - -2147483648), f17(({delta: v18, omega: ([-2147483648, [v1, [["omega", "x"].map(e => e), 1].map(e => e), "beta"]].map(e => e) - f10((a => a + 1))), node: new Array(0)} - Symbol()), "beta omega alpha")].map(e => e);
function f26(p0) {
  try {
    let v27 = 42;
  } catch (e) { console.log(String(e).length); }
  return [v21, [JSON.stringify(v24), [Math.max, "alpha alpha omega"].map(e => e)].map(e => e), Math.max];
}
function f27() {
  let v27 = v4;
  let v28 = [JSON.stringify(v18)];
  console.log(f16((({} % (a => a + 1)) + typeof v22), v15.length));
  return new Array(0);
}
console.log({});
let v28 = v14;
let v29 = (a => a + 1);
let v30 = function (p) { return p; };
try {
  let v31 = v12;
} catch (e) { console.log(String(e).length); }
function f32(p0, p1) {
  let v34 = [1e+21, typeof v2, f17([-2147483648, Infinity].map(e => e), 1)];
  let v35 = {beta: f26(Math.max), x: [new Array(0), typeof v8].map(e => e), omega: ["x key", String(v14)].map(e => e)};
  return typeof v14;
}
let v33 = v3;
function f34(p0) {
  let v35 = "value node";
  return [[v21, f27()].map(e => e)];
}
let v35 = v31;

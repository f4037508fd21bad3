let v0 = 42;
function f1(p0, p1) {
  console.log(v0);
  for (let i1 = 0; i1 < 4; i1++) {
    let v3 = 0.5;
  }
  return p0;
}
let v2 = Math.max;
console.log(-0.0);
console.log((v2 << v2));
let v3 = f1(typeof v0, v2);
for (let i0 = 0; i0 < 4; i0++) {
  let v4 = f1("x key delta", [(v3 + [-2147483648, (a => a + 1)].map(e => e)), 1e-07, "gamma"]);
  %NewRegExpWithBacktrackLimit(v4, JSON.stringify(v3), ("omega" << typeof v3));
}
function f5(p0, p1) {
  if (v3.length) {
    let v7 = p0;
  } else {
    let v8 = (([new Array(3), [new Array(2), f1(p0, [f1(0.5, JSON.stringify(v2))]), ({omega: 1e+21, gamma: -1, beta: v7} % ((a => a + 1) & "delta x item"))]].map(e => e) - [{delta: [(true * "key omega alpha"), v2].map(e => e), gamma: {value: f1(Math.max, v3), x: new Array(4), item: v3.length}}, []]) < NaN);
  }
  console.log((v3.length % f1((Symbol() * [f1([], {node: JSON.stringify(v4), value: (0.5 - typeof v0), x: v4}), v0, {delta: 1e+21}]), 3.14159)));
  return {delta: v8, omega: v2, item: f1(null, NaN)};
}
let v6 = [1e+21, v3.length].map(e => e);
function f7(p0, p1) {
  console.log(f5(1e-07, [([] | "beta delta beta"), typeof v4].map(e => e)));
  console.log([[{}, "delta", p1.length], [[f5([((Symbol() & function (p) { return p; }) % p1)], ["gamma value omega", true].map(e => e)), (a => a + 1)], f5(Math.max, -0.0)].map(e => e), [[undefined, 7], v2].map(e => e)]);
  return f1(typeof v4, false);
}
console.log([2, f5(v6.length, [null, Math.max].map(e => e))].map(e => e));
for (let i0 = 0; i0 < 2; i0++) {
  let v8 = "omega item";
  let v9 = v4;
}
let v10 = Symbol();
let v11 = "node";
if (JSON.stringify(v3)) {
  try {
    console.log(JSON.stringify(v4));
  } catch (e) { console.log(String(e).length); }
} else {
  if (f1(f7(typeof v3, new Array(2)), {key: 1.5})) {
    console.log(f5(null, v11));
  } else {
    console.log([[], ([Infinity, 1e-07].map(e => e) + v2)]);
  }
}
let v12 = f1((f5({}, "beta gamma") == ("gamma" == 65536)), 1.5);
try {
  let v13 = 1;
} catch (e) { console.log(String(e).length); }
let v14 = [{alpha: JSON.stringify(v3), node: Math.max, alpha: -0.0}, v3, new Array(2)];
console.log([(v8 + typeof v2), v4.length].map(e => e));
function f15(p0) {
  try {
    let v16 = (f1(NaN, [(a => a + 1), 0.5].map(e => e)) == v2);
  } catch (e) { console.log(String(e).length); }
  let v17 = false;
  let v18 = JSON.stringify(v8);
  let v19 = {};
  return [[((a => a + 1) % "value"), {node: v4}], (f1(Math.max, (a => a + 1)) & f7(-2147483648, -0.0))].map(e => e);
}
let v16 = JSON.stringify(v11);
console.log(NaN);
let v17 = [(Symbol() < f1("beta beta alpha", [v9, f1([function (p) { return p; }, []].map(e => e), -2147483648), false])), new Array(4)].map(e => e);
let v18 = v6;
try {
  console.log((true << [String(v10), -0.0].map(e => e)));
} catch (e) { console.log(String(e).length); }
let v19 = v3;
if ([NaN, 1.5].map(e => e)) {
  console.log({item: JSON.stringify(v2), value: new Array(2)});
} else {
  let v20 = [new Array(1), Symbol()].map(e => e);
}
let v21 = v2;
let v22 = (f15(v0) | {gamma: [String(v17), f1((a => a + 1), 2147483647)].map(e => e), omega: v9});
let v23 = ([f5(65536, {}), String(v13)].map(e => e) * f7([[(new Array(0) + v0), typeof v13], [2147483647]].map(e => e), v6));
let v24 = 1e+21;
let v25 = f5((("value gamma" % new Array(3)) % v9), v17);
let v26 = f5(v18, [({item: v9, gamma: "alpha beta alpha"} | Infinity), Symbol()].map(e => e));
if (f1(v8, v4.length)) {
  try {
    console.log((v0 < v2));
  } catch (e) { console.log(String(e).length); }
} else {
  let v27 = 7;
}
for (let i0 = 0; i0 < 5; i0++) {
  if (7) {
    let v28 = -1;
  } else {
    console.log((v20.length & [typeof v11, "delta delta", 3.14159]));
  }
}
try {
  let v29 = v21;
} catch (e) { console.log(String(e).length); }
try {
  let v30 = Math.max;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  let v31 = {omega: [], node: [(1e+21 + new Array(3)), v11].map(e => e), alpha: v26.length};
}
let v32 = ({} < (v17 << f1([f7(v27, [new Array(4), function (p) { return p; }].map(e => e))], true)));
try {
  let v33 = f7(new Array(1), v12);
} catch (e) { console.log(String(e).length); }
function f34() {
  let v34 = (v2 * [{item: {}}, 7].map(e => e));
  return ([] << String(v34));
}
for (let i0 = 0; i0 < 2; i0++) {
  if ({beta: v13, x: (f15(new Array(2)) == f5(new Array(0), -2147483648))}) {
    let v35 = NaN;
  } else {
    let v36 = [String(v14), v11];
  }
}
let v37 = (f1(((a => a + 1) + 1e-07), v17) % [Math.max, Math.max].map(e => e));
console.log(v28);
console.log(v24);
let v38 = v33;
let v39 = 255;
if (v2) {
  let v40 = v25;
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(3.14159);
  }
}
let v41 = new Array(1);
let v42 = (f34() | v17);

%CompileBaseline(false);
let v0 = [[], [new Array(3), [Math.max, {node: [(undefined | [new Array(1), 0.5]), [new Array(3), 0.5].map(e => e)].map(e => e), beta: [([function (p) { return p; }] % ([Math.max, []] == 1e-07))], node: [[[new Array(3), false], (a => a + 1), Symbol()], ((a => a + 1) % 1)].map(e => e)}]].map(e => e), "node omega alpha"];
let v1 = [v0, 0].map(e => e);
function f2() {
  let v2 = "item gamma item";
  return undefined;
}
console.log(v1);
console.log(Symbol());
let v3 = [1e-07, JSON.stringify(v1)].map(e => e);
let v4 = [];
let v5 = 0;
let v6 = v3;
try {
  if (v4) {
    let v7 = (f2() + 255);
  } else {
    let v8 = v0;
  }
} catch (e) { console.log(String(e).length); }
console.log({value: Infinity, x: [(false | 1e+21), v1].map(e => e)});
let v9 = v3;
for (let i0 = 0; i0 < 3; i0++) {
  let v10 = v0;
  let v11 = {};
}
console.log("alpha");
function f12(p0) {
  %IsBeingInterpreted();
  let v13 = (JSON.stringify(v5) * f2());
  return false;
}
let v13 = (Math.max | 1e-07);
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = v9;
  let v15 = "delta omega gamma";
}
let v16 = {omega: f2()};
if (true) {
  let v17 = String(v11);
} else {
  let v18 = v6;
}
let v19 = v3;
console.log({});
function f20(p0) {
  let v21 = ((7 - v14) * (JSON.stringify(v15) << ["gamma value omega", undefined].map(e => e)));
  console.log(function (p) { return p; });
  let v22 = v15;
  for (let i1 = 0; i1 < 2; i1++) {
    let v23 = null;
  }
  return 1.5;
}
let v21 = String(v3);
for (let i0 = 0; i0 < 5; i0++) {
  if ("node") {
    let v22 = (function (p) { return p; } == 2);
  } else {
    console.log(0.5);
  }
}
function f23() {
  let v23 = (Infinity & {key: v9, beta: new Array(1)});
  console.log([v16, Symbol()].map(e => e));
  return Symbol();
}
try {
  let v24 = Infinity;
} catch (e) { console.log(String(e).length); }
console.log({beta: [v17, v5, (v4 << v10)], alpha: v14, item: ([null, NaN].map(e => e) % v8)});
console.log(v19);
let v25 = (v4 & v19);
let v26 = String(v8);
if ("beta gamma beta") {
  let v27 = v25;
} else {
  let v28 = {beta: [-0.0, ({alpha: (function (p) { return p; } - NaN), node: (null - typeof v9), key: [true, f2()].map(e => e)} - {x: new Array(2), x: v21})].map(e => e), key: v25, item: v13};
}

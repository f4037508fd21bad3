let v0 = ("node x item" & "beta");
console.log(["beta key", 42].map(e => e));
let v1 = v0.length;
let v2 = v1;
let v3 = v1;
let v4 = new Array(1);
let v5 = [[v4, {x: v0}].map(e => e), [v1, v0].map(e => e)].map(e => e);
let v6 = undefined;
let v7 = v0;
try {
  let v8 = 1e+21;
} catch (e) { console.log(String(e).length); }
%CompileBaseline(v0);
let v9 = [255, String(v4)].map(e => e);
function f10() {
  let v10 = {};
  console.log(typeof v6);
  if (String(v6)) {
    let v11 = 1e+21;
  } else {
    let v12 = {alpha: v7, delta: v7.length, delta: [undefined]};
  }
  return Symbol();
}
let v11 = v6;
function f12(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v14 = f10();
  }
  let v15 = (a => a + 1);
  let v16 = "omega node";
  let v17 = (1 | {item: f10(), beta: false, item: f10()});
  return v4;
}
if ((new Array(4) - [f12(42, {beta: f10(), item: [JSON.stringify(v5)]}), v11].map(e => e))) {
  console.log(((v9 | v8) - [[1e+21, -0.0].map(e => e), (Math.max | new Array(1))].map(e => e)));
} else {
  let v13 = (JSON.stringify(v1) * v3);
}
let v14 = "delta beta alpha";
%CreatePrivateSymbol(f12);
let v15 = [new Array(2), f10()].map(e => e);
let v16 = 1;
%DebugPrint(f12);
function f17() {
  let v17 = v13;
  let v18 = String(v16);
  let v19 = function (p) { return p; };
  console.log(NaN);
  return v9;
}
let v18 = (f17() < {alpha: (f10() == {gamma: [v8, [new Array(3), undefined].map(e => e)].map(e => e), node: v8, node: {omega: v3, item: [v6, Math.max].map(e => e)}}), gamma: -1});
let v19 = "x x item";
let v20 = new Array(0);
let v21 = (f12({key: (new Array(0) << v5)}, undefined) << f10());
try {
  let v22 = [];
} catch (e) { console.log(String(e).length); }
let v23 = v13;
function f24() {
  let v24 = {x: JSON.stringify(v6), omega: new Array(0)};
  try {
    let v25 = {};
  } catch (e) { console.log(String(e).length); }
  return 1;
}
let v25 = [v20, Symbol()].map(e => e);
let v26 = v5;
if ([v18, v6].map(e => e)) {
  try {
    let v27 = v0;
  } catch (e) { console.log(String(e).length); }
} else {
  console.log(typeof v16);
}
let v28 = (Symbol() + v5);
%HaveSameMap(f10, new Array(4));

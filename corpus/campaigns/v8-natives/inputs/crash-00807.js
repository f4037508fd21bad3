let v0 = [3.14159, [({} + [{gamma: (NaN * (a => a + 1))}]), (3.14159 - function (p) { return p; })].map(e => e)].map(e => e);
let v1 = v0.length;
console.log(v0);
let v2 = [(NaN | v0), 2];
let v3 = ((["delta node", ["delta", false, ((1.5 - {}) * [Math.max, [function (p) { return p; }]].map(e => e))]].map(e => e) | [new Array(0), NaN].map(e => e)) + []);
if (JSON.stringify(v3)) {
  if (JSON.stringify(v1)) {
    let v4 = false;
  } else {
    console.log(v2);
  }
} else {
  let v5 = "x gamma";
}
%CompileBaseline({});
console.log(v0);
%OptimizeFunctionOnNextCall([v1, (function (p) { return p; } == [([] % []), JSON.stringify(v5)])].map(e => e));
let v6 = (-0.0 == Symbol());
function f7(p0) {
  let v8 = [];
  return [function (p) { return p; }, ({} == [1e-07, Math.max].map(e => e))].map(e => e);
}
function f8() {
  let v8 = "omega x";
  let v9 = 0;
  return v4;
}
let v9 = (new Array(4) * f7({}));
let v10 = f7(f7(v0));
console.log(f7("item"));
let v11 = v0;
console.log([(null | v5.length), v6, NaN]);
let v12 = JSON.stringify(v10);
let v13 = Symbol();
let v14 = 7;
let v15 = v2;
let v16 = -0.0;
if (v2) {
  for (let i1 = 0; i1 < 2; i1++) {
    %GetOptimizationStatus(f7);
  }
} else {
  let v17 = [v2];
}
console.log(f8());
let v18 = f8();
let v19 = null;
let v20 = ([v15, [v14, v2].map(e => e)] | 3.14159);
let v21 = [[f8(), [[new Array(3), null].map(e => e), f7(NaN)].map(e => e)]];
console.log("item delta gamma");
let v22 = [[[Math.max, null].map(e => e), String(v5)].map(e => e), v20, ("alpha omega gamma" << v14)];
console.log("alpha omega");
let v23 = new Array(4);
let v24 = -0.0;
console.log(v16);
let v25 = JSON.stringify(v3);
console.log(Infinity);

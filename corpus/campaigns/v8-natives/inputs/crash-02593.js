let v0 = -1;
%DeoptimizeFunction(65536);
let v1 = function (p) { return p; };
let v2 = [new Array(2), ((new Array(4) < function (p) { return p; }) + "omega alpha alpha")].map(e => e);
let v3 = Infinity;
let v4 = Symbol();
console.log(v4);
let v5 = v0;
if (v4) {
  console.log(String(v3));
} else {
  let v6 = -1;
}
console.log(([v3, [new Array(1), "node value item"].map(e => e)].map(e => e) - v4));
let v7 = new Array(0);
console.log(-2147483648);
let v8 = [new Array(3), [["x delta gamma", true].map(e => e), v2].map(e => e)];
let v9 = v6;
let v10 = (JSON.stringify(v7) == NaN);
function f11() {
  if (v3) {
    let v11 = v9;
  } else {
    let v12 = [new Array(2), ["node key", v7].map(e => e)].map(e => e);
  }
  return (JSON.stringify(v9) << (v9 & []));
}
if (f11()) {
  let v12 = v7.length;
} else {
  let v13 = f11();
}
console.log(f11());
console.log(f11());
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v14 = 0.5;
  } catch (e) { console.log(String(e).length); }
}
let v15 = v3.length;
for (let i0 = 0; i0 < 1; i0++) {
  let v16 = [(JSON.stringify(v10) & undefined), v0].map(e => e);
  for (let i1 = 0; i1 < 3; i1++) {
    let v17 = v14;
    let v18 = [[true, []].map(e => e), "alpha", [[[false, v1].map(e => e)], f11()]];
  }
}
let v19 = v8;
if (v13) {
  let v20 = JSON.stringify(v1);
} else {
  let v21 = (["value gamma", ([new Array(3)] & "alpha node")].map(e => e) == [({delta: 0.5} == Math.max), (Symbol() == new Array(3))].map(e => e));
}
let v22 = v18;
function f23(p0, p1) {
  let v25 = f11();
  console.log([42, String(v9)].map(e => e));
  return [[true, String(v10)].map(e => e), new Array(1)].map(e => e);
}
let v24 = [typeof v4, String(v16)].map(e => e);

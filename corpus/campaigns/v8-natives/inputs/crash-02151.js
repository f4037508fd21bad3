let v0 = new Array(2);
function f1(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v3 = v0;
    let v4 = v3;
  }
  let v5 = ("node" % "beta value gamma");
  let v6 = v4;
  return Symbol();
}
let v2 = "item delta value";
for (let i0 = 0; i0 < 1; i0++) {
  let v3 = "delta alpha node";
}
%CreatePrivateSymbol(f1);
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = {item: "node", alpha: JSON.stringify(v3)};
}
let v5 = v3;
let v6 = f1([[2147483647, {delta: v4, delta: ["value", v4].map(e => e), gamma: "x x"}].map(e => e), Infinity].map(e => e), {value: 255, alpha: "node key key"});
%NeverOptimizeFunction(v3);
let v7 = [(v2.length & 2147483647), 3.14159].map(e => e);
let v8 = {};
for (let i0 = 0; i0 < 3; i0++) {
  let v9 = {omega: {node: v7}};
  let v10 = v6;
}
let v11 = typeof v3;
let v12 = v11;
try {
  let v13 = {};
} catch (e) { console.log(String(e).length); }
let v14 = (typeof v6 == "x");
let v15 = Math.max;
let v16 = -2147483648;
if ((-1 % v15)) {
  let v17 = new Array(3);
} else {
  let v18 = v4.length;
}
let v19 = 255;
let v20 = ([v13, JSON.stringify(v19)].map(e => e) - {value: f1((new Array(1) - 1), f1("alpha beta gamma", {}))});
let v21 = (-1 % v3);
function f22(p0) {
  console.log([2, v5].map(e => e));
  let v23 = f1("beta", v3);
  if (Infinity) {
    let v24 = (65536 + (a => a + 1));
  } else {
    console.log(v14);
  }
  let v25 = JSON.stringify(v7);
  return v17;
}
console.log(typeof v4);
function f23() {
  console.log([typeof v10, JSON.stringify(v0)]);
  let v23 = [v8.length, Math.max];
  let v24 = -2147483648;
  if ([NaN]) {
    let v25 = v8;
  } else {
    let v26 = v2;
  }
  return v20;
}

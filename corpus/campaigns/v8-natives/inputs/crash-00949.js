%NeverOptimizeFunction(function (p) { return p; });
let v0 = ["key node", new Array(0)].map(e => e);
%OptimizeFunctionOnNextCall(NaN);
function f1(p0) {
  try {
    let v2 = NaN;
  } catch (e) { console.log(String(e).length); }
  if (null) {
    let v3 = typeof p0;
  } else {
    console.log(p0.length);
  }
  return p0;
}
%HasFastProperties(f1);
if (v0) {
  if (v0) {
    console.log(f1("item beta"));
  } else {
    let v2 = v0;
  }
} else {
  try {
    let v3 = v2;
  } catch (e) { console.log(String(e).length); }
}
console.log(JSON.stringify(v3));
let v4 = [v2, typeof v0].map(e => e);
let v5 = [("beta key" + {node: ({node: v4.length} - [new Array(0), [{}, v0, v4]].map(e => e)), omega: Math.max, delta: v2}), Math.max].map(e => e);
let v6 = ([f1(v3)] | f1(v0));
if (String(v2)) {
  console.log(v5);
} else {
  console.log({});
}
try {
  let v7 = v5;
} catch (e) { console.log(String(e).length); }
console.log(f1(new Array(3)));
function f8(p0, p1) {
  let v10 = [v4.length];
  for (let i1 = 0; i1 < 2; i1++) {
    let v11 = (new Array(0) % f1((Symbol() << 2)));
    let v12 = v0;
  }
  if (42) {
    let v13 = "alpha";
  } else {
    let v14 = String(p0);
  }
  console.log(JSON.stringify(v0));
  return [{}, []].map(e => e);
}
let v9 = f1(Symbol());
try {
  let v10 = f8([[0.5, "key value"].map(e => e), typeof v0].map(e => e), String(v5));
} catch (e) { console.log(String(e).length); }
let v11 = f1(f1(typeof v3));
let v12 = (v9 - v0);
if ((7 * [v9, v7, [v7, v10]])) {
  let v13 = Math.max;
} else {
  if (65536) {
    console.log(v5);
  } else {
    console.log("omega delta");
  }
}
function f14(p0) {
  try {
    %NewRegExpWithBacktrackLimit(f8(2, (7 + "gamma delta x")), (1 + true), f8("x", "item delta x"));
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 5; i1++) {
    let v15 = String(v10);
  }
  if (v12.length) {
    let v16 = NaN;
  } else {
    console.log(v16);
  }
  return v10;
}
console.log((65536 == v13));
let v15 = f8(v3, [JSON.stringify(v6), 42].map(e => e));
console.log([{value: Math.max, x: v10.length, gamma: [v13, v4].map(e => e)}, v11.length, (NaN == {})]);
try {
  console.log(f1({value: new Array(1), delta: [{}, f14({alpha: [v3]})].map(e => e)}));
} catch (e) { console.log(String(e).length); }
console.log(false);
let v16 = v4;
console.log(v11);
if (v15) {
  let v17 = v5;
} else {
  console.log((JSON.stringify(v15) % v15));
}
console.log(1);
try {
  try {
    let v18 = {node: [(7 & false), [{beta: v17}, "key"].map(e => e)].map(e => e)};
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v19 = Symbol();
function f20(p0, p1) {
  console.log([[v10, JSON.stringify(v11)].map(e => e), v7].map(e => e));
  return String(v18);
}
console.log(7);
let v21 = f20(v13, [0, JSON.stringify(v13)].map(e => e));
let v22 = f8("node", v2);

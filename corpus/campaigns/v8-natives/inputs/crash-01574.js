let v0 = Symbol();
function f1(p0) {
  let v2 = JSON.stringify(p0);
  return ["delta item", JSON.stringify(v2)].map(e => e);
}
console.log([[255, (a => a + 1), f1(1.5)]]);
let v2 = typeof v0;
let v3 = v2;
function f4(p0) {
  let v5 = v3.length;
  %HaveSameMap(f1, f1(new Array(1)));
  let v6 = v2;
  return typeof v2;
}
console.log("x beta x");
let v5 = (v3 == 65536);
let v6 = (a => a + 1);
let v7 = v0;
let v8 = f4(function (p) { return p; });
let v9 = [[[], Infinity].map(e => e), [[function (p) { return p; }, "value"].map(e => e), v7].map(e => e)].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  %CreatePrivateSymbol(f1);
  for (let i1 = 0; i1 < 5; i1++) {
    let v10 = v6;
    let v11 = v10;
  }
}
let v12 = v2;
let v13 = v6;
let v14 = null;
console.log(v11);
function f15(p0) {
  console.log((String(v12) << f4({})));
  let v16 = v7;
  let v17 = v2;
  let v18 = "delta value";
  return f1(function (p) { return p; });
}
console.log(f15([f15([]), [255, "alpha"].map(e => e)].map(e => e)));
for (let i0 = 0; i0 < 3; i0++) {
  console.log(new Array(1));
}
let v16 = (JSON.stringify(v0) - v2);
console.log((v16 * false));
let v17 = v13;
for (let i0 = 0; i0 < 4; i0++) {
  console.log([7, (v6 << v11)].map(e => e));
  for (let i1 = 0; i1 < 1; i1++) {
    let v18 = [JSON.stringify(v2), {beta: {alpha: [1e-07, typeof v12].map(e => e), value: f15(false), omega: v6}, node: f4(f1("node")), value: 0.5}];
    let v19 = [[v17.length, [(v16 - ["node", 3.14159].map(e => e)), 7]].map(e => e), {key: (a => a + 1), item: (a => a + 1)}].map(e => e);
  }
}
function f20(p0) {
  let v21 = "beta node";
  let v22 = f15(String(v11));
  let v23 = String(v11);
  try {
    let v24 = (v6 | v11);
  } catch (e) { console.log(String(e).length); }
  return f4(([{beta: p0}, 2].map(e => e) + v14));
}
%DeoptimizeFunction(f1);
for (let i0 = 0; i0 < 3; i0++) {
  console.log([f15(function (p) { return p; })]);
  let v21 = 0;
}
if (["delta beta", v19].map(e => e)) {
  let v22 = v5;
} else {
  if (v5) {
    let v23 = [1e+21, v17].map(e => e);
  } else {
    let v24 = [1, ([-0.0, (a => a + 1)].map(e => e) * ("gamma" < function (p) { return p; }))];
  }
}
for (let i0 = 0; i0 < 2; i0++) {
  let v25 = String(v13);
  let v26 = true;
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log({gamma: new Array(1), gamma: f1(["x key omega", (a => a + 1)])});
}
function f27(p0, p1) {
  let v29 = [f4(String(v3))];
  let v30 = [f15([v3, (v25 % f4([f20(-0.0)])), v13]), (a => a + 1)].map(e => e);
  return f15({delta: f20(255), x: f1([new Array(1), v12, [1e+21, 3.14159].map(e => e)]), key: v24});
}
let v28 = v0;
let v29 = JSON.stringify(v2);
console.log([[v11.length, [f20("beta"), 2, f4(JSON.stringify(v13))], f4(v24)], String(v10)].map(e => e));
let v30 = f4(JSON.stringify(v14));
function f31() {
  let v31 = f1("node node beta");
  if (Math.max) {
    let v32 = [([["node beta", ("beta" << [])].map(e => e)] % JSON.stringify(v5)), {alpha: new Array(4), value: [v25, v11].map(e => e)}].map(e => e);
  } else {
    let v33 = [];
  }
  return typeof v11;
}
let v32 = v13;
let v33 = v2;
let v34 = function (p) { return p; };
function f35(p0) {
  let v36 = f27(typeof v5, [f15([f31(), function (p) { return p; }]), "delta omega"].map(e => e));
  let v37 = [v32];
  return [new Array(4), [f31(), v30].map(e => e)];
}
let v36 = [(v8 * String(v26)), true].map(e => e);
if (42) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log("omega");
  }
} else {
  console.log((((Infinity == []) - (undefined * "gamma x")) == JSON.stringify(v12)));
}
if (0.5) {
  if (new Array(3)) {
    let v37 = new Array(1);
  } else {
    let v38 = "node delta";
  }
} else {
  console.log(f31());
}
let v39 = null;
try {
  let v40 = [Infinity, 1.5].map(e => e);
} catch (e) { console.log(String(e).length); }

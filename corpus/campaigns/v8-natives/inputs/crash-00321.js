%GetOptimizationStatus(new Array(3));
let v0 = 1.5;
let v1 = [v0, v0].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v2 = v0.length;
  let v3 = [1.5, Math.max].map(e => e);
}
console.log(v2.length);
for (let i0 = 0; i0 < 4; i0++) {
  let v4 = v2;
  if ([String(v0), ([] - function (p) { return p; })].map(e => e)) {
    let v5 = {x: v1, key: typeof v2};
  } else {
    console.log(-1);
  }
}
console.log(-2147483648);
console.log([v3, v2].map(e => e));
%CreatePrivateSymbol([v2, "node delta value"].map(e => e));
let v6 = (([] + "beta alpha key") - 3.14159);
let v7 = {item: (a => a + 1), x: "gamma", delta: "key node x"};
let v8 = [JSON.stringify(v5), "gamma"].map(e => e);
console.log(([v4, "value node"].map(e => e) & [Symbol(), "x"].map(e => e)));
let v9 = v1;
console.log(65536);
try {
  let v10 = [[function (p) { return p; }, v6].map(e => e), [v8, v5].map(e => e)];
} catch (e) { console.log(String(e).length); }
if ((a => a + 1)) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v11 = typeof v2;
  }
} else {
  let v12 = "beta alpha";
}
let v13 = [undefined, null].map(e => e);
let v14 = v1;
function f15() {
  let v15 = (v7 + "omega node");
  for (let i1 = 0; i1 < 1; i1++) {
    let v16 = JSON.stringify(v10);
    let v17 = [[({item: [v13, (a => a + 1)].map(e => e), omega: undefined, omega: 1.5} | "value x gamma"), v12].map(e => e), 3.14159].map(e => e);
  }
  for (let i1 = 0; i1 < 1; i1++) {
    let v18 = [true, {}].map(e => e);
    let v19 = v5;
  }
  return v13;
}
if ({omega: "alpha omega beta", gamma: null, value: [[], v9.length].map(e => e)}) {
  let v16 = [[new Array(0), ["node", {delta: function (p) { return p; }, beta: [v0, v3.length].map(e => e)}].map(e => e)], ([f15(), v14, v5] & 0.5)].map(e => e);
} else {
  let v17 = [v4];
}
for (let i0 = 0; i0 < 3; i0++) {
  let v18 = v17;
}
let v19 = [f15(), Math.max].map(e => e);
let v20 = {beta: ((a => a + 1) << f15()), key: v3, key: (1e+21 == f15())};
try {
  console.log(f15());
} catch (e) { console.log(String(e).length); }
console.log(f15());
console.log(v5);
function f21(p0) {
  let v22 = typeof v6;
  return 1.5;
}
let v22 = (f15() | f21(v14));
let v23 = [v10, 3.14159].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  let v24 = v17;
}
console.log("node");
if (v5) {
  let v25 = f15();
} else {
  try {
    let v26 = new Array(1);
  } catch (e) { console.log(String(e).length); }
}
let v27 = ({gamma: (v25 << ([(1.5 + [0.5, new Array(3)].map(e => e)), "gamma"] < [[v16, {}].map(e => e), [[false], ("alpha" == false)].map(e => e), [v11, v0].map(e => e)])), gamma: v16} + "omega value gamma");
let v28 = new Array(2);
console.log((new Array(4) << 1e-07));
let v29 = v5;
let v30 = ([[], f15()].map(e => e) - v5.length);
let v31 = {};
let v32 = function (p) { return p; };
console.log(v25);
console.log([[v20, 2].map(e => e), JSON.stringify(v31)].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  let v33 = ([[], v30].map(e => e) % v12);
}
try {
  let v34 = v4;
} catch (e) { console.log(String(e).length); }
let v35 = (a => a + 1);
for (let i0 = 0; i0 < 4; i0++) {
  console.log(1);
  let v36 = f15();
}
let v37 = 1.5;
if (-0.0) {
  console.log((new Array(2) * v30));
} else {
  let v38 = v35;
}
console.log(1);
let v39 = JSON.stringify(v3);
function f40() {
  %DeoptimizeFunction(f21);
  return f15();
}
try {
  console.log([[null, (new Array(0) + "node")].map(e => e), new Array(3), f21(Math.max)]);
} catch (e) { console.log(String(e).length); }
console.log(v28.length);

let v0 = [Symbol(), new Array(0)].map(e => e);
console.log({});
console.log(-0.0);
let v1 = -1;
function f2(p0, p1) {
  let v4 = ({} | ("value gamma" & [false, []].map(e => e)));
  let v5 = "gamma beta beta";
  let v6 = 1e-07;
  return new Array(3);
}
try {
  %CreatePrivateSymbol(f2);
} catch (e) { console.log(String(e).length); }
let v3 = f2(f2([], v1), JSON.stringify(v0));
let v4 = f2([[{}, "gamma key"].map(e => e), v1].map(e => e), {gamma: 3.14159, gamma: v3});
let v5 = -1;
function f6(p0) {
  let v7 = [v1, NaN];
  if (v4) {
    let v8 = f2(v3, p0);
  } else {
    console.log(p0);
  }
  let v9 = 42;
  let v10 = (f2(p0, "delta") + v1);
  return v7;
}
let v7 = String(v4);
for (let i0 = 0; i0 < 3; i0++) {
  let v8 = JSON.stringify(v7);
  console.log({value: v5});
}
let v9 = v5;
function f10() {
  let v10 = (undefined - "delta x gamma");
  return ([{value: f2(f6(function (p) { return p; }), f6({omega: ["node key value", v1].map(e => e)}))}, v9].map(e => e) + [v10, typeof v5].map(e => e));
}
let v11 = [NaN, v3].map(e => e);
let v12 = String(v7);
let v13 = f10();
function f14() {
  console.log(v12);
  return ([new Array(1), Symbol()].map(e => e) * (typeof v9 % f2(new Array(1), "beta")));
}
let v15 = [f2(1e+21, "gamma"), (v11 & [[typeof v8], {alpha: new Array(0)}].map(e => e)), 3.14159];
function f16(p0, p1) {
  console.log((new Array(4) << 0));
  let v18 = [];
  let v19 = [(v5 | [null, Math.max].map(e => e)), f2(v1.length, v8.length)].map(e => e);
  let v20 = new Array(1);
  return (([new Array(1), "x"].map(e => e) | JSON.stringify(v19)) < typeof v11);
}
let v17 = v15;
if (f14()) {
  let v18 = ({x: (false == JSON.stringify(v9)), gamma: JSON.stringify(v15), node: v11} % f10());
} else {
  let v19 = (typeof v17 - ([] - 1e+21));
}
function f20() {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log((v17.length | v3));
    let v20 = true;
  }
  let v21 = v12;
  try {
    let v22 = 3.14159;
  } catch (e) { console.log(String(e).length); }
  let v23 = [v9, f6(new Array(0))].map(e => e);
  return (v23 | v13);
}
let v21 = v1;
console.log(7);
for (let i0 = 0; i0 < 1; i0++) {
  let v22 = [f14(), "omega"].map(e => e);
}
function f23(p0, p1) {
  console.log(Symbol());
  let v25 = (String(v9) % (v21 == "omega delta x"));
  return [v3, -0.0].map(e => e);
}
let v24 = JSON.stringify(v9);
if ((typeof v17 & {delta: v4, node: f23(v4, v8), node: 65536})) {
  let v25 = true;
} else {
  let v26 = v17;
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log([new Array(4), false].map(e => e));
  let v27 = [v13, [f16([function (p) { return p; }, {item: [[0, Math.max].map(e => e), ["x gamma value", [f2(v5, {}), (String(v5) % f14()), v26]].map(e => e)].map(e => e)}].map(e => e), [new Array(3), function (p) { return p; }].map(e => e)), (1 < [new Array(4), "gamma"].map(e => e)), {key: f16(f16({beta: v5, delta: (v19 << ([typeof v7, JSON.stringify(v18), v7] << "omega")), omega: "node"}, true), true)}]].map(e => e);
}
function f28(p0, p1) {
  let v30 = p1;
  return v1;
}
let v29 = v0.length;
let v30 = new Array(1);
let v31 = f10();
function f32(p0) {
  let v33 = [f16("omega value", new Array(4)), ("node" & [{beta: (v0 * new Array(0))}]), p0.length];
  let v34 = [v12, 1].map(e => e);
  let v35 = ((f28({}, Symbol()) | v22) - f23(["gamma", Infinity].map(e => e), [3.14159, new Array(2)].map(e => e)));
  return v12;
}
let v33 = [(new Array(3) < v4), {gamma: f32((new Array(3) - {delta: [new Array(2), JSON.stringify(v9)].map(e => e)})), alpha: f23([42, {}].map(e => e), [0.5, "key"].map(e => e))}].map(e => e);
if ([false, new Array(1)].map(e => e)) {
  let v34 = v22.length;
} else {
  try {
    let v35 = typeof v30;
  } catch (e) { console.log(String(e).length); }
}
let v36 = String(v11);
for (let i0 = 0; i0 < 4; i0++) {
  if (f10()) {
    %NeverOptimizeFunction(v1);
  } else {
    let v37 = v19;
  }
  let v38 = v11;
}
let v39 = f32(new Array(3));
let v40 = new Array(4);
let v41 = v21;
let v42 = v3.length;
if (new Array(1)) {
  if (new Array(2)) {
    let v43 = v33;
  } else {
    let v44 = f10();
  }
} else {
  if (v17.length) {
    console.log(["x node"]);
  } else {
    let v45 = [-2147483648, NaN].map(e => e);
  }
}
let v46 = v40;
function f47(p0, p1) {
  let v49 = f6(1e+21);
  for (let i1 = 0; i1 < 2; i1++) {
    console.log([1]);
  }
  console.log(f32(1.5));
  return (("node" % f10()) % f6({}));
}
let v48 = f10();
let v49 = (f6((1e-07 % false)) << v5.length);

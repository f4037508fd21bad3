%GetOptimizationStatus("alpha beta");
if ((3.14159 | [function (p) { return p; }, "omega item x"].map(e => e))) {
  let v0 = ({value: "beta node", x: new Array(4), beta: [[], {node: ([1.5, {}, {value: 42, delta: ((true | []) & new Array(3))}] % [[-0.0], {gamma: {node: Math.max, node: 3.14159, node: new Array(1)}, delta: new Array(4)}].map(e => e)), key: [new Array(4), undefined], node: "alpha beta"}].map(e => e)} * new Array(2));
} else {
  let v1 = "beta";
}
console.log("value item beta");
if (0) {
  try {
    let v2 = typeof v0;
  } catch (e) { console.log(String(e).length); }
} else {
  if (Infinity) {
    console.log(v0.length);
  } else {
    let v3 = String(v2);
  }
}
let v4 = v2;
function f5() {
  let v5 = function (p) { return p; };
  return [v0];
}
let v6 = (v0 == [-2147483648, f5()].map(e => e));
let v7 = ({item: [JSON.stringify(v4)]} * "x");
if (v3) {
  %GetOptimizationStatus(f5());
} else {
  let v8 = v7;
}
let v9 = new Array(0);
let v10 = f5();
console.log(v9);
let v11 = v4;
console.log((a => a + 1));
try {
  console.log(v7.length);
} catch (e) { console.log(String(e).length); }
console.log(["node x item", v3].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  console.log(([v1, String(v3)].map(e => e) & [v8, "x omega"].map(e => e)));
  try {
    console.log(f5());
  } catch (e) { console.log(String(e).length); }
}
if ((a => a + 1)) {
  if ((v7 == v6)) {
    let v12 = f5();
  } else {
    let v13 = f5();
  }
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v14 = (({} == f5()) & v7.length);
  }
}
let v15 = ["omega x x", v4].map(e => e);
let v16 = [[v12.length, v7], v8];
let v17 = [v16, (String(v9) == false), [(2147483647 < NaN), NaN].map(e => e)];
let v18 = [new Array(0), v10].map(e => e);
let v19 = Symbol();
let v20 = v10;
let v21 = f5();
let v22 = v16;
console.log(v21);
if (1.5) {
  try {
    let v23 = JSON.stringify(v22);
  } catch (e) { console.log(String(e).length); }
} else {
  if (v18) {
    let v24 = f5();
  } else {
    let v25 = v4.length;
  }
}
function f26(p0, p1) {
  let v28 = v24;
  let v29 = v4;
  return v2.length;
}
for (let i0 = 0; i0 < 2; i0++) {
  try {
    console.log("alpha x gamma");
  } catch (e) { console.log(String(e).length); }
}
let v27 = Symbol();
console.log(f26([JSON.stringify(v13), f26(new Array(2), 0.5)].map(e => e), Math.max));
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v28 = function (p) { return p; };
    let v29 = ([v25, [false, 1.5].map(e => e)].map(e => e) * [f26(typeof v22, "key"), f5(), 7]);
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  if (v4) {
    let v30 = 1.5;
  } else {
    console.log(Symbol());
  }
}
try {
  let v31 = new Array(4);
} catch (e) { console.log(String(e).length); }
let v32 = (f26((a => a + 1), JSON.stringify(v18)) % [([] < v9), NaN, f5()]);
let v33 = (v21 | typeof v10);
for (let i0 = 0; i0 < 5; i0++) {
  let v34 = [f26(42, v12.length), [({omega: String(v32), beta: v2} < undefined), v29].map(e => e)].map(e => e);
}
for (let i0 = 0; i0 < 1; i0++) {
  if (new Array(0)) {
    let v35 = [new Array(2), v10].map(e => e);
  } else {
    let v36 = f5();
  }
}
if (v30) {
  let v37 = new Array(1);
} else {
  let v38 = ({} << JSON.stringify(v34));
}
let v39 = v1.length;
let v40 = new Array(4);
for (let i0 = 0; i0 < 5; i0++) {
  let v41 = 65536;
}
let v42 = v1;
for (let i0 = 0; i0 < 2; i0++) {
  let v43 = -2147483648;
  let v44 = [f5(), new Array(0)].map(e => e);
}
let v45 = v36;
%StringCharCodeAt(typeof v15, f26);
let v46 = [(function (p) { return p; } < NaN), [{alpha: f5(), node: [-0.0, v11].map(e => e)}, v44].map(e => e)].map(e => e);
console.log(v36);
for (let i0 = 0; i0 < 2; i0++) {
  let v47 = v27;
  console.log([[v45, new Array(2)].map(e => e), f26(1e+21, JSON.stringify(v14))].map(e => e));
}
let v48 = f26(1e+21, {});
let v49 = {value: new Array(3), omega: typeof v38, item: [(new Array(4) & "beta delta gamma"), "item"].map(e => e)};
function f50(p0, p1) {
  let v52 = v42;
  let v53 = {x: [v42, Math.max]};
  console.log(f26([f5(), ((a => a + 1) < function (p) { return p; })].map(e => e), (42 * v20)));
  return f5();
}
let v51 = v33;
if (v25) {
  console.log(null);
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v52 = f50((function (p) { return p; } * f26("omega delta alpha", 255)), ({key: v13} + 0));
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log({node: [typeof v49, f26(-1, Infinity)].map(e => e)});
  let v53 = v25;
}
let v54 = v18;
function f55(p0) {
  try {
    console.log((String(v38) * 1e+21));
  } catch (e) { console.log(String(e).length); }
  try {
    let v56 = [(String(v14) & ([(1e-07 << [[f26(1e-07, {gamma: String(v35)})], NaN].map(e => e)), [new Array(2), JSON.stringify(v6)].map(e => e), null] * (a => a + 1))), 1e+21].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v57 = {x: NaN, key: typeof v38, value: String(v0)};
  try {
    console.log(v34);
  } catch (e) { console.log(String(e).length); }
  return ([v28, (a => a + 1), [[v44, [v9]].map(e => e), (v3.length | new Array(3)), new Array(3)]] & v44);
}
function f56(p0) {
  let v57 = Infinity;
  let v58 = ((String(v2) == v43) & ("beta" & f50({key: v20}, 1e-07)));
  for (let i1 = 0; i1 < 4; i1++) {
    let v59 = 65536;
    console.log([f26([Math.max, {x: v48, alpha: f5()}].map(e => e), f55({node: v6})), v9].map(e => e));
  }
  let v60 = 0.5;
  return v36;
}

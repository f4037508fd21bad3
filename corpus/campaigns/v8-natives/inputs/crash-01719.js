%CompileBaseline([(a => a + 1)]);
let v0 = null;
let v1 = ([("value alpha" << v0), v0] < -2147483648);
let v2 = (JSON.stringify(v1) % -1);
let v3 = (1e+21 + typeof v2);
let v4 = [0.5, 1.5].map(e => e);
let v5 = [[[1, null].map(e => e), ({} & (a => a + 1))].map(e => e), (false | typeof v2)].map(e => e);
let v6 = "value beta";
let v7 = v4.length;
console.log(["key", v2].map(e => e));
function f8(p0, p1) {
  let v10 = new Array(3);
  return [undefined, [String(p0), v7].map(e => e)].map(e => e);
}
if ((v7.length - [f8((a => a + 1), typeof v1), (f8((a => a + 1), new Array(0)) | 2), (a => a + 1)])) {
  let v9 = Math.max;
} else {
  let v10 = v0;
}
let v11 = false;
for (let i0 = 0; i0 < 1; i0++) {
  let v12 = f8(v7, [v10, v2].map(e => e));
}
let v13 = f8(f8(String(v11), {node: v0}), f8({gamma: v5}, (new Array(1) + null)));
let v14 = (1e-07 - String(v1));
let v15 = v14;
let v16 = v6;
let v17 = [(function (p) { return p; } % f8(1, NaN)), v5].map(e => e);
function f18(p0, p1) {
  console.log(v16.length);
  let v20 = JSON.stringify(v14);
  let v21 = new Array(3);
  let v22 = Math.max;
  return new Array(2);
}
for (let i0 = 0; i0 < 1; i0++) {
  let v19 = f8(v5, [f18([f8(2, f18(0.5, true)), f18(undefined, v6), {key: 7, gamma: 7, item: (a => a + 1)}], "value value beta"), v16].map(e => e));
}
if (v17) {
  if (v19.length) {
    let v20 = function (p) { return p; };
  } else {
    let v21 = true;
  }
} else {
  let v22 = new Array(0);
}
function f23() {
  console.log((String(v2) == [JSON.stringify(v13), [1e-07, {}].map(e => e)].map(e => e)));
  let v23 = typeof v12;
  return [];
}
let v24 = [[new Array(2), new Array(3)].map(e => e), JSON.stringify(v3)].map(e => e);
let v25 = [(v24 - v3), 1.5].map(e => e);
let v26 = v7;
let v27 = v5;
if ((1e+21 & v6)) {
  let v28 = 3.14159;
} else {
  let v29 = [v19, {key: [(v16 + new Array(0)), ([-0.0, new Array(0)].map(e => e) << "gamma x value")], item: false, beta: typeof v4}].map(e => e);
}
let v30 = ((1e-07 | {node: f8((NaN * {beta: "delta node", delta: (Math.max | f23()), key: String(v1)}), new Array(3)), item: f18("delta alpha", f8(3.14159, undefined)), alpha: 2147483647}) << [f23(), v5].map(e => e));
let v31 = f23();
let v32 = v11;
if (f8(([function (p) { return p; }, (a => a + 1)].map(e => e) % (-2147483648 & {node: new Array(1), omega: v17, omega: v7})), [[1e-07, new Array(0)].map(e => e), Math.max].map(e => e))) {
  let v33 = String(v1);
} else {
  let v34 = typeof v5;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v35 = [v11, f8(new Array(3), f8([(v14 % (function (p) { return p; } % {x: ([1.5, NaN].map(e => e) * JSON.stringify(v7))}))], new Array(2))), new Array(0)];
  %IsBeingInterpreted();
}
console.log(function (p) { return p; });
let v36 = "delta node beta";
if (2147483647) {
  let v37 = JSON.stringify(v20);
} else {
  console.log(-2147483648);
}
let v38 = false;
console.log(f18(1e+21, JSON.stringify(v2)));
console.log("item");
let v39 = v1;
function f40(p0, p1) {
  let v42 = [new Array(1), typeof v26].map(e => e);
  let v43 = (JSON.stringify(v17) == [v29, function (p) { return p; }].map(e => e));
  return (String(v27) - [1e+21, p0].map(e => e));
}
let v41 = v38;
let v42 = {};
console.log(v22);
let v43 = typeof v0;
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v44 = "gamma gamma node";
    let v45 = 42;
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v46 = ([JSON.stringify(v24), (new Array(0) | new Array(3))].map(e => e) - {item: Math.max});
}

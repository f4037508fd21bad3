%HaveSameMap(0.5, ([[{alpha: null, x: ("node" * new Array(1))}, 7].map(e => e), function (p) { return p; }, [NaN, undefined]] << "delta gamma"));
let v0 = true;
let v1 = typeof v0;
let v2 = new Array(4);
try {
  let v3 = [[[1, []].map(e => e), (function (p) { return p; } == Math.max)].map(e => e), String(v2)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v4 = {value: v2};
let v5 = (v3 + v2);
let v6 = v1;
let v7 = ["item beta key", 1e+21].map(e => e);
let v8 = (a => a + 1);
if (v3) {
  let v9 = [{gamma: v1, delta: [[NaN, Symbol()].map(e => e), {delta: 1e+21}].map(e => e)}, v5].map(e => e);
} else {
  try {
    let v10 = v6;
  } catch (e) { console.log(String(e).length); }
}
try {
  let v11 = Symbol();
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v12 = [new Array(4), v3].map(e => e);
  let v13 = Math.max;
}
let v14 = Math.max;
let v15 = v8;
let v16 = function (p) { return p; };
for (let i0 = 0; i0 < 2; i0++) {
  let v17 = [v11, [[0, NaN].map(e => e), 2147483647].map(e => e)].map(e => e);
}
let v18 = function (p) { return p; };
function f19() {
  let v19 = [{node: (1e+21 < false), node: v9}, typeof v14].map(e => e);
  return Infinity;
}
let v20 = [{value: new Array(1), beta: f19(), item: f19()}, true].map(e => e);
let v21 = v11;
if (-0.0) {
  try {
    let v22 = (v14 & Symbol());
  } catch (e) { console.log(String(e).length); }
} else {
  if (-1) {
    let v23 = [(v22 % 1), String(v17)].map(e => e);
  } else {
    let v24 = 2147483647;
  }
}
let v25 = (255 * {delta: v21, node: [v11], gamma: (a => a + 1)});
console.log(f19());
let v26 = [new Array(3), f19()].map(e => e);
let v27 = 1e+21;
let v28 = v15;
let v29 = [v23, [v12, String(v20)].map(e => e)].map(e => e);
console.log(v20);
let v30 = "gamma delta";
for (let i0 = 0; i0 < 2; i0++) {
  console.log([]);
  let v31 = JSON.stringify(v23);
}
console.log([v6, v28].map(e => e));
let v32 = f19();
function f33(p0) {
  let v34 = [];
  let v35 = null;
  %DebugPrint(v0);
  return 2;
}
console.log(v13);
let v34 = "beta node key";
let v35 = typeof v25;
for (let i0 = 0; i0 < 5; i0++) {
  let v36 = [];
}
function f37(p0, p1) {
  let v39 = ((v10 - JSON.stringify(p0)) & v29);
  return JSON.stringify(v39);
}
let v38 = v3;
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log((null < v5));
  }
  console.log(new Array(3));
}
let v39 = f19();
console.log({value: [("gamma gamma" & 1.5), {beta: [1e+21, (NaN == "delta")].map(e => e)}].map(e => e)});
let v40 = -0.0;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v41 = v17;
  }
  console.log(Symbol());
}
let v42 = v1;
let v43 = v15.length;
let v44 = v36;
let v45 = [JSON.stringify(v13), v41.length].map(e => e);
let v46 = f33(f19());
function f47(p0) {
  let v48 = 2147483647;
  %NewRegExpWithBacktrackLimit((v3 << v13), f33, (typeof v7 - ["gamma", undefined].map(e => e)));
  return f19();
}
let v48 = new Array(0);
console.log((new Array(0) == JSON.stringify(v36)));
console.log("value delta omega");

let v0 = ([Math.max, (a => a + 1)].map(e => e) << Math.max);
let v1 = v0;
let v2 = {};
function f3(p0, p1) {
  let v5 = undefined;
  return (v0 & "node delta");
}
console.log(v1.length);
console.log((f3((255 < 42), v0) - new Array(1)));
console.log((String(v0) + typeof v0));
if (v2) {
  let v4 = (v1 << "alpha x omega");
} else {
  let v5 = v0;
}
let v6 = 7;
let v7 = v0;
if (v7) {
  try {
    let v8 = -2147483648;
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v9 = v7.length;
  }
}
let v10 = v2;
%NeverOptimizeFunction(typeof v9);
let v11 = v9;
if (v7) {
  let v12 = {value: v2, node: "value value", beta: 1};
} else {
  let v13 = [(false == v4), (f3([], 3.14159) << Symbol())].map(e => e);
}
let v14 = v7;
let v15 = v12;
for (let i0 = 0; i0 < 1; i0++) {
  let v16 = [[typeof v7, {beta: String(v11), beta: v7}].map(e => e), v12].map(e => e);
  let v17 = {alpha: f3(new Array(3), v11), x: {alpha: String(v2)}, delta: v13};
}
let v18 = ["alpha", 2147483647, []];
if ([v4, ([65536, Math.max].map(e => e) == 2), [{item: String(v9)}, JSON.stringify(v1)].map(e => e)]) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v19 = -0.0;
    let v20 = v7;
  }
} else {
  let v21 = v0;
}
if ((v12 < [[(a => a + 1), Symbol()].map(e => e), {x: f3(v15, [v11]), gamma: 3.14159, x: typeof v5}].map(e => e))) {
  let v22 = [new Array(0), ("omega" << JSON.stringify(v21))].map(e => e);
} else {
  let v23 = v9;
}
let v24 = new Array(0);
try {
  let v25 = v10;
} catch (e) { console.log(String(e).length); }
let v26 = v11;
let v27 = {key: f3(v26, "item value key"), key: 0.5};
console.log(f3(f3(v23.length, -0.0), -1));
function f28() {
  let v28 = ("value omega" << v18);
  try {
    let v29 = 1e+21;
  } catch (e) { console.log(String(e).length); }
  let v30 = (v19 * typeof v22);
  let v31 = f3(42, undefined);
  return v12;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v29 = "omega item delta";
}
console.log(v7);
try {
  console.log(1);
} catch (e) { console.log(String(e).length); }
console.log("gamma alpha gamma");
let v30 = [f3(7, v21), v2].map(e => e);
let v31 = "node key";
if ((String(v27) < v31)) {
  let v32 = new Array(0);
} else {
  let v33 = f28();
}
function f34(p0) {
  try {
    let v35 = [(f28() % v15), v32.length].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v36 = [[f28()], v29, JSON.stringify(p0)];
  return ("gamma value" * f28());
}
let v35 = ["item", [v4, "item alpha"].map(e => e), f28()];
let v36 = (v35 + "key");
let v37 = [[{gamma: v4, key: true}, {}].map(e => e), v36].map(e => e);
let v38 = v13;
function f39() {
  if (new Array(0)) {
    let v39 = (a => a + 1);
  } else {
    let v40 = (Symbol() & {beta: [[undefined, Infinity].map(e => e), 1].map(e => e), x: {beta: f3(f34({}), 255), beta: {}, key: [("x key delta" & Math.max), [v16]].map(e => e)}, node: {key: v12}});
  }
  let v41 = f28();
  return [];
}
let v40 = [v5, [v16, 0.5].map(e => e)].map(e => e);
let v41 = [((true - {}) + v12), v20].map(e => e);
let v42 = new Array(2);
let v43 = {};
let v44 = 1.5;
console.log(1e+21);

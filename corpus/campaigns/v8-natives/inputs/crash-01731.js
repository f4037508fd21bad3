%PrepareFunctionForOptimization("delta");
let v0 = {node: 1};
let v1 = v0;
let v2 = {value: typeof v1, key: v1, x: [0.5, v1].map(e => e)};
let v3 = {omega: 3.14159, beta: [{beta: [String(v0), [{}, true].map(e => e)].map(e => e)}, "beta x gamma"].map(e => e)};
let v4 = [(a => a + 1)];
console.log(v0);
let v5 = (v3 == []);
let v6 = "delta item x";
let v7 = [-0.0, v5].map(e => e);
let v8 = new Array(3);
console.log(([String(v8), [(v6 < ["value", {node: v8, gamma: new Array(4), gamma: v0.length}].map(e => e)), v6]] % v4));
if ("key item") {
  console.log(Infinity);
} else {
  let v9 = [-2147483648, JSON.stringify(v0)].map(e => e);
}
let v10 = 2147483647;
let v11 = Infinity;
try {
  try {
    console.log((typeof v1 % [0.5, [42, "x key value"].map(e => e)].map(e => e)));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
function f12(p0) {
  let v13 = 3.14159;
  let v14 = v3;
  if (v13) {
    let v15 = Symbol();
  } else {
    let v16 = v13;
  }
  return new Array(3);
}
let v13 = typeof v6;
console.log(1.5);
for (let i0 = 0; i0 < 3; i0++) {
  let v14 = f12([[1.5, Infinity].map(e => e), [null, new Array(3)].map(e => e)].map(e => e));
}
let v15 = Math.max;
let v16 = f12(f12(true));
let v17 = Symbol();
function f18() {
  let v18 = JSON.stringify(v9);
  let v19 = typeof v5;
  if (f12(((1.5 + Infinity) + String(v3)))) {
    let v20 = ((f12({key: 3.14159, node: 0.5}) == v6.length) << JSON.stringify(v0));
  } else {
    let v21 = false;
  }
  let v22 = 1.5;
  return [Infinity, v0];
}
function f19(p0, p1) {
  let v21 = v0;
  let v22 = new Array(1);
  let v23 = JSON.stringify(v14);
  return ([-0.0, f12({item: new Array(3), key: f18(), node: 3.14159})].map(e => e) * typeof v1);
}
function f20() {
  let v20 = ((f18() * "omega omega") == f12(2));
  return String(v20);
}
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v21 = (f18() - function (p) { return p; });
    let v22 = new Array(0);
  }
} catch (e) { console.log(String(e).length); }
console.log([]);
let v23 = v0;
function f24() {
  let v24 = [[("alpha beta" + new Array(4)), 0.5].map(e => e)];
  let v25 = (undefined & f12(v22));
  let v26 = v11;
  return [function (p) { return p; }, "value"].map(e => e);
}
let v25 = v6.length;
console.log([f24(), v23].map(e => e));
console.log(v5);
let v26 = f19({beta: (a => a + 1), x: v6}, [v2, v21].map(e => e));
let v27 = String(v8);
let v28 = f12({beta: ("gamma omega delta" - undefined), item: null});
let v29 = typeof v5;
if (null) {
  try {
    console.log(v1);
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v30 = v13;
    let v31 = f20();
  }
}

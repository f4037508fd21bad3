let v0 = "alpha delta x";
let v1 = ["alpha x key", -2147483648].map(e => e);
function f2(p0) {
  let v3 = JSON.stringify(v1);
  return (v0 - [p0, true].map(e => e));
}
function f3(p0, p1) {
  let v5 = v0.length;
  let v6 = ["alpha alpha", String(v1)].map(e => e);
  let v7 = p0;
  let v8 = "item omega";
  return false;
}
let v4 = (v0 + [function (p) { return p; }, v1].map(e => e));
try {
  %NeverOptimizeFunction((Infinity | ("node beta beta" - -2147483648)));
} catch (e) { console.log(String(e).length); }
let v5 = [v4.length, "delta"].map(e => e);
if ((-0.0 < new Array(3))) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v6 = v0;
    console.log(1.5);
  }
} else {
  console.log(v1);
}
if ("value alpha") {
  let v7 = v4;
} else {
  console.log({omega: v7, gamma: [f2(undefined), v6].map(e => e)});
}
let v8 = 1e-07;
let v9 = (v7 & [f3("value gamma", {}), v5].map(e => e));
let v10 = f2("gamma beta");
console.log(new Array(4));
let v11 = v8;
console.log(7);
function f12() {
  let v12 = Math.max;
  let v13 = "beta";
  return [1, JSON.stringify(v6)].map(e => e);
}
try {
  let v13 = Math.max;
} catch (e) { console.log(String(e).length); }
let v14 = v13;
console.log(f3(v13, "node omega"));
let v15 = v6.length;
for (let i0 = 0; i0 < 2; i0++) {
  let v16 = [String(v5), {}].map(e => e);
  let v17 = (1e+21 + String(v1));
}
let v18 = {omega: 0.5, x: typeof v7};
let v19 = {};
let v20 = [String(v18), 1e-07].map(e => e);
console.log(String(v6));
let v21 = [v9, Symbol()];
for (let i0 = 0; i0 < 4; i0++) {
  if (([v7] & "gamma")) {
    console.log((a => a + 1));
  } else {
    let v22 = [v16, v5].map(e => e);
  }
  console.log([(new Array(0) + [new Array(2), null].map(e => e)), "gamma delta", (v9.length & (-0.0 % Math.max))]);
}
function f23(p0, p1) {
  let v25 = f2(Symbol());
  console.log(v25);
  return [[f3({alpha: "key", omega: v4, delta: Infinity}, function (p) { return p; }), v6].map(e => e), ((NaN * 0) % 2147483647)].map(e => e);
}
let v24 = v13;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v25 = -2147483648;
    let v26 = v22;
  }
} catch (e) { console.log(String(e).length); }
let v27 = v16;
console.log([-0.0, 0].map(e => e));
console.log(false);
let v28 = new Array(1);
console.log(2147483647);
let v29 = null;
console.log([]);
let v30 = f12();
try {
  let v31 = Symbol();
} catch (e) { console.log(String(e).length); }
function f32(p0) {
  let v33 = (v10 << (-1 & [([1.5, new Array(2)].map(e => e) - v28), [typeof v15, JSON.stringify(v6)].map(e => e)]));
  let v34 = v17;
  let v35 = new Array(2);
  let v36 = f23({item: "item x key", gamma: f12(), beta: [new Array(3)]}, f12());
  return [JSON.stringify(v20), 255].map(e => e);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v33 = [v1];
  let v34 = v7;
}
console.log(function (p) { return p; });

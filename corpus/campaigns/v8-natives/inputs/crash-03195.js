let v0 = (new Array(3) % 3.14159);
let v1 = [1e+21, Math.max].map(e => e);
console.log(v1);
let v2 = (a => a + 1);
let v3 = "x";
let v4 = (v3 & [Math.max, {key: "omega gamma key", beta: [1e-07, (undefined % "beta")].map(e => e)}, typeof v1]);
let v5 = v1;
let v6 = v5.length;
console.log([[{}, 1.5].map(e => e), new Array(4), ([2, "delta delta value"].map(e => e) + {gamma: [(new Array(1) == new Array(0)), "alpha key"].map(e => e), value: NaN})]);
let v7 = [v2, 0.5];
let v8 = Symbol();
let v9 = function (p) { return p; };
let v10 = [{delta: [function (p) { return p; }, {}].map(e => e), alpha: v1, value: (v1 + -2147483648)}, "node"].map(e => e);
let v11 = ((v7 - v5.length) == new Array(2));
let v12 = String(v2);
let v13 = null;
let v14 = 42;
console.log(3.14159);
let v15 = "node gamma";
let v16 = v3;
let v17 = [new Array(2), 1e+21].map(e => e);
function f18(p0) {
  let v19 = v16;
  return [v10, p0];
}
let v19 = new Array(3);
console.log(v11);
console.log(v3);
console.log(v17);
let v20 = [[NaN, v4].map(e => e), NaN].map(e => e);
let v21 = (-2147483648 << false);
let v22 = [];
%StringCharCodeAt([new Array(1)], f18);
if (2) {
  console.log((v9 - []));
} else {
  let v23 = 2147483647;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v24 = v22.length;
  let v25 = v22;
}
if (v3) {
  let v26 = ([v0, f18({omega: [f18(-1), 1.5].map(e => e), item: (f18(new Array(2)) + v13), delta: Infinity})].map(e => e) < -1);
} else {
  let v27 = ([typeof v16, ((Math.max - function (p) { return p; }) * f18(Math.max))] << v5);
}
if (Symbol()) {
  if ((a => a + 1)) {
    let v28 = v16;
  } else {
    let v29 = [255, v25].map(e => e);
  }
} else {
  let v30 = v26;
}
let v31 = v23;
for (let i0 = 0; i0 < 1; i0++) {
  let v32 = v1;
  let v33 = v13;
}
function f34(p0, p1) {
  let v36 = ([f18(0), (3.14159 & 1.5)].map(e => e) % "key");
  let v37 = {beta: f18(v16), item: [v30, v1, [[-1, (1.5 + Math.max)].map(e => e), new Array(3)]], gamma: "item"};
  return v31;
}
try {
  let v35 = typeof v27;
} catch (e) { console.log(String(e).length); }
try {
  let v36 = (v35 + f18(v23));
} catch (e) { console.log(String(e).length); }
let v37 = 0;
let v38 = [(v26 * v1)];
if (v16.length) {
  console.log(v36);
} else {
  let v39 = f34(new Array(1), function (p) { return p; });
}
console.log([[String(v9), 1].map(e => e), [["beta alpha", 1.5].map(e => e), typeof v25].map(e => e)].map(e => e));
if (Infinity) {
  let v40 = false;
} else {
  if ((65536 * [v39, 3.14159].map(e => e))) {
    let v41 = f34(String(v35), [v38, "node"].map(e => e));
  } else {
    console.log(Math.max);
  }
}

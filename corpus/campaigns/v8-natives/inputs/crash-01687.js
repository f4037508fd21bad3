let v0 = new Array(3);
let v1 = [[["x item beta", 1.5].map(e => e), 1e-07].map(e => e), v0].map(e => e);
let v2 = Math.max;
let v3 = (v2 << (new Array(3) << v2));
let v4 = v0;
let v5 = (1 << "gamma gamma key");
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v4);
  console.log(3.14159);
}
let v6 = 2;
let v7 = (1e-07 << ([new Array(1), NaN].map(e => e) < new Array(2)));
function f8() {
  let v8 = v3;
  return function (p) { return p; };
}
let v9 = f8();
let v10 = [42, {}].map(e => e);
function f11(p0, p1) {
  let v13 = f8();
  return false;
}
let v12 = v5;
if (v9.length) {
  let v13 = {};
} else {
  console.log(v7);
}
%DeoptimizeFunction(2);
try {
  try {
    let v14 = [v12.length, "node gamma delta"].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v15 = ([Math.max, v0].map(e => e) << "alpha item beta");
let v16 = v15;
console.log(42);
console.log(["gamma value gamma", f11((new Array(4) * "beta node omega"), {})].map(e => e));
let v17 = null;
let v18 = (null == v4);
console.log(Symbol());
let v19 = (["omega", NaN].map(e => e) == f8());
function f20() {
  console.log(v1);
  return -1;
}
let v21 = [typeof v1];
try {
  let v22 = ([f8(), f8()].map(e => e) - [Symbol(), [[new Array(2), {omega: typeof v7, key: [v17, (a => a + 1)].map(e => e)}].map(e => e), (0.5 << 255)].map(e => e)]);
} catch (e) { console.log(String(e).length); }
let v23 = v13;
let v24 = [[f8(), f8()].map(e => e), (({beta: ([1.5, {alpha: v18, item: [(1.5 * (a => a + 1)), {}].map(e => e)}].map(e => e) | [65536, "x x"].map(e => e)), delta: v9, key: typeof v22} < function (p) { return p; }) << v12)].map(e => e);

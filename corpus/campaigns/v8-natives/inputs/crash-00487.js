let v0 = Symbol();
console.log(v0);
function f1(p0) {
  let v2 = 3.14159;
  let v3 = 255;
  let v4 = typeof v0;
  return function (p) { return p; };
}
function f2() {
  for (let i1 = 0; i1 < 4; i1++) {
    let v2 = f1(v0.length);
    let v3 = String(v2);
  }
  let v4 = 1e+21;
  return [(function (p) { return p; } << f1(new Array(0))), v4];
}
let v3 = [f1(("delta delta alpha" & 1.5)), -1].map(e => e);
console.log(v3);
let v4 = typeof v3;
let v5 = -0.0;
console.log([f1((a => a + 1)), v4].map(e => e));
let v6 = v0;
let v7 = 3.14159;
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v8 = [v6, v5].map(e => e);
    let v9 = v5.length;
  }
  let v10 = f1(v6.length);
}
try {
  let v11 = v6;
} catch (e) { console.log(String(e).length); }
let v12 = v6.length;
for (let i0 = 0; i0 < 5; i0++) {
  let v13 = v7;
  console.log(-1);
}
console.log(2147483647);
function f14(p0) {
  console.log(typeof p0);
  console.log([f1(v3.length), f2()].map(e => e));
  let v15 = new Array(3);
  let v16 = {x: new Array(0), alpha: (1e-07 + v9), node: [v10, (Symbol() & 2147483647)].map(e => e)};
  return [v9, [v5, ({} & {omega: v13})].map(e => e)].map(e => e);
}
%CompileBaseline(v5.length);
function f15(p0, p1) {
  console.log(v0.length);
  let v17 = v4;
  return [Symbol(), "node delta delta"].map(e => e);
}
console.log([[[String(v6), v8].map(e => e), f14(Math.max), {alpha: f15({gamma: "delta", item: f15(3.14159, typeof v7), delta: "key gamma"}, v12), gamma: (f14([v3.length]) == new Array(4))}], JSON.stringify(v13)].map(e => e));
function f16(p0, p1) {
  console.log(1e-07);
  return v5;
}
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v17 = v6;
  } catch (e) { console.log(String(e).length); }
}
function f18(p0) {
  let v19 = 1e+21;
  return v5;
}

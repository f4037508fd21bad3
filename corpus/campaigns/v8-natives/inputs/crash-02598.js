let v0 = -0.0;
let v1 = undefined;
let v2 = 0;
%HaveSameMap(0, "key node");
let v3 = v0;
console.log((a => a + 1));
let v4 = -1;
let v5 = v3;
console.log((v2 << String(v5)));
let v6 = 1e+21;
let v7 = String(v6);
let v8 = [v6];
console.log(v3);
let v9 = undefined;
console.log(v2);
console.log("alpha");
console.log([v8, 1e-07].map(e => e));
console.log(v8);
let v10 = String(v4);
try {
  let v11 = [[255, v2].map(e => e), v0].map(e => e);
} catch (e) { console.log(String(e).length); }
function f12() {
  let v12 = [String(v3)];
  console.log(function (p) { return p; });
  return JSON.stringify(v4);
}
for (let i0 = 0; i0 < 4; i0++) {
  if (v5) {
    let v13 = v6;
  } else {
    console.log(f12());
  }
  let v14 = f12();
}
function f15(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v16 = new Array(4);
  }
  let v17 = (a => a + 1);
  let v18 = f12();
  return (v5.length * {gamma: typeof v18, gamma: [{omega: v6}, v13].map(e => e), item: v17});
}
function f16(p0, p1) {
  let v18 = [String(v13), f15(7)].map(e => e);
  if (typeof v9) {
    let v19 = v18;
  } else {
    let v20 = v14;
  }
  return JSON.stringify(v2);
}
let v17 = {alpha: -1, beta: ["item key value", Symbol()].map(e => e)};
let v18 = [Symbol(), null].map(e => e);
let v19 = (0.5 & (({beta: f12()} | {delta: 2147483647, alpha: [(0.5 + {}), v14].map(e => e)}) & f15("item")));
function f20(p0, p1) {
  if ((v19 << [1.5, v18].map(e => e))) {
    let v22 = v8;
  } else {
    console.log(typeof v4);
  }
  return [f16("item key", f12()), v5].map(e => e);
}
let v21 = typeof v1;
let v22 = -2147483648;
let v23 = JSON.stringify(v14);
%IsBeingInterpreted();
let v24 = ([f20(0.5, {beta: (["delta x delta", 1.5].map(e => e) + "alpha omega x"), x: f16(JSON.stringify(v6), ["gamma omega", function (p) { return p; }].map(e => e)), node: typeof v6}), v11].map(e => e) * {x: f20([0, [JSON.stringify(v14)]].map(e => e), (a => a + 1))});
let v25 = [Infinity, v9].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(typeof v2);
  console.log(new Array(0));
}

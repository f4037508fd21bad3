let v0 = {x: Infinity, item: (new Array(4) * new Array(2)), gamma: new Array(4)};
let v1 = v0;
function f2(p0, p1) {
  let v4 = v1;
  %NewRegExpWithBacktrackLimit([v1, [new Array(3), function (p) { return p; }].map(e => e)].map(e => e), String(v1), typeof v4);
  let v5 = function (p) { return p; };
  return v0.length;
}
function f3() {
  let v3 = ([(Symbol() == null), v0].map(e => e) & v0);
  let v4 = v3;
  return JSON.stringify(v4);
}
let v4 = f2(String(v1), v1);
let v5 = 2;
if ([v0, [Math.max, (v1 + v4), v0]].map(e => e)) {
  if (7) {
    let v6 = f3();
  } else {
    let v7 = v0;
  }
} else {
  let v8 = v4.length;
}
console.log(v0);
function f9(p0, p1) {
  try {
    let v11 = p0.length;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 4; i1++) {
    let v12 = v11;
  }
  return "x item key";
}
let v10 = 0.5;
let v11 = [["key omega", 42].map(e => e), [String(v5), v7].map(e => e)].map(e => e);
if (v4) {
  if (JSON.stringify(v0)) {
    let v12 = "delta";
  } else {
    let v13 = (a => a + 1);
  }
} else {
  let v14 = v1;
}
if ("key x node") {
  let v15 = "item";
} else {
  console.log(v4);
}
console.log(f2(v12, f2(2147483647, v1)));
let v16 = 1e-07;
for (let i0 = 0; i0 < 2; i0++) {
  let v17 = typeof v6;
  %CompileBaseline(v5);
}
console.log([2, v14].map(e => e));
let v18 = (f9([new Array(2), [(f2(undefined, 1.5) * -1)]].map(e => e), v12) - v1);
console.log(v0);
function f19(p0, p1) {
  let v21 = [v7, (v13 * String(v8)), {}];
  try {
    let v22 = v8;
  } catch (e) { console.log(String(e).length); }
  return f9(1e+21, [[-2147483648, 2147483647].map(e => e), 255].map(e => e));
}
let v20 = [new Array(1), new Array(1)].map(e => e);
console.log(v20);
let v21 = f19([v11, (([([1e+21, [(-0.0 * [new Array(2), {beta: f19(["beta gamma item", true].map(e => e), v12)}].map(e => e)), "item key alpha"]].map(e => e) % (undefined & [f2("gamma", f2([1e-07, JSON.stringify(v8)], "omega gamma node")), [v5, f2(Math.max, true)].map(e => e)])), 2, f3()] == []) * {}), v7], v15);
console.log(v1);
let v22 = f3();
let v23 = [v21, f9(new Array(2), String(v12))];
let v24 = [[v5, [new Array(3), 42].map(e => e)].map(e => e), v1].map(e => e);
let v25 = (v4 | v4);
let v26 = new Array(2);
let v27 = v6;
let v28 = Infinity;
let v29 = null;
let v30 = typeof v25;
function f31(p0) {
  console.log(f19({alpha: (v16 + 0), node: [[v25, v17].map(e => e), Symbol(), f3()]}, p0));
  for (let i1 = 0; i1 < 2; i1++) {
    let v32 = 1e+21;
    console.log(v4);
  }
  try {
    let v33 = [v0, typeof v11].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return (JSON.stringify(v7) == 0.5);
}
function f32(p0, p1) {
  let v34 = v24.length;
  let v35 = v8.length;
  if ([-2147483648, p1].map(e => e)) {
    let v36 = v7;
  } else {
    let v37 = v22;
  }
  return [[[], []].map(e => e), v24, 0.5];
}
let v33 = ([{omega: f32({gamma: ["delta omega gamma", (-0.0 == NaN)].map(e => e), item: "alpha"}, [[(v8 % v18), JSON.stringify(v28), new Array(2)], "beta"].map(e => e))}, f2(f9(1e-07, false), (NaN == {}))] + 65536);
let v34 = (a => a + 1);
let v35 = (Infinity * (v1 << function (p) { return p; }));

let v0 = [(1e+21 & ["key gamma", 1e-07].map(e => e)), "gamma"].map(e => e);
let v1 = new Array(3);
function f2(p0, p1) {
  let v4 = [new Array(0)];
  console.log(typeof p0);
  let v5 = new Array(2);
  try {
    console.log([function (p) { return p; }, [String(v1), 0.5].map(e => e), Symbol()]);
  } catch (e) { console.log(String(e).length); }
  return [["node", new Array(4)].map(e => e), [(v5 - typeof v4)]].map(e => e);
}
let v3 = [v1.length, v1.length].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v0);
}
console.log([typeof v3, [1e+21]].map(e => e));
for (let i0 = 0; i0 < 3; i0++) {
  %CreatePrivateSymbol(f2);
}
console.log("value x x");
let v4 = -0.0;
if ([({gamma: 2, item: (v4 * {gamma: v3, gamma: [("node" - Symbol()), f2(2147483647, 2)].map(e => e), gamma: [String(v3), [{alpha: [v1, 3.14159].map(e => e), alpha: [f2([{}, Math.max, [v0, v0].map(e => e)], 7), v4].map(e => e), x: f2(v0.length, 2147483647)}, 7].map(e => e)].map(e => e)})} - new Array(0)), [f2({delta: String(v1), key: v1}, "omega"), [{omega: v1}, (a => a + 1)].map(e => e)].map(e => e)].map(e => e)) {
  console.log(Symbol());
} else {
  console.log(v1);
}
let v5 = [v3.length, v4].map(e => e);
let v6 = undefined;
let v7 = 2147483647;
for (let i0 = 0; i0 < 1; i0++) {
  %StringCharCodeAt((a => a + 1), f2);
}
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v8 = v1;
    let v9 = (v6 - f2(-0.0, v4));
  }
}
let v10 = v1;
console.log([v5, typeof v1].map(e => e));
let v11 = ((v8.length % f2({omega: String(v4)}, [(v5 << v10), [1e+21, v5].map(e => e)])) == String(v8));
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v12 = 0.5;
  } catch (e) { console.log(String(e).length); }
  let v13 = [(v6 * f2(new Array(0), -2147483648)), v3].map(e => e);
}
if (v8) {
  let v14 = v0;
} else {
  let v15 = v0;
}
let v16 = v1;
let v17 = v14;
for (let i0 = 0; i0 < 1; i0++) {
  let v18 = [[-0.0, new Array(3)].map(e => e), JSON.stringify(v15)].map(e => e);
  let v19 = [v18, f2(3.14159, (new Array(0) + false)), null];
}
console.log(new Array(1));
let v20 = v1;
if ({item: (0.5 | 255)}) {
  let v21 = [Math.max, ["value", v4].map(e => e), Symbol()];
} else {
  console.log(v12);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v22 = (([new Array(1), true, []] * f2(new Array(4), "x item")) & f2([[], [f2(((a => a + 1) + undefined), 1.5)]].map(e => e), new Array(4)));
  let v23 = f2(v7, String(v15));
}
let v24 = v10;
let v25 = f2((v14 + (7 - [Math.max, 1, (-0.0 * {})])), [(undefined % Infinity), [v5, [("value" - new Array(1)), f2(null, {})].map(e => e), ("gamma alpha key" * "key")]].map(e => e));
if (new Array(1)) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v26 = v22.length;
    let v27 = Infinity;
  }
} else {
  %NeverOptimizeFunction(f2);
}
console.log(v21);
for (let i0 = 0; i0 < 3; i0++) {
  let v28 = [(v17.length * ("key" - false)), typeof v25].map(e => e);
  console.log(new Array(3));
}
let v29 = v24;
console.log(1.5);
%OptimizeFunctionOnNextCall(f2);
let v30 = "beta node";
console.log(String(v11));
function f31(p0, p1) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v33 = [([v18] << v17), f2({beta: ([] == 0)}, v15)].map(e => e);
  }
  let v34 = "key";
  return v13;
}
%HaveSameMap(f2, f2);
function f32(p0) {
  let v33 = [(([f2({delta: ["gamma omega", v21].map(e => e)}, f31(-1, Symbol())), String(v18)] % new Array(1)) | v22), 3.14159].map(e => e);
  return typeof v15;
}
try {
  let v33 = v1;
} catch (e) { console.log(String(e).length); }
console.log(3.14159);
let v34 = [{value: [JSON.stringify(v17), 1e-07].map(e => e)}, (f2(null, 1) + typeof v21)].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v35 = v3;
}
let v36 = typeof v6;
let v37 = ([1, [Symbol(), v27].map(e => e), v4] < f32(f32(1)));
let v38 = 0.5;
console.log(String(v29));
let v39 = [f32(v23), undefined].map(e => e);
let v40 = new Array(4);
let v41 = JSON.stringify(v19);
let v42 = null;
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v8);
}
try {
  let v43 = (f31((Symbol() == [[], 7]), typeof v35) + 0.5);
} catch (e) { console.log(String(e).length); }
let v44 = ([] & 2);

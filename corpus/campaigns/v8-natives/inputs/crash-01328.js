for (let i0 = 0; i0 < 1; i0++) {
  let v0 = ((a => a + 1) < 1e+21);
}
%DeoptimizeFunction(1e-07);
try {
  let v1 = Infinity;
} catch (e) { console.log(String(e).length); }
let v2 = v0;
function f3(p0, p1) {
  let v5 = Math.max;
  return p0;
}
let v4 = v2;
let v5 = (v2 * true);
console.log({x: false, gamma: [-0.0, [1.5, "alpha gamma"].map(e => e)].map(e => e), omega: [String(v1), v0].map(e => e)});
let v6 = v2;
let v7 = new Array(2);
console.log([]);
function f8(p0, p1) {
  let v10 = f3(undefined, 1.5);
  let v11 = typeof v7;
  return p0.length;
}
let v9 = f3(([v5, new Array(3)] - v2.length), v7);
let v10 = v4;
for (let i0 = 0; i0 < 2; i0++) {
  let v11 = [255, "alpha"];
}
console.log(JSON.stringify(v5));
console.log(f3(f3([], ({key: f8(v9, v9)} == new Array(0))), v7));
let v12 = "key node x";
let v13 = [NaN, [(-1 < 0), v1].map(e => e)].map(e => e);
function f14(p0) {
  if (p0) {
    let v15 = v1;
  } else {
    console.log([-0.0, String(v9)].map(e => e));
  }
  return p0.length;
}
try {
  let v15 = 2147483647;
} catch (e) { console.log(String(e).length); }
console.log([(("beta" << "value delta") + (undefined < [JSON.stringify(v15), [v10, [{beta: v11, gamma: [[[typeof v4, f14(1)].map(e => e)], String(v6)].map(e => e), alpha: NaN}, f8(v10, (a => a + 1))]].map(e => e), [[], false].map(e => e)])), f8(f14([]), new Array(2))].map(e => e));
let v16 = v9;
let v17 = v0;
for (let i0 = 0; i0 < 3; i0++) {
  if (v6) {
    let v18 = (function (p) { return p; } * [v10, v11].map(e => e));
  } else {
    let v19 = [v9, v16].map(e => e);
  }
}
let v20 = Symbol();
function f21(p0) {
  console.log([]);
  let v22 = [v15, v18].map(e => e);
  return f14({delta: JSON.stringify(v19)});
}
let v22 = "value x x";
try {
  try {
    console.log(new Array(0));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v23 = v13;
console.log([v22, typeof v6].map(e => e));
console.log([(v7 < typeof v22), (v12 & "delta")].map(e => e));
let v24 = [f3(JSON.stringify(v10), (new Array(3) * 0)), v17].map(e => e);
function f25(p0, p1) {
  try {
    let v27 = v23;
  } catch (e) { console.log(String(e).length); }
  return v24;
}

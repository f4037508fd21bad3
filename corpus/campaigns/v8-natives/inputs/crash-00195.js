let v0 = ["value item", Symbol()].map(e => e);
let v1 = v0;
let v2 = new Array(3);
let v3 = v1;
let v4 = new Array(4);
function f5(p0, p1) {
  let v7 = v2;
  let v8 = -2147483648;
  return p1;
}
%NewRegExpWithBacktrackLimit(f5, typeof v2, f5);
console.log(v0);
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v6 = JSON.stringify(v1);
  } catch (e) { console.log(String(e).length); }
  let v7 = 7;
}
console.log(f5([[[], "item omega omega"].map(e => e), {omega: typeof v7, x: [v7, v7].map(e => e)}].map(e => e), ({} - f5(2, Symbol()))));
let v8 = -2147483648;
console.log(v0);
let v9 = String(v3);
let v10 = new Array(4);
if ([[function (p) { return p; }, f5(new Array(2), new Array(2))].map(e => e), 1e-07].map(e => e)) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v11 = {};
  }
} else {
  let v12 = v3;
}
let v13 = f5(v11, [false, f5(new Array(0), new Array(3))].map(e => e));
if ([[], "alpha gamma alpha"].map(e => e)) {
  let v14 = "delta node";
} else {
  if (false) {
    let v15 = {item: f5([-1, new Array(1)].map(e => e), [{delta: 1e+21, item: (-1 % 1e-07)}, {x: v1}].map(e => e)), item: v10};
  } else {
    let v16 = f5((v8 | "x"), v4);
  }
}
console.log([-2147483648, f5(String(v12), [[undefined, (v12 < v14), [v1]], [typeof v14]].map(e => e)), v4]);
console.log([1e+21, typeof v7].map(e => e));
function f17(p0) {
  let v18 = v1;
  return v8;
}
function f18(p0) {
  let v19 = f5((JSON.stringify(v11) == v11), f5(typeof v14, v8));
  let v20 = ((-1 * v13.length) << v10);
  let v21 = Infinity;
  console.log({x: String(p0)});
  return 0.5;
}
if (v4.length) {
  console.log((v7 * v13));
} else {
  let v19 = (v2 + [String(v13), v3].map(e => e));
}
console.log(3.14159);
console.log({key: NaN, x: "delta x"});
let v20 = [[String(v0), function (p) { return p; }].map(e => e), f18(2147483647)].map(e => e);

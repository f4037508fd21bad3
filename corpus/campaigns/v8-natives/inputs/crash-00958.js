let v0 = Math.max;
function f1(p0) {
  %NeverOptimizeFunction((p0.length + 0));
  return function (p) { return p; };
}
console.log(f1(v0));
console.log((0.5 & v0));
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v2 = [NaN, f1(v0)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 2; i1++) {
    let v3 = f1({});
    let v4 = v3;
  }
}
let v5 = String(v3);
for (let i0 = 0; i0 < 4; i0++) {
  let v6 = f1(new Array(0));
}
let v7 = v3;
console.log(JSON.stringify(v5));
try {
  console.log(new Array(3));
} catch (e) { console.log(String(e).length); }
let v8 = (JSON.stringify(v6) == f1([undefined, -0.0].map(e => e)));
let v9 = v7;
console.log(((new Array(1) == v9) + f1(v7)));
let v10 = v5.length;
function f11(p0, p1) {
  console.log([f1(v7), 0].map(e => e));
  return (({} - v10) << [[Symbol(), -1].map(e => e), v9].map(e => e));
}
try {
  let v12 = v8;
} catch (e) { console.log(String(e).length); }
console.log((f11(typeof v5, (-1 + new Array(1))) % [v0, null].map(e => e)));
function f13() {
  let v13 = [v2, (f11("key key", new Array(0)) & v7)].map(e => e);
  let v14 = [-0.0, Infinity].map(e => e);
  let v15 = "value";
  return [v4, v0].map(e => e);
}
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = f1(v7.length);
}
let v15 = v0;
let v16 = v7.length;
let v17 = v16.length;

for (let i0 = 0; i0 < 5; i0++) {
  %CompileBaseline(false);
  let v0 = 7;
}
if (0.5) {
  try {
    console.log(Math.max);
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v1 = (v0 == v0);
  } catch (e) { console.log(String(e).length); }
}
let v2 = v1;
for (let i0 = 0; i0 < 2; i0++) {
  let v3 = "key";
}
%NeverOptimizeFunction(Math.max);
console.log(v0);
function f4(p0) {
  console.log(String(p0));
  let v5 = (a => a + 1);
  return "value beta beta";
}
console.log(typeof v2);
console.log((v1 + v0.length));
if ([typeof v0, [[{}], v0].map(e => e)].map(e => e)) {
  let v5 = 1e-07;
} else {
  let v6 = JSON.stringify(v0);
}
let v7 = Symbol();
function f8() {
  try {
    console.log(function (p) { return p; });
  } catch (e) { console.log(String(e).length); }
  %ToFastProperties(Symbol());
  let v8 = f4(f4(v2));
  return "beta omega value";
}
console.log(((v7 < [[], 0].map(e => e)) << 1));
let v9 = v0;
if (v2) {
  let v10 = 1;
} else {
  let v11 = 7;
}
let v12 = String(v9);
let v13 = {};
console.log(v11);
let v14 = String(v3);
console.log("x value item");
console.log(f8());
let v15 = 1;
try {
  try {
    let v16 = ((v0 & [1e-07, []].map(e => e)) < ((undefined + new Array(3)) == [1e-07, function (p) { return p; }].map(e => e)));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log(v11.length);
let v17 = f4("x");
function f18() {
  let v18 = v6;
  let v19 = [f4("value x"), [("delta item item" + true), f8()].map(e => e)].map(e => e);
  return "gamma value";
}
console.log([[v10, NaN].map(e => e), 1].map(e => e));
function f19(p0) {
  let v20 = (65536 % v11);
  try {
    let v21 = "value key value";
  } catch (e) { console.log(String(e).length); }
  return {};
}
let v20 = [v11, v3, (f8() == v12)];
let v21 = [v0.length, f8()].map(e => e);
let v22 = "delta";
for (let i0 = 0; i0 < 1; i0++) {
  let v23 = f4([f8()]);
  let v24 = JSON.stringify(v20);
}
let v25 = {node: (v6 * v17), node: 2147483647, item: [0.5, ({} * {value: "beta", alpha: -2147483648, alpha: 0})].map(e => e)};
%DeoptimizeFunction(f8);
function f26(p0) {
  let v27 = p0;
  let v28 = f8();
  return JSON.stringify(v23);
}

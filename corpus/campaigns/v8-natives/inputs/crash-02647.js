let v0 = new Array(4);
let v1 = [v0.length, "key value x"].map(e => e);
try {
  %CreatePrivateSymbol(v1);
} catch (e) { console.log(String(e).length); }
%NeverOptimizeFunction(typeof v0);
let v2 = (({item: v1, key: (1 == v0)} | 7) < 3.14159);
function f3(p0, p1) {
  let v5 = 1.5;
  let v6 = {omega: ["gamma node item", true], x: [new Array(3), "key value"].map(e => e), key: Infinity};
  return v5;
}
if ([[v0, (function (p) { return p; } & {value: (f3(new Array(2), []) < (1e-07 < new Array(0)))})].map(e => e), v0].map(e => e)) {
  let v4 = typeof v0;
} else {
  let v5 = Symbol();
}
try {
  let v6 = typeof v4;
} catch (e) { console.log(String(e).length); }
let v7 = v4;
let v8 = undefined;
let v9 = JSON.stringify(v0);
let v10 = -1;
function f11(p0, p1) {
  let v13 = [v10, typeof v8].map(e => e);
  return [new Array(1), v0].map(e => e);
}
console.log(v5.length);
console.log(v6.length);
console.log(v10.length);
let v12 = f3(new Array(1), String(v2));
function f13() {
  console.log([1.5, "omega delta beta"].map(e => e));
  try {
    console.log((a => a + 1));
  } catch (e) { console.log(String(e).length); }
  let v13 = [(f3(1e-07, Symbol()) & "x key omega"), [v2, (2 << 2147483647)].map(e => e)].map(e => e);
  return v0;
}
try {
  let v14 = ([[Math.max, String(v9), v0], JSON.stringify(v12)].map(e => e) == v5);
} catch (e) { console.log(String(e).length); }
let v15 = [false, false].map(e => e);
console.log([function (p) { return p; }, v14].map(e => e));
function f16(p0, p1) {
  console.log(JSON.stringify(v5));
  let v18 = JSON.stringify(v7);
  let v19 = v7;
  return (3.14159 < (f3(new Array(4), {}) % f3(Symbol(), Symbol())));
}
try {
  let v17 = [({gamma: v14, value: [function (p) { return p; }, f13()].map(e => e)} | [1e+21, [v0]].map(e => e)), typeof v14, f16(JSON.stringify(v2), 42)];
} catch (e) { console.log(String(e).length); }
let v18 = [v15, []].map(e => e);
if (([v8, {beta: {}, key: ([{}, "omega key"].map(e => e) << String(v14))}].map(e => e) << f13())) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log("gamma omega");
  }
} else {
  let v19 = 3.14159;
}

try {
  let v0 = (new Array(2) | [(NaN - "beta delta x"), -0.0].map(e => e));
} catch (e) { console.log(String(e).length); }
%OptimizeFunctionOnNextCall(typeof v0);
for (let i0 = 0; i0 < 3; i0++) {
  let v1 = (["value value", v0].map(e => e) + "value");
}
let v2 = (String(v1) % [{item: [v1, [v0, "gamma value alpha"].map(e => e)], omega: v1}]);
console.log(new Array(2));
console.log(Symbol());
let v3 = NaN;
console.log(1);
try {
  let v4 = (a => a + 1);
} catch (e) { console.log(String(e).length); }
if ((1.5 & v3)) {
  let v5 = [new Array(3), [{beta: "key node"}, 0, [String(v1), JSON.stringify(v3)].map(e => e)]];
} else {
  let v6 = (0 < v4);
}
let v7 = 7;
console.log({node: 65536});
console.log(Infinity);
function f8() {
  for (let i1 = 0; i1 < 1; i1++) {
    let v8 = v0;
  }
  return [[{x: v3, omega: v1, beta: v8.length}, v3].map(e => e), null].map(e => e);
}
console.log(v7);
let v9 = [[f8(), 1.5].map(e => e)];
let v10 = Math.max;
let v11 = [f8()];
try {
  let v12 = f8();
} catch (e) { console.log(String(e).length); }
let v13 = v9;
console.log(v13);
for (let i0 = 0; i0 < 5; i0++) {
  let v14 = [Math.max, f8()].map(e => e);
}
let v15 = v13;
console.log(f8());
%DeoptimizeFunction(new Array(2));
let v16 = [v14, v7].map(e => e);
try {
  try {
    let v17 = "item key gamma";
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v18 = f8();
console.log(v15);
let v19 = f8();
let v20 = Math.max;

let v0 = "value";
console.log((v0 | (v0 < String(v0))));
try {
  %CreatePrivateSymbol(65536);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v1 = (new Array(1) | new Array(0));
  let v2 = -2147483648;
}
if (v1) {
  try {
    let v3 = v0;
  } catch (e) { console.log(String(e).length); }
} else {
  let v4 = {omega: v0, item: v1.length, alpha: {}};
}
let v5 = (JSON.stringify(v2) % {});
function f6(p0) {
  let v7 = [new Array(4)];
  return "omega";
}
for (let i0 = 0; i0 < 5; i0++) {
  if ([]) {
    console.log(1e+21);
  } else {
    let v7 = v0;
  }
  if (f6(v1)) {
    let v8 = (f6([[typeof v7], "value"].map(e => e)) << ([] < 1.5));
  } else {
    let v9 = v7;
  }
}
console.log(Symbol());
console.log(Symbol());
%GetOptimizationStatus(f6);
let v10 = 3.14159;
let v11 = (v1 - f6(v8.length));
console.log(v2.length);
let v12 = [[typeof v9, f6({omega: f6(v2), alpha: 1.5, gamma: v3})].map(e => e), v8.length].map(e => e);
let v13 = 1e+21;
try {
  let v14 = {value: v1, value: v10, item: f6(f6("key node"))};
} catch (e) { console.log(String(e).length); }
let v15 = v5.length;
let v16 = {item: v5, beta: [f6(null), v4].map(e => e)};
console.log((v13.length < (f6("gamma") << ({beta: f6(typeof v16)} + NaN))));
let v17 = v5;
function f18(p0) {
  let v19 = new Array(1);
  let v20 = v0;
  let v21 = v7.length;
  return f6(f6(v17.length));
}

%GetOptimizationStatus({beta: Symbol(), value: [], value: undefined});
try {
  let v0 = {};
} catch (e) { console.log(String(e).length); }
let v1 = JSON.stringify(v0);
let v2 = [[new Array(3), new Array(4), [v0, new Array(2)].map(e => e)], v0].map(e => e);
let v3 = (a => a + 1);
let v4 = v1;
if ((Symbol() < String(v1))) {
  console.log(1e-07);
} else {
  try {
    console.log(v0);
  } catch (e) { console.log(String(e).length); }
}
function f5() {
  let v5 = ((2 == ([] | 42)) << v1);
  try {
    let v6 = null;
  } catch (e) { console.log(String(e).length); }
  console.log(1e-07);
  let v7 = (2147483647 & v6.length);
  return v6;
}
console.log(-2147483648);
console.log(v3);
let v6 = new Array(0);
if (v6) {
  let v7 = v0;
} else {
  let v8 = "omega node";
}
console.log([f5(), [-0.0, v2.length].map(e => e)]);
let v9 = f5();
console.log({alpha: ([function (p) { return p; }, "omega item"].map(e => e) & f5()), key: ([["omega item delta", f5(), typeof v3], -1].map(e => e) < "delta x"), gamma: f5()});
console.log((new Array(4) % 255));
%CreatePrivateSymbol(f5);
let v10 = v8;
let v11 = ("node alpha" & JSON.stringify(v9));
%StringCharCodeAt("x omega alpha", f5);
let v12 = JSON.stringify(v1);

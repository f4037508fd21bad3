let v0 = {key: new Array(2)};
let v1 = v0;
let v2 = "x gamma omega";
let v3 = [v2, typeof v0].map(e => e);
let v4 = -1;
console.log(false);
let v5 = function (p) { return p; };
let v6 = 3.14159;
%DeoptimizeFunction(1e+21);
for (let i0 = 0; i0 < 2; i0++) {
  let v7 = (-0.0 == v6);
  let v8 = v6.length;
}
console.log(([1, v0.length].map(e => e) & v0.length));
let v9 = new Array(4);
function f10() {
  if (String(v0)) {
    console.log(v5);
  } else {
    let v10 = v9;
  }
  %OptimizeFunctionOnNextCall(v5);
  return [[-1, function (p) { return p; }].map(e => e), NaN].map(e => e);
}
let v11 = f10();
try {
  console.log(JSON.stringify(v11));
} catch (e) { console.log(String(e).length); }
let v12 = v4;
let v13 = 2147483647;
console.log(Symbol());
let v14 = JSON.stringify(v1);
let v15 = f10();
console.log(v8.length);
console.log("node value omega");
function f16(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v17 = 0;
  }
  let v18 = f10();
  return (["delta x delta", {value: 1.5}].map(e => e) | 2);
}
let v17 = v7;
let v18 = v4;
let v19 = v6.length;
let v20 = f16(v2);

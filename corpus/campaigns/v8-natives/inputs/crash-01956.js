let v0 = {omega: [new Array(3), new Array(1)].map(e => e)};
%OptimizeFunctionOnNextCall(new Array(2));
function f1(p0, p1) {
  console.log(p0.length);
  return v0;
}
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v2 = [new Array(1), f1(undefined, 65536)].map(e => e);
    let v3 = (false * v0);
  }
} catch (e) { console.log(String(e).length); }
let v4 = v3;
let v5 = 3.14159;
try {
  let v6 = v5;
} catch (e) { console.log(String(e).length); }
let v7 = [v5, v5].map(e => e);
console.log((typeof v7 | v7));
let v8 = v6;
let v9 = v6;
function f10(p0, p1) {
  let v12 = new Array(4);
  console.log((a => a + 1));
  return (String(v7) % {x: {node: "value alpha", beta: v9, alpha: f1([[], new Array(2)].map(e => e), [new Array(3), {}].map(e => e))}, delta: v5, alpha: v5});
}
console.log(f1(NaN, v4));
let v11 = f10(typeof v7, ([[v7, "beta", [(v5 + f10(new Array(2), null)), 7]], -0.0].map(e => e) & v3));
function f12() {
  console.log(v7);
  let v12 = v9;
  console.log(String(v11));
  let v13 = "alpha delta";
  return v2;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v13 = v5;
  let v14 = ([] * String(v3));
}
let v15 = Math.max;
console.log(Symbol());
let v16 = 7;
if (v16) {
  let v17 = new Array(4);
} else {
  let v18 = -2147483648;
}
let v19 = v18;
let v20 = JSON.stringify(v14);
let v21 = v7;

let v0 = {key: 1e+21, gamma: new Array(0), key: Math.max};
let v1 = true;
let v2 = "beta";
console.log(-0.0);
let v3 = (v0 + [v2, "omega value alpha"].map(e => e));
let v4 = [NaN, v1].map(e => e);
%OptimizeFunctionOnNextCall(v0);
let v5 = typeof v1;
try {
  if (v2) {
    let v6 = {item: v5};
  } else {
    let v7 = v5;
  }
} catch (e) { console.log(String(e).length); }
console.log(v5);
let v8 = typeof v6;
console.log(new Array(0));
let v9 = v7;
let v10 = typeof v5;
console.log(v2);
console.log([Math.max, [[[(a => a + 1), new Array(3)].map(e => e), new Array(0)].map(e => e)]].map(e => e));
function f11(p0, p1) {
  if (-0.0) {
    console.log(0);
  } else {
    let v13 = v7;
  }
  let v14 = {x: {omega: new Array(1), item: null}};
  let v15 = 2;
  return v6;
}
let v12 = [2, [v3, 1e-07].map(e => e), -0.0];
console.log(-2147483648);
function f13() {
  let v13 = (1e+21 - "x");
  console.log(v5);
  return v5.length;
}
let v14 = [{}, v3].map(e => e);
console.log(Symbol());
let v15 = (a => a + 1);
console.log(v4);
let v16 = [f11(v4, ("x x item" == {delta: JSON.stringify(v4)})), v0].map(e => e);

let v0 = [];
try {
  try {
    console.log(new Array(3));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v1 = Symbol();
let v2 = null;
console.log(v1);
%PrepareFunctionForOptimization([v1, [[v1], null].map(e => e)].map(e => e));
let v3 = [(true - (false & 255)), (typeof v1 == function (p) { return p; })].map(e => e);
console.log(new Array(3));
try {
  let v4 = new Array(1);
} catch (e) { console.log(String(e).length); }
let v5 = 0.5;
let v6 = v3;
let v7 = v3;
try {
  let v8 = new Array(2);
} catch (e) { console.log(String(e).length); }
let v9 = {omega: []};
if (([([0, new Array(2)].map(e => e) & ["value node item", {omega: [v8, (-1 | -0.0)].map(e => e), alpha: new Array(2), gamma: {gamma: [v6, 1.5, (a => a + 1)], beta: v8, delta: {}}}].map(e => e)), ([[65536, [function (p) { return p; }, Math.max].map(e => e)].map(e => e)] < [false, 2].map(e => e))] * "value")) {
  let v10 = v4.length;
} else {
  if (v1) {
    let v11 = v1;
  } else {
    let v12 = v10;
  }
}
function f13(p0) {
  let v14 = 1.5;
  for (let i1 = 0; i1 < 5; i1++) {
    let v15 = (v9 * v1);
    console.log((1e+21 + v10.length));
  }
  let v16 = v4.length;
  let v17 = undefined;
  return (v0 << new Array(4));
}
try {
  let v14 = -2147483648;
} catch (e) { console.log(String(e).length); }
try {
  let v15 = [new Array(2), [[[], "gamma item"].map(e => e), "gamma item key"].map(e => e)];
} catch (e) { console.log(String(e).length); }
let v16 = v9;
let v17 = ((v11 % [42, -1].map(e => e)) % (a => a + 1));
let v18 = f13(v6.length);
console.log(v0.length);
let v19 = ("gamma" << (v3 % v7));
try {
  let v20 = v3;
} catch (e) { console.log(String(e).length); }
console.log(String(v1));
function f21(p0, p1) {
  let v23 = "x";
  return Math.max;
}
if (f13([f21(Infinity, -2147483648), new Array(3)].map(e => e))) {
  console.log([((new Array(0) & true) * 42), [7, v12].map(e => e)].map(e => e));
} else {
  try {
    let v22 = v2;
  } catch (e) { console.log(String(e).length); }
}
let v23 = [[[[[], new Array(1)].map(e => e), v3].map(e => e), -2147483648], [v16]].map(e => e);
console.log(v14);
if (f21((v18 < f13({})), (f13("item item beta") - v6))) {
  if (1.5) {
    let v24 = NaN;
  } else {
    let v25 = v3.length;
  }
} else {
  let v26 = f21([v2, (v23 - f21(42, true))], [[typeof v25, ("beta omega gamma" | [function (p) { return p; }, (v11 * [255])])].map(e => e), v10]);
}
let v27 = String(v12);
try {
  let v28 = [f13([65536, [v4, String(v22), f21(function (p) { return p; }, v3)]].map(e => e)), v6];
} catch (e) { console.log(String(e).length); }

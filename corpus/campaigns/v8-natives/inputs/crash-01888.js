let v0 = "node item gamma";
let v1 = undefined;
let v2 = function (p) { return p; };
let v3 = [([JSON.stringify(v0), [0, v2].map(e => e)] - v1), v2].map(e => e);
let v4 = 0.5;
for (let i0 = 0; i0 < 1; i0++) {
  console.log(((String(v1) - [new Array(3), 1e+21].map(e => e)) * (v3 << {gamma: Symbol()})));
}
console.log(new Array(3));
for (let i0 = 0; i0 < 3; i0++) {
  let v5 = typeof v1;
  if (v3) {
    let v6 = v5;
  } else {
    let v7 = [[v4, new Array(4)].map(e => e), v2].map(e => e);
  }
}
let v8 = {value: Symbol()};
console.log(String(v0));
try {
  let v9 = 7;
} catch (e) { console.log(String(e).length); }
let v10 = (2 % [v8, function (p) { return p; }].map(e => e));
%GetOptimizationStatus(NaN);
try {
  if (v4) {
    console.log("value node delta");
  } else {
    let v11 = v0;
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  console.log(false);
  let v12 = v3;
}
let v13 = 1e+21;
let v14 = String(v5);
console.log([[v8, NaN].map(e => e), Infinity].map(e => e));
let v15 = v4;
let v16 = -0.0;
console.log({delta: {node: Infinity, beta: (v14 | 1.5), omega: 3.14159}, node: {key: [[]], alpha: typeof v7, item: function (p) { return p; }}});
let v17 = (new Array(1) + "omega");
console.log(3.14159);
console.log((v7 - 1.5));
console.log(2);
function f18(p0) {
  if (v15.length) {
    let v19 = v10;
  } else {
    let v20 = (0.5 % v0);
  }
  return [];
}
let v19 = v3;
console.log(([] - v1));
console.log(v14);
console.log(f18(JSON.stringify(v9)));
console.log([JSON.stringify(v12), f18(f18(-2147483648))].map(e => e));
if (v13) {
  let v20 = 1e-07;
} else {
  try {
    let v21 = v5;
  } catch (e) { console.log(String(e).length); }
}
let v22 = v13;
function f23(p0) {
  try {
    let v24 = v19;
  } catch (e) { console.log(String(e).length); }
  let v25 = [v7, -0.0];
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(v4);
  }
  return v20;
}
let v24 = f23("node node");
let v25 = [(String(v6) * [false, "beta value"].map(e => e)), v22].map(e => e);

let v0 = "x beta value";
for (let i0 = 0; i0 < 1; i0++) {
  let v1 = v0;
}
let v2 = v0;
console.log((0 == String(v0)));
let v3 = v0;
let v4 = [[v0, [Math.max, "alpha beta gamma"].map(e => e)].map(e => e), v2.length].map(e => e);
console.log(1.5);
let v5 = v3;
%GetOptimizationStatus(JSON.stringify(v5));
let v6 = ([] << 1e-07);
let v7 = ([] + ([new Array(1), {alpha: [[65536, 1e-07].map(e => e), (-1 == null)].map(e => e)}].map(e => e) + JSON.stringify(v0)));
console.log({key: {node: 1e+21}, node: v5, gamma: []});
try {
  let v8 = v6.length;
} catch (e) { console.log(String(e).length); }
let v9 = 65536;
try {
  let v10 = {};
} catch (e) { console.log(String(e).length); }
let v11 = ([v6, (0 * Math.max)].map(e => e) * 1e-07);
let v12 = 1e+21;
let v13 = false;
console.log(typeof v12);
let v14 = JSON.stringify(v13);
for (let i0 = 0; i0 < 5; i0++) {
  console.log(new Array(4));
  let v15 = v1;
}
let v16 = function (p) { return p; };
console.log(Symbol());

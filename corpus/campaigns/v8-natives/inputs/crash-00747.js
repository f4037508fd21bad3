let v0 = [1.5, 255].map(e => e);
let v1 = undefined;
let v2 = new Array(0);
let v3 = null;
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = ([v2] < v1);
  try {
    let v5 = v3;
  } catch (e) { console.log(String(e).length); }
}
console.log(undefined);
try {
  console.log(v2);
} catch (e) { console.log(String(e).length); }
let v6 = 1.5;
for (let i0 = 0; i0 < 5; i0++) {
  %GetOptimizationStatus(v2);
}
let v7 = v4;
console.log(v1);
let v8 = (v7 == {omega: (v0.length * v6)});
let v9 = (v4 + [1, 1].map(e => e));
let v10 = function (p) { return p; };
if (new Array(0)) {
  let v11 = {x: [v2, (2147483647 * new Array(1))].map(e => e), delta: v0.length, gamma: function (p) { return p; }};
} else {
  let v12 = v10;
}
let v13 = [-0.0, [[v7, []], String(v12), new Array(1)], 1e-07];
let v14 = v2;
let v15 = [v0];
let v16 = v4.length;
let v17 = JSON.stringify(v10);
console.log(3.14159);
let v18 = false;
let v19 = [1.5, v8].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  let v20 = [[{}, [function (p) { return p; }, []].map(e => e)].map(e => e)];
  try {
    let v21 = new Array(0);
  } catch (e) { console.log(String(e).length); }
}
let v22 = Math.max;
let v23 = v14;
let v24 = null;
console.log([v4, typeof v5].map(e => e));
let v25 = 1e+21;
%DebugPrint(1e-07);
console.log(1e+21);
console.log(v25);
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v26 = ("beta value" < typeof v14);
  }
}
let v27 = v26;
console.log(v5);
let v28 = v0;
for (let i0 = 0; i0 < 1; i0++) {
  let v29 = (a => a + 1);
}
function f30(p0) {
  try {
    let v31 = new Array(2);
  } catch (e) { console.log(String(e).length); }
  console.log(typeof v9);
  for (let i1 = 0; i1 < 4; i1++) {
    let v32 = {omega: v20.length, gamma: 2147483647};
  }
  return v5;
}
if (v17) {
  let v31 = {alpha: f30((0.5 << Symbol()))};
} else {
  let v32 = typeof v20;
}
let v33 = undefined;
console.log(v3);
let v34 = v5;
%CreatePrivateSymbol((f30(Math.max) - v4));
let v35 = ((v25 < 255) % v18);
console.log(new Array(4));
console.log("key key");

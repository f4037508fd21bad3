try {
  let v0 = undefined;
} catch (e) { console.log(String(e).length); }
%OptimizeFunctionOnNextCall({node: new Array(3)});
let v1 = ("alpha" == v0);
console.log(v1);
let v2 = [42, false, 0];
let v3 = Math.max;
let v4 = v0;
let v5 = {delta: (undefined < v0), item: true};
let v6 = true;
let v7 = function (p) { return p; };
let v8 = [{beta: 1e-07, omega: v4}, v7, "gamma value"];
let v9 = undefined;
let v10 = 255;
if (v6) {
  let v11 = 2147483647;
} else {
  console.log(7);
}
let v12 = v8;
for (let i0 = 0; i0 < 3; i0++) {
  let v13 = undefined;
}
let v14 = -0.0;
let v15 = v0;
let v16 = 0;
try {
  let v17 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
let v18 = [(null & "value value beta"), [{}, null]].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v19 = ([[v6, v13], "node"].map(e => e) & v3);
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(JSON.stringify(v3));
  }
}

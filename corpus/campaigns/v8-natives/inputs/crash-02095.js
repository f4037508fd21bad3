let v0 = ("x item alpha" | [-0.0, ["alpha", 65536].map(e => e)].map(e => e));
let v1 = new Array(0);
console.log("item omega beta");
let v2 = "omega beta beta";
let v3 = [[{node: Symbol(), value: v1}, "value omega", (v0 - v2)]];
function f4(p0) {
  let v5 = -2147483648;
  let v6 = true;
  for (let i1 = 0; i1 < 2; i1++) {
    let v7 = ((false + JSON.stringify(v6)) == String(v0));
    let v8 = (2 + [(new Array(3) % "node"), JSON.stringify(p0)].map(e => e));
  }
  let v9 = v3;
  return 1e-07;
}
let v5 = v1;
let v6 = v5;
console.log((2147483647 - ("alpha omega" * 7)));
let v7 = JSON.stringify(v2);
let v8 = JSON.stringify(v5);
console.log([f4(typeof v5), JSON.stringify(v3)].map(e => e));
let v9 = f4(v5);
try {
  let v10 = (7 & {item: v2, node: (f4("key value") % JSON.stringify(v5))});
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  console.log((v2 << v0));
}
let v11 = f4(v9);
if (f4(-1)) {
  if ((new Array(1) + [[], v6])) {
    console.log(JSON.stringify(v5));
  } else {
    let v12 = 255;
  }
} else {
  console.log(v6);
}
let v13 = v9;
if (f4(typeof v12)) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log((2 + 1.5));
    %OptimizeFunctionOnNextCall([function (p) { return p; }, NaN].map(e => e));
  }
} else {
  try {
    console.log(([[Math.max, Math.max].map(e => e)] < ((a => a + 1) + f4([v3]))));
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 4; i0++) {
  let v14 = new Array(1);
}
let v15 = v6;
let v16 = -0.0;
let v17 = String(v5);
let v18 = (a => a + 1);
%CreatePrivateSymbol([65536, 1e-07].map(e => e));
console.log(f4(Math.max));
let v19 = new Array(2);

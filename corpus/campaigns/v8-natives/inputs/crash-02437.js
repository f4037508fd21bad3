let v0 = [new Array(3), "omega"].map(e => e);
if (v0) {
  %CreatePrivateSymbol((JSON.stringify(v0) < [{}, null]));
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v1 = 42;
    let v2 = v0;
  }
}
console.log((Symbol() << [[[false], 7].map(e => e), ({alpha: String(v1), delta: v2} + {})].map(e => e)));
let v3 = 0;
let v4 = v3;
console.log(v1);
for (let i0 = 0; i0 < 4; i0++) {
  let v5 = String(v4);
  if (3.14159) {
    let v6 = [("beta" < 1e-07), v2].map(e => e);
  } else {
    let v7 = v0;
  }
}
try {
  console.log(function (p) { return p; });
} catch (e) { console.log(String(e).length); }
if ([3.14159, (Math.max % [7, [0.5, v1]].map(e => e))].map(e => e)) {
  try {
    let v8 = ([[[v6, "value"].map(e => e)], [v2]].map(e => e) < "omega node");
  } catch (e) { console.log(String(e).length); }
} else {
  let v9 = {node: v0, x: new Array(1)};
}
console.log(([v8.length, v1].map(e => e) < {delta: [1, JSON.stringify(v7)].map(e => e), x: [String(v0), [42, "key key omega"].map(e => e)].map(e => e)}));
let v10 = [(a => a + 1), "omega gamma"].map(e => e);
let v11 = [new Array(1), (a => a + 1)].map(e => e);
console.log(v2);
let v12 = Symbol();
if ([]) {
  console.log(v1);
} else {
  let v13 = 2147483647;
}
try {
  let v14 = ([v7, v12, v4] < -0.0);
} catch (e) { console.log(String(e).length); }
let v15 = v12;
let v16 = v9;
function f17(p0, p1) {
  let v19 = typeof v11;
  let v20 = new Array(2);
  let v21 = [v4, p1].map(e => e);
  return v9;
}
let v18 = v0;
let v19 = v14;
let v20 = "value";
try {
  console.log(v11);
} catch (e) { console.log(String(e).length); }
let v21 = 1e-07;
console.log(2);
let v22 = "gamma key alpha";
try {
  let v23 = v11;
} catch (e) { console.log(String(e).length); }
let v24 = f17(f17(undefined, ["delta key", -2147483648].map(e => e)), f17(v10, false));
let v25 = f17(v4, Symbol());
if ([[JSON.stringify(v7), {gamma: (function (p) { return p; } < (null & -2147483648)), value: new Array(4)}].map(e => e), NaN].map(e => e)) {
  let v26 = v16;
} else {
  let v27 = function (p) { return p; };
}

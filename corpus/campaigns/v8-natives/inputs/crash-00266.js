let v0 = {beta: 1, node: {x: ((Infinity < "beta gamma node") * {}), x: ["delta value key"], key: [[], null].map(e => e)}, item: ["beta", {key: {beta: (-2147483648 << 0)}, key: "alpha beta value", beta: ([Math.max, [true, [Math.max, 3.14159].map(e => e)].map(e => e)] == "node node")}].map(e => e)};
let v1 = v0;
let v2 = 42;
let v3 = "gamma";
console.log(new Array(2));
let v4 = "x";
console.log(v4);
try {
  %DeoptimizeFunction("beta");
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  %HaveSameMap(undefined, v2);
  if ([[(a => a + 1), NaN].map(e => e), {}].map(e => e)) {
    let v5 = 0.5;
  } else {
    console.log(v3);
  }
}
if (v5) {
  let v6 = String(v2);
} else {
  console.log((-2147483648 == String(v2)));
}
if (-1) {
  let v7 = Symbol();
} else {
  let v8 = v1.length;
}
let v9 = v4;
let v10 = String(v9);
let v11 = ([typeof v6, "item key"].map(e => e) + v7);
let v12 = (function (p) { return p; } * "item value beta");
let v13 = v2;
%DeoptimizeFunction(65536);
let v14 = v13;
console.log(false);
let v15 = 2;
let v16 = [([{omega: JSON.stringify(v11), beta: 1.5, delta: {beta: v5}}, function (p) { return p; }].map(e => e) + 1e+21), (a => a + 1)].map(e => e);

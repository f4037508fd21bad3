let v0 = NaN;
console.log(1);
if (0) {
  if (1.5) {
    let v1 = [Math.max, {item: (a => a + 1), alpha: v0.length}].map(e => e);
  } else {
    let v2 = [-0.0, JSON.stringify(v1)];
  }
} else {
  let v3 = [];
}
console.log([]);
console.log([new Array(1)]);
%CreatePrivateSymbol(Math.max);
let v4 = v3;
let v5 = String(v4);
let v6 = [v2, new Array(1), [[new Array(3), "node"].map(e => e), (a => a + 1)].map(e => e)];
let v7 = undefined;
console.log([v7, (new Array(1) + [(v3 < {item: ["node", (new Array(1) * [v2])].map(e => e), node: v2, beta: -0.0}), [-2147483648, 1].map(e => e), v4])]);
let v8 = [((new Array(2) % "omega") | function (p) { return p; }), JSON.stringify(v2)].map(e => e);
console.log([[["item delta alpha", {x: -0.0, x: Infinity, key: (new Array(2) < 0)}], "alpha item delta"].map(e => e), [new Array(4), (a => a + 1)]].map(e => e));
if (JSON.stringify(v2)) {
  console.log(v7);
} else {
  let v9 = "key value";
}
let v10 = [65536, {item: v0, key: [3.14159, null, v6.length]}].map(e => e);
let v11 = null;
let v12 = -1;
for (let i0 = 0; i0 < 2; i0++) {
  let v13 = new Array(4);
  console.log((a => a + 1));
}
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v14 = (a => a + 1);
  }
} catch (e) { console.log(String(e).length); }
let v15 = Math.max;
console.log(v8);
for (let i0 = 0; i0 < 5; i0++) {
  let v16 = 1.5;
  %DeoptimizeFunction(v9);
}
let v17 = 7;
let v18 = 1e-07;
let v19 = 2;

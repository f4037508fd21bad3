let v0 = [{}, null, {node: new Array(0)}];
if ([null, String(v0)].map(e => e)) {
  let v1 = [];
} else {
  console.log(Math.max);
}
let v2 = true;
let v3 = v2;
let v4 = v2;
for (let i0 = 0; i0 < 2; i0++) {
  %CompileBaseline([]);
}
let v5 = Infinity;
console.log(NaN);
let v6 = typeof v2;
let v7 = v2;
let v8 = v4;
if (v6.length) {
  if ([v2, typeof v7].map(e => e)) {
    let v9 = String(v4);
  } else {
    let v10 = v1;
  }
} else {
  console.log([[v9, -2147483648].map(e => e), [Math.max, v5, [[v8, [{item: (v1 | v4), x: false}, function (p) { return p; }].map(e => e)]]]].map(e => e));
}
if (2) {
  console.log(v0);
} else {
  let v11 = [v9, (typeof v2 * v0)];
}
console.log(2147483647);
let v12 = 2;
let v13 = ((typeof v0 % "key delta") - v6);
if (v3) {
  let v14 = {item: v7};
} else {
  console.log([[{gamma: "gamma item omega", beta: v2, x: String(v13)}, v7].map(e => e), typeof v8].map(e => e));
}
let v15 = true;
let v16 = JSON.stringify(v4);
console.log(Math.max);
console.log(0.5);
function f17(p0, p1) {
  let v19 = new Array(1);
  let v20 = typeof v15;
  console.log(v16);
  return p0;
}
let v18 = v2;
let v19 = ["alpha key", f17([NaN, Math.max].map(e => e), [[]])].map(e => e);
console.log([[undefined], [["delta", new Array(2)].map(e => e), [null, new Array(1)].map(e => e)].map(e => e)].map(e => e));
console.log(([v5.length, ([NaN] & [])].map(e => e) * (Infinity - "x delta omega")));
let v20 = JSON.stringify(v3);
console.log(("value item" - function (p) { return p; }));
function f21() {
  let v21 = 1.5;
  let v22 = v4;
  return Symbol();
}
let v22 = ("node omega" & {omega: v11});
let v23 = (0.5 & v0);
console.log("delta node");
console.log([("item value item" << v11), f17("key x", v20), v3]);
let v24 = v11;
let v25 = v3.length;
let v26 = "gamma x gamma";

let v0 = "beta key beta";
let v1 = (v0 + [v0, v0].map(e => e));
if ([("item gamma" | 0), {}].map(e => e)) {
  console.log((typeof v1 % {}));
} else {
  console.log(v1);
}
let v2 = String(v1);
let v3 = 0.5;
console.log(String(v3));
let v4 = [new Array(0), (v3 < 255)].map(e => e);
console.log(new Array(1));
let v5 = typeof v4;
%OptimizeFunctionOnNextCall([1e-07, v5.length].map(e => e));
let v6 = v3;
let v7 = 1.5;
let v8 = v5;
if (new Array(0)) {
  if (typeof v8) {
    let v9 = String(v2);
  } else {
    let v10 = [(v3.length & new Array(1)), String(v4)];
  }
} else {
  console.log(v0);
}
let v11 = null;
console.log([1, [(typeof v10 & (1e+21 + "delta beta"))]].map(e => e));
let v12 = ({} & v10);
for (let i0 = 0; i0 < 4; i0++) {
  let v13 = [[], v4].map(e => e);
  let v14 = {alpha: v3, value: ["omega", Math.max].map(e => e), item: v13};
}
let v15 = JSON.stringify(v8);
let v16 = v10;
let v17 = "x node";
let v18 = "gamma delta";
let v19 = true;
let v20 = "key";

let v0 = 2147483647;
let v1 = {alpha: [], delta: "alpha"};
let v2 = v1;
for (let i0 = 0; i0 < 2; i0++) {
  console.log(1);
  console.log(v0.length);
}
try {
  let v3 = (new Array(3) < null);
} catch (e) { console.log(String(e).length); }
let v4 = (v0 == 1.5);
let v5 = v1;
console.log("alpha item");
console.log(v2);
let v6 = false;
%NeverOptimizeFunction((v2.length * [Math.max, undefined].map(e => e)));
if ([new Array(2), 1e-07, 2147483647]) {
  let v7 = 0;
} else {
  let v8 = [[0, 0.5].map(e => e)];
}
console.log(v1);
console.log(v7);
console.log(([{alpha: [[v2, -1, new Array(4)], [[], new Array(3)].map(e => e)].map(e => e)}, v5].map(e => e) - "beta omega value"));
%NeverOptimizeFunction(new Array(1));
for (let i0 = 0; i0 < 2; i0++) {
  try {
    console.log((Infinity - -2147483648));
  } catch (e) { console.log(String(e).length); }
}
if (v5) {
  console.log([(undefined << -1), v6.length].map(e => e));
} else {
  let v9 = v1;
}
let v10 = v8;
let v11 = JSON.stringify(v8);
for (let i0 = 0; i0 < 3; i0++) {
  let v12 = 1e+21;
  let v13 = {x: typeof v7, omega: 7, gamma: ([-1, "item omega"].map(e => e) | new Array(3))};
}
let v14 = v9.length;
if (JSON.stringify(v2)) {
  if ({value: String(v2), delta: "value gamma x", item: v12}) {
    let v15 = [v7, v12, "value"];
  } else {
    let v16 = 1e+21;
  }
} else {
  let v17 = [v6, "alpha", String(v4)];
}
let v18 = v3;
for (let i0 = 0; i0 < 5; i0++) {
  let v19 = v6;
  let v20 = [v2, v10].map(e => e);
}
try {
  let v21 = {x: [{beta: Math.max, delta: 3.14159, value: null}, JSON.stringify(v20)].map(e => e), omega: NaN, omega: v16};
} catch (e) { console.log(String(e).length); }
console.log("delta");
let v22 = v18;
console.log(Symbol());
console.log({omega: 1.5, node: true});
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v23 = new Array(3);
    let v24 = 1.5;
  }
} catch (e) { console.log(String(e).length); }

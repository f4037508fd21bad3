let v0 = [1.5, undefined].map(e => e);
if (v0) {
  console.log([v0, typeof v0].map(e => e));
} else {
  let v1 = v0;
}
let v2 = Math.max;
let v3 = "key";
let v4 = new Array(2);
%OptimizeFunctionOnNextCall(new Array(3));
let v5 = v3;
let v6 = Symbol();
let v7 = v6;
%IsBeingInterpreted();
console.log(("beta" < function (p) { return p; }));
let v8 = typeof v5;
console.log(v1);
try {
  let v9 = "node beta item";
} catch (e) { console.log(String(e).length); }
if (65536) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v10 = v2;
  }
} else {
  let v11 = v5;
}
let v12 = {omega: (JSON.stringify(v10) < (a => a + 1))};
let v13 = (new Array(0) * [[String(v3), JSON.stringify(v3)].map(e => e), {delta: new Array(3), beta: [1e-07, {omega: v6, omega: 1.5}, v10]}, 1]);
for (let i0 = 0; i0 < 4; i0++) {
  let v14 = v9;
}
let v15 = v5;
let v16 = v7.length;
let v17 = v11;
let v18 = v7;
let v19 = -1;
let v20 = 1e-07;
if (1e+21) {
  let v21 = 0.5;
} else {
  let v22 = {omega: v5, omega: (([[Math.max, 42].map(e => e), v19, {key: typeof v9}] == "alpha gamma alpha") - -0.0)};
}
let v23 = v19;
if ({beta: "omega item", delta: "beta x node", x: "value node"}) {
  let v24 = v18;
} else {
  if ([-2147483648, [v0, JSON.stringify(v16)].map(e => e)].map(e => e)) {
    let v25 = false;
  } else {
    console.log(v4);
  }
}
let v26 = JSON.stringify(v2);

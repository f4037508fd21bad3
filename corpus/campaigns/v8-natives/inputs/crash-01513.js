let v0 = [Math.max, NaN].map(e => e);
console.log(v0);
if (new Array(1)) {
  let v1 = [[0, [(true < true), "item omega omega"].map(e => e), v0], v0].map(e => e);
} else {
  let v2 = v1;
}
let v3 = (undefined | v0.length);
let v4 = "key alpha";
console.log(false);
for (let i0 = 0; i0 < 3; i0++) {
  %PrepareFunctionForOptimization(Symbol());
  console.log(255);
}
try {
  let v5 = typeof v3;
} catch (e) { console.log(String(e).length); }
let v6 = v0;
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v7 = 1e+21;
    console.log(v5);
  }
} catch (e) { console.log(String(e).length); }
if ([v1, v2].map(e => e)) {
  let v8 = 1.5;
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v9 = -2147483648;
    let v10 = [[v6, v0].map(e => e), ([Math.max, [[v1], v4, [[{item: v9, delta: (v1 == 0.5)}, (a => a + 1)].map(e => e), new Array(1)].map(e => e)]].map(e => e) & 2147483647)].map(e => e);
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  let v11 = "beta";
}
if ("alpha") {
  let v12 = v7;
} else {
  if ([v10.length, v9, [(a => a + 1), [new Array(3), 3.14159].map(e => e)].map(e => e)]) {
    console.log({});
  } else {
    console.log((a => a + 1));
  }
}
let v13 = [[], 65536].map(e => e);
let v14 = 1e-07;
if ([(a => a + 1), new Array(4)].map(e => e)) {
  let v15 = [v10, Symbol(), v4];
} else {
  let v16 = Infinity;
}
console.log(v4);
%OptimizeFunctionOnNextCall((a => a + 1));
let v17 = new Array(0);
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v18 = false;
    console.log(2147483647);
  }
}
let v19 = function (p) { return p; };
let v20 = v13;
let v21 = v11.length;
let v22 = {};
if (v0) {
  let v23 = (65536 < JSON.stringify(v15));
} else {
  let v24 = v15;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v25 = v7;
}
console.log(1.5);
function f26() {
  console.log((JSON.stringify(v19) << v22));
  console.log(true);
  for (let i1 = 0; i1 < 5; i1++) {
    let v26 = [v24, [[NaN, "beta delta alpha"].map(e => e), v9].map(e => e)].map(e => e);
  }
  return 42;
}
let v27 = v11;
console.log([([[], new Array(0)].map(e => e) & (false * [(Math.max | "key value omega")])), f26()].map(e => e));
let v28 = v5;
let v29 = String(v25);
let v30 = (v27 + 2147483647);
let v31 = f26();
let v32 = ([f26(), f26()].map(e => e) & JSON.stringify(v16));
for (let i0 = 0; i0 < 3; i0++) {
  let v33 = v17;
  let v34 = new Array(3);
}
function f35(p0, p1) {
  let v37 = f26();
  let v38 = (v24 < f26());
  return v28;
}
let v36 = new Array(3);
if ("beta x x") {
  let v37 = 2147483647;
} else {
  %CreatePrivateSymbol(f26);
}
let v38 = f35(String(v10), v30);
let v39 = f26();
let v40 = [v33, (a => a + 1)].map(e => e);
function f41(p0) {
  console.log(v30);
  let v42 = v37;
  let v43 = v13;
  let v44 = v1;
  return ((([] % [v37, ([Math.max, "delta key"].map(e => e) + [Math.max, false].map(e => e)), v31]) < ("gamma node" == "delta")) * (new Array(4) - [{alpha: false, delta: v10, item: [[new Array(1), (a => a + 1)].map(e => e), String(v16)].map(e => e)}, new Array(4)].map(e => e)));
}
let v42 = [f26(), {omega: JSON.stringify(v4), key: 1.5, gamma: f35(v20.length, f26())}].map(e => e);
let v43 = new Array(2);
let v44 = [v20, 3.14159].map(e => e);
let v45 = 42;
let v46 = true;

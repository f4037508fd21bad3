try {
  %DeoptimizeFunction(1e-07);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v0 = [[-0.0, {beta: 0, gamma: 3.14159}].map(e => e), [7, (3.14159 - Symbol())].map(e => e)].map(e => e);
  let v1 = false;
}
console.log(NaN);
let v2 = [null, "key"];
let v3 = 3.14159;
let v4 = [[[7, "item beta"].map(e => e), String(v1)].map(e => e), ((a => a + 1) << typeof v1), (1.5 < v0)];
let v5 = new Array(1);
let v6 = JSON.stringify(v4);
function f7() {
  let v7 = 42;
  console.log(null);
  let v8 = v4;
  return {beta: v8};
}
for (let i0 = 0; i0 < 3; i0++) {
  let v8 = {alpha: v2};
}
try {
  let v9 = NaN;
} catch (e) { console.log(String(e).length); }
if (v0) {
  let v10 = [(v4 < [{}, [function (p) { return p; }, [([-0.0, 1].map(e => e) - v8), NaN, Math.max], JSON.stringify(v1)]].map(e => e)), (["x node x", "node alpha key"].map(e => e) - function (p) { return p; })].map(e => e);
} else {
  let v11 = {item: v1.length, key: null, beta: v6};
}
console.log(v10);
let v12 = {value: -2147483648};
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v13 = Infinity;
  }
} catch (e) { console.log(String(e).length); }
console.log(f7());
if (v2) {
  let v14 = v10.length;
} else {
  let v15 = {omega: [], alpha: 0, delta: v12};
}
if (v5) {
  let v16 = new Array(3);
} else {
  let v17 = v6;
}
let v18 = v4;
try {
  try {
    let v19 = {node: v6};
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if ([[], v12]) {
  if (v13.length) {
    let v20 = f7();
  } else {
    let v21 = v16;
  }
} else {
  let v22 = f7();
}
console.log(3.14159);
let v23 = -1;
try {
  let v24 = typeof v16;
} catch (e) { console.log(String(e).length); }
let v25 = v1;
if ({value: (v13 == f7()), x: (typeof v2 * v12), x: v19}) {
  if (v14) {
    let v26 = Math.max;
  } else {
    let v27 = String(v18);
  }
} else {
  let v28 = {node: v13, gamma: f7()};
}
function f29() {
  let v29 = {};
  console.log(JSON.stringify(v21));
  let v30 = v12.length;
  %CreatePrivateSymbol(f7());
  return ([new Array(4), [42, new Array(4)].map(e => e)].map(e => e) & [f7(), 42].map(e => e));
}
let v30 = typeof v14;
console.log([v12, [JSON.stringify(v30), v28, (v28 % ([v15, new Array(1)] % {omega: String(v20), x: {delta: f7(), gamma: [2147483647, (255 << "item x")].map(e => e)}}))]].map(e => e));
console.log([[{alpha: f29()}, v10].map(e => e), f29()].map(e => e));
let v31 = Math.max;
try {
  let v32 = v4;
} catch (e) { console.log(String(e).length); }
let v33 = false;
let v34 = new Array(1);
let v35 = v9.length;
let v36 = (typeof v10 + (JSON.stringify(v17) & JSON.stringify(v28)));
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v37 = f29();
    let v38 = [v25, [f7(), 1e+21].map(e => e)];
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v39 = new Array(2);
  try {
    let v40 = v10;
  } catch (e) { console.log(String(e).length); }
}
let v41 = 0.5;

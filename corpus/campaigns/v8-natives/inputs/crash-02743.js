function f0(p0, p1) {
  let v2 = 7;
  let v3 = typeof p1;
  let v4 = new Array(4);
  return "key beta omega";
}
let v1 = Infinity;
let v2 = "key x omega";
let v3 = false;
let v4 = typeof v2;
console.log(false);
let v5 = v2;
for (let i0 = 0; i0 < 4; i0++) {
  let v6 = v1;
}
let v7 = f0((1e-07 - 0.5), v4);
let v8 = v4;
let v9 = (a => a + 1);
for (let i0 = 0; i0 < 4; i0++) {
  let v10 = v2;
}
%GetOptimizationStatus("item");
let v11 = f0(v2, f0(("item" - Symbol()), f0(1.5, {key: [v7, v2].map(e => e), beta: {omega: 42, gamma: Infinity}, gamma: [JSON.stringify(v9)]})));
let v12 = v5;
let v13 = [[f0(f0([], [f0(JSON.stringify(v11), NaN), new Array(4), (v4 << v1)]), {gamma: false}), -2147483648, v9], Math.max].map(e => e);
let v14 = v5;
let v15 = v6;
try {
  console.log(v15);
} catch (e) { console.log(String(e).length); }
console.log((String(v1) | v2));
if (f0(Infinity, typeof v3)) {
  let v16 = String(v5);
} else {
  let v17 = 3.14159;
}
let v18 = v5.length;
let v19 = Infinity;
let v20 = [JSON.stringify(v12), v11];
let v21 = v1;
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v22 = JSON.stringify(v2);
    let v23 = "key key";
  }
}
let v24 = (-1 << v19);
function f25(p0, p1) {
  console.log(["x item key", v12].map(e => e));
  let v27 = NaN;
  return (a => a + 1);
}
if (v19) {
  let v26 = [f0(v8, String(v8)), {alpha: f25(f25([v7, typeof v23], new Array(1)), f25({beta: "alpha", value: -0.0}, [v24])), key: v18}];
} else {
  let v27 = v11;
}
function f28(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v29 = [v19, f0("key x", String(v22))].map(e => e);
    console.log(((v26 == p0) < new Array(4)));
  }
  console.log(v11);
  for (let i1 = 0; i1 < 4; i1++) {
    let v30 = 0.5;
    console.log([(v4 << [[], undefined].map(e => e)), "alpha"].map(e => e));
  }
  return (f0(("gamma delta x" - {delta: [v15], gamma: v8, beta: JSON.stringify(v14)}), f0(function (p) { return p; }, {gamma: v16})) * Symbol());
}
let v29 = "delta delta";
let v30 = JSON.stringify(v29);
let v31 = f28([v16, v7].map(e => e));
console.log(undefined);
try {
  if ((2147483647 % [v27, {node: "x"}].map(e => e))) {
    console.log(JSON.stringify(v26));
  } else {
    let v32 = v5;
  }
} catch (e) { console.log(String(e).length); }
console.log(Math.max);
console.log(function (p) { return p; });
let v33 = true;
if ((7 | String(v21))) {
  let v34 = JSON.stringify(v10);
} else {
  let v35 = v29;
}
console.log(f28(([] == [{}, {}].map(e => e))));
let v36 = v7;
console.log(42);
try {
  let v37 = typeof v17;
} catch (e) { console.log(String(e).length); }
let v38 = v37;
if (function (p) { return p; }) {
  let v39 = [65536, []].map(e => e);
} else {
  let v40 = v29.length;
}
let v41 = -2147483648;
try {
  try {
    console.log([Symbol(), f25([undefined, "omega alpha key"].map(e => e), [Symbol(), {omega: {beta: f28((true == false)), alpha: ({} & undefined), item: [[7, Math.max].map(e => e), v27].map(e => e)}, x: f25(v17, typeof v9), x: 255}].map(e => e)), [[function (p) { return p; }, Infinity].map(e => e), f0(255, 1.5)].map(e => e)]);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log(NaN);
let v42 = Infinity;
try {
  let v43 = f28(Infinity);
} catch (e) { console.log(String(e).length); }
let v44 = typeof v15;
console.log(v12);
if ((f25(String(v1), v43) == new Array(0))) {
  let v45 = 2147483647;
} else {
  let v46 = "delta";
}

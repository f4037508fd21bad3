let v0 = {delta: 1.5};
let v1 = "gamma node";
try {
  %HaveSameMap(typeof v1, v1.length);
} catch (e) { console.log(String(e).length); }
let v2 = [v0, "alpha item"].map(e => e);
let v3 = function (p) { return p; };
console.log("item item");
function f4(p0) {
  let v5 = 1e+21;
  for (let i1 = 0; i1 < 5; i1++) {
    let v6 = [((function (p) { return p; } | 1.5) | {omega: typeof v1}), v2].map(e => e);
  }
  let v7 = [function (p) { return p; }, 1e-07].map(e => e);
  return (1e+21 | Math.max);
}
if (v3) {
  let v5 = new Array(3);
} else {
  let v6 = "beta delta value";
}
console.log(v5.length);
function f7() {
  console.log("item beta");
  let v7 = v5;
  let v8 = v5;
  return [JSON.stringify(v0), v8, v5];
}
try {
  console.log(1);
} catch (e) { console.log(String(e).length); }
console.log(255);
try {
  try {
    let v8 = v0;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v9 = ({} - v3);
  }
} catch (e) { console.log(String(e).length); }
console.log((v0 + v1));
let v10 = [];
if ((Math.max < String(v1))) {
  try {
    let v11 = {x: f4(typeof v10), omega: f4(v9)};
  } catch (e) { console.log(String(e).length); }
} else {
  console.log(Symbol());
}
if (f4(f7())) {
  let v12 = {gamma: null, gamma: v0, delta: (1e-07 * (new Array(0) % Infinity))};
} else {
  let v13 = String(v12);
}
let v14 = true;
for (let i0 = 0; i0 < 1; i0++) {
  let v15 = new Array(4);
  console.log(v5);
}
try {
  if (new Array(1)) {
    let v16 = JSON.stringify(v13);
  } else {
    let v17 = v14.length;
  }
} catch (e) { console.log(String(e).length); }
let v18 = v11;
let v19 = JSON.stringify(v8);
let v20 = String(v0);
if (v8) {
  %NeverOptimizeFunction(f4);
} else {
  try {
    let v21 = [[("alpha" | 0.5), v13].map(e => e), typeof v1].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
let v22 = false;
console.log([]);
console.log(2);
let v23 = (1 << [v11, v3].map(e => e));
if (v1) {
  %HaveSameMap((v22 * [function (p) { return p; }, []].map(e => e)), v14);
} else {
  console.log(f7());
}
for (let i0 = 0; i0 < 3; i0++) {
  let v24 = String(v8);
  let v25 = (v16.length % v6);
}
console.log(v8);
if ("key") {
  console.log(0.5);
} else {
  let v26 = v22;
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(v0);
}
let v27 = typeof v21;
console.log(f7());
try {
  console.log(1e+21);
} catch (e) { console.log(String(e).length); }
let v28 = new Array(3);
if (JSON.stringify(v2)) {
  console.log(typeof v21);
} else {
  if (String(v8)) {
    let v29 = v0.length;
  } else {
    let v30 = v9;
  }
}
if ([{omega: (f7() | JSON.stringify(v25)), x: v19, alpha: "gamma key"}, new Array(1)].map(e => e)) {
  let v31 = typeof v26;
} else {
  let v32 = 255;
}
console.log({key: f4(("x item node" | new Array(3))), gamma: String(v3), delta: v28});
let v33 = -1;
let v34 = f7();
for (let i0 = 0; i0 < 3; i0++) {
  if (v1) {
    let v35 = f4("alpha x node");
  } else {
    %CreatePrivateSymbol(f4);
  }
}
let v36 = [[typeof v29, JSON.stringify(v0)].map(e => e), new Array(3), v28.length];
let v37 = v8;
let v38 = new Array(4);
let v39 = [null, String(v25)].map(e => e);
if (42) {
  let v40 = f7();
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v41 = v24;
    %OptimizeFunctionOnNextCall(f7);
  }
}
let v42 = v36.length;
function f43(p0) {
  let v44 = "delta value value";
  return String(v11);
}
let v44 = v26;
console.log([v25, f7()].map(e => e));
let v45 = [-0.0, v22].map(e => e);
console.log([new Array(4), String(v40)].map(e => e));
console.log(v6);

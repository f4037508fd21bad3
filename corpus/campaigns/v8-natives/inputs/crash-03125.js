let v0 = [1, new Array(3)].map(e => e);
console.log(v0);
let v1 = {beta: (null - function (p) { return p; })};
%OptimizeFunctionOnNextCall(new Array(1));
let v2 = 42;
let v3 = 1e+21;
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v4 = v1;
    let v5 = String(v1);
  }
  let v6 = {delta: JSON.stringify(v1)};
}
let v7 = ([(a => a + 1), [Infinity, 7].map(e => e)].map(e => e) == v1);
if ("value key node") {
  let v8 = (JSON.stringify(v5) == Math.max);
} else {
  let v9 = function (p) { return p; };
}
%GetOptimizationStatus({key: v0});
console.log([v4, [v2]].map(e => e));
let v10 = "node key beta";
let v11 = v9;
if ((Symbol() % v5)) {
  let v12 = 0.5;
} else {
  let v13 = Symbol();
}
let v14 = v0;
if ([]) {
  let v15 = "key node delta";
} else {
  let v16 = 0;
}
let v17 = {omega: 65536};
let v18 = 255;
console.log([v13.length, v15].map(e => e));
let v19 = -0.0;
console.log((a => a + 1));
for (let i0 = 0; i0 < 5; i0++) {
  if (NaN) {
    let v20 = v13;
  } else {
    console.log("node key");
  }
}
function f21() {
  if ([[v4, "omega alpha value"].map(e => e), v13]) {
    let v21 = ([({value: ([new Array(0)] << (1e+21 * ["gamma", [3.14159, 1e-07].map(e => e), 1e-07]))} + []), v12].map(e => e) & v9);
  } else {
    let v22 = new Array(1);
  }
  let v23 = String(v19);
  let v24 = (a => a + 1);
  return NaN;
}
let v22 = [f21(), Math.max].map(e => e);
let v23 = (String(v11) - f21());
let v24 = [(String(v8) * [function (p) { return p; }, "key node"].map(e => e)), f21()].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v25 = v9;
}
function f26(p0) {
  console.log("omega item gamma");
  console.log(["item x gamma", []]);
  for (let i1 = 0; i1 < 2; i1++) {
    let v27 = JSON.stringify(v1);
    let v28 = 2147483647;
  }
  let v29 = v3;
  return {key: v22};
}
let v27 = v23;
let v28 = v4;
for (let i0 = 0; i0 < 1; i0++) {
  let v29 = typeof v5;
  %NeverOptimizeFunction(f26);
}
console.log(f26((a => a + 1)));
let v30 = String(v5);
for (let i0 = 0; i0 < 1; i0++) {
  console.log(true);
  for (let i1 = 0; i1 < 3; i1++) {
    let v31 = v28.length;
  }
}
let v32 = f26(0.5);
let v33 = f26(f26([{omega: [v24, v8].map(e => e), value: undefined, x: (String(v13) * f21())}, 7].map(e => e)));
let v34 = String(v8);
let v35 = v22.length;
let v36 = v32;
try {
  let v37 = 7;
} catch (e) { console.log(String(e).length); }
if (((JSON.stringify(v31) * f21()) + true)) {
  let v38 = [new Array(0), f21()].map(e => e);
} else {
  let v39 = v32;
}
let v40 = 2147483647;
try {
  if (v10) {
    let v41 = v10.length;
  } else {
    let v42 = [v18];
  }
} catch (e) { console.log(String(e).length); }
if (undefined) {
  try {
    let v43 = ([] * 0);
  } catch (e) { console.log(String(e).length); }
} else {
  console.log([v38, String(v3)]);
}
let v44 = "omega beta";
let v45 = [f26(new Array(2)), 3.14159].map(e => e);
if ([[function (p) { return p; }, v43].map(e => e), (f26(NaN) << -0.0), 65536]) {
  let v46 = f26(function (p) { return p; });
} else {
  console.log(typeof v3);
}
try {
  if (f21()) {
    let v47 = f21();
  } else {
    let v48 = [v25];
  }
} catch (e) { console.log(String(e).length); }
let v49 = String(v29);
let v50 = NaN;
let v51 = v7;
function f52(p0, p1) {
  let v54 = new Array(1);
  return 255;
}
function f53(p0, p1) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v55 = [{}, v8, [{value: 1, value: "gamma"}]];
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v56 = 2;
  }
  console.log(new Array(2));
  try {
    let v57 = JSON.stringify(v23);
  } catch (e) { console.log(String(e).length); }
  return [new Array(1), String(v38)].map(e => e);
}
let v54 = typeof v32;

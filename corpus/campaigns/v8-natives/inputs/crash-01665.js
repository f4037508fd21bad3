for (let i0 = 0; i0 < 5; i0++) {
  let v0 = Infinity;
}
%GetOptimizationStatus(65536);
for (let i0 = 0; i0 < 4; i0++) {
  let v1 = [[[new Array(0), {item: (v0 == v0), node: v0}].map(e => e), null].map(e => e), v0].map(e => e);
}
let v2 = v1;
function f3(p0) {
  if (v0) {
    let v4 = v1;
  } else {
    let v5 = function (p) { return p; };
  }
  if ((p0 * (Infinity + "gamma node omega"))) {
    let v6 = [v0];
  } else {
    let v7 = (true << 3.14159);
  }
  let v8 = v6;
  let v9 = 0.5;
  return [-0.0, v5].map(e => e);
}
%DebugPrint(f3);
let v4 = ([{}] == "gamma key");
let v5 = 255;
try {
  try {
    console.log(v5.length);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v6 = String(v0);
console.log([]);
let v7 = {};
console.log((f3([Infinity, "key value"].map(e => e)) < [v0, v2].map(e => e)));
let v8 = 1.5;
let v9 = new Array(1);
console.log(String(v0));
let v10 = f3(v4);
let v11 = v0.length;
let v12 = f3(typeof v0);
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v13 = {node: false, item: v10.length};
  } catch (e) { console.log(String(e).length); }
}
let v14 = String(v9);
if (function (p) { return p; }) {
  if ((v5 % new Array(0))) {
    let v15 = v6.length;
  } else {
    let v16 = {};
  }
} else {
  if (v12) {
    let v17 = {alpha: v16, x: {gamma: (-1 << v2), node: v2}, item: [Math.max, new Array(3)].map(e => e)};
  } else {
    let v18 = {item: f3([{beta: [f3(v5.length)], delta: (v9 * ([v10] < {key: (a => a + 1)}))}, 42].map(e => e)), beta: v10.length, beta: [v16, v13].map(e => e)};
  }
}
let v19 = v18;
function f20(p0) {
  let v21 = 2147483647;
  console.log(v12);
  console.log([[]]);
  %DeoptimizeFunction(v21);
  return false;
}
console.log([v19, 65536].map(e => e));
let v21 = v14;
try {
  let v22 = (0 == String(v16));
} catch (e) { console.log(String(e).length); }
if (v18) {
  try {
    let v23 = f3(v19);
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v24 = typeof v17;
  } catch (e) { console.log(String(e).length); }
}
let v25 = -2147483648;
console.log(1e-07);
try {
  let v26 = v1.length;
} catch (e) { console.log(String(e).length); }
console.log((v4 & v23));
console.log(v6);
let v27 = JSON.stringify(v26);
for (let i0 = 0; i0 < 5; i0++) {
  let v28 = f3((a => a + 1));
  let v29 = 1e-07;
}
%OptimizeFunctionOnNextCall([JSON.stringify(v0), v4].map(e => e));
if (v26) {
  console.log(undefined);
} else {
  let v30 = v26;
}
let v31 = v25;
let v32 = 1e-07;
console.log(f20(v13));
try {
  let v33 = [v7, v12];
} catch (e) { console.log(String(e).length); }
console.log(v15);
if (v31) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v34 = v21;
  }
} else {
  let v35 = (a => a + 1);
}
for (let i0 = 0; i0 < 4; i0++) {
  let v36 = [f20(typeof v32), [JSON.stringify(v23), 0].map(e => e)].map(e => e);
  let v37 = typeof v9;
}
let v38 = typeof v0;
function f39() {
  try {
    let v39 = v33;
  } catch (e) { console.log(String(e).length); }
  return v5;
}
function f40(p0, p1) {
  console.log("x delta omega");
  console.log(v12);
  return f20("beta item");
}

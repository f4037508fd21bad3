let v0 = null;
let v1 = v0;
console.log(v1);
console.log(v0);
let v2 = true;
console.log(new Array(2));
console.log(function (p) { return p; });
function f3() {
  let v3 = new Array(4);
  let v4 = -1;
  let v5 = 65536;
  let v6 = String(v5);
  return v3;
}
let v4 = [];
console.log(v2);
let v5 = f3();
console.log(Math.max);
let v6 = [undefined, ["node key beta", new Array(3), 65536]].map(e => e);
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v7 = new Array(0);
    let v8 = "node value";
  }
} catch (e) { console.log(String(e).length); }
%GetOptimizationStatus((f3() * f3()));
let v9 = 2;
try {
  %StringCharCodeAt([JSON.stringify(v9), v2].map(e => e), f3);
} catch (e) { console.log(String(e).length); }
let v10 = v5;
let v11 = (v9 & v1);
let v12 = [];
let v13 = v12;
if ([{x: [[[{x: f3(), gamma: String(v1)}, v5], null].map(e => e), NaN].map(e => e), x: (Infinity < Math.max)}, v7].map(e => e)) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(new Array(2));
  }
} else {
  console.log(typeof v9);
}
let v14 = v11;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(JSON.stringify(v5));
  }
  if (v5) {
    let v15 = v9;
  } else {
    let v16 = v10;
  }
}
let v17 = [f3(), [String(v8)]].map(e => e);
let v18 = (JSON.stringify(v9) + (v13 + undefined));
let v19 = v17;
let v20 = ([[[], "node node"].map(e => e), 1].map(e => e) & Symbol());
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v21 = String(v6);
  } catch (e) { console.log(String(e).length); }
  let v22 = "beta x";
}
let v23 = new Array(3);
let v24 = "x item";
if (1) {
  console.log("key");
} else {
  let v25 = f3();
}
let v26 = v24;
console.log({});
let v27 = v23;
console.log(f3());
if (String(v19)) {
  let v28 = f3();
} else {
  console.log((f3() - 1.5));
}
console.log(v23);
for (let i0 = 0; i0 < 4; i0++) {
  let v29 = {omega: [v22, "alpha item"].map(e => e), delta: f3(), beta: f3()};
}
let v30 = v17;
for (let i0 = 0; i0 < 5; i0++) {
  let v31 = 255;
}
console.log([new Array(3), {node: new Array(3), value: v23, node: v1.length}].map(e => e));
console.log([typeof v30, (v0 + v11)].map(e => e));
let v32 = NaN;
function f33(p0, p1) {
  let v35 = -0.0;
  let v36 = true;
  console.log(f3());
  try {
    let v37 = (a => a + 1);
  } catch (e) { console.log(String(e).length); }
  return new Array(0);
}
console.log(7);
for (let i0 = 0; i0 < 3; i0++) {
  let v34 = v2;
  let v35 = String(v28);
}
let v36 = "delta beta";
if ([(([v35, f3(), f3()] == new Array(2)) * [false, true].map(e => e)), ([true, 7].map(e => e) * 255)].map(e => e)) {
  console.log(f33([(1 & [JSON.stringify(v35)]), v18].map(e => e), [[[[[(v21 << new Array(4)), v14], v16, f3()], (a => a + 1)].map(e => e)], {alpha: {x: [v20, (a => a + 1)], beta: (v11 == v10), beta: [v24, (new Array(4) * [])].map(e => e)}, delta: [v16, {x: JSON.stringify(v6), beta: JSON.stringify(v25)}].map(e => e)}].map(e => e)));
} else {
  let v37 = f33(function (p) { return p; }, v2);
}
for (let i0 = 0; i0 < 2; i0++) {
  let v38 = f3();
}

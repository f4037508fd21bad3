try {
  for (let i1 = 0; i1 < 4; i1++) {
    %GetOptimizationStatus(null);
  }
} catch (e) { console.log(String(e).length); }
let v0 = "value alpha";
let v1 = ([{node: v0, value: String(v0), x: "beta"}, v0].map(e => e) | (a => a + 1));
function f2() {
  console.log([]);
  if (-0.0) {
    let v2 = v0;
  } else {
    console.log(Math.max);
  }
  return "x alpha node";
}
let v3 = JSON.stringify(v1);
function f4(p0) {
  if (p0.length) {
    let v5 = [[Symbol(), -0.0].map(e => e), f2(), v3];
  } else {
    let v6 = [v5, 2].map(e => e);
  }
  let v7 = String(p0);
  return (a => a + 1);
}
try {
  let v5 = ([42, typeof v3].map(e => e) == [[f2()], (true == [])].map(e => e));
} catch (e) { console.log(String(e).length); }
if (7) {
  if ([v0, v3]) {
    let v6 = new Array(1);
  } else {
    console.log(1e+21);
  }
} else {
  try {
    let v7 = JSON.stringify(v0);
  } catch (e) { console.log(String(e).length); }
}
let v8 = [v3, {}, v3];
function f9() {
  let v9 = Infinity;
  let v10 = new Array(2);
  console.log(JSON.stringify(v8));
  let v11 = v9;
  return (v3 | [v8]);
}
%GetOptimizationStatus(f9);
let v10 = Math.max;
function f11() {
  try {
    let v11 = (v6 << typeof v0);
  } catch (e) { console.log(String(e).length); }
  return v3;
}
console.log([[[[undefined, [((a => a + 1) << new Array(0)), [2147483647, new Array(1)]].map(e => e)], 1.5].map(e => e), undefined].map(e => e), typeof v3].map(e => e));
try {
  if (v10) {
    let v12 = (JSON.stringify(v1) == v3);
  } else {
    let v13 = true;
  }
} catch (e) { console.log(String(e).length); }
function f14(p0, p1) {
  console.log(v1);
  let v16 = String(v5);
  return [f4(String(v6)), JSON.stringify(v7)].map(e => e);
}
let v15 = v1;
let v16 = 0.5;
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v17 = true;
  }
} catch (e) { console.log(String(e).length); }
if ("gamma alpha") {
  let v18 = [[f14((function (p) { return p; } + ["beta beta delta", ("alpha alpha item" | ((a => a + 1) | "gamma beta x")), v16]), f14("alpha", [JSON.stringify(v10), 65536, [v16, undefined].map(e => e)])), false], v5].map(e => e);
} else {
  let v19 = new Array(4);
}
console.log(v17);
let v20 = (Math.max | v15);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(f4((v8 == v15)));
  let v21 = v10;
}
let v22 = typeof v20;
try {
  %PrepareFunctionForOptimization(f14);
} catch (e) { console.log(String(e).length); }
let v23 = {x: v6, item: f2()};
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v24 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
  try {
    let v25 = (2 == v5);
  } catch (e) { console.log(String(e).length); }
}
let v26 = f11();
let v27 = v23;
let v28 = Math.max;
%GetOptimizationStatus([typeof v12, [null, 3.14159].map(e => e)].map(e => e));
let v29 = f11();

if (function (p) { return p; }) {
  %PrepareFunctionForOptimization((new Array(0) & "delta"));
} else {
  let v0 = new Array(1);
}
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v1 = v0;
    let v2 = v1;
  }
} catch (e) { console.log(String(e).length); }
if (v0) {
  if (0) {
    let v3 = v0;
  } else {
    console.log((a => a + 1));
  }
} else {
  let v4 = [[function (p) { return p; }, v1].map(e => e)];
}
try {
  console.log(v0);
} catch (e) { console.log(String(e).length); }
let v5 = (a => a + 1);
let v6 = (a => a + 1);
console.log(function (p) { return p; });
try {
  if (typeof v3) {
    let v7 = new Array(3);
  } else {
    let v8 = NaN;
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  console.log(new Array(2));
  let v9 = Infinity;
}
let v10 = function (p) { return p; };
function f11() {
  let v11 = typeof v9;
  console.log(2147483647);
  if (v10) {
    let v12 = 255;
  } else {
    let v13 = {gamma: [(new Array(0) & {x: {delta: v10, node: [[v2, String(v4), [[v9, v2].map(e => e), new Array(1), v3]], (0.5 << new Array(3))].map(e => e)}}), {gamma: v10, node: [v3, [1.5, [new Array(3), new Array(1), 1e+21]].map(e => e)].map(e => e)}].map(e => e), beta: "omega"};
  }
  return v12.length;
}
let v12 = [[({value: [1e-07, (NaN < -2147483648)].map(e => e), x: -0.0, node: f11()} & {key: new Array(3), value: "value"}), (new Array(4) << new Array(2))].map(e => e), v6];
let v13 = typeof v2;
console.log(v7);
try {
  console.log(Symbol());
} catch (e) { console.log(String(e).length); }
let v14 = JSON.stringify(v4);
let v15 = v13;
function f16(p0, p1) {
  try {
    let v18 = (true + ["node x", v6].map(e => e));
  } catch (e) { console.log(String(e).length); }
  let v19 = v12;
  let v20 = [JSON.stringify(v1), v2].map(e => e);
  return 0;
}
let v17 = {alpha: v8, beta: (typeof v5 == v15), gamma: f16(String(v2), v0)};
try {
  let v18 = (a => a + 1);
} catch (e) { console.log(String(e).length); }

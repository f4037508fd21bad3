let v0 = new Array(2);
console.log(true);
console.log({delta: v0, delta: "item alpha value"});
let v1 = "beta";
let v2 = 0.5;
console.log(1e+21);
let v3 = v1;
function f4(p0, p1) {
  try {
    let v6 = {omega: -0.0, key: typeof p0, alpha: [1.5, 3.14159, v2]};
  } catch (e) { console.log(String(e).length); }
  %GetOptimizationStatus({omega: [String(p0), function (p) { return p; }].map(e => e)});
  return Math.max;
}
let v5 = [-0.0, f4(0, v2)].map(e => e);
let v6 = v0;
let v7 = v1.length;
console.log((function (p) { return p; } % v6));
let v8 = [v1.length, typeof v6].map(e => e);
let v9 = [f4([[new Array(0), v8, [true, "delta item"].map(e => e)], "value alpha"].map(e => e), v8), [65536, v1.length].map(e => e)].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v10 = 1e-07;
    let v11 = "value omega key";
  }
  console.log([[v7, String(v1)].map(e => e), v3].map(e => e));
}
try {
  try {
    console.log([[JSON.stringify(v11), v10].map(e => e), [v9, {}, [f4(-1, {}), 1.5].map(e => e)]]);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v12 = String(v7);
console.log(v11);
let v13 = f4([], v12);
let v14 = ([[[(new Array(2) & new Array(4)), (v11.length & v12), f4([{omega: {beta: ({} < f4(-2147483648, function (p) { return p; })), x: v12.length, value: [[7, -2147483648].map(e => e), (7 < [])].map(e => e)}, x: JSON.stringify(v7), gamma: function (p) { return p; }}, true].map(e => e), f4({key: v2, delta: v1}, Symbol()))], new Array(0)].map(e => e), f4(null, -0.0)].map(e => e) << [([(("x value" - "beta key x") & v3.length), new Array(3)] + new Array(1)), f4({node: {alpha: v0}, x: v3}, 0.5)].map(e => e));
for (let i0 = 0; i0 < 4; i0++) {
  let v15 = 42;
}
let v16 = v15;
let v17 = v1;
let v18 = null;
function f19(p0, p1) {
  console.log([(v11 % p0), v14].map(e => e));
  let v21 = true;
  let v22 = v0;
  return [[v22, 2, v10], v2].map(e => e);
}
let v20 = false;
let v21 = f19(v9, [function (p) { return p; }, (f19(NaN, 65536) << {})]);
console.log(v12);
let v22 = v16.length;
if (f19(Symbol(), ({alpha: f19(v20.length, function (p) { return p; }), omega: new Array(3), node: Infinity} == v2))) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v23 = Symbol();
    let v24 = f19([new Array(0), Math.max].map(e => e), f19(([JSON.stringify(v14)] - [new Array(3), [typeof v10, v14].map(e => e), [(null + [v13, JSON.stringify(v0)]), (a => a + 1)].map(e => e)]), String(v18)));
  }
} else {
  let v25 = new Array(4);
}
function f26(p0) {
  console.log(Math.max);
  for (let i1 = 0; i1 < 1; i1++) {
    let v27 = -1;
  }
  let v28 = [(p0 * v1), [v3, false].map(e => e)].map(e => e);
  return f4(v23, 1.5);
}
console.log(v2);
try {
  if ([]) {
    let v27 = (new Array(4) < v21);
  } else {
    console.log([f19(f4(function (p) { return p; }, {key: f4(v2, 3.14159), x: new Array(0), beta: [v20, f19("key item omega", (a => a + 1))].map(e => e)}), 255), v3].map(e => e));
  }
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v28 = v21;
  }
} catch (e) { console.log(String(e).length); }
function f29() {
  let v29 = [typeof v20, v22].map(e => e);
  return v2;
}

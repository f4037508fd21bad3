let v0 = "beta beta delta";
try {
  try {
    let v1 = v0;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  %NeverOptimizeFunction(v0);
}
function f2(p0) {
  console.log(0.5);
  let v3 = 7;
  let v4 = JSON.stringify(p0);
  let v5 = {item: v0, alpha: (["key", "gamma"].map(e => e) * v4)};
  return new Array(2);
}
function f3(p0) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v4 = v0.length;
    let v5 = ([f2("omega node node"), f2(-1)].map(e => e) | v4);
  }
  return ({omega: 2147483647, node: v1} == -2147483648);
}
try {
  %NeverOptimizeFunction([v1, v0].map(e => e));
} catch (e) { console.log(String(e).length); }
let v4 = v0;
console.log(([v1.length, (false + {})].map(e => e) * JSON.stringify(v0)));
let v5 = [([1e-07] << [new Array(2), "node x"].map(e => e)), f2(typeof v1)];
function f6(p0, p1) {
  let v8 = 1e+21;
  return v4.length;
}
let v7 = f3(1e-07);
try {
  let v8 = [v7, v5].map(e => e);
} catch (e) { console.log(String(e).length); }
let v9 = [1.5, v7].map(e => e);
try {
  let v10 = true;
} catch (e) { console.log(String(e).length); }
let v11 = "gamma node";
try {
  let v12 = v5;
} catch (e) { console.log(String(e).length); }
function f13(p0, p1) {
  let v15 = v4.length;
  return v11;
}
if (([[[function (p) { return p; }, f3(Symbol())].map(e => e), f3(f6(255, new Array(2))), new Array(2)], (0.5 + "delta value")].map(e => e) < true)) {
  let v14 = (v11.length << (f2([]) == f3(1e+21)));
} else {
  let v15 = Math.max;
}
if ([JSON.stringify(v1), [v0.length, JSON.stringify(v4)].map(e => e), new Array(1)]) {
  let v16 = f3([Infinity, 1e-07].map(e => e));
} else {
  console.log({alpha: [[{}, function (p) { return p; }].map(e => e), v0].map(e => e), item: [65536, new Array(3)].map(e => e), x: f3(v10)});
}
for (let i0 = 0; i0 < 3; i0++) {
  let v17 = new Array(4);
}
let v18 = (v9 < f2(((a => a + 1) & 65536)));
let v19 = (typeof v1 * v10);
function f20(p0) {
  console.log([new Array(4), function (p) { return p; }].map(e => e));
  if (1e-07) {
    let v21 = new Array(0);
  } else {
    let v22 = NaN;
  }
  let v23 = Math.max;
  return v11.length;
}
let v21 = 1;
let v22 = [v12.length, 3.14159];
try {
  let v23 = f20(1.5);
} catch (e) { console.log(String(e).length); }
if (false) {
  if (((([] % 0.5) + v17) < v19)) {
    let v24 = [new Array(3), (new Array(2) << (0 < new Array(0)))].map(e => e);
  } else {
    let v25 = String(v19);
  }
} else {
  try {
    let v26 = f2(typeof v22);
  } catch (e) { console.log(String(e).length); }
}
let v27 = (f13(((a => a + 1) | 3.14159), v5) == 1e+21);
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v15);
}
console.log(typeof v21);
try {
  let v28 = 2147483647;
} catch (e) { console.log(String(e).length); }
let v29 = [v22];
let v30 = f3((2 & [1, []].map(e => e)));
console.log(Math.max);
let v31 = JSON.stringify(v29);
try {
  let v32 = undefined;
} catch (e) { console.log(String(e).length); }
console.log([v23.length, new Array(1)].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v14);
}
let v33 = ((String(v5) % JSON.stringify(v0)) < v16);
%HaveSameMap(v0, v14);
console.log([v23, function (p) { return p; }].map(e => e));
try {
  let v34 = [1e-07, f6([65536, {value: f13([3.14159, v32, 0.5], [v26])}].map(e => e), [1e+21, {omega: typeof v32, value: v9}].map(e => e)), v10];
} catch (e) { console.log(String(e).length); }
let v35 = v4;
try {
  let v36 = String(v15);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v33);
  if (f13(f13(({key: Infinity, alpha: [{node: f6(("alpha" - {}), f13({}, [f20(Symbol()), 1]))}, v1], gamma: v10} & "item"), []), 1.5)) {
    let v37 = f2([[[function (p) { return p; }, new Array(4)].map(e => e), v21].map(e => e), 1.5, String(v1)]);
  } else {
    let v38 = v33;
  }
}
let v39 = v18;
try {
  try {
    let v40 = typeof v14;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log(true);

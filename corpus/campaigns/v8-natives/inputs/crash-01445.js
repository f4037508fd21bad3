let v0 = new Array(4);
console.log((("alpha omega alpha" + {gamma: typeof v0}) << function (p) { return p; }));
let v1 = v0;
%NeverOptimizeFunction(typeof v1);
let v2 = v1.length;
console.log([v2, String(v0)].map(e => e));
try {
  console.log(true);
} catch (e) { console.log(String(e).length); }
console.log(new Array(4));
function f3() {
  try {
    let v3 = (v2 * v2);
  } catch (e) { console.log(String(e).length); }
  let v4 = function (p) { return p; };
  let v5 = (v4 == [v1.length, 255].map(e => e));
  let v6 = String(v1);
  return [JSON.stringify(v0), new Array(2)].map(e => e);
}
console.log((v2 * (7 * 1e+21)));
console.log([v1]);
try {
  if (0.5) {
    console.log(new Array(2));
  } else {
    let v4 = v0;
  }
} catch (e) { console.log(String(e).length); }
try {
  let v5 = [typeof v1, {node: v0, delta: typeof v1, omega: v2}].map(e => e);
} catch (e) { console.log(String(e).length); }
function f6() {
  if ({}) {
    let v6 = (v0 + f3());
  } else {
    console.log(v0);
  }
  let v7 = [v4, typeof v5].map(e => e);
  return v0;
}
console.log(v2);
function f7() {
  console.log(typeof v2);
  let v7 = (v5 | f6());
  let v8 = [Infinity, v4].map(e => e);
  return v4.length;
}
if ([[[[], new Array(2)].map(e => e)], v1.length].map(e => e)) {
  let v8 = f3();
} else {
  let v9 = 255;
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(f7());
  console.log(String(v1));
}
let v10 = v0;
console.log({node: f3()});
if (v8) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v11 = v4;
  }
} else {
  let v12 = [(Symbol() | -0.0), f7()].map(e => e);
}
if (f3()) {
  let v13 = ([Math.max, v5] << f6());
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v14 = (v13 + [v10]);
  }
}
let v15 = new Array(4);
function f16(p0) {
  console.log(JSON.stringify(v4));
  let v17 = f7();
  try {
    let v18 = ((v17 < v4) == v2);
  } catch (e) { console.log(String(e).length); }
  return "node node alpha";
}
console.log(v12);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(f6());
  let v17 = new Array(4);
}
console.log([f7()]);
let v18 = v13;
console.log((f3() % 1e-07));
console.log(v12);
let v19 = v1;
try {
  let v20 = (new Array(3) % String(v1));
} catch (e) { console.log(String(e).length); }
let v21 = v8;
for (let i0 = 0; i0 < 2; i0++) {
  console.log(v11);
  try {
    let v22 = {};
  } catch (e) { console.log(String(e).length); }
}
let v23 = [f7(), 3.14159].map(e => e);
console.log(f3());
let v24 = (new Array(1) - new Array(1));
let v25 = ([1e-07, v19].map(e => e) | v11.length);
%NewRegExpWithBacktrackLimit(f6, [v5, v4].map(e => e), JSON.stringify(v14));
console.log({alpha: v2, alpha: JSON.stringify(v13), key: 3.14159});
if (v19) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v26 = (1.5 << v11);
  }
} else {
  let v27 = f6();
}

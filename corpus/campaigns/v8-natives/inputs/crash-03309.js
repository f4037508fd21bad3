let v0 = [];
console.log(Infinity);
%DeoptimizeFunction([[null, {item: v0}].map(e => e), [([typeof v0, 1.5, typeof v0] < 1), 0.5]].map(e => e));
let v1 = 0;
console.log(v1);
let v2 = 1.5;
function f3(p0, p1) {
  let v5 = [255, v1.length].map(e => e);
  console.log([]);
  return (Symbol() % p1);
}
let v4 = v0;
if (new Array(4)) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v5 = 2;
  }
} else {
  console.log(f3(v5, f3(undefined, v1)));
}
console.log(new Array(3));
let v6 = [v2, {}].map(e => e);
function f7(p0, p1) {
  try {
    let v9 = -0.0;
  } catch (e) { console.log(String(e).length); }
  return [];
}
for (let i0 = 0; i0 < 3; i0++) {
  if (((v1 & 42) & v0)) {
    let v8 = v4;
  } else {
    console.log((255 % (v4 * "alpha")));
  }
}
console.log([f3(f3(Infinity, {delta: typeof v5}), v0), [[Math.max, function (p) { return p; }].map(e => e), {alpha: -2147483648}].map(e => e)].map(e => e));
try {
  let v9 = f7(false, (new Array(1) << v1));
} catch (e) { console.log(String(e).length); }
let v10 = v5;
let v11 = typeof v8;
for (let i0 = 0; i0 < 4; i0++) {
  let v12 = new Array(4);
  console.log(typeof v10);
}
function f13(p0, p1) {
  try {
    let v15 = f7([(2 + [v12, v9, new Array(4)]), Symbol()].map(e => e), [f3(("node x" << Math.max), v10), 1e-07]);
  } catch (e) { console.log(String(e).length); }
  let v16 = v6;
  if (v16) {
    let v17 = v4;
  } else {
    console.log(p1);
  }
  return [1e-07, v11.length].map(e => e);
}
let v14 = v0;
let v15 = [Infinity, String(v5)];
let v16 = Math.max;
let v17 = "key";
let v18 = new Array(0);
console.log(v1);
let v19 = f3(v12, [(0.5 * {}), 3.14159].map(e => e));
let v20 = v0;
let v21 = v2;
let v22 = [65536, "alpha"].map(e => e);
let v23 = v10;
let v24 = [[], v1];
try {
  let v25 = (1e+21 << JSON.stringify(v12));
} catch (e) { console.log(String(e).length); }
let v26 = (v10 == v25);
if (Math.max) {
  let v27 = (v16 << (new Array(2) | [255, Math.max].map(e => e)));
} else {
  let v28 = f3(typeof v12, new Array(2));
}
function f29(p0) {
  let v30 = f7(([new Array(4), -0.0].map(e => e) | ({omega: p0, omega: v28} | undefined)), v28);
  let v31 = typeof v4;
  for (let i1 = 0; i1 < 4; i1++) {
    let v32 = (7 << v1.length);
  }
  return p0;
}

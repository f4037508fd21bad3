%CreatePrivateSymbol(function (p) { return p; });
let v0 = {item: (a => a + 1), beta: true};
let v1 = v0;
if (0.5) {
  let v2 = {};
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v3 = (a => a + 1);
    let v4 = String(v3);
  }
}
let v5 = [v2];
let v6 = (v3 * v4);
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v7 = typeof v2;
  }
}
let v8 = v2;
let v9 = v6;
try {
  let v10 = (v5 * v3);
} catch (e) { console.log(String(e).length); }
console.log(v9);
function f11(p0) {
  let v12 = {x: 65536, alpha: v6};
  return {};
}
let v12 = v5.length;
let v13 = [-0.0, String(v7)];
let v14 = f11(3.14159);
let v15 = undefined;
console.log({});
function f16() {
  try {
    console.log((a => a + 1));
  } catch (e) { console.log(String(e).length); }
  let v16 = 42;
  return [{node: 1, delta: v2}, undefined].map(e => e);
}
if (["gamma", v3.length].map(e => e)) {
  try {
    let v17 = undefined;
  } catch (e) { console.log(String(e).length); }
} else {
  if (v0.length) {
    let v18 = f16();
  } else {
    let v19 = v6;
  }
}
let v20 = (v0 * 2);
let v21 = v7;
if (new Array(4)) {
  let v22 = (v21 << [new Array(2), String(v17)].map(e => e));
} else {
  let v23 = f16();
}
function f24() {
  let v24 = [[1, JSON.stringify(v17)].map(e => e), 1e-07, ([(a => a + 1), 1e+21].map(e => e) % v0)];
  let v25 = [f16(), NaN].map(e => e);
  return v3;
}
let v25 = 42;

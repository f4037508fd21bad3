let v0 = 1;
let v1 = [];
%HaveSameMap(v0, {delta: String(v1), item: v0.length, alpha: v0});
console.log(("delta" + ((1e+21 == new Array(1)) & v1)));
console.log(v0);
function f2() {
  let v2 = v0;
  try {
    console.log(NaN);
  } catch (e) { console.log(String(e).length); }
  let v3 = [v2.length, JSON.stringify(v2), [["node gamma delta"], [v0, v0]].map(e => e)];
  return function (p) { return p; };
}
for (let i0 = 0; i0 < 4; i0++) {
  if ([v1.length, false].map(e => e)) {
    let v3 = [String(v0), [String(v0), v0, NaN]];
  } else {
    let v4 = [v3, v0.length].map(e => e);
  }
  let v5 = JSON.stringify(v1);
}
let v6 = typeof v0;
console.log([]);
function f7(p0, p1) {
  try {
    let v9 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
  console.log(new Array(4));
  return (0 - v1);
}
if (v3) {
  let v8 = (String(v1) + 1e-07);
} else {
  let v9 = Math.max;
}
for (let i0 = 0; i0 < 4; i0++) {
  if (v6) {
    let v10 = v0;
  } else {
    console.log(v4);
  }
  console.log(v8);
}
let v11 = [[f2(), [v5, f7(NaN, new Array(3))].map(e => e)], JSON.stringify(v3)].map(e => e);
let v12 = [NaN, f2()].map(e => e);
let v13 = [typeof v9, NaN, Infinity];
console.log([[f2(), [v9.length, v12].map(e => e)], f2()].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  let v14 = v12;
  let v15 = f7(v10, [v3, (function (p) { return p; } << Infinity)].map(e => e));
}
let v16 = v12;
try {
  let v17 = 7;
} catch (e) { console.log(String(e).length); }
let v18 = v14;
%HasFastProperties(f7);
for (let i0 = 0; i0 < 5; i0++) {
  let v19 = String(v0);
}
let v20 = f2();
for (let i0 = 0; i0 < 3; i0++) {
  let v21 = 1e-07;
  let v22 = false;
}
let v23 = String(v22);
let v24 = [v23.length, (v20 * v23)].map(e => e);
let v25 = 65536;
let v26 = JSON.stringify(v25);
if (String(v15)) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(null);
  }
} else {
  let v27 = (v20 | NaN);
}
console.log([]);
console.log((1e+21 & (v3 + null)));

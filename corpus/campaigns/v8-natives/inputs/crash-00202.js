let v0 = new Array(3);
let v1 = "node";
console.log(([v0, (a => a + 1)].map(e => e) << "item"));
let v2 = "key";
let v3 = JSON.stringify(v0);
function f4() {
  let v4 = "omega";
  let v5 = String(v3);
  try {
    let v6 = "omega";
  } catch (e) { console.log(String(e).length); }
  let v7 = [[[[new Array(1), v3], [["key"], new Array(2)]].map(e => e), null].map(e => e), v1].map(e => e);
  return (v1 << typeof v3);
}
let v5 = v3;
for (let i0 = 0; i0 < 4; i0++) {
  let v6 = [[{delta: (v0 == v5)}, v5].map(e => e), [(f4() << f4()), {delta: {node: f4(), key: Symbol()}, gamma: new Array(0)}]].map(e => e);
  %HaveSameMap(f4, (255 == "gamma key value"));
}
function f7() {
  let v7 = [(v6 * f4()), (String(v6) & v3)].map(e => e);
  let v8 = (undefined % [v5, false].map(e => e));
  try {
    let v9 = JSON.stringify(v8);
  } catch (e) { console.log(String(e).length); }
  return {item: f4(), node: v1, beta: v7};
}
try {
  let v8 = f4();
} catch (e) { console.log(String(e).length); }
console.log(f4());
for (let i0 = 0; i0 < 3; i0++) {
  let v9 = 255;
  let v10 = [];
}
console.log(f4());
%DeoptimizeFunction(null);
for (let i0 = 0; i0 < 2; i0++) {
  let v11 = typeof v2;
}
let v12 = f4();
console.log(v0);
let v13 = f4();
for (let i0 = 0; i0 < 4; i0++) {
  let v14 = v2;
}
try {
  console.log(v9);
} catch (e) { console.log(String(e).length); }
let v15 = 1e+21;
for (let i0 = 0; i0 < 3; i0++) {
  let v16 = v9;
}
let v17 = v9;
let v18 = f7();
console.log([String(v11), v0].map(e => e));
function f19() {
  let v19 = JSON.stringify(v17);
  return [false, (("key" & 7) < f7())].map(e => e);
}
if (1e-07) {
  try {
    console.log((f4() & String(v17)));
  } catch (e) { console.log(String(e).length); }
} else {
  let v20 = JSON.stringify(v6);
}
if (f7()) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v21 = v9.length;
  }
} else {
  let v22 = ([1, (1e-07 | 1.5)].map(e => e) < ["delta", {delta: JSON.stringify(v5), value: new Array(3)}].map(e => e));
}
console.log(([[[255, true, 1e+21], [{gamma: v0}, (a => a + 1)]].map(e => e), v21].map(e => e) + 1e+21));
function f23(p0) {
  let v24 = (v14 % null);
  let v25 = (f7() == NaN);
  for (let i1 = 0; i1 < 3; i1++) {
    let v26 = {x: v24.length, x: v10, value: function (p) { return p; }};
    let v27 = Infinity;
  }
  try {
    let v28 = (f4() + String(p0));
  } catch (e) { console.log(String(e).length); }
  return [([true, Symbol()].map(e => e) << p0), ["gamma", v26].map(e => e)].map(e => e);
}
let v24 = f19();

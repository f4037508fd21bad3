if ({item: ((a => a + 1) & function (p) { return p; }), alpha: Symbol()}) {
  let v0 = ((a => a + 1) % 2);
} else {
  console.log((new Array(4) * Math.max));
}
try {
  %CreatePrivateSymbol(2);
} catch (e) { console.log(String(e).length); }
let v1 = [[[{}, -1].map(e => e), [[], v0].map(e => e)], v0].map(e => e);
%StringCharCodeAt(typeof v0, JSON.stringify(v0));
console.log(v0.length);
for (let i0 = 0; i0 < 5; i0++) {
  let v2 = {node: 1.5, delta: {omega: ([[null, v0, String(v0)], null].map(e => e) + new Array(4)), value: NaN, value: v0}};
  let v3 = v1;
}
function f4(p0, p1) {
  let v6 = v1;
  let v7 = (v6.length * 0.5);
  let v8 = undefined;
  return [65536, ([3.14159, {node: [(7 == -2147483648), new Array(4)].map(e => e), node: v8.length, key: v8}].map(e => e) * Symbol())].map(e => e);
}
let v5 = v2;
try {
  let v6 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
let v7 = v3;
function f8(p0) {
  console.log(v5);
  let v9 = f4((v2 < v1), [f4([new Array(2), undefined].map(e => e), f4([], Math.max))]);
  let v10 = (f4(function (p) { return p; }, v6) + [v1.length, v7].map(e => e));
  for (let i1 = 0; i1 < 5; i1++) {
    let v11 = 1e-07;
  }
  return v2;
}
let v9 = (v7 == v5);
let v10 = (f4({value: [f4({omega: v5, item: f4(("gamma delta key" * 255), (Symbol() + NaN))}, 1.5), ("value value" * [f8(v7.length)])].map(e => e), item: v6}, [String(v3), (v6 << f4(true, new Array(3))), "item gamma delta"]) - f4((function (p) { return p; } * 1e-07), [new Array(3), null].map(e => e)));
if (v0.length) {
  let v11 = 2147483647;
} else {
  let v12 = (f4(v7, v0) | (a => a + 1));
}
let v13 = (v9 < v9.length);
try {
  console.log(function (p) { return p; });
} catch (e) { console.log(String(e).length); }
function f14(p0) {
  let v15 = Symbol();
  let v16 = typeof v2;
  let v17 = (f8(String(v7)) | Symbol());
  if (f8(JSON.stringify(v6))) {
    let v18 = f4(v1.length, v13);
  } else {
    let v19 = 2147483647;
  }
  return v17;
}
let v15 = typeof v13;
let v16 = new Array(1);
console.log(v12);
let v17 = undefined;
let v18 = "key node value";
let v19 = -0.0;
try {
  let v20 = [v5, [v2, 0].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }
if (([[{value: v20, x: f4(v6, v15)}, 65536].map(e => e), [new Array(4), 0.5].map(e => e)].map(e => e) - 1e+21)) {
  let v21 = Symbol();
} else {
  let v22 = (String(v5) % [typeof v12, new Array(2)].map(e => e));
}
console.log(v17);
let v23 = v2;
function f24() {
  let v24 = (v1 | f8([Symbol(), new Array(4)].map(e => e)));
  let v25 = [JSON.stringify(v13), v6].map(e => e);
  console.log((a => a + 1));
  return v9.length;
}
console.log(v5);
let v25 = ((typeof v16 << typeof v22) << 2);
let v26 = v6;
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v27 = v10;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 1; i1++) {
    let v28 = String(v1);
  }
}
for (let i0 = 0; i0 < 1; i0++) {
  let v29 = v23.length;
}
if ((v3 + String(v10))) {
  let v30 = f24();
} else {
  let v31 = [f4("delta item", new Array(4)), Infinity];
}
console.log({key: v11});

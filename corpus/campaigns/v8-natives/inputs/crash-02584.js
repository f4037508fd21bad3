%CreatePrivateSymbol(0);
let v0 = "value key x";
let v1 = v0;
let v2 = NaN;
try {
  console.log(v1);
} catch (e) { console.log(String(e).length); }
let v3 = (v0 < (v0 * typeof v1));
%ToFastProperties(String(v2));
let v4 = -0.0;
console.log(v2);
let v5 = (255 | (v0 * new Array(4)));
function f6(p0) {
  if ([new Array(2), [-2147483648, new Array(1)].map(e => e)].map(e => e)) {
    let v7 = typeof p0;
  } else {
    let v8 = "beta delta gamma";
  }
  console.log({});
  console.log(new Array(1));
  return v3.length;
}
if (v2) {
  let v7 = v1;
} else {
  if (v7) {
    let v8 = typeof v1;
  } else {
    let v9 = ["beta", f6(typeof v1), v1];
  }
}
let v10 = JSON.stringify(v4);
let v11 = [65536, (f6(-2147483648) | Symbol())].map(e => e);
let v12 = v0;
function f13(p0, p1) {
  let v15 = [f6([[(v12 == v5), (0.5 < [NaN, Symbol()].map(e => e))], 1e+21].map(e => e)), (("key" * new Array(0)) & f6(new Array(3)))];
  for (let i1 = 0; i1 < 1; i1++) {
    let v16 = (typeof v9 & [[], true].map(e => e));
    let v17 = f6(false);
  }
  return 42;
}
let v14 = v1;
let v15 = [(2 | v7), f6([new Array(1), v3, true])].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v16 = v8;
}
if ([v12, v9].map(e => e)) {
  try {
    let v17 = [[[new Array(4), {gamma: v9, value: new Array(4), alpha: v0.length}].map(e => e), new Array(4)].map(e => e), v10].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v18 = NaN;
  }
}
if (v4) {
  try {
    let v19 = f6(v1);
  } catch (e) { console.log(String(e).length); }
} else {
  console.log((v1 - f13(v9, f13([JSON.stringify(v9), new Array(3), [(Infinity == {node: 1.5}), new Array(3)].map(e => e)], function (p) { return p; }))));
}
let v20 = (a => a + 1);
for (let i0 = 0; i0 < 2; i0++) {
  let v21 = Infinity;
  let v22 = v12.length;
}
if (-0.0) {
  let v23 = Math.max;
} else {
  let v24 = (v20 % {key: [v7, String(v20)].map(e => e), key: f6(JSON.stringify(v16))});
}
let v25 = {beta: 1e+21};
console.log(f13(f13((new Array(4) + -0.0), ["delta beta beta", undefined].map(e => e)), (v19.length * JSON.stringify(v7))));
console.log(("item gamma gamma" < typeof v20));
let v26 = f13(v22, [["omega gamma", NaN].map(e => e), 65536].map(e => e));
try {
  let v27 = v8;
} catch (e) { console.log(String(e).length); }
let v28 = f13("delta beta", f13(v12, new Array(4)));
let v29 = f6(v21);
let v30 = (v19 < [String(v12), new Array(0)].map(e => e));
let v31 = (a => a + 1);
let v32 = v19;
try {
  let v33 = Math.max;
} catch (e) { console.log(String(e).length); }
try {
  let v34 = {key: new Array(3), value: (new Array(4) << v25), alpha: 0.5};
} catch (e) { console.log(String(e).length); }
let v35 = (function (p) { return p; } << v2);
console.log((v15 < f13(v4, String(v20))));
if (String(v34)) {
  let v36 = "item omega";
} else {
  let v37 = f13(v30, v17);
}

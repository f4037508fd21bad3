let v0 = 3.14159;
try {
  let v1 = {value: ([(1 % 2147483647), [{node: new Array(0), value: (42 * 0.5)}, {omega: ["item value", (a => a + 1), {alpha: v0, gamma: new Array(0)}]}].map(e => e), v0] & "node beta omega")};
} catch (e) { console.log(String(e).length); }
let v2 = ((new Array(0) < 7) & [v0, NaN].map(e => e));
if (3.14159) {
  console.log(v0);
} else {
  let v3 = v1;
}
console.log("x key item");
%StringCharCodeAt(NaN, ({x: Infinity} + null));
%NewRegExpWithBacktrackLimit(new Array(3), (v0 + v1), v2);
try {
  try {
    let v4 = (((undefined + [1]) % new Array(3)) + {beta: [65536, [[], (a => a + 1)].map(e => e)].map(e => e), item: 1e+21, delta: v3});
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v5 = v4;
let v6 = 255;
let v7 = v2.length;
let v8 = (v7 == v5);
let v9 = typeof v4;
let v10 = (a => a + 1);
let v11 = v7;
let v12 = [v1.length, 65536];
try {
  let v13 = (v9 < v9);
} catch (e) { console.log(String(e).length); }
let v14 = v11;
try {
  let v15 = (new Array(1) - v11);
} catch (e) { console.log(String(e).length); }
let v16 = "key";
function f17(p0, p1) {
  try {
    let v19 = Symbol();
  } catch (e) { console.log(String(e).length); }
  return String(v16);
}
console.log(255);
try {
  let v18 = "node";
} catch (e) { console.log(String(e).length); }
let v19 = f17(v6, [v8, 1e+21].map(e => e));
let v20 = 7;
let v21 = f17((v15 < false), (f17(new Array(3), undefined) % -1));
console.log((v14.length << new Array(0)));
for (let i0 = 0; i0 < 2; i0++) {
  let v22 = ([] % v18);
}
let v23 = v12;
let v24 = v16;
try {
  let v25 = v22;
} catch (e) { console.log(String(e).length); }
console.log({});
let v26 = v24;
function f27() {
  if (([(a => a + 1), [-1, 1.5].map(e => e)].map(e => e) * v13)) {
    let v27 = (v3 - 1);
  } else {
    let v28 = {node: Math.max, value: 65536, beta: v18.length};
  }
  console.log(("omega omega value" + new Array(0)));
  return 1.5;
}
let v28 = (0.5 | f17(2, JSON.stringify(v18)));
let v29 = {x: new Array(4), node: [v16, []].map(e => e), omega: (({value: Symbol(), value: [v15, v10].map(e => e)} < new Array(3)) * JSON.stringify(v15))};
console.log(v18.length);
let v30 = ((v18.length < v24) == v29);
let v31 = f17(JSON.stringify(v26), {value: v4, gamma: NaN});
if (0.5) {
  let v32 = v20;
} else {
  if (typeof v18) {
    let v33 = NaN;
  } else {
    let v34 = 65536;
  }
}
console.log(v7.length);
let v35 = v28;
let v36 = f17([v5, [(undefined * 0), 255].map(e => e), typeof v1], v25);
let v37 = v31;
%CreatePrivateSymbol(String(v7));
console.log(1e+21);
console.log(new Array(2));
let v38 = new Array(1);
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v39 = [];
    let v40 = (undefined < ((a => a + 1) + v10));
  }
}
if (f17(f17(1, null), "value")) {
  if (f17(true, [v0.length, v19, ([{value: 2147483647, node: 1}, {x: ((Math.max & function (p) { return p; }) * v7), beta: "x", delta: v0}].map(e => e) << 7)])) {
    let v41 = [[v23], [JSON.stringify(v39), {gamma: (-1 << v6), gamma: v7, x: null}].map(e => e)].map(e => e);
  } else {
    let v42 = [false, f17(v30, v41)].map(e => e);
  }
} else {
  console.log(v7);
}
let v43 = Infinity;
let v44 = [[(0.5 | {value: ([42, Infinity].map(e => e) | [[], ["beta delta", [{gamma: "alpha key", delta: v4}, f27()].map(e => e)]].map(e => e))}), v31].map(e => e), (f27() % [[f27()], [[[{beta: (f17(65536, (a => a + 1)) == 0)}, ["delta", [v32, (([f17(Math.max, [42, Math.max].map(e => e))] * null) & ("omega delta" - 1e-07)), new Array(3)]]].map(e => e), []].map(e => e), f17([0.5, new Array(0)].map(e => e), v11.length)]].map(e => e))].map(e => e);

function f0(p0) {
  let v1 = [[p0, ({alpha: NaN, x: [p0.length, (a => a + 1)].map(e => e), alpha: p0} < ["alpha", 2147483647].map(e => e)), (Math.max - p0)], NaN].map(e => e);
  let v2 = p0.length;
  let v3 = 1.5;
  let v4 = 65536;
  return [typeof v3, (null - 7)].map(e => e);
}
%NeverOptimizeFunction(f0(0));
function f1(p0) {
  let v2 = JSON.stringify(p0);
  try {
    console.log(2);
  } catch (e) { console.log(String(e).length); }
  if (String(v2)) {
    let v3 = {item: new Array(3), omega: v2};
  } else {
    let v4 = (new Array(0) - Infinity);
  }
  let v5 = v3;
  return -0.0;
}
let v2 = {key: {item: 1e-07, beta: [[-2147483648, new Array(4)].map(e => e), new Array(1)].map(e => e), delta: 2147483647}, node: (0 << "value"), x: undefined};
let v3 = (v2 * ((NaN + {beta: new Array(3), item: f0([[(v2 - (null & "value")), v2], [function (p) { return p; }]].map(e => e)), item: ([-2147483648, []].map(e => e) * 2147483647)}) < new Array(3)));
let v4 = 1.5;
let v5 = "x";
try {
  let v6 = f1(2);
} catch (e) { console.log(String(e).length); }
let v7 = f1(v3);
let v8 = Math.max;
try {
  let v9 = v4.length;
} catch (e) { console.log(String(e).length); }
let v10 = JSON.stringify(v8);
console.log(v2.length);
let v11 = [[String(v6), Symbol()].map(e => e), v2, v6];
console.log([false, 3.14159].map(e => e));
let v12 = f0(new Array(2));
let v13 = v12;
console.log(v4);
let v14 = v11;
let v15 = v3;
function f16(p0) {
  let v17 = v7;
  let v18 = v9;
  return f0((v3.length & ("delta item" | -0.0)));
}
function f17(p0) {
  let v18 = [];
  return v9;
}
let v18 = v12.length;
let v19 = f17(v12);
function f20() {
  let v20 = (f17(Infinity) & "gamma");
  try {
    let v21 = (f17(new Array(3)) & v13);
  } catch (e) { console.log(String(e).length); }
  let v22 = (v10 << v3);
  console.log((v21 * Symbol()));
  return [[Symbol(), new Array(2), v19], v3, v19];
}
let v21 = 2147483647;
for (let i0 = 0; i0 < 1; i0++) {
  console.log(f0(v13));
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v8);
  let v22 = new Array(1);
}
let v23 = v21;
try {
  let v24 = f17(((new Array(4) | Symbol()) << f20()));
} catch (e) { console.log(String(e).length); }
let v25 = (JSON.stringify(v22) == typeof v14);
let v26 = [1.5, typeof v19].map(e => e);
let v27 = v3;
let v28 = new Array(3);
console.log(f1(function (p) { return p; }));
console.log(v5);
let v29 = function (p) { return p; };
let v30 = JSON.stringify(v10);
console.log(JSON.stringify(v11));
try {
  let v31 = typeof v21;
} catch (e) { console.log(String(e).length); }
%CreatePrivateSymbol(false);
for (let i0 = 0; i0 < 5; i0++) {
  let v32 = [JSON.stringify(v28), typeof v11].map(e => e);
  console.log(typeof v21);
}
let v33 = v5;
%ToFastProperties(f17);
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v34 = 0.5;
  }
} catch (e) { console.log(String(e).length); }
console.log(v34);
let v35 = f1(f20());
let v36 = f17((v21.length * {gamma: [[String(v30), 255, "omega"], [v27, ([(1e-07 + v3), 1e-07, f16([f20(), NaN])] + new Array(1))].map(e => e), (v32 * 0.5)], gamma: function (p) { return p; }}));
let v37 = typeof v31;
let v38 = [1e-07, [[v8, {node: (a => a + 1), node: 42}].map(e => e), Symbol()]].map(e => e);
let v39 = {};
console.log({value: (String(v13) == (1.5 % [((a => a + 1) < v30)])), alpha: [String(v27), "node item delta"].map(e => e)});
%NewRegExpWithBacktrackLimit(f20, f20, 42);
console.log(new Array(2));
try {
  let v40 = 1.5;
} catch (e) { console.log(String(e).length); }
let v41 = [new Array(3), (new Array(1) % f0(new Array(1)))].map(e => e);
let v42 = v32;
let v43 = -2147483648;
let v44 = 1.5;

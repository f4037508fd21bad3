let v0 = new Array(0);
let v1 = [[Infinity, typeof v0].map(e => e), v0.length].map(e => e);
let v2 = new Array(1);
function f3(p0, p1) {
  %DebugPrint(p0);
  return [({} - new Array(1)), -0.0].map(e => e);
}
try {
  try {
    console.log(v2);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v4 = v2;
let v5 = JSON.stringify(v1);
let v6 = v2;
let v7 = [[[{gamma: ("gamma delta omega" << new Array(3)), gamma: [(undefined & {}), [0, Symbol()].map(e => e)].map(e => e), omega: [[], 0.5, null]}, undefined].map(e => e), [undefined, true].map(e => e)].map(e => e), null].map(e => e);
let v8 = 65536;
for (let i0 = 0; i0 < 2; i0++) {
  let v9 = ((f3(1e+21, [v0, 2, {node: NaN, value: v1.length, node: 3.14159}]) | ([v1, v2] << new Array(3))) + (v4 * new Array(2)));
  console.log(v4);
}
let v10 = [null, (f3([v4, v4, ("item x beta" - [String(v6)])], (a => a + 1)) * v8.length)].map(e => e);
function f11() {
  %PrepareFunctionForOptimization(v10.length);
  console.log(f3((f3((a => a + 1), {node: Infinity}) * [new Array(4), 2147483647].map(e => e)), []));
  let v11 = JSON.stringify(v10);
  if (2) {
    let v12 = [v11, v8, v9];
  } else {
    console.log((a => a + 1));
  }
  return {gamma: [v11, typeof v9].map(e => e), alpha: ([new Array(1), 2147483647].map(e => e) << (false % 2)), value: "alpha value gamma"};
}
try {
  console.log(true);
} catch (e) { console.log(String(e).length); }
console.log(v1);
if (v5) {
  try {
    let v12 = f11();
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v13 = new Array(2);
  }
}
let v14 = v5.length;
if ([(a => a + 1)]) {
  try {
    let v15 = [f3(new Array(0), v4), -1].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  let v16 = typeof v10;
}
console.log("alpha x omega");
let v17 = v14;
let v18 = typeof v13;
let v19 = f3((String(v10) % v17), String(v15));
let v20 = f3(Symbol(), v10);
let v21 = v16;
let v22 = {};
let v23 = v4;
let v24 = ((a => a + 1) & f3("omega node", 3.14159));
if (1.5) {
  if (function (p) { return p; }) {
    let v25 = [1e-07, [v12, function (p) { return p; }].map(e => e)].map(e => e);
  } else {
    let v26 = [typeof v8, "x"].map(e => e);
  }
} else {
  let v27 = f3(42, [v5, 3.14159].map(e => e));
}
let v28 = v14;
for (let i0 = 0; i0 < 4; i0++) {
  %OptimizeFunctionOnNextCall(f3);
  let v29 = JSON.stringify(v2);
}
let v30 = v14;
console.log({item: [new Array(3), v28].map(e => e)});
function f31(p0) {
  let v32 = [null, [[v29, v13].map(e => e), {alpha: f11()}]].map(e => e);
  console.log(v10);
  let v33 = [typeof v21, f3(1.5, v21)];
  return String(v7);
}
for (let i0 = 0; i0 < 4; i0++) {
  let v32 = undefined;
}
let v33 = v21;
console.log(1e+21);
function f34(p0, p1) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(false);
  }
  return v6;
}
console.log(v27.length);
try {
  try {
    console.log(v21.length);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v35 = ([65536, [(NaN * (-2147483648 << 0)), v26, [[[JSON.stringify(v19), v7].map(e => e), f34(f3(function (p) { return p; }, 1e+21), new Array(3)), [[3.14159, 3.14159].map(e => e), ({} << (a => a + 1))].map(e => e)], v32].map(e => e)]] % [v27, "alpha alpha"].map(e => e));

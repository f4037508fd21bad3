let v0 = 255;
let v1 = typeof v0;
try {
  try {
    console.log([[false, (undefined + -1)].map(e => e), 1e+21, new Array(1)]);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
%NeverOptimizeFunction((v1 == [0]));
console.log([JSON.stringify(v1), 1.5].map(e => e));
let v2 = v1;
function f3(p0, p1) {
  let v5 = (0.5 == p1);
  console.log((null < [v5, {alpha: {alpha: new Array(1), node: new Array(4)}, value: p1}]));
  let v6 = 1;
  let v7 = [v1, v5].map(e => e);
  return v0;
}
console.log([]);
let v4 = [f3(Symbol(), v0), f3(["alpha gamma key", {item: [v2, new Array(0)], alpha: v1}].map(e => e), [7, [function (p) { return p; }, v2.length].map(e => e)])];
let v5 = null;
console.log(v5);
let v6 = f3([f3("item value", 0.5), []].map(e => e), "beta beta");
let v7 = v2;
if ([typeof v5, {key: v5, item: ((new Array(0) * false) == f3({}, undefined))}].map(e => e)) {
  let v8 = [(f3(false, {value: v4, key: ({alpha: v5} << 3.14159), omega: Math.max}) << v0), Infinity].map(e => e);
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    %CreatePrivateSymbol(0.5);
    let v9 = v8;
  }
}
%NewRegExpWithBacktrackLimit(v2, f3, f3);
let v10 = v9;
console.log(v10);
console.log(v2);
console.log(v0);
if (v4) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v11 = function (p) { return p; };
    %OptimizeFunctionOnNextCall(new Array(3));
  }
} else {
  let v12 = [v1, "key"].map(e => e);
}
let v13 = [-1, "omega gamma"].map(e => e);
let v14 = v9.length;
for (let i0 = 0; i0 < 3; i0++) {
  let v15 = f3(f3([], v8), ([255, [1e+21, JSON.stringify(v2), {item: (({} - null) == [[v5, 1], new Array(1)].map(e => e))}]].map(e => e) % 0.5));
}
if (v11) {
  console.log(v2);
} else {
  console.log(([new Array(1), f3(function (p) { return p; }, 0.5)].map(e => e) | typeof v12));
}
if ("item item key") {
  let v16 = f3(v14, f3(v10, 2147483647));
} else {
  try {
    let v17 = String(v2);
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v9);
}
console.log(v10.length);
let v18 = (7 < v8);
if ({node: Symbol()}) {
  let v19 = v5;
} else {
  let v20 = function (p) { return p; };
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log([v14, JSON.stringify(v9)].map(e => e));
}
let v21 = (v8 + v8);
let v22 = v8;
console.log(v13);
if (f3(v18, typeof v14)) {
  if (0.5) {
    let v23 = f3(("omega item" + v0), (JSON.stringify(v9) << v17));
  } else {
    console.log(NaN);
  }
} else {
  try {
    let v24 = v15;
  } catch (e) { console.log(String(e).length); }
}
console.log({});
let v25 = v21;
let v26 = f3((typeof v0 + typeof v25), [Infinity, 2]);
let v27 = [];
let v28 = v27;
try {
  console.log((a => a + 1));
} catch (e) { console.log(String(e).length); }
console.log(v9.length);
let v29 = typeof v1;
for (let i0 = 0; i0 < 5; i0++) {
  let v30 = v5;
}
console.log([JSON.stringify(v5), v25].map(e => e));
console.log([f3(v27, f3(1e+21, "delta value node")), v27].map(e => e));

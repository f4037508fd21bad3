function f0(p0, p1) {
  try {
    let v2 = p0;
  } catch (e) { console.log(String(e).length); }
  %StringCharCodeAt(Math.max, ([1e-07, {omega: p0}].map(e => e) + typeof p1));
  let v3 = {node: new Array(3), gamma: 1.5};
  return v2;
}
let v1 = f0("x", [1e-07, f0(true, {})].map(e => e));
let v2 = NaN;
let v3 = f0(undefined, v1);
let v4 = [Infinity, v3].map(e => e);
if ("gamma") {
  console.log([true, f0(f0(undefined, 1e-07), f0({}, Symbol()))].map(e => e));
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v5 = undefined;
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  let v6 = [undefined, {}].map(e => e);
}
let v7 = Math.max;
for (let i0 = 0; i0 < 2; i0++) {
  %HasFastProperties([0, Infinity].map(e => e));
  let v8 = [v6, f0(function (p) { return p; }, (3.14159 == 0.5))].map(e => e);
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(f0(new Array(3), [f0(([] == function (p) { return p; }), f0(true, 1.5)), [(["item beta", [[v7, new Array(0)]]].map(e => e) * ["value", {item: f0("gamma value", ["value value", 42].map(e => e)), alpha: v3}].map(e => e)), f0((0.5 == Infinity), 1e-07)], f0("key", v8)]));
  let v9 = [(function (p) { return p; } * (false == {node: "omega gamma item", x: v4, delta: [String(v8), (-0.0 < 3.14159)].map(e => e)})), f0(v5.length, Math.max)].map(e => e);
}
let v10 = (f0(v7, 1) - null);
console.log(v5.length);
if ({gamma: v6, x: (f0({node: {beta: new Array(3), key: [v9, function (p) { return p; }].map(e => e), gamma: v5}, alpha: v9, node: typeof v2}, 42) << v7), item: [{alpha: v3.length, gamma: (1e-07 | v6), x: "node alpha beta"}, v6].map(e => e)}) {
  console.log((a => a + 1));
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v11 = JSON.stringify(v9);
    let v12 = f0(f0([{x: v2, omega: f0(([v9, NaN] * 255), (Symbol() < 255)), item: [(2147483647 + false), [["item value omega", 1.5].map(e => e), f0(2147483647, ((a => a + 1) - new Array(2))), new Array(3)]].map(e => e)}, {key: v8}].map(e => e), v11), v3);
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(((v8 == f0(Math.max, -1)) & 2));
  let v13 = undefined;
}
let v14 = v7;
console.log(v14);
console.log([v2, String(v14)]);
%HasFastProperties(([2147483647, new Array(1)].map(e => e) + v9));
function f15(p0, p1) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v17 = new Array(0);
  }
  %OptimizeFunctionOnNextCall(f0);
  for (let i1 = 0; i1 < 2; i1++) {
    let v18 = new Array(2);
    let v19 = (false % new Array(0));
  }
  return [true, Infinity].map(e => e);
}
if (v14) {
  let v16 = f0({}, f0([], v13));
} else {
  let v17 = "beta";
}
let v18 = f15([("beta node beta" == false), typeof v14].map(e => e), "beta");
for (let i0 = 0; i0 < 3; i0++) {
  let v19 = [f15("key value gamma", (-1 * -2147483648)), 3.14159].map(e => e);
}
console.log(0);
let v20 = v3;
let v21 = v8;
let v22 = "key node";
if ((-0.0 << f15("key", null))) {
  let v23 = f0(({beta: -0.0, omega: {x: v17}, key: [new Array(1), typeof v11].map(e => e)} == (function (p) { return p; } + {x: {item: false}})), f0(typeof v8, false));
} else {
  let v24 = v8;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v25 = 0.5;
}
let v26 = typeof v24;
if (v13) {
  if (f15((v14 + v1), new Array(4))) {
    let v27 = v17;
  } else {
    let v28 = (f0([7, NaN].map(e => e), f15(-1, Symbol())) << ([v9, typeof v10, [v9, [[], "delta"].map(e => e)].map(e => e)] | (-2147483648 * 3.14159)));
  }
} else {
  if ((1e+21 | v20)) {
    let v29 = JSON.stringify(v1);
  } else {
    let v30 = JSON.stringify(v2);
  }
}
console.log(function (p) { return p; });
if (2) {
  let v31 = v18;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v32 = v28;
    let v33 = f15(new Array(3), [v25.length, [function (p) { return p; }, false].map(e => e)].map(e => e));
  }
}
console.log(Symbol());
console.log(0.5);
let v34 = ((a => a + 1) + null);
%OptimizeFunctionOnNextCall(JSON.stringify(v4));
let v35 = v1;
console.log((v29 - v34));
%PrepareFunctionForOptimization(v11.length);
for (let i0 = 0; i0 < 4; i0++) {
  if ((1e-07 << (v7 + [2, true].map(e => e)))) {
    let v36 = -1;
  } else {
    console.log({item: String(v24), delta: [v14, (Symbol() < [{item: [v34, v32].map(e => e), key: f15(v1, {key: JSON.stringify(v14)})}, v32, (v11 % (new Array(0) == 1.5))])].map(e => e), key: v8});
  }
}
let v37 = typeof v23;
console.log((-0.0 << "value"));
let v38 = v17;
console.log([f15(v19, (Infinity * Math.max)), (Math.max < JSON.stringify(v6))].map(e => e));
try {
  console.log({omega: 2147483647});
} catch (e) { console.log(String(e).length); }
console.log(([[v27], Symbol()].map(e => e) | undefined));
let v39 = f0([v22, Math.max].map(e => e), (v6 % new Array(0)));
try {
  let v40 = [];
} catch (e) { console.log(String(e).length); }
let v41 = [[new Array(0), [v13.length, v14, [{}, f0((new Array(1) < 0.5), v26), v8]]].map(e => e), v5].map(e => e);

let v0 = ([(["item x alpha"] | [])] - new Array(3));
console.log(JSON.stringify(v0));
let v1 = [new Array(1), v0].map(e => e);
function f2(p0, p1) {
  let v4 = 42;
  let v5 = true;
  return ("node" | [(65536 - {node: ([true, Infinity].map(e => e) % [2147483647, Math.max].map(e => e))}), JSON.stringify(v4)].map(e => e));
}
for (let i0 = 0; i0 < 2; i0++) {
  %PrepareFunctionForOptimization([function (p) { return p; }]);
}
%HaveSameMap([(new Array(2) == {delta: JSON.stringify(v0)}), f2(2, [(v1.length << typeof v1), v0.length, "beta"])].map(e => e), f2);
let v3 = v0;
console.log(v0);
let v4 = "item key beta";
let v5 = [2147483647, v1].map(e => e);
let v6 = v3;
if (String(v1)) {
  console.log(((f2([[v3, [["x item alpha", -2147483648, v0], 1e-07].map(e => e)].map(e => e)], Math.max) + new Array(1)) < v5));
} else {
  let v7 = 1;
}
let v8 = v7;
for (let i0 = 0; i0 < 2; i0++) {
  let v9 = true;
}
try {
  %HasFastProperties(1.5);
} catch (e) { console.log(String(e).length); }
try {
  let v10 = v3;
} catch (e) { console.log(String(e).length); }
let v11 = new Array(3);
for (let i0 = 0; i0 < 5; i0++) {
  let v12 = (f2([Symbol(), 1e+21].map(e => e), [new Array(1), {x: function (p) { return p; }, key: f2(NaN, (function (p) { return p; } & new Array(0)))}].map(e => e)) % v9);
  console.log([{omega: (0 == undefined)}, [{}, v9]].map(e => e));
}
if (String(v4)) {
  %NewRegExpWithBacktrackLimit(null, f2((255 < [new Array(4), f2(v12, v11)]), v7), v12.length);
} else {
  let v13 = [JSON.stringify(v9), v12];
}
let v14 = v10.length;
console.log(f2(String(v7), f2(f2("beta alpha", Math.max), 255)));
console.log("beta omega node");
console.log(JSON.stringify(v6));
let v15 = f2([v4, Symbol()].map(e => e), String(v12));
let v16 = {beta: v9, value: 2147483647, node: 0};
let v17 = v10;
if (v3) {
  let v18 = -0.0;
} else {
  let v19 = [JSON.stringify(v5), (new Array(0) % [new Array(3), {beta: v4, alpha: (a => a + 1), alpha: [v3, String(v8)].map(e => e)}].map(e => e))].map(e => e);
}
try {
  let v20 = null;
} catch (e) { console.log(String(e).length); }
let v21 = (JSON.stringify(v7) < JSON.stringify(v5));
let v22 = v18;
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v23 = ((v8 == v21) % v18);
  }
} catch (e) { console.log(String(e).length); }
console.log(v6);
let v24 = [[([String(v20), typeof v19] < (new Array(4) % {beta: v23.length})), "delta node delta", [{node: [[v4, new Array(2)].map(e => e)], key: {beta: 1, delta: v16}, value: [true, f2(1, [f2(v14, [{item: f2(new Array(3), typeof v14)}, new Array(2)].map(e => e)), v21, JSON.stringify(v19)])].map(e => e)}, [3.14159, Symbol()].map(e => e), {item: 42, item: {}}]], -0.0].map(e => e);
console.log([1e-07, f2(-2147483648, v19)].map(e => e));
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v25 = (true < [[255, undefined].map(e => e), v13].map(e => e));
  }
} catch (e) { console.log(String(e).length); }
function f26(p0, p1) {
  if (function (p) { return p; }) {
    let v28 = (v14 % v25);
  } else {
    let v29 = v21;
  }
  if (typeof v7) {
    console.log("value delta key");
  } else {
    let v30 = v20;
  }
  return v6.length;
}
if (42) {
  let v27 = f2(new Array(1), Math.max);
} else {
  let v28 = [(a => a + 1), "omega"].map(e => e);
}
let v29 = String(v25);
console.log(f2(v28, typeof v14));
console.log(-0.0);
console.log(new Array(2));
let v30 = v18;
let v31 = "gamma";
try {
  let v32 = String(v13);
} catch (e) { console.log(String(e).length); }
let v33 = [v15, f26(new Array(1), f2([f26([{x: v5}, {delta: String(v30), beta: [], gamma: [v21, [[["beta omega", function (p) { return p; }].map(e => e), {alpha: (v19.length + [-0.0, [v21.length, v28]].map(e => e)), alpha: f26([], ([f2(65536, Math.max), v29] - undefined)), key: -1}].map(e => e), ["delta"], -0.0], [v15, v28].map(e => e)]}].map(e => e), [([[({node: (a => a + 1), key: undefined, value: typeof v20} - (function (p) { return p; } * 255)), {x: "alpha item", omega: String(v0)}], null].map(e => e) * 1e+21), (typeof v17 * (new Array(1) - {}))]), NaN], {alpha: f26((a => a + 1), 1.5), x: typeof v11, delta: [[f2([42, []].map(e => e), v0), f26(f2(new Array(4), "alpha value"), v8)], {key: f2(0, f2({omega: String(v8), beta: new Array(0), key: [JSON.stringify(v24), f26(function (p) { return p; }, "beta alpha")].map(e => e)}, 3.14159)), omega: Math.max}].map(e => e)}))].map(e => e);
let v34 = (3.14159 & 42);
let v35 = [([65536, f26(v9, ["key", [(a => a + 1)]].map(e => e))] - JSON.stringify(v25)), [[Infinity, {delta: v6, omega: f2(3.14159, v12)}].map(e => e), v34].map(e => e)].map(e => e);
if (f26(([{node: 1e+21}, 2147483647].map(e => e) | v9), "omega")) {
  if (v3) {
    let v36 = [f26((7 * new Array(1)), (-0.0 == "x value")), v8];
  } else {
    let v37 = undefined;
  }
} else {
  if (Symbol()) {
    let v38 = v27;
  } else {
    console.log([null, JSON.stringify(v13)].map(e => e));
  }
}
let v39 = f2(f26(v10.length, false), "key");
let v40 = {node: ["key alpha x", [f26(v32, ({beta: [String(v16)]} * NaN)), v7.length]].map(e => e), item: JSON.stringify(v38), x: [v13, f2(undefined, 65536)].map(e => e)};
console.log(v29);
function f41(p0, p1) {
  if (v15) {
    let v43 = p1;
  } else {
    console.log(true);
  }
  let v44 = [{}];
  return -2147483648;
}
try {
  let v42 = [v30.length, v3].map(e => e);
} catch (e) { console.log(String(e).length); }

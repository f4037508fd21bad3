let v0 = -2147483648;
let v1 = 255;
let v2 = new Array(2);
let v3 = {gamma: v0, omega: v1, beta: (-2147483648 < ("x alpha gamma" == "x delta delta"))};
let v4 = (v3.length < [["alpha", {}, 0.5], v0.length].map(e => e));
let v5 = [typeof v4, ("omega" * v1)].map(e => e);
%PrepareFunctionForOptimization(255);
let v6 = 1.5;
console.log(0);
console.log(String(v6));
let v7 = true;
function f8(p0, p1) {
  %DebugPrint("x node beta");
  let v10 = v5;
  let v11 = Symbol();
  let v12 = {key: JSON.stringify(v1)};
  return Math.max;
}
let v9 = [f8(({} < {x: f8(f8([], Symbol()), "beta"), item: "delta", node: f8([7, Math.max].map(e => e), [{delta: v5.length}, "item key x"].map(e => e))}), new Array(3)), (NaN % (true << "gamma x node"))].map(e => e);
let v10 = ("value" & f8(1e+21, v7.length));
let v11 = f8((NaN & f8(new Array(1), -2147483648)), v3);
let v12 = v0;
let v13 = new Array(3);
console.log([f8(-0.0, String(v5)), v0].map(e => e));
let v14 = (JSON.stringify(v1) + v5.length);
console.log(([String(v4), ([v12] << {key: {delta: [Infinity, null].map(e => e), item: v1, x: "omega node"}, beta: f8(([] | 1.5), 255), gamma: 65536})].map(e => e) == [[], [new Array(4), 1.5].map(e => e)].map(e => e)));
%StringCharCodeAt(f8, typeof v11);
let v15 = function (p) { return p; };
try {
  let v16 = f8(JSON.stringify(v12), f8({delta: (v10 * JSON.stringify(v11)), alpha: [[{}, -0.0].map(e => e), (-0.0 << [String(v13)])].map(e => e), x: (v0 - v10)}, v5));
} catch (e) { console.log(String(e).length); }
if ([v14]) {
  let v17 = [f8((new Array(1) - false), JSON.stringify(v15)), undefined].map(e => e);
} else {
  let v18 = v13;
}
try {
  console.log(({value: new Array(1), x: Math.max} << v7));
} catch (e) { console.log(String(e).length); }
try {
  let v19 = true;
} catch (e) { console.log(String(e).length); }
if ([v4, "delta"]) {
  console.log(typeof v10);
} else {
  let v20 = {item: v9, alpha: v0, delta: v15};
}
for (let i0 = 0; i0 < 1; i0++) {
  let v21 = v18;
  let v22 = ((v18 | v3) - String(v19));
}
console.log(JSON.stringify(v16));
try {
  let v23 = v19;
} catch (e) { console.log(String(e).length); }
console.log(f8([[-1, 0.5].map(e => e), v3].map(e => e), ((new Array(4) == -0.0) * v4.length)));
console.log(v10);
let v24 = f8(([[[String(v16), [[String(v9), [function (p) { return p; }, JSON.stringify(v20)].map(e => e), f8([[v18, Infinity, NaN], [{value: 0.5}, {alpha: (String(v18) * {key: new Array(1)}), delta: [255, String(v10)].map(e => e)}, -2147483648]].map(e => e), {})], new Array(4)].map(e => e)].map(e => e), v18.length, v19], {gamma: new Array(4)}].map(e => e) & v9), f8(v17, f8(Symbol(), 7)));
let v25 = v5;
for (let i0 = 0; i0 < 4; i0++) {
  console.log(f8({beta: [-0.0, v5].map(e => e), key: (["item alpha", 1.5].map(e => e) * [-2147483648, undefined].map(e => e))}, v6));
}
let v26 = (-0.0 | typeof v15);
let v27 = String(v23);
let v28 = v14;
let v29 = v19.length;
for (let i0 = 0; i0 < 4; i0++) {
  let v30 = f8(v26, [[[v15, [v10, f8([function (p) { return p; }, [Symbol(), 255].map(e => e), v29.length], 3.14159)].map(e => e), new Array(2)], ([-2147483648, 1].map(e => e) == v16), v21], ([[JSON.stringify(v29), "x"], "key alpha omega"] < ["beta", {}].map(e => e)), (3.14159 - String(v3))]);
  let v31 = [[f8((function (p) { return p; } < (a => a + 1)), 65536), String(v7), (JSON.stringify(v12) < JSON.stringify(v24))]];
}
for (let i0 = 0; i0 < 3; i0++) {
  let v32 = f8([f8(1e+21, {x: (a => a + 1)}), [v6, 1.5, String(v11)]].map(e => e), 3.14159);
  let v33 = (("omega beta" * [1, 0].map(e => e)) * -0.0);
}
let v34 = (new Array(2) == v13);
for (let i0 = 0; i0 < 2; i0++) {
  %PrepareFunctionForOptimization("value beta");
}
let v35 = new Array(1);
console.log(([f8([(a => a + 1), 255].map(e => e), JSON.stringify(v5)), JSON.stringify(v0)] + {beta: 1, value: f8(v27, f8(true, 2)), gamma: v0}));
let v36 = NaN;
try {
  let v37 = {beta: (a => a + 1), alpha: null};
} catch (e) { console.log(String(e).length); }
if (({node: {key: 1.5, item: NaN, item: f8(new Array(3), 3.14159)}, gamma: [f8(new Array(0), new Array(2)), v14].map(e => e)} + f8(Infinity, String(v29)))) {
  let v38 = f8(v6, f8(new Array(1), new Array(0)));
} else {
  let v39 = v9;
}
if ([[42, v16].map(e => e), f8(255, f8(Math.max, Math.max))].map(e => e)) {
  %DeoptimizeFunction([["delta gamma", -2147483648].map(e => e), 7]);
} else {
  let v40 = v32;
}
let v41 = v37;
let v42 = [[0.5, -1].map(e => e), 2147483647].map(e => e);
let v43 = "value delta key";
let v44 = v25;
console.log(f8(f8(new Array(1), function (p) { return p; }), f8(f8({x: (f8(["value value", (a => a + 1)], 42) & v44), node: (a => a + 1)}, false), (new Array(3) + {}))));
try {
  console.log({gamma: [v38, (3.14159 + [])].map(e => e)});
} catch (e) { console.log(String(e).length); }

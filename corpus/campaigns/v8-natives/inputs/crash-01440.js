let v0 = [[[Symbol(), "key x"].map(e => e), [["key alpha", function (p) { return p; }, (1e+21 + 1e-07)], true], {gamma: (-0.0 % "beta item"), gamma: 1e+21}], ({x: ("x node" * new Array(3)), alpha: 255} + 2)].map(e => e);
let v1 = v0;
console.log((v0 == [1e-07, 3.14159].map(e => e)));
console.log([]);
%HasFastProperties(([255, (a => a + 1)].map(e => e) << typeof v1));
let v2 = [Infinity, 0].map(e => e);
console.log(v2);
let v3 = "alpha item";
console.log(v0);
let v4 = ["node delta omega", [[[1e+21, (v0 % v1), [new Array(3), [Symbol(), new Array(2)].map(e => e)].map(e => e)], function (p) { return p; }].map(e => e), v1].map(e => e)].map(e => e);
let v5 = [[[Math.max, "item"].map(e => e), String(v0)].map(e => e), v0].map(e => e);
let v6 = v1;
let v7 = [{value: typeof v1}];
let v8 = function (p) { return p; };
let v9 = NaN;
let v10 = (a => a + 1);
%NeverOptimizeFunction((function (p) { return p; } & (true & {alpha: 0.5})));
let v11 = "omega gamma omega";
try {
  let v12 = ["key", 1].map(e => e);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  let v13 = [v0, [((0 | new Array(0)) << ("alpha beta value" % "node gamma value")), new Array(4), v3]].map(e => e);
}
function f14(p0) {
  let v15 = {omega: (JSON.stringify(v7) < Math.max)};
  let v16 = (typeof v5 + (a => a + 1));
  return 2147483647;
}
let v15 = f14([[[{}, v6, [(Math.max - undefined), ("alpha gamma" == function (p) { return p; })].map(e => e)], null].map(e => e), v7].map(e => e));
function f16() {
  let v16 = String(v11);
  return {item: f14(("omega" + "beta")), node: String(v9), gamma: "alpha alpha"};
}
try {
  console.log(({x: ({node: typeof v2, item: -1, node: [typeof v15, "beta key item"].map(e => e)} - Symbol()), x: (v2 & [[typeof v6, [0.5, new Array(3), ((2147483647 == -0.0) & ({} & new Array(3)))]].map(e => e), v5]), gamma: "gamma"} - (v6 * function (p) { return p; })));
} catch (e) { console.log(String(e).length); }
let v17 = "item delta";
console.log("alpha gamma key");
let v18 = f16();
let v19 = {item: typeof v18, x: f16()};

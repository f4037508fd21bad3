let v0 = ([new Array(3)] + function (p) { return p; });
%StringCharCodeAt(1e-07, null);
console.log(String(v0));
function f1(p0, p1) {
  let v3 = new Array(0);
  return [255, String(v0)].map(e => e);
}
console.log(String(v0));
function f2(p0, p1) {
  let v4 = f1(v0, [f1({gamma: v0, x: p0, item: [[0.5, false].map(e => e)]}, "alpha omega gamma"), p0.length].map(e => e));
  let v5 = [p1, {item: new Array(0)}, p0];
  let v6 = 0.5;
  let v7 = new Array(4);
  return 1.5;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v3 = {x: v0, omega: v0, gamma: f1(v0, Symbol())};
  for (let i1 = 0; i1 < 3; i1++) {
    let v4 = (v0 * new Array(1));
    console.log(f1(typeof v3, 1e+21));
  }
}
console.log(v3);
for (let i0 = 0; i0 < 2; i0++) {
  let v5 = String(v4);
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log([v5, [(a => a + 1), String(v5)].map(e => e)].map(e => e));
}
let v6 = [[v4], v4].map(e => e);
function f7(p0) {
  %NeverOptimizeFunction((v4 % []));
  let v8 = 0.5;
  console.log(undefined);
  let v9 = 65536;
  return [[v9, -0.0].map(e => e), JSON.stringify(v9)].map(e => e);
}
let v8 = v4;
try {
  let v9 = false;
} catch (e) { console.log(String(e).length); }
let v10 = {};
let v11 = v0;
try {
  console.log([[(new Array(3) + Infinity), ([(function (p) { return p; } << -0.0), [{alpha: [v5, ((3.14159 - {item: "gamma delta gamma", x: "key value delta"}) + [v9, 3.14159])]}, v8]] % {x: typeof v4, alpha: v5, node: JSON.stringify(v10)})].map(e => e), v10.length]);
} catch (e) { console.log(String(e).length); }
let v12 = (Symbol() & "value value value");
try {
  console.log(f1(({gamma: ([7, "delta gamma"].map(e => e) << v5), key: v10} - (new Array(0) * 42)), 65536));
} catch (e) { console.log(String(e).length); }
function f13(p0) {
  console.log(new Array(1));
  let v14 = v9;
  return v3;
}
try {
  let v14 = (-2147483648 % (1e+21 * [{}, [v0, "alpha gamma node", ["value", Math.max]]].map(e => e)));
} catch (e) { console.log(String(e).length); }
let v15 = f7(v5);
try {
  let v16 = 1;
} catch (e) { console.log(String(e).length); }
let v17 = v3;
let v18 = v10;
let v19 = (v12 & f2(v16, v10));
console.log(v6);
let v20 = "item delta gamma";
let v21 = {node: typeof v5, node: "key", item: JSON.stringify(v6)};
let v22 = v21;
function f23(p0, p1) {
  let v25 = NaN;
  return v21.length;
}
let v24 = 2147483647;
let v25 = (String(v21) == [v17, f2([], -1)].map(e => e));
console.log((f1(f2("omega node x", false), {node: v11, alpha: [new Array(4), v11].map(e => e), delta: v5}) < Symbol()));
try {
  if (3.14159) {
    let v26 = 42;
  } else {
    let v27 = "delta item";
  }
} catch (e) { console.log(String(e).length); }
%NewRegExpWithBacktrackLimit((a => a + 1), f2(v15, new Array(4)), f23);

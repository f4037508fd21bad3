function f0(p0, p1) {
  console.log("gamma delta");
  for (let i1 = 0; i1 < 5; i1++) {
    let v2 = p1;
    console.log(p0);
  }
  let v3 = new Array(4);
  return {gamma: p1, value: ((null << (a => a + 1)) < p0)};
}
let v1 = [false, true].map(e => e);
let v2 = {item: typeof v1, value: v1, value: v1};
let v3 = Symbol();
console.log(v3);
console.log(v2);
let v4 = {};
console.log(f0((v4 < JSON.stringify(v2)), [v1, (undefined - "item gamma gamma")].map(e => e)));
console.log(v2);
function f5(p0) {
  let v6 = -0.0;
  let v7 = "omega omega node";
  return v4;
}
let v6 = ["node x node"];
function f7(p0, p1) {
  let v9 = [[], 1e+21, [(new Array(2) + new Array(2)), p0].map(e => e)];
  try {
    console.log((f5(v2) % v9));
  } catch (e) { console.log(String(e).length); }
  return [0.5, [p1, (3.14159 << new Array(0))].map(e => e)].map(e => e);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v8 = [undefined, [["alpha", new Array(3)].map(e => e), ({gamma: [v4, 65536].map(e => e), item: NaN} + new Array(0))].map(e => e)].map(e => e);
}
function f9(p0, p1) {
  let v11 = new Array(3);
  return f5(new Array(0));
}
%GetOptimizationStatus(f0(7, JSON.stringify(v2)));
console.log(([v8, Math.max] % [String(v2), f0(new Array(2), 3.14159)].map(e => e)));
for (let i0 = 0; i0 < 1; i0++) {
  if ([v8.length, ((function (p) { return p; } % (a => a + 1)) % undefined)].map(e => e)) {
    let v10 = [v3, new Array(0)].map(e => e);
  } else {
    let v11 = 42;
  }
}
console.log("node gamma");
let v12 = ([(1.5 << 0.5), f7("beta key node", {item: [new Array(3), (function (p) { return p; } == null)].map(e => e), delta: [new Array(3), 1e+21].map(e => e)})].map(e => e) < [v3, true].map(e => e));
let v13 = (Symbol() % ((undefined * {x: {node: {}, node: 1.5, item: new Array(4)}, delta: (v11 % [[], new Array(4)].map(e => e)), gamma: new Array(4)}) == 255));
let v14 = (f0((255 << (a => a + 1)), typeof v13) * undefined);
try {
  let v15 = [f0(v11, ["delta node", "value x delta"].map(e => e)), true].map(e => e);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  if (v4) {
    let v16 = v11;
  } else {
    let v17 = 1e+21;
  }
}
let v18 = f5(v14);
let v19 = v16;
console.log(f0((v11 == 42), ["beta node"]));
console.log([v1, (["node value", 2147483647].map(e => e) - f9({beta: v19, beta: v18, item: typeof v15}, "item delta"))].map(e => e));

for (let i0 = 0; i0 < 1; i0++) {
  %StringCharCodeAt(-2147483648, [null]);
}
let v0 = (a => a + 1);
let v1 = v0;
let v2 = v1.length;
let v3 = -0.0;
console.log([v2, "node delta beta"].map(e => e));
let v4 = {gamma: [({} << "delta x"), 0.5].map(e => e), alpha: v0};
let v5 = [Infinity, v2].map(e => e);
let v6 = (2147483647 & [v0, "omega node value"].map(e => e));
let v7 = Symbol();
let v8 = [false, [0, 1e+21]];
let v9 = "gamma delta omega";
console.log(7);
let v10 = 2;
let v11 = v5.length;
let v12 = [[0.5, ([[v7, ["x x", new Array(4)].map(e => e)].map(e => e), v10, [0.5, 3.14159]] + NaN)].map(e => e), v0];
if ([[0.5, {delta: v1}].map(e => e), v3].map(e => e)) {
  let v13 = (((a => a + 1) << v2) + 0.5);
} else {
  let v14 = v11;
}
let v15 = {delta: [v5, [([] - true), v5].map(e => e)]};
let v16 = v3;
let v17 = [{item: [function (p) { return p; }, [new Array(3), 1e-07].map(e => e)].map(e => e), value: [undefined]}, v7, [(0 << {omega: "gamma", value: v14, item: "item node x"}), (a => a + 1)].map(e => e)];
let v18 = v0;
let v19 = {node: [v14, {node: v7, key: null}, null]};
console.log(1e+21);
if (function (p) { return p; }) {
  %IsBeingInterpreted();
} else {
  let v20 = typeof v18;
}
if (Symbol()) {
  console.log(v5);
} else {
  console.log(new Array(3));
}
let v21 = undefined;
let v22 = v20;
console.log(new Array(0));
function f23(p0, p1) {
  let v25 = 1.5;
  let v26 = [];
  let v27 = [({} == [1e+21, 1.5].map(e => e)), [JSON.stringify(v15), (a => a + 1)].map(e => e)].map(e => e);
  return [Infinity];
}
console.log((v4 + f23(v14, v20)));
for (let i0 = 0; i0 < 1; i0++) {
  if (new Array(4)) {
    let v24 = f23(NaN, v10);
  } else {
    let v25 = (JSON.stringify(v4) < [v16]);
  }
  try {
    let v26 = v13;
  } catch (e) { console.log(String(e).length); }
}
console.log(f23(Math.max, {}));
function f27(p0, p1) {
  let v29 = ([[[7, "alpha item alpha"].map(e => e), function (p) { return p; }].map(e => e)] << v17);
  let v30 = v11.length;
  return v0.length;
}
%OptimizeFunctionOnNextCall(f27);
console.log("alpha beta key");
let v28 = v16;
console.log(new Array(0));
let v29 = v22;
let v30 = [f23(({beta: 1e+21} + Symbol()), (NaN * {item: Symbol(), beta: v20})), JSON.stringify(v6)].map(e => e);
let v31 = ([{omega: (typeof v16 + f23(3.14159, "x value")), beta: f27(["alpha beta", null].map(e => e), 1e-07), item: "delta value"}, f23(1e+21, Infinity)].map(e => e) | v1);
let v32 = [v9.length];
for (let i0 = 0; i0 < 1; i0++) {
  let v33 = f27(v16, ([0.5, "item beta"].map(e => e) < new Array(0)));
  let v34 = v33;
}
let v35 = "value key";
let v36 = v20;
let v37 = v10;
let v38 = ((f23("key omega omega", false) & (2147483647 < 1)) < JSON.stringify(v4));

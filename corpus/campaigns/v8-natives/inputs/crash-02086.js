let v0 = "omega omega";
function f1() {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log((a => a + 1));
    %GetOptimizationStatus(new Array(1));
  }
  return v0;
}
let v2 = [[[Math.max, new Array(2)].map(e => e), typeof v0].map(e => e), [1e+21, v0].map(e => e)].map(e => e);
let v3 = [(f1() < ([] | false)), new Array(1)].map(e => e);
console.log(3.14159);
function f4() {
  let v4 = [];
  let v5 = v2.length;
  let v6 = (v3.length & {item: [f1(), [-2147483648, [1e+21, {key: JSON.stringify(v3), alpha: v0, node: String(v5)}, f1()]].map(e => e)].map(e => e), beta: "item"});
  return String(v3);
}
if (-1) {
  let v5 = JSON.stringify(v3);
} else {
  console.log({beta: [f4()], delta: {alpha: ([{gamma: (42 + "omega omega"), item: JSON.stringify(v2), node: -0.0}, {}].map(e => e) << v3), gamma: v0, item: 42}, key: v0});
}
if (f4()) {
  let v6 = v0;
} else {
  let v7 = ([1e-07, ([] & null)].map(e => e) == new Array(4));
}
let v8 = [false, [v0, [42, [new Array(0)]].map(e => e)].map(e => e)];
console.log(JSON.stringify(v7));
console.log(v0.length);
let v9 = v6;
function f10(p0) {
  if (v6) {
    let v11 = -2147483648;
  } else {
    let v12 = f4();
  }
  let v13 = 1e-07;
  return "alpha x";
}
let v11 = ([v9, (Infinity % 7)].map(e => e) + v7);
let v12 = 3.14159;
let v13 = NaN;
let v14 = JSON.stringify(v11);
let v15 = (true + f4());
let v16 = Math.max;
console.log(Symbol());
let v17 = [f4(), (2 == (Symbol() < "item"))].map(e => e);
let v18 = v8.length;
let v19 = undefined;
try {
  let v20 = typeof v12;
} catch (e) { console.log(String(e).length); }
let v21 = new Array(1);
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v22 = f10(f10([]));
  }
}

let v0 = new Array(4);
function f1() {
  let v1 = v0;
  return [];
}
let v2 = [new Array(0), String(v0)].map(e => e);
try {
  let v3 = [1, JSON.stringify(v2)].map(e => e);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v4 = f1();
  %NeverOptimizeFunction(f1);
}
function f5(p0) {
  console.log([undefined, [("delta" < {key: true, node: null, item: f1()}), f1()].map(e => e)].map(e => e));
  console.log(v3);
  console.log([Infinity, new Array(0)].map(e => e));
  return (a => a + 1);
}
%DeoptimizeFunction(NaN);
let v6 = v4;
console.log([v0, (typeof v0 * ({} < "omega omega"))].map(e => e));
console.log([v0, typeof v6]);
let v7 = "node alpha beta";
function f8(p0, p1) {
  let v10 = {delta: [Symbol(), [new Array(4), [[(a => a + 1), [[p1, 1e+21].map(e => e), [([v6] << [0, ((-0.0 | {omega: f1(), item: String(v4)}) < f1()), [[v0, JSON.stringify(v4)], (1e-07 << new Array(3))].map(e => e)]), f5(3.14159)].map(e => e), [[[(null * new Array(2)), (new Array(2) * undefined)].map(e => e), v6, function (p) { return p; }], [1e+21, Infinity].map(e => e)].map(e => e)]].map(e => e)]].map(e => e)].map(e => e), omega: 0.5};
  let v11 = false;
  for (let i1 = 0; i1 < 4; i1++) {
    console.log("node");
    let v12 = true;
  }
  return (v10 == v0);
}
console.log(0.5);
try {
  if (f5([f5({x: [[], f1()].map(e => e), omega: [true, function (p) { return p; }].map(e => e)}), (0 | 1)].map(e => e))) {
    let v9 = v6;
  } else {
    let v10 = {delta: v2.length, key: {delta: String(v7), item: 0, value: []}};
  }
} catch (e) { console.log(String(e).length); }
let v11 = [v0];
let v12 = String(v9);
function f13(p0) {
  let v14 = v11;
  let v15 = f8(p0, v0);
  let v16 = v7;
  let v17 = [Math.max, (v12 % v14)].map(e => e);
  return v14;
}
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v14 = v10;
    %ToFastProperties(undefined);
  }
} catch (e) { console.log(String(e).length); }
function f15(p0) {
  if (Infinity) {
    let v16 = new Array(1);
  } else {
    let v17 = [(1 | v7), String(v12)].map(e => e);
  }
  return f8(function (p) { return p; }, 2147483647);
}
try {
  if ((f1() * [[-2147483648, (a => a + 1)].map(e => e), "gamma"].map(e => e))) {
    console.log(JSON.stringify(v7));
  } else {
    let v16 = {};
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v17 = 65536;
}
let v18 = (v0 - v11);
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v19 = ((([[("key omega" + "value key item"), "beta"].map(e => e), ([] % [Symbol(), 1].map(e => e))] << false) << f13((a => a + 1))) | 3.14159);
  }
}
console.log([v9, v6].map(e => e));

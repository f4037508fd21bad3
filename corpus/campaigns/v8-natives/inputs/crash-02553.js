function f0(p0) {
  let v1 = [p0, ([7, "item"].map(e => e) % [(a => a + 1), Symbol()].map(e => e))].map(e => e);
  console.log("gamma x beta");
  return [([] * new Array(2)), "node x node"].map(e => e);
}
let v1 = [[[], new Array(1)].map(e => e), new Array(3)].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  let v2 = v1;
  %PrepareFunctionForOptimization("key delta omega");
}
let v3 = v2;
let v4 = v3;
function f5() {
  if (f0(v4)) {
    let v5 = [1, ((-1 < []) << v2)].map(e => e);
  } else {
    let v6 = NaN;
  }
  return 2147483647;
}
try {
  let v6 = f5();
} catch (e) { console.log(String(e).length); }
function f7(p0, p1) {
  console.log(JSON.stringify(v3));
  %PrepareFunctionForOptimization([{item: 1, value: [], alpha: [[f5()]]}, v1, {key: p0}]);
  let v9 = String(v3);
  let v10 = "node delta gamma";
  return (f0(v4) * p0);
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log([]);
  console.log(true);
}
console.log(v1);
console.log(("alpha" * [v4, v4].map(e => e)));
console.log(v6);
console.log(f0(-2147483648));
if ([]) {
  console.log(([[[JSON.stringify(v4), [String(v2), v2].map(e => e), {item: new Array(4), value: {beta: ({key: v1.length} % f5()), node: v3}, value: v3}], new Array(2)].map(e => e), String(v2)].map(e => e) == [2]));
} else {
  console.log(false);
}
let v8 = f5();
let v9 = JSON.stringify(v4);
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v10 = v9;
  } catch (e) { console.log(String(e).length); }
  try {
    let v11 = f5();
  } catch (e) { console.log(String(e).length); }
}
let v12 = v8;
for (let i0 = 0; i0 < 4; i0++) {
  let v13 = v9;
}
let v14 = f5();
if (([f5(), ([] & [["value node item", String(v8)].map(e => e), v1, v6])].map(e => e) == "value x omega")) {
  let v15 = (f7(1e-07, v3.length) < new Array(0));
} else {
  let v16 = ({value: "alpha item", alpha: (f7(1.5, 1e-07) == 65536), delta: [new Array(4), (Symbol() % "item item")].map(e => e)} | f7([1e+21, 3.14159].map(e => e), v13));
}
for (let i0 = 0; i0 < 3; i0++) {
  let v17 = f0(f0(v16));
  let v18 = "delta delta";
}
console.log([[[{}, [String(v12)]].map(e => e), true].map(e => e), v16]);
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v19 = String(v9);
  }
}
let v20 = v16;

%PrepareFunctionForOptimization(-2147483648);
let v0 = "node gamma";
if ([v0, undefined, [String(v0), new Array(3)].map(e => e)]) {
  let v1 = "x x";
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(([] < [1.5, v1].map(e => e)));
    let v2 = new Array(3);
  }
}
console.log(v1);
console.log((Math.max % {beta: typeof v1}));
let v3 = new Array(4);
let v4 = [(1 * Infinity), v0.length].map(e => e);
console.log([255, Infinity].map(e => e));
let v5 = Math.max;
let v6 = {gamma: "delta", x: [v2, v4].map(e => e)};
function f7() {
  console.log("gamma item beta");
  let v7 = NaN;
  let v8 = "item item item";
  let v9 = "omega key alpha";
  return JSON.stringify(v7);
}
for (let i0 = 0; i0 < 1; i0++) {
  let v8 = ([v3, f7()].map(e => e) < v1);
  let v9 = 1e-07;
}
let v10 = v0;
let v11 = v6;
for (let i0 = 0; i0 < 4; i0++) {
  let v12 = ([v10, -0.0].map(e => e) < (undefined | [new Array(2), "gamma value"].map(e => e)));
}
console.log(("beta delta x" * JSON.stringify(v5)));
let v13 = "alpha";
function f14(p0) {
  try {
    let v15 = "gamma";
  } catch (e) { console.log(String(e).length); }
  return [f7(), false].map(e => e);
}
function f15(p0, p1) {
  try {
    let v17 = v5;
  } catch (e) { console.log(String(e).length); }
  let v18 = typeof v17;
  console.log(Symbol());
  let v19 = new Array(1);
  return (v9 < v19);
}
let v16 = (v2.length & "x x item");
let v17 = ({} == v4);
console.log(1.5);
let v18 = -0.0;
let v19 = v9.length;
function f20() {
  let v20 = v6;
  console.log(({} << [f14([v17]), v16].map(e => e)));
  let v21 = "x";
  return v18;
}
let v21 = (v3 % v10);
console.log(f7());
console.log(1e+21);
let v22 = new Array(4);
for (let i0 = 0; i0 < 4; i0++) {
  let v23 = v4;
}
let v24 = v18;
try {
  let v25 = [typeof v0, 0].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log([[[2, Math.max].map(e => e), typeof v21].map(e => e), String(v19)].map(e => e));
let v26 = f15(typeof v18, "beta node delta");
let v27 = String(v17);
for (let i0 = 0; i0 < 3; i0++) {
  if (v25.length) {
    console.log((v8 << {gamma: 0.5, value: v18}));
  } else {
    let v28 = v11;
  }
  try {
    let v29 = v18;
  } catch (e) { console.log(String(e).length); }
}
%DeoptimizeFunction(f15);
let v30 = 255;
let v31 = [];
let v32 = ([{node: Symbol(), omega: {item: -1}, key: v27}, [new Array(4), Math.max].map(e => e)].map(e => e) + ([{}, false].map(e => e) & "key beta"));
try {
  let v33 = f20();
} catch (e) { console.log(String(e).length); }
let v34 = f20();

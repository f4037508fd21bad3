let v0 = (42 * new Array(4));
function f1() {
  let v1 = v0;
  let v2 = (undefined + Math.max);
  let v3 = v0;
  return new Array(1);
}
let v2 = [f1(), [v0, String(v0)]].map(e => e);
let v3 = v2;
let v4 = (a => a + 1);
let v5 = {key: f1(), x: v2};
console.log(((f1() < v0) == v3));
let v6 = new Array(4);
for (let i0 = 0; i0 < 4; i0++) {
  console.log(Symbol());
  %OptimizeFunctionOnNextCall(v4);
}
let v7 = (a => a + 1);
let v8 = (f1() & {value: f1()});
%GetOptimizationStatus(["delta alpha", -2147483648].map(e => e));
let v9 = v6.length;
console.log(v7.length);
let v10 = 3.14159;
let v11 = v3;
let v12 = v6;
if (v0) {
  let v13 = 255;
} else {
  console.log(function (p) { return p; });
}
let v14 = ([v2, v3, 1e-07] & {alpha: [f1(), v11].map(e => e)});
let v15 = v10;
%NewRegExpWithBacktrackLimit(f1, new Array(2), f1);
let v16 = (1.5 * "gamma value");
console.log([[Symbol(), v8].map(e => e), ((Infinity == ["delta value delta", v11, typeof v9]) % new Array(1))].map(e => e));
let v17 = "beta beta item";
function f18(p0) {
  let v19 = v3;
  let v20 = String(v15);
  if (v5) {
    let v21 = [[1.5, -0.0, [v16, [[], [Math.max, (String(v5) - f1())]].map(e => e)].map(e => e)], String(v15)].map(e => e);
  } else {
    %HaveSameMap(p0, 1.5);
  }
  return [[JSON.stringify(v7), []].map(e => e), (v4 % new Array(1))].map(e => e);
}
if (v9) {
  console.log(v4);
} else {
  let v19 = ["delta beta item", [[[], 7].map(e => e), f18(Symbol())].map(e => e), undefined];
}
function f20(p0) {
  let v21 = (v8 & ({} << Symbol()));
  return v12;
}
for (let i0 = 0; i0 < 3; i0++) {
  if (false) {
    console.log(JSON.stringify(v2));
  } else {
    let v21 = "item key";
  }
  if ("item key") {
    let v22 = v17;
  } else {
    let v23 = v21;
  }
}
console.log(v23);
let v24 = v12;
for (let i0 = 0; i0 < 5; i0++) {
  let v25 = String(v17);
}
function f26(p0) {
  let v27 = v16;
  console.log(([[[[JSON.stringify(v12), v10].map(e => e), v15], 1.5].map(e => e), 0].map(e => e) < v14));
  return undefined;
}
function f27(p0) {
  if (["key node", JSON.stringify(v5)].map(e => e)) {
    console.log([f1(), Math.max].map(e => e));
  } else {
    let v28 = (v12 & v4.length);
  }
  if (([v5, JSON.stringify(v21), (a => a + 1)] << [v6])) {
    let v29 = f18(v14);
  } else {
    let v30 = ((Math.max % f1()) < f26([1.5, Symbol(), -2147483648]));
  }
  let v31 = v11;
  let v32 = 1;
  return function (p) { return p; };
}
let v28 = Infinity;
try {
  let v29 = String(v6);
} catch (e) { console.log(String(e).length); }
let v30 = v28;
let v31 = {item: typeof v11, omega: Infinity};
console.log(2);
function f32() {
  let v32 = v17;
  let v33 = [undefined];
  let v34 = new Array(4);
  return 255;
}
let v33 = v12;
let v34 = v14.length;
let v35 = ((a => a + 1) * v15);

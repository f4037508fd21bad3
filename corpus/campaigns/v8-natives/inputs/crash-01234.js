let v0 = [];
console.log(2147483647);
let v1 = v0.length;
let v2 = "x";
console.log(-1);
%PrepareFunctionForOptimization(false);
console.log([v1.length, 42].map(e => e));
let v3 = 2;
try {
  let v4 = v3.length;
} catch (e) { console.log(String(e).length); }
%NeverOptimizeFunction({omega: 1, value: -2147483648});
let v5 = v4.length;
for (let i0 = 0; i0 < 5; i0++) {
  let v6 = [];
  try {
    let v7 = new Array(0);
  } catch (e) { console.log(String(e).length); }
}
let v8 = "gamma x";
function f9() {
  let v9 = JSON.stringify(v7);
  console.log([]);
  return "x";
}
let v10 = f9();
let v11 = 3.14159;
try {
  console.log(typeof v3);
} catch (e) { console.log(String(e).length); }
let v12 = ([v8, f9()].map(e => e) << [f9(), null, (f9() | [1.5, 2].map(e => e))]);
let v13 = JSON.stringify(v11);
try {
  let v14 = v5;
} catch (e) { console.log(String(e).length); }
console.log({key: JSON.stringify(v13), item: f9()});
let v15 = (typeof v4 % 1.5);
function f16(p0, p1) {
  console.log(v12);
  let v18 = f9();
  return p0;
}
if ((a => a + 1)) {
  let v17 = 1.5;
} else {
  let v18 = 2;
}
%CompileBaseline(v15);
if (v8) {
  let v19 = f9();
} else {
  let v20 = [v10, String(v3)].map(e => e);
}
for (let i0 = 0; i0 < 1; i0++) {
  if (v10) {
    let v21 = v13;
  } else {
    let v22 = f9();
  }
  let v23 = 0;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v24 = [[-0.0, v0].map(e => e), v22].map(e => e);
}
let v25 = function (p) { return p; };
console.log(0.5);
function f26(p0) {
  let v27 = [typeof v10];
  if (f16((a => a + 1), [])) {
    let v28 = v0;
  } else {
    console.log(v3);
  }
  console.log(v22);
  for (let i1 = 0; i1 < 4; i1++) {
    let v29 = [JSON.stringify(v4), f9()].map(e => e);
    let v30 = f16(undefined, f9());
  }
  return f16(v11, (0.5 << ([undefined, (1e+21 & typeof v18)] + 7)));
}
function f27(p0, p1) {
  let v29 = v19;
  return (Infinity % f9());
}
let v28 = f27((([[{}, [{node: f16(f9(), "alpha gamma")}, [-0.0, 2, f26(f16("omega", 1e+21))]].map(e => e)].map(e => e), v6] % 2) + 0.5), -2147483648);
if (1) {
  console.log(1.5);
} else {
  console.log(JSON.stringify(v14));
}
let v29 = [v28, f9()].map(e => e);
try {
  let v30 = v21;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  if (v11) {
    let v31 = (1e-07 % (Symbol() == f27(Symbol(), 7)));
  } else {
    console.log(v22);
  }
  console.log((f27([v31], ({item: (String(v2) == v13)} << new Array(3))) == [String(v24), (Symbol() & (a => a + 1))].map(e => e)));
}

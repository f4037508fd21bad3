let v0 = new Array(2);
let v1 = false;
try {
  let v2 = {};
} catch (e) { console.log(String(e).length); }
if (v0) {
  if ([{}, Symbol()].map(e => e)) {
    %DeoptimizeFunction(Symbol());
  } else {
    console.log(typeof v1);
  }
} else {
  console.log(v1);
}
console.log(v2);
let v3 = typeof v0;
%CompileBaseline([(3.14159 % (a => a + 1)), String(v0)].map(e => e));
let v4 = v1;
let v5 = v0;
for (let i0 = 0; i0 < 2; i0++) {
  let v6 = v3;
}
for (let i0 = 0; i0 < 3; i0++) {
  if (v3) {
    let v7 = [v1, {alpha: 2147483647, beta: false}].map(e => e);
  } else {
    let v8 = 1e+21;
  }
}
if ([]) {
  let v9 = 7;
} else {
  %NewRegExpWithBacktrackLimit(-1, 3.14159, v4);
}
function f10(p0) {
  try {
    console.log({item: "key", item: v9});
  } catch (e) { console.log(String(e).length); }
  let v11 = v3;
  return JSON.stringify(v3);
}
let v11 = new Array(2);
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v12 = v11;
  } catch (e) { console.log(String(e).length); }
  console.log("x key gamma");
}
function f13() {
  let v13 = typeof v4;
  let v14 = v6;
  let v15 = f10(v2);
  return v6;
}
let v14 = typeof v5;
let v15 = {x: Math.max};
try {
  console.log(f13());
} catch (e) { console.log(String(e).length); }
let v16 = JSON.stringify(v0);
console.log(v14.length);
if (v2.length) {
  let v17 = {omega: v9, omega: typeof v4};
} else {
  let v18 = [((new Array(3) | 1e-07) + function (p) { return p; }), (v11 | [undefined, true].map(e => e))].map(e => e);
}
let v19 = v8;
let v20 = typeof v3;
try {
  if ([["delta delta", String(v3)].map(e => e)]) {
    let v21 = 0;
  } else {
    let v22 = f13();
  }
} catch (e) { console.log(String(e).length); }
let v23 = v22;
let v24 = v15;
let v25 = "node";
for (let i0 = 0; i0 < 3; i0++) {
  console.log(new Array(0));
}
let v26 = [v11, [typeof v22, typeof v9]].map(e => e);
%GetOptimizationStatus((v2 < [v7, v8]));
let v27 = (f10(String(v12)) & [(undefined == NaN), v24].map(e => e));
let v28 = NaN;
let v29 = new Array(1);
let v30 = -0.0;
let v31 = JSON.stringify(v27);
if (3.14159) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v32 = f13();
  }
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v33 = JSON.stringify(v15);
    let v34 = [typeof v16, "node alpha delta"].map(e => e);
  }
}
let v35 = f10(-2147483648);
let v36 = 2;
function f37() {
  let v37 = [f10(v31), f13()].map(e => e);
  try {
    let v38 = (("beta gamma" % v7) & f10(([] * -2147483648)));
  } catch (e) { console.log(String(e).length); }
  let v39 = v16;
  return [[v12, v34].map(e => e), (v26 == v17)].map(e => e);
}
let v38 = "beta";
let v39 = JSON.stringify(v31);
let v40 = v35;
if ((a => a + 1)) {
  if (f13()) {
    let v41 = "item";
  } else {
    let v42 = "x";
  }
} else {
  let v43 = f37();
}
function f44() {
  let v44 = f13();
  return [String(v3), JSON.stringify(v40)].map(e => e);
}
console.log(1.5);
%PrepareFunctionForOptimization(f44);
let v45 = {gamma: JSON.stringify(v22)};
let v46 = NaN;

let v0 = new Array(0);
console.log(v0);
let v1 = 1e-07;
let v2 = typeof v0;
let v3 = new Array(0);
if ("alpha node alpha") {
  %PrepareFunctionForOptimization("delta");
} else {
  let v4 = "delta value";
}
if (JSON.stringify(v2)) {
  console.log([v4, 7].map(e => e));
} else {
  let v5 = typeof v2;
}
let v6 = Math.max;
try {
  console.log(typeof v6);
} catch (e) { console.log(String(e).length); }
let v7 = (v3 & -0.0);
let v8 = String(v0);
let v9 = v1;
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v10 = v1;
  }
} catch (e) { console.log(String(e).length); }
let v11 = v3;
let v12 = v11;
function f13() {
  let v13 = 1e+21;
  for (let i1 = 0; i1 < 1; i1++) {
    let v14 = 1e+21;
    let v15 = (v5 < v0.length);
  }
  console.log((v0 + v4));
  return v4.length;
}
for (let i0 = 0; i0 < 1; i0++) {
  if (v5) {
    let v14 = v7;
  } else {
    let v15 = (v14 + v9);
  }
  let v16 = v8;
}
let v17 = typeof v1;
let v18 = f13();
%DebugPrint(f13);
console.log([255, 42].map(e => e));
let v19 = v8;
%NeverOptimizeFunction(f13);
let v20 = [];
let v21 = v15;
let v22 = (typeof v21 % function (p) { return p; });
function f23(p0) {
  if (f13()) {
    let v24 = f13();
  } else {
    let v25 = [String(v24), [f13(), [function (p) { return p; }, 1e+21].map(e => e)].map(e => e)].map(e => e);
  }
  if (f13()) {
    let v26 = (Math.max - v14);
  } else {
    let v27 = v0;
  }
  for (let i1 = 0; i1 < 1; i1++) {
    let v28 = [v10, v17];
  }
  return "item value";
}
console.log(v5);
let v24 = Symbol();
function f25(p0) {
  let v26 = [[typeof v5], f23(Symbol())].map(e => e);
  return v16.length;
}
function f26(p0) {
  let v27 = Infinity;
  let v28 = JSON.stringify(v22);
  let v29 = f23(v12);
  let v30 = (v16 + f25(f13()));
  return {x: (null < undefined), node: v18, key: [v12, v6.length].map(e => e)};
}
%CreatePrivateSymbol(-0.0);
if ([f23([[Symbol()], 1].map(e => e)), "node gamma alpha"].map(e => e)) {
  let v27 = 0.5;
} else {
  let v28 = new Array(3);
}
let v29 = ([(function (p) { return p; } == v17)] | v8);
let v30 = "delta";
let v31 = v18;
let v32 = f13();
for (let i0 = 0; i0 < 4; i0++) {
  let v33 = typeof v15;
}
try {
  let v34 = f23(v11);
} catch (e) { console.log(String(e).length); }
let v35 = (new Array(3) & "delta");
try {
  let v36 = String(v10);
} catch (e) { console.log(String(e).length); }
let v37 = 3.14159;
console.log(f23(undefined));
let v38 = null;
let v39 = JSON.stringify(v2);
let v40 = v1;
let v41 = (NaN == [({key: [[], new Array(1)].map(e => e), x: f26([new Array(2), true].map(e => e)), beta: v9} << "beta omega"), [[String(v40), v10], (v31 << typeof v22), JSON.stringify(v29)]].map(e => e));
%CompileBaseline(new Array(1));
for (let i0 = 0; i0 < 3; i0++) {
  let v42 = v20;
  let v43 = v15;
}
let v44 = v34;
let v45 = JSON.stringify(v1);
let v46 = "x x";

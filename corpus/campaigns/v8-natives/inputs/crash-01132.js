let v0 = 0.5;
try {
  %GetOptimizationStatus(v0);
} catch (e) { console.log(String(e).length); }
let v1 = v0;
if ((v0 - NaN)) {
  let v2 = new Array(3);
} else {
  let v3 = ("beta item omega" - {node: ((Infinity + 42) % NaN), value: v2});
}
let v4 = v3;
console.log("item key omega");
function f5() {
  let v5 = [255, v1].map(e => e);
  try {
    console.log(v5);
  } catch (e) { console.log(String(e).length); }
  let v6 = typeof v4;
  let v7 = (Symbol() * [(Infinity + []), -0.0].map(e => e));
  return Math.max;
}
let v6 = Symbol();
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v7 = v6;
    let v8 = v2.length;
  }
} catch (e) { console.log(String(e).length); }
let v9 = String(v4);
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v10 = (f5() * f5());
    let v11 = [typeof v9, JSON.stringify(v10)].map(e => e);
  }
}
let v12 = {};
try {
  let v13 = v11;
} catch (e) { console.log(String(e).length); }
function f14() {
  for (let i1 = 0; i1 < 4; i1++) {
    let v14 = [[["value", new Array(3)].map(e => e)], 0.5].map(e => e);
  }
  for (let i1 = 0; i1 < 3; i1++) {
    let v15 = [v12, {gamma: {x: v12.length}}].map(e => e);
    let v16 = String(v4);
  }
  let v17 = Symbol();
  try {
    let v18 = JSON.stringify(v11);
  } catch (e) { console.log(String(e).length); }
  return f5();
}
for (let i0 = 0; i0 < 5; i0++) {
  let v15 = v6;
}
console.log(Symbol());
let v16 = v12;
function f17() {
  let v17 = (1e+21 & false);
  return f14();
}
%CreatePrivateSymbol(Symbol());
console.log(v1);
console.log(1e-07);
console.log([v7, [v2, v10].map(e => e)].map(e => e));
let v18 = f14();
let v19 = 65536;
try {
  if (f14()) {
    let v20 = [[[new Array(1), 0.5].map(e => e), v16].map(e => e)];
  } else {
    console.log(3.14159);
  }
} catch (e) { console.log(String(e).length); }
let v21 = v11;
console.log(f17());
console.log("gamma");
let v22 = "gamma";
let v23 = f14();
let v24 = [(-2147483648 + "delta delta"), function (p) { return p; }].map(e => e);
let v25 = new Array(1);
let v26 = JSON.stringify(v22);
let v27 = v22;
%DebugPrint(v26);
console.log(0);
let v28 = f5();
let v29 = {node: [Infinity, v21].map(e => e)};
let v30 = v19;
let v31 = true;
let v32 = [[v29, 1.5, v18], v4.length, (v6 | [(a => a + 1), {key: (v16 == ({omega: v10, key: (f14() % new Array(4))} << "delta"))}].map(e => e))];
for (let i0 = 0; i0 < 3; i0++) {
  let v33 = {node: new Array(2), beta: ("gamma delta delta" - String(v0))};
  console.log(f14());
}
function f34() {
  let v34 = [[v28, [[typeof v23, v13].map(e => e), JSON.stringify(v0)]].map(e => e), v24].map(e => e);
  return -1;
}
console.log(f34());
%DebugPrint(String(v9));
console.log([]);
let v35 = [["node omega", [1e-07, function (p) { return p; }].map(e => e)].map(e => e), NaN].map(e => e);
try {
  let v36 = String(v4);
} catch (e) { console.log(String(e).length); }
let v37 = 3.14159;
function f38(p0) {
  let v39 = (Infinity == [({} - {gamma: [v7, String(v2), [v27, JSON.stringify(v22)].map(e => e)]}), f14()].map(e => e));
  try {
    %IsBeingInterpreted();
  } catch (e) { console.log(String(e).length); }
  let v40 = (([] % v4.length) & v25);
  let v41 = f17();
  return [v37, 1.5].map(e => e);
}
let v39 = "delta beta";
let v40 = 1e-07;
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v41 = JSON.stringify(v3);
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 5; i1++) {
    console.log("node");
    let v42 = f34();
  }
}
let v43 = (f17() | [{alpha: 1e+21, alpha: v16, x: NaN}, f17()].map(e => e));

let v0 = 1.5;
function f1(p0) {
  console.log(p0);
  let v2 = ("gamma node delta" == 0);
  let v3 = Math.max;
  let v4 = v3;
  return 1e+21;
}
console.log(((v0 - 255) * function (p) { return p; }));
let v2 = v0;
try {
  let v3 = f1(JSON.stringify(v2));
} catch (e) { console.log(String(e).length); }
console.log(Math.max);
%GetOptimizationStatus(f1("node x alpha"));
try {
  try {
    let v4 = String(v0);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v5 = [function (p) { return p; }, f1({node: ((a => a + 1) | JSON.stringify(v2))})].map(e => e);
let v6 = [f1(f1([v3, [function (p) { return p; }, (true | true)].map(e => e), function (p) { return p; }])), "item gamma item"];
console.log([[v5, String(v6)].map(e => e), v0].map(e => e));
if (JSON.stringify(v6)) {
  let v7 = function (p) { return p; };
} else {
  console.log(v7);
}
%ToFastProperties(typeof v0);
let v8 = {};
let v9 = v5.length;
function f10() {
  try {
    let v10 = v8;
  } catch (e) { console.log(String(e).length); }
  let v11 = 2;
  return JSON.stringify(v5);
}
try {
  console.log(f1(1.5));
} catch (e) { console.log(String(e).length); }
let v11 = "alpha delta";
let v12 = Math.max;
let v13 = {beta: v5, gamma: (v9 - v7)};
if ("alpha delta") {
  let v14 = ({gamma: Math.max} % v9.length);
} else {
  console.log(JSON.stringify(v14));
}
try {
  let v15 = f10();
} catch (e) { console.log(String(e).length); }
if (v4) {
  try {
    let v16 = v5;
  } catch (e) { console.log(String(e).length); }
} else {
  if (new Array(1)) {
    let v17 = v12;
  } else {
    let v18 = v11.length;
  }
}
console.log(v14);
console.log(v0.length);
let v19 = v7;
let v20 = v14;
console.log(new Array(1));
let v21 = v2;
let v22 = Infinity;
if (JSON.stringify(v14)) {
  let v23 = undefined;
} else {
  let v24 = f10();
}
if ((f1(v11) - v7)) {
  let v25 = [7, v24].map(e => e);
} else {
  if (f10()) {
    let v26 = v8;
  } else {
    let v27 = (a => a + 1);
  }
}
let v28 = v19;
let v29 = v26;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    %IsBeingInterpreted();
    %HaveSameMap(f10(), f1);
  }
} catch (e) { console.log(String(e).length); }
function f30() {
  let v30 = 7;
  return 2;
}
%ToFastProperties(v13);
function f31(p0) {
  let v32 = v3;
  try {
    let v33 = v4;
  } catch (e) { console.log(String(e).length); }
  if ([false, null].map(e => e)) {
    let v34 = "value alpha";
  } else {
    let v35 = v4;
  }
  let v36 = -0.0;
  return [typeof v9, f1("omega")].map(e => e);
}
console.log(f10());
let v32 = f30();
let v33 = (v20 + -0.0);

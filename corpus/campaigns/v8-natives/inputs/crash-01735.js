let v0 = ((3.14159 % new Array(3)) & new Array(2));
let v1 = String(v0);
let v2 = {value: Symbol(), beta: [false, v0].map(e => e)};
function f3() {
  console.log(({value: true, node: [], key: v1} - [v0, new Array(4)].map(e => e)));
  console.log(0);
  try {
    let v3 = v1;
  } catch (e) { console.log(String(e).length); }
  return [v2, [[true, String(v1)].map(e => e), typeof v0]].map(e => e);
}
if (f3()) {
  let v4 = v2;
} else {
  let v5 = [{alpha: f3()}, f3()].map(e => e);
}
if (f3()) {
  console.log([f3(), v0].map(e => e));
} else {
  let v6 = JSON.stringify(v5);
}
let v7 = NaN;
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v8 = "x key";
  } catch (e) { console.log(String(e).length); }
}
let v9 = [f3()];
try {
  console.log(new Array(0));
} catch (e) { console.log(String(e).length); }
let v10 = [1, "alpha omega alpha"].map(e => e);
function f11(p0) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(true);
    let v12 = new Array(1);
  }
  let v13 = 1e+21;
  return {key: {alpha: -1}};
}
let v12 = f3();
console.log("gamma");
%CreatePrivateSymbol(f3);
%HaveSameMap(f11, {key: [Symbol(), typeof v9].map(e => e), item: f3()});
for (let i0 = 0; i0 < 3; i0++) {
  let v13 = [true, NaN].map(e => e);
  let v14 = new Array(3);
}
console.log(String(v5));
let v15 = v12;
if ("omega gamma") {
  let v16 = "gamma x node";
} else {
  try {
    let v17 = false;
  } catch (e) { console.log(String(e).length); }
}
let v18 = [[]];
console.log(Symbol());
let v19 = ({beta: v17} < v14);
let v20 = new Array(3);
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v21 = v6;
  }
  let v22 = typeof v12;
}
let v23 = typeof v13;
let v24 = v4;
let v25 = typeof v19;
let v26 = f11(v22);
function f27(p0, p1) {
  console.log(v26.length);
  let v29 = JSON.stringify(v16);
  let v30 = undefined;
  return (Math.max * new Array(4));
}
let v28 = v2;
if (((v5 << ({} * 1e-07)) < [1.5, f11(false)].map(e => e))) {
  try {
    console.log(f27([v6, v20].map(e => e), 1.5));
  } catch (e) { console.log(String(e).length); }
} else {
  let v29 = String(v15);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v30 = (f27(([v17, 0.5, String(v26)] - Math.max), String(v13)) == (v17 << ["node item", "gamma beta node"].map(e => e)));
}
let v31 = f3();
try {
  let v32 = v18;
} catch (e) { console.log(String(e).length); }
console.log(v22);
function f33(p0, p1) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log((f27(String(v6), v24) - NaN));
  }
  for (let i1 = 0; i1 < 4; i1++) {
    let v35 = (-0.0 & null);
  }
  if (String(v21)) {
    let v36 = v9;
  } else {
    let v37 = (v36 % 1e-07);
  }
  return typeof v19;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v34 = v8;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v35 = f33(Symbol(), (v9 % v5));
  try {
    let v36 = v19;
  } catch (e) { console.log(String(e).length); }
}
let v37 = v24;
console.log(2147483647);
for (let i0 = 0; i0 < 1; i0++) {
  let v38 = JSON.stringify(v16);
}
console.log(f11((({gamma: f33([Infinity, function (p) { return p; }].map(e => e), ("value node" * [])), alpha: (f3() + [{gamma: [[v10, v22], 3.14159].map(e => e), delta: v34, node: new Array(0)}, [new Array(1), String(v30), v19]].map(e => e)), beta: v7} - "x node key") < [(f11(null) & 3.14159)])));
console.log(([v17, undefined].map(e => e) * [v20, new Array(3)].map(e => e)));
let v39 = {item: f3(), key: new Array(1), x: f27(("gamma" < new Array(3)), JSON.stringify(v28))};
function f40() {
  let v40 = f11(v18);
  let v41 = v19;
  let v42 = v39;
  return -0.0;
}
if (0) {
  let v41 = v7;
} else {
  let v42 = {beta: Infinity, item: String(v41)};
}
try {
  let v43 = [v38, {}].map(e => e);
} catch (e) { console.log(String(e).length); }

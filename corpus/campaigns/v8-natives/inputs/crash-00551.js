let v0 = [function (p) { return p; }, "alpha", new Array(1)];
let v1 = v0.length;
function f2() {
  %IsBeingInterpreted();
  let v2 = 1e-07;
  let v3 = 65536;
  return function (p) { return p; };
}
let v3 = [([true, {omega: -1, key: "node"}].map(e => e) == v1), "node delta beta"].map(e => e);
%NewRegExpWithBacktrackLimit(f2, null, {key: 7, delta: v1.length, x: 0});
let v4 = typeof v1;
let v5 = new Array(0);
let v6 = -2147483648;
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v7 = (v6 % 255);
  } catch (e) { console.log(String(e).length); }
  let v8 = 2;
}
let v9 = f2();
let v10 = v4.length;
for (let i0 = 0; i0 < 4; i0++) {
  let v11 = null;
  let v12 = typeof v8;
}
let v13 = f2();
let v14 = v10;
let v15 = [{gamma: {item: v5, item: v13, alpha: 1e-07}}, String(v3)].map(e => e);
%StringCharCodeAt(v4, v7);
let v16 = (new Array(0) < v8);
let v17 = f2();
if (v3) {
  let v18 = v17;
} else {
  let v19 = [function (p) { return p; }, (v3 & {node: ([{x: {}, alpha: v18}, "value item key"].map(e => e) == [true, {node: ({} == f2()), gamma: v15, gamma: Symbol()}].map(e => e)), key: "alpha beta"})].map(e => e);
}
if (f2()) {
  let v20 = v9;
} else {
  let v21 = v0;
}
console.log(new Array(0));
let v22 = v1;
for (let i0 = 0; i0 < 1; i0++) {
  if ([]) {
    console.log([f2(), typeof v18].map(e => e));
  } else {
    let v23 = (new Array(0) == ({} * f2()));
  }
  try {
    let v24 = v16;
  } catch (e) { console.log(String(e).length); }
}
try {
  let v25 = ((v20 * [1e-07, function (p) { return p; }].map(e => e)) == [true, Math.max].map(e => e));
} catch (e) { console.log(String(e).length); }
if (JSON.stringify(v0)) {
  let v26 = v11;
} else {
  console.log(v13);
}
let v27 = "omega key alpha";
let v28 = 1.5;
let v29 = String(v24);
let v30 = v12;
let v31 = "key";
let v32 = v0;
let v33 = (new Array(1) + v24.length);
console.log(v21);
let v34 = JSON.stringify(v9);
try {
  console.log(f2());
} catch (e) { console.log(String(e).length); }
let v35 = [];
if (String(v15)) {
  let v36 = [];
} else {
  %DebugPrint(v15);
}
console.log((v16 - [((a => a + 1) | {}), v35].map(e => e)));
let v37 = v36;
%ToFastProperties((v6.length & [[f2(), ("gamma beta alpha" + (new Array(4) % {x: v32}))], 1].map(e => e)));
try {
  if (v15) {
    let v38 = f2();
  } else {
    let v39 = [((NaN % new Array(1)) % v26), 0].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
function f40(p0) {
  let v41 = new Array(4);
  return v14;
}
let v41 = v3;
let v42 = (a => a + 1);
function f43(p0, p1) {
  try {
    let v45 = JSON.stringify(v24);
  } catch (e) { console.log(String(e).length); }
  if (f40(v12)) {
    let v46 = (a => a + 1);
  } else {
    let v47 = [];
  }
  let v48 = 3.14159;
  let v49 = JSON.stringify(v3);
  return v22;
}
if ([v17, ({value: {omega: null}, alpha: (1e+21 | String(v8))} % String(v4)), f40(v11)]) {
  let v44 = 1e+21;
} else {
  let v45 = v30;
}
let v46 = v16;
try {
  let v47 = f40((v29 << v22));
} catch (e) { console.log(String(e).length); }

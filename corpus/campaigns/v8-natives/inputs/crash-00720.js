let v0 = 2;
let v1 = (v0 + function (p) { return p; });
let v2 = [v1, 2].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  let v3 = String(v2);
}
%DeoptimizeFunction(v0);
for (let i0 = 0; i0 < 3; i0++) {
  if (v1) {
    let v4 = [[{omega: v3}, typeof v2].map(e => e), v2].map(e => e);
  } else {
    let v5 = v4;
  }
}
console.log(typeof v2);
function f6() {
  try {
    let v6 = (v5 == v5);
  } catch (e) { console.log(String(e).length); }
  try {
    let v7 = [String(v6), ["value x", [[], 65536].map(e => e)].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return v6;
}
let v7 = new Array(4);
for (let i0 = 0; i0 < 4; i0++) {
  let v8 = "alpha";
}
let v9 = typeof v5;
let v10 = (v3 % v8);
let v11 = f6();
function f12(p0) {
  let v13 = (f6() < undefined);
  return "omega omega node";
}
console.log([v3, 0.5].map(e => e));
let v13 = Math.max;
console.log(v10);
console.log([v13, []].map(e => e));
let v14 = v1;
let v15 = v13;
let v16 = typeof v7;
console.log(v9);
let v17 = [typeof v15, NaN].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v18 = (v4.length == v4);
  console.log(1e-07);
}
let v19 = String(v0);
console.log(2147483647);
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v20 = "x key beta";
    console.log(f12({beta: 2147483647}));
  }
} catch (e) { console.log(String(e).length); }
let v21 = v19;
let v22 = (f6() < new Array(0));
console.log(v19);
function f23(p0, p1) {
  let v25 = f12({});
  return {delta: NaN, x: v14, value: false};
}
let v24 = v22;
console.log([7, String(v1)].map(e => e));
let v25 = [v5, [3.14159, new Array(1)].map(e => e)].map(e => e);
let v26 = [new Array(2), (a => a + 1)].map(e => e);
let v27 = 1e+21;
let v28 = f6();
if ({x: {delta: 1.5, beta: [v4.length, f12("node key key")].map(e => e)}}) {
  let v29 = v5;
} else {
  if ({beta: JSON.stringify(v13), x: Infinity}) {
    let v30 = (v22 == new Array(0));
  } else {
    let v31 = (v3 << v27.length);
  }
}
let v32 = v29;
if (f12(v10)) {
  if (f12([[{}, 1e+21].map(e => e), true].map(e => e))) {
    console.log([v26, new Array(4)].map(e => e));
  } else {
    console.log(v1);
  }
} else {
  let v33 = 1;
}
let v34 = JSON.stringify(v9);
%IsBeingInterpreted();
if ([v25.length, String(v32)].map(e => e)) {
  console.log([new Array(1), v13].map(e => e));
} else {
  let v35 = JSON.stringify(v10);
}
let v36 = false;
let v37 = f23([v26, v17].map(e => e), {});
let v38 = [(a => a + 1), v31].map(e => e);
console.log((v24 == -0.0));
try {
  let v39 = f12((v32 | v5));
} catch (e) { console.log(String(e).length); }
console.log((2147483647 | v25));
let v40 = String(v32);
let v41 = v24;
%CreatePrivateSymbol(v26);
let v42 = v35;
let v43 = v38;
let v44 = v34;

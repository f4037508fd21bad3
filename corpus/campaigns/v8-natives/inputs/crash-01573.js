function f0() {
  let v0 = 42;
  return Symbol();
}
%OptimizeFunctionOnNextCall([[65536, new Array(4)], (a => a + 1)]);
let v1 = 0.5;
console.log([v1, "alpha"].map(e => e));
console.log((a => a + 1));
%DebugPrint(f0);
for (let i0 = 0; i0 < 1; i0++) {
  let v2 = v1;
}
console.log(String(v1));
let v3 = v1.length;
let v4 = undefined;
let v5 = {node: [0.5, [1e-07, {}].map(e => e)].map(e => e)};
%StringCharCodeAt([f0(), v5].map(e => e), f0());
try {
  let v6 = NaN;
} catch (e) { console.log(String(e).length); }
console.log([(new Array(1) & f0()), 3.14159].map(e => e));
let v7 = v6;
let v8 = v5;
if (typeof v4) {
  let v9 = typeof v7;
} else {
  let v10 = "node node beta";
}
try {
  try {
    let v11 = 3.14159;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v12 = v8;
for (let i0 = 0; i0 < 3; i0++) {
  console.log(Symbol());
}
let v13 = 2147483647;
let v14 = [f0(), v1].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v15 = {gamma: {alpha: v6, beta: Symbol()}, alpha: ("value" * v3)};
  } catch (e) { console.log(String(e).length); }
}
let v16 = Symbol();
let v17 = (JSON.stringify(v9) & 2);
try {
  if (JSON.stringify(v11)) {
    let v18 = ["delta alpha node", (f0() & -2147483648)].map(e => e);
  } else {
    let v19 = 3.14159;
  }
} catch (e) { console.log(String(e).length); }
try {
  let v20 = [[(f0() == v9), [v15, [-2147483648, 7].map(e => e)].map(e => e), v7], (([] == new Array(0)) & [1e+21, "item key"].map(e => e))].map(e => e);
} catch (e) { console.log(String(e).length); }
let v21 = v2.length;
%HaveSameMap([Symbol(), v19], f0);
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v22 = (v19 == v19);
  } catch (e) { console.log(String(e).length); }
  console.log(f0());
}
let v23 = v22;
console.log(f0());
console.log([[[-0.0, new Array(2)].map(e => e), v5].map(e => e), -0.0].map(e => e));
let v24 = [Math.max, ((true + new Array(1)) == new Array(3))].map(e => e);
try {
  let v25 = (a => a + 1);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v26 = null;
}
let v27 = Math.max;
let v28 = v23;
let v29 = (v6 * new Array(3));
console.log((v19 & String(v24)));
let v30 = 42;
let v31 = (1.5 * Symbol());
let v32 = "value x";
let v33 = ["beta", new Array(0)].map(e => e);
let v34 = JSON.stringify(v1);
let v35 = 255;
try {
  if (typeof v3) {
    let v36 = v31;
  } else {
    let v37 = null;
  }
} catch (e) { console.log(String(e).length); }
if ([((new Array(2) & new Array(2)) - String(v32)), {beta: v2, value: v7, omega: "x x x"}].map(e => e)) {
  let v38 = JSON.stringify(v32);
} else {
  try {
    let v39 = -2147483648;
  } catch (e) { console.log(String(e).length); }
}
let v40 = "value";
console.log(f0());
if (false) {
  let v41 = [[(f0() + 1e-07)], f0()];
} else {
  let v42 = v41;
}
let v43 = -1;
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v44 = (v31 < v10);
  } catch (e) { console.log(String(e).length); }
  let v45 = v38;
}
try {
  let v46 = f0();
} catch (e) { console.log(String(e).length); }
let v47 = f0();
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v48 = (undefined == JSON.stringify(v46));
  }
} catch (e) { console.log(String(e).length); }
let v49 = f0();
console.log("beta beta x");

%NewRegExpWithBacktrackLimit([false], new Array(0), false);
if (new Array(2)) {
  let v0 = new Array(2);
} else {
  console.log([]);
}
let v1 = new Array(3);
let v2 = v1;
console.log((v2 + Symbol()));
let v3 = ["delta alpha", v0, 1e-07];
try {
  console.log(v2);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  if ((a => a + 1)) {
    let v4 = [[NaN, (1 + [])].map(e => e), new Array(0)].map(e => e);
  } else {
    let v5 = v0;
  }
  console.log(typeof v5);
}
let v6 = undefined;
for (let i0 = 0; i0 < 1; i0++) {
  let v7 = 1.5;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v8 = [v2, v6].map(e => e);
}
try {
  let v9 = (a => a + 1);
} catch (e) { console.log(String(e).length); }
let v10 = -0.0;
let v11 = v1;
console.log("beta");
let v12 = 1e+21;
let v13 = Math.max;
let v14 = v1;
for (let i0 = 0; i0 < 4; i0++) {
  try {
    console.log(JSON.stringify(v0));
  } catch (e) { console.log(String(e).length); }
  try {
    let v15 = 1.5;
  } catch (e) { console.log(String(e).length); }
}
console.log(2);
for (let i0 = 0; i0 < 3; i0++) {
  let v16 = new Array(3);
  let v17 = "gamma key delta";
}
let v18 = "beta x";
console.log((a => a + 1));
try {
  %CreatePrivateSymbol([1e-07, -1].map(e => e));
} catch (e) { console.log(String(e).length); }
let v19 = typeof v7;
console.log([v7, (Math.max + v16)].map(e => e));
let v20 = v8;
for (let i0 = 0; i0 < 4; i0++) {
  if ([{omega: v12, node: -0.0}, v19].map(e => e)) {
    console.log([[([] % ["alpha value item", "x"]), v18].map(e => e)]);
  } else {
    let v21 = [[v5, [v18, v9].map(e => e), "alpha gamma"], v6].map(e => e);
  }
}
try {
  try {
    console.log(typeof v13);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
try {
  let v22 = v18;
} catch (e) { console.log(String(e).length); }
try {
  let v23 = v18.length;
} catch (e) { console.log(String(e).length); }
console.log(v20);
if (([v19, v7].map(e => e) == Symbol())) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log((v19 == v12));
  }
} else {
  let v24 = [([[], 1].map(e => e) | typeof v0)];
}
function f25(p0, p1) {
  console.log(JSON.stringify(v12));
  if ({x: "value item", x: "item omega gamma", alpha: Symbol()}) {
    console.log((v17 << 0));
  } else {
    let v27 = v2;
  }
  let v28 = [v0, NaN, v4.length];
  return ([(a => a + 1), JSON.stringify(v24)].map(e => e) % (["x value item", []].map(e => e) < v10));
}
let v26 = ([-2147483648, (a => a + 1)].map(e => e) << v4.length);
function f27(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v29 = v10;
    let v30 = 2;
  }
  return v2;
}
let v28 = v8.length;
let v29 = String(v20);
let v30 = 1.5;
let v31 = v10.length;
let v32 = Symbol();
try {
  let v33 = v10.length;
} catch (e) { console.log(String(e).length); }
let v34 = (7 << f27(v7, f25("gamma alpha", new Array(3))));
let v35 = v28;
try {
  let v36 = f27((a => a + 1), []);
} catch (e) { console.log(String(e).length); }
console.log(typeof v34);
function f37(p0, p1) {
  let v39 = [String(v6), new Array(3)].map(e => e);
  let v40 = 1e+21;
  for (let i1 = 0; i1 < 5; i1++) {
    let v41 = new Array(3);
  }
  return v16;
}
let v38 = ((("omega" * new Array(3)) | typeof v22) + new Array(1));
if (v1) {
  try {
    let v39 = v35;
  } catch (e) { console.log(String(e).length); }
} else {
  let v40 = f37(NaN, [[f37(new Array(2), 1e-07), JSON.stringify(v4)].map(e => e), Symbol()]);
}
let v41 = typeof v4;
try {
  let v42 = [v38, new Array(0)].map(e => e);
} catch (e) { console.log(String(e).length); }
function f43() {
  console.log(([["beta key", NaN, (a => a + 1)], (new Array(0) << "x")].map(e => e) & []));
  if (v5) {
    let v43 = [[f37(f37(NaN, -2147483648), "alpha value"), {}, new Array(4)], v16].map(e => e);
  } else {
    console.log(v6);
  }
  return [v43, f37(v17, [[1, f25(v13, new Array(2))], "x delta gamma"].map(e => e))].map(e => e);
}
let v44 = v26;
console.log(f27([v12, String(v2)].map(e => e), ("item" < (new Array(0) + (a => a + 1)))));
console.log([f37([v30, ((true | {node: v36}) == new Array(4)), JSON.stringify(v44)], JSON.stringify(v26)), (["gamma value", new Array(4)].map(e => e) == new Array(3))].map(e => e));
console.log(v6);
function f45(p0) {
  let v46 = (typeof p0 < "item");
  return (v29.length < typeof v33);
}

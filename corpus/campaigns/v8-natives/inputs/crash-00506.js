%HasFastProperties("key");
let v0 = 1.5;
let v1 = ("item" - v0);
console.log([JSON.stringify(v0), v0].map(e => e));
let v2 = v1;
let v3 = JSON.stringify(v1);
let v4 = ["omega alpha", [2, v2].map(e => e)].map(e => e);
function f5(p0, p1) {
  let v7 = [typeof v3];
  console.log(v7);
  return new Array(1);
}
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v6 = [Math.max, 1e-07];
    console.log(v3);
  }
} catch (e) { console.log(String(e).length); }
let v7 = v2.length;
console.log(v1);
let v8 = [String(v0), v2.length];
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v9 = (([[[], ([(null * [-0.0, NaN].map(e => e)), [v4, []], v7] - false)].map(e => e)] - {}) << v8);
    let v10 = "value value";
  }
} catch (e) { console.log(String(e).length); }
function f11(p0, p1) {
  let v13 = f5(0.5, typeof v0);
  return [f5("item beta", v13), function (p) { return p; }].map(e => e);
}
console.log(new Array(0));
%NewRegExpWithBacktrackLimit((f5(1e-07, (a => a + 1)) | -2147483648), [v0, 0.5].map(e => e), v1.length);
let v12 = (v4 - v1);
let v13 = f5(typeof v0, v1);
console.log([(v3 % [true, "beta"].map(e => e)), (String(v0) % f5(Math.max, Symbol()))].map(e => e));
let v14 = -2147483648;
let v15 = typeof v6;
%GetOptimizationStatus(v12);
let v16 = f5({x: [JSON.stringify(v13), v6].map(e => e)}, [String(v0), v12].map(e => e));
%CreatePrivateSymbol((f11(1.5, 42) << {}));
function f17(p0, p1) {
  let v19 = v2;
  console.log("key beta");
  return (((a => a + 1) + {gamma: [(new Array(0) < "key key"), function (p) { return p; }].map(e => e), gamma: new Array(3)}) & f5({omega: -0.0}, v4));
}
console.log(v15);
function f18(p0, p1) {
  if ([]) {
    let v20 = (v6 < [NaN, typeof v15].map(e => e));
  } else {
    let v21 = String(v16);
  }
  try {
    let v22 = p0;
  } catch (e) { console.log(String(e).length); }
  return v9;
}
let v19 = ({beta: v4} == [v1, Infinity].map(e => e));
let v20 = f5(f11(v19, JSON.stringify(v12)), (v16 | [{}, {gamma: String(v19), omega: 1e+21, item: "x delta"}].map(e => e)));
let v21 = v16;
console.log([[f5(1.5, [v1, [["node value", "value delta item"].map(e => e), v12.length].map(e => e), 1e+21]), v20].map(e => e), false].map(e => e));
try {
  let v22 = [0.5, [v15, "x", (typeof v21 - v2)]].map(e => e);
} catch (e) { console.log(String(e).length); }
let v23 = (v8 + {node: f17(typeof v10, (a => a + 1))});
let v24 = v19;
let v25 = ((String(v12) * (a => a + 1)) + typeof v16);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(1e+21);
}
let v26 = f17(v20, false);
%NeverOptimizeFunction(f18);
for (let i0 = 0; i0 < 3; i0++) {
  let v27 = v24;
}
console.log(f5(NaN, {}));
let v28 = ([Symbol(), f18(undefined, Math.max)].map(e => e) % []);
console.log(String(v14));
let v29 = [Infinity, v1.length].map(e => e);
function f30(p0, p1) {
  console.log(v21);
  let v32 = 0.5;
  console.log(2147483647);
  if ([[-1, [NaN, "key value"].map(e => e)].map(e => e), [v9, f5(Infinity, null)].map(e => e)].map(e => e)) {
    let v33 = v1.length;
  } else {
    let v34 = p0;
  }
  return new Array(4);
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(NaN);
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(2);
}
try {
  console.log([[v14, v27].map(e => e), (["beta alpha", 1.5].map(e => e) | f18(1e+21, [({} & v22), function (p) { return p; }]))].map(e => e));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v31 = [([function (p) { return p; }] & Math.max), f18(v3.length, [{}, {key: true, item: typeof v25}].map(e => e))];
  for (let i1 = 0; i1 < 3; i1++) {
    let v32 = 1.5;
  }
}
let v33 = v9;
let v34 = {x: v23, x: typeof v3};
for (let i0 = 0; i0 < 3; i0++) {
  if (new Array(2)) {
    let v35 = v9;
  } else {
    let v36 = v10;
  }
  let v37 = 0;
}
console.log(new Array(3));
let v38 = v27;
function f39(p0, p1) {
  let v41 = ((v12 % (1e-07 | "x")) & 1e-07);
  console.log(f5(v14, JSON.stringify(v0)));
  return ([[2, (a => a + 1)].map(e => e), Infinity] | v33);
}
let v40 = v8.length;
let v41 = v34;
function f42(p0, p1) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v44 = v35;
  }
  console.log("item node item");
  let v45 = v36;
  return String(v16);
}
console.log(-2147483648);

let v0 = {x: "delta node"};
let v1 = [[JSON.stringify(v0), JSON.stringify(v0)].map(e => e), [typeof v0, (2147483647 % 1)].map(e => e)].map(e => e);
%OptimizeFunctionOnNextCall(new Array(2));
%IsBeingInterpreted();
let v2 = JSON.stringify(v1);
let v3 = new Array(4);
console.log({x: [typeof v0, (function (p) { return p; } << [])].map(e => e), key: false, delta: {x: [-1, 255].map(e => e), item: function (p) { return p; }}});
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v4 = v0;
  }
} catch (e) { console.log(String(e).length); }
let v5 = (a => a + 1);
function f6() {
  let v6 = (1.5 < String(v5));
  return ((a => a + 1) == v4);
}
let v7 = -0.0;
let v8 = [f6(), Math.max].map(e => e);
console.log(true);
let v9 = "item alpha value";
let v10 = (v5 & v4);
if (new Array(4)) {
  try {
    let v11 = (JSON.stringify(v1) + ([new Array(2), null].map(e => e) + [{item: typeof v10}, {x: new Array(1)}].map(e => e)));
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v12 = v10;
  } catch (e) { console.log(String(e).length); }
}
let v13 = v4;
let v14 = v11;
let v15 = typeof v1;
function f16(p0, p1) {
  let v18 = function (p) { return p; };
  try {
    let v19 = new Array(4);
  } catch (e) { console.log(String(e).length); }
  return (v7 & v3);
}
console.log([]);
for (let i0 = 0; i0 < 1; i0++) {
  let v17 = {value: v12};
}
console.log(v1);
function f18(p0) {
  let v19 = f6();
  return "node";
}
let v19 = [];
console.log(1e+21);
%OptimizeFunctionOnNextCall(f18(v12));
console.log((String(v10) - f18(([new Array(0), new Array(4)] == new Array(4)))));
console.log([v17, 255].map(e => e));
let v20 = v8;
let v21 = [255, (v13 << 3.14159)].map(e => e);
try {
  console.log(String(v14));
} catch (e) { console.log(String(e).length); }
let v22 = -1;
if ((f6() & (2 + false))) {
  let v23 = Symbol();
} else {
  let v24 = "value";
}
console.log("key");
let v25 = f16([], v0.length);
if ("key x") {
  console.log(f18((v25 | new Array(4))));
} else {
  let v26 = v22;
}
console.log(1e-07);
%PrepareFunctionForOptimization(f16);
if ({omega: [f6(), [(7 % f16([(a => a + 1), "delta value delta"], -1)), 1e-07, f16(65536, (null + null))]]}) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log([f6(), typeof v22].map(e => e));
  }
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v27 = {};
  }
}
let v28 = f16(v1, v22);
let v29 = new Array(2);
let v30 = v24;
function f31(p0, p1) {
  let v33 = {omega: v5.length, item: v13};
  try {
    let v34 = v17;
  } catch (e) { console.log(String(e).length); }
  let v35 = JSON.stringify(v26);
  console.log(v12);
  return f16(f16([Infinity, -2147483648].map(e => e), [[v27, f16(v22.length, v25), f18((3.14159 & "key key key"))], undefined].map(e => e)), [Math.max, [function (p) { return p; }, {beta: v20, item: JSON.stringify(v27)}].map(e => e)].map(e => e));
}
let v32 = v23.length;
let v33 = [v32, "x"].map(e => e);
try {
  let v34 = undefined;
} catch (e) { console.log(String(e).length); }
if ([v32, true].map(e => e)) {
  %HaveSameMap((v10 == v4), [f6(), f6()]);
} else {
  let v35 = v1;
}
let v36 = new Array(2);
let v37 = v3;
let v38 = "x alpha";
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v39 = [new Array(3), (v21 | -1), new Array(0)];
  } catch (e) { console.log(String(e).length); }
  let v40 = 65536;
}
let v41 = {omega: (v24 == function (p) { return p; })};

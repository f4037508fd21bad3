let v0 = [];
let v1 = v0;
let v2 = v1;
let v3 = false;
let v4 = [Symbol()];
try {
  let v5 = false;
} catch (e) { console.log(String(e).length); }
let v6 = v4;
let v7 = typeof v3;
%CreatePrivateSymbol(([0.5, 0.5].map(e => e) * 1e-07));
function f8(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v9 = v6;
    let v10 = v3;
  }
  return [[[v1, -1], Infinity], "item"].map(e => e);
}
let v9 = v6;
let v10 = v6;
let v11 = 0;
let v12 = v3;
if (true) {
  let v13 = [false, typeof v5];
} else {
  try {
    let v14 = ((v9 == f8(0.5)) + typeof v6);
  } catch (e) { console.log(String(e).length); }
}
console.log(f8(v4));
console.log((v2 == v14));
let v15 = (String(v1) < v12);
let v16 = v3;
let v17 = f8(f8([f8(f8(Math.max)), v7]));
let v18 = [];
let v19 = {value: [], alpha: f8(1)};
if (f8(v3)) {
  console.log([((a => a + 1) - v4), function (p) { return p; }].map(e => e));
} else {
  let v20 = f8(v0.length);
}
let v21 = typeof v7;
function f22(p0, p1) {
  let v24 = v12;
  try {
    let v25 = f8(1e+21);
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 5; i1++) {
    let v26 = v3;
    let v27 = {beta: f8((new Array(1) == Math.max)), alpha: new Array(0)};
  }
  return f8({delta: NaN, alpha: [2, v13].map(e => e), value: v11});
}
for (let i0 = 0; i0 < 5; i0++) {
  let v23 = Infinity;
}
let v24 = v9;
function f25(p0, p1) {
  try {
    console.log(new Array(3));
  } catch (e) { console.log(String(e).length); }
  return v24;
}
if ([f8(Math.max), f25(255, [65536, NaN].map(e => e))].map(e => e)) {
  console.log(-0.0);
} else {
  let v26 = 0;
}
let v27 = v6;
try {
  %IsBeingInterpreted();
} catch (e) { console.log(String(e).length); }
function f28(p0) {
  console.log(Math.max);
  let v29 = (new Array(3) == v10);
  return 1.5;
}
console.log(v6);
let v29 = v15;
console.log(JSON.stringify(v5));
let v30 = f25(["value key", (Math.max | -0.0)].map(e => e), v9);
let v31 = 3.14159;
if (JSON.stringify(v26)) {
  if (typeof v27) {
    let v32 = (v0 < v19);
  } else {
    console.log((Symbol() << f28(Symbol())));
  }
} else {
  let v33 = f25(v19.length, v29);
}
console.log([Infinity, 2].map(e => e));
let v34 = f22([JSON.stringify(v29), v32, v19], {delta: f28(["item item", "x value"].map(e => e))});
function f35(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v36 = f8(v2);
    let v37 = [];
  }
  let v38 = [f8(p0), ((Infinity * "alpha value delta") - v7)].map(e => e);
  for (let i1 = 0; i1 < 4; i1++) {
    let v39 = v18;
  }
  let v40 = typeof v18;
  return (1.5 & (undefined & "gamma"));
}
let v36 = v19;
for (let i0 = 0; i0 < 5; i0++) {
  let v37 = v32;
}
console.log(v2);
let v38 = v34;
function f39(p0, p1) {
  let v41 = f22(JSON.stringify(v36), v33);
  let v42 = f28(("value key" < ["alpha gamma", "beta key key"].map(e => e)));
  try {
    console.log(v29);
  } catch (e) { console.log(String(e).length); }
  let v43 = f28(f28(f25(1.5, 3.14159)));
  return JSON.stringify(v21);
}
let v40 = v2;
console.log([f35(v38), Math.max].map(e => e));
console.log((f8(f22({node: [[(a => a + 1), 1.5].map(e => e), {alpha: v9, key: function (p) { return p; }, omega: [1, v7].map(e => e)}].map(e => e)}, {omega: {item: f8((new Array(2) * "omega"))}})) < f22(v24, (2147483647 | Infinity))));
let v41 = Infinity;
function f42() {
  try {
    let v42 = [[(({node: v16, beta: v14} < [JSON.stringify(v37), 7, [v14, 7].map(e => e)]) | (1e+21 & {delta: String(v16), item: f25(v17, v30), x: [JSON.stringify(v0), typeof v18, v2.length]})), new Array(2), 0], [(1e+21 - new Array(2)), {key: [(typeof v0 * f25(function (p) { return p; }, "alpha")), 2, v0], x: f25((undefined | 0.5), true)}]];
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 1; i1++) {
    console.log([[[65536], typeof v24].map(e => e), [(-1 - "omega"), "gamma"].map(e => e)].map(e => e));
  }
  let v43 = 1.5;
  let v44 = JSON.stringify(v41);
  return (f8(JSON.stringify(v36)) - f8(typeof v44));
}
let v43 = v7.length;
function f44(p0, p1) {
  let v46 = 1e-07;
  let v47 = {x: "value", gamma: v14, x: {alpha: String(v14), delta: "omega value", omega: String(v20)}};
  console.log([]);
  let v48 = 0.5;
  return f22(v38, 2);
}
console.log([1e+21, new Array(2)].map(e => e));
if (new Array(1)) {
  let v45 = null;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v46 = ({beta: Infinity, value: 7, key: true} + ((Symbol() == -2147483648) & 0.5));
  }
}
console.log((65536 | ["delta", v37].map(e => e)));
for (let i0 = 0; i0 < 2; i0++) {
  console.log(JSON.stringify(v1));
}
try {
  console.log([v15]);
} catch (e) { console.log(String(e).length); }

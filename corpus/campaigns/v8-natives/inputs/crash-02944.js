let v0 = 1e-07;
for (let i0 = 0; i0 < 4; i0++) {
  console.log(1e-07);
  %IsBeingInterpreted();
}
let v1 = ((Infinity & new Array(4)) == v0);
try {
  console.log(String(v0));
} catch (e) { console.log(String(e).length); }
function f2() {
  let v2 = v0;
  let v3 = v0;
  console.log(([new Array(0)] % v2));
  for (let i1 = 0; i1 < 3; i1++) {
    let v4 = String(v3);
  }
  return {alpha: ({omega: v0} - v1), beta: [0.5, v3]};
}
console.log(JSON.stringify(v1));
console.log({});
console.log(v1.length);
let v3 = JSON.stringify(v1);
let v4 = (1.5 < (a => a + 1));
function f5() {
  try {
    let v5 = v1;
  } catch (e) { console.log(String(e).length); }
  return v1;
}
console.log([]);
let v6 = "value item";
function f7(p0, p1) {
  let v9 = v3;
  if (typeof p1) {
    let v10 = (2147483647 - {});
  } else {
    let v11 = new Array(3);
  }
  return v10;
}
console.log(v4);
%OptimizeFunctionOnNextCall(null);
function f8(p0, p1) {
  let v10 = (v1 << v3);
  let v11 = "alpha value";
  let v12 = v0;
  let v13 = f2();
  return [[v6, v4].map(e => e), typeof v1].map(e => e);
}
let v9 = v1;
try {
  let v10 = v9.length;
} catch (e) { console.log(String(e).length); }
let v11 = (new Array(2) % [1e-07, [["value item value", v0].map(e => e), typeof v10, typeof v0]].map(e => e));
let v12 = {gamma: [[String(v0)], f8(0, 1e+21)].map(e => e), alpha: 1.5, omega: false};
let v13 = [f2(), ([JSON.stringify(v4), [(0.5 == 1e+21), typeof v10].map(e => e)] << f2())].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v9);
}
let v14 = undefined;
let v15 = (f8(null, ({omega: f8(v3, (new Array(4) == 0.5)), delta: v12.length} % false)) < f7([{item: v11}, {value: v0}].map(e => e), f2()));
let v16 = Symbol();
let v17 = (v12 % [JSON.stringify(v16), f8("omega", Math.max)].map(e => e));
for (let i0 = 0; i0 < 5; i0++) {
  let v18 = (a => a + 1);
  if ((v3 % f7(Infinity, "gamma gamma"))) {
    let v19 = v10.length;
  } else {
    console.log(f7(Symbol(), 65536));
  }
}
%CreatePrivateSymbol(v17.length);
for (let i0 = 0; i0 < 4; i0++) {
  let v20 = new Array(2);
  let v21 = {};
}
console.log(f8(v1, function (p) { return p; }));
try {
  try {
    console.log(f8(v4, (null == [new Array(2), {omega: new Array(1)}].map(e => e))));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if (v14) {
  let v22 = [v1, [[{omega: v18, omega: JSON.stringify(v13), key: f5()}, NaN].map(e => e), JSON.stringify(v21)].map(e => e)].map(e => e);
} else {
  let v23 = v3;
}
let v24 = ([typeof v23, new Array(1)].map(e => e) & [Math.max, "gamma"].map(e => e));
for (let i0 = 0; i0 < 3; i0++) {
  console.log(f8([v15, JSON.stringify(v20)].map(e => e), v18));
  let v25 = v18.length;
}
try {
  let v26 = "beta x gamma";
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v27 = Math.max;
  } catch (e) { console.log(String(e).length); }
}
try {
  if (f2()) {
    let v28 = v6;
  } else {
    %DeoptimizeFunction([]);
  }
} catch (e) { console.log(String(e).length); }
console.log("node key");
let v29 = f2();
let v30 = v26;
let v31 = f8(v1, v26.length);
function f32() {
  try {
    let v32 = ["gamma", (1e-07 == v29)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(v22);
    let v33 = (typeof v14 % [2, 2].map(e => e));
  }
  return (Symbol() | ({x: [String(v24), v1]} & f8(true, -1)));
}
let v33 = {delta: null, key: {gamma: v11, beta: f7([0.5, 1].map(e => e), f7(Symbol(), {})), key: f5()}};
console.log(v33);
let v34 = String(v10);

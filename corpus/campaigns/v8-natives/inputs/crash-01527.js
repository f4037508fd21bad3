let v0 = 255;
let v1 = v0;
%NewRegExpWithBacktrackLimit([[1.5, false].map(e => e), [false, -0.0].map(e => e)].map(e => e), JSON.stringify(v0), "alpha beta node");
let v2 = (v0 == ([function (p) { return p; }, "value"].map(e => e) * ({delta: {alpha: Math.max, key: "omega alpha"}, beta: true} == 0.5)));
let v3 = new Array(4);
let v4 = typeof v1;
console.log(v4);
let v5 = 0.5;
if ((a => a + 1)) {
  let v6 = {x: function (p) { return p; }, alpha: 7};
} else {
  console.log([(function (p) { return p; } == v2), v0].map(e => e));
}
console.log(v4);
let v7 = JSON.stringify(v3);
let v8 = Symbol();
%NewRegExpWithBacktrackLimit(v2, false, v0);
console.log(v8);
if (new Array(1)) {
  if (-0.0) {
    let v9 = false;
  } else {
    let v10 = function (p) { return p; };
  }
} else {
  console.log(String(v6));
}
let v11 = false;
console.log((("x" < [{key: v0}, function (p) { return p; }].map(e => e)) | true));
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v12 = {omega: v9, gamma: undefined};
  } catch (e) { console.log(String(e).length); }
  if (2) {
    let v13 = false;
  } else {
    let v14 = 255;
  }
}
try {
  try {
    let v15 = [typeof v12, 1e-07, [JSON.stringify(v13), v3].map(e => e)];
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v16 = v9;
function f17(p0, p1) {
  console.log(v2);
  for (let i1 = 0; i1 < 1; i1++) {
    let v19 = [];
    let v20 = String(v14);
  }
  for (let i1 = 0; i1 < 4; i1++) {
    console.log([{item: ((function (p) { return p; } < {delta: (v20 & v4)}) | v20), gamma: v6}, Infinity]);
  }
  console.log(v10);
  return ["delta"];
}
for (let i0 = 0; i0 < 3; i0++) {
  let v18 = 3.14159;
}
function f19(p0, p1) {
  if (v15) {
    let v21 = f17(typeof p1, ((Symbol() == function (p) { return p; }) < 1e-07));
  } else {
    let v22 = f17([[7, function (p) { return p; }].map(e => e), -1].map(e => e), "key beta");
  }
  if ((v16 | "beta value item")) {
    let v23 = (v7 | [p1, 1e+21]);
  } else {
    let v24 = v6.length;
  }
  if ([typeof v9, [Symbol(), f17("x", new Array(0))].map(e => e)].map(e => e)) {
    let v25 = (a => a + 1);
  } else {
    let v26 = v4;
  }
  return v12;
}
function f20(p0, p1) {
  let v22 = new Array(3);
  console.log(p0);
  try {
    %StringCharCodeAt(v12, {});
  } catch (e) { console.log(String(e).length); }
  try {
    let v23 = f19(v0, true);
  } catch (e) { console.log(String(e).length); }
  return v11;
}
function f21(p0) {
  let v22 = [v10, v9].map(e => e);
  if ([[v18, [v1, v10].map(e => e), v7], (f17(0, "item x item") + new Array(2))].map(e => e)) {
    console.log(1.5);
  } else {
    let v23 = v12;
  }
  for (let i1 = 0; i1 < 3; i1++) {
    let v24 = [JSON.stringify(v9), "key alpha"].map(e => e);
  }
  let v25 = "key node beta";
  return function (p) { return p; };
}
console.log(Infinity);
if (false) {
  let v22 = [Infinity, v10].map(e => e);
} else {
  let v23 = f19([], v18);
}
console.log(v14);
let v24 = null;
let v25 = [v2, 65536].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  if ([Symbol(), [new Array(3), String(v10)].map(e => e)].map(e => e)) {
    let v26 = 1;
  } else {
    let v27 = v11;
  }
}
console.log({gamma: f17([{item: Infinity, delta: "item gamma gamma", node: 255}], {beta: String(v25), alpha: f21(Math.max), x: (v9 * {x: "omega"})}), key: (Math.max & (42 - [])), beta: {value: [1.5, new Array(2)].map(e => e)}});
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v28 = v1;
  }
  if (new Array(4)) {
    let v29 = typeof v25;
  } else {
    let v30 = v16;
  }
}
if ({node: (([JSON.stringify(v0)] - (a => a + 1)) % Infinity), key: [function (p) { return p; }, ({x: {omega: [v9, f17({omega: {key: v27, item: -1, node: v27}, gamma: 1}, 2147483647)].map(e => e), delta: f21(v16), value: 1e+21}, item: 2147483647, value: v14} + Math.max)].map(e => e)}) {
  console.log([String(v3), f17(f20(0, 2), v11)].map(e => e));
} else {
  let v31 = Math.max;
}
let v32 = v5;
function f33() {
  console.log(v8);
  console.log([[["beta alpha x", true].map(e => e), f17(3.14159, NaN)].map(e => e), null].map(e => e));
  let v33 = [[Math.max, (Symbol() << [])].map(e => e), 1e-07].map(e => e);
  return String(v16);
}
console.log((f21(f20(new Array(3), [[f33(), undefined], new Array(3), null])) - f19(v11, v14)));
function f34(p0) {
  console.log(f20(f20(v18, 3.14159), (a => a + 1)));
  return (new Array(0) << {alpha: [("omega gamma" < "node"), "key item"].map(e => e), delta: v5});
}
%OptimizeFunctionOnNextCall(f19);
let v35 = v11;
console.log([(v3 % v31), (v35 % f34([{}, [v12, undefined].map(e => e)]))]);
console.log(v25);
%ToFastProperties(true);
let v36 = (f17((Math.max * 2), {value: v31, item: v3, key: v10}) << v13);
if (2147483647) {
  let v37 = v1;
} else {
  console.log([-1, [NaN, Math.max].map(e => e)].map(e => e));
}
console.log(f33());
%OptimizeFunctionOnNextCall(f33);
let v38 = "alpha";
let v39 = [v15, Math.max, v7];
let v40 = (v6 == v4.length);

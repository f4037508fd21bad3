let v0 = new Array(0);
console.log(new Array(1));
%OptimizeFunctionOnNextCall(v0.length);
let v1 = 1e+21;
function f2() {
  console.log(("value item" - JSON.stringify(v0)));
  let v2 = JSON.stringify(v1);
  let v3 = JSON.stringify(v2);
  return ([] << v2);
}
%PrepareFunctionForOptimization(v0);
let v3 = 0;
console.log(2);
try {
  console.log(v0);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  let v4 = v1;
}
let v5 = v1;
if (f2()) {
  let v6 = ("item key" << 1);
} else {
  let v7 = f2();
}
let v8 = typeof v4;
console.log((v4.length + v3));
let v9 = ({value: 3.14159, x: v4, value: [v1, [1e+21, null].map(e => e)].map(e => e)} + [f2(), new Array(1)].map(e => e));
try {
  let v10 = f2();
} catch (e) { console.log(String(e).length); }
let v11 = f2();
function f12() {
  let v12 = v10;
  console.log(typeof v9);
  try {
    console.log(f2());
  } catch (e) { console.log(String(e).length); }
  try {
    let v13 = [[[new Array(4), Math.max].map(e => e), "x"].map(e => e), (new Array(2) << (new Array(1) * {omega: v6, beta: -0.0}))].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return null;
}
function f13() {
  try {
    let v13 = v9;
  } catch (e) { console.log(String(e).length); }
  return f2();
}
let v14 = ([f12(), v9].map(e => e) - Math.max);
let v15 = (f2() << v7);
let v16 = v5;
let v17 = "alpha";
console.log(v4);
let v18 = (({delta: String(v17), gamma: [([{item: v16}, "item value"].map(e => e) * v14)], beta: "item x key"} + v11) % Math.max);
function f19(p0, p1) {
  console.log(f2());
  if ([65536, -2147483648].map(e => e)) {
    console.log(p1);
  } else {
    let v21 = [new Array(0), [[[({} << new Array(4)), 1].map(e => e), f12(), []], f2()].map(e => e)].map(e => e);
  }
  let v22 = [];
  return v15;
}
let v20 = [v15, 0.5, new Array(2)];
if ((Symbol() + [v10, v14].map(e => e))) {
  let v21 = String(v10);
} else {
  let v22 = {x: typeof v20, gamma: function (p) { return p; }};
}
console.log((v15 < ((function (p) { return p; } & {value: v16.length, x: true}) == f19({item: 3.14159}, [[v6]]))));
for (let i0 = 0; i0 < 3; i0++) {
  let v23 = v9;
}
console.log(([v9.length, v3.length].map(e => e) + (Math.max * 2147483647)));
let v24 = ["delta gamma", 1e-07].map(e => e);
let v25 = v24;
try {
  console.log(JSON.stringify(v7));
} catch (e) { console.log(String(e).length); }
function f26(p0, p1) {
  if ([v8, v0]) {
    let v28 = ("value omega alpha" < JSON.stringify(v21));
  } else {
    console.log(({key: [new Array(1), null], delta: [v7, v21].map(e => e), beta: f19((Infinity << false), [])} + ({beta: {}, delta: [v16, [new Array(0), new Array(4)].map(e => e)].map(e => e), value: v18} * (1.5 - 1e-07))));
  }
  let v29 = v0;
  let v30 = [1e+21, v28].map(e => e);
  return {item: new Array(3), gamma: v25};
}
let v27 = f26(42, v6);
for (let i0 = 0; i0 < 5; i0++) {
  let v28 = f2();
  let v29 = "alpha";
}
try {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log((v27 << JSON.stringify(v23)));
    console.log(f13());
  }
} catch (e) { console.log(String(e).length); }
function f30(p0) {
  let v31 = v1;
  let v32 = [[["alpha key item", (a => a + 1)].map(e => e), ("key value item" << {})].map(e => e), [JSON.stringify(v16), [{alpha: 0.5, item: "delta alpha omega"}, new Array(2)].map(e => e)].map(e => e), function (p) { return p; }];
  let v33 = v7;
  let v34 = v32;
  return f26((-2147483648 | v22), new Array(3));
}
let v31 = v6;
let v32 = JSON.stringify(v21);
let v33 = [[[v3], {x: (String(v8) * [3.14159, v16]), key: Math.max, alpha: Math.max}, 1e-07]];
if ((v25 * v22)) {
  let v34 = undefined;
} else {
  let v35 = [];
}
let v36 = f26(v34, Math.max);
let v37 = 255;
let v38 = v3;
let v39 = JSON.stringify(v7);
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v40 = [[{node: 1e-07}, v4].map(e => e), (v33 + {beta: f12()})];
    let v41 = [f13(), v10, f12()];
  }
} catch (e) { console.log(String(e).length); }
let v42 = function (p) { return p; };
console.log((new Array(0) == JSON.stringify(v42)));

function f0(p0) {
  %CreatePrivateSymbol((Math.max << [{key: [(p0 * [function (p) { return p; }, [Infinity]].map(e => e)), []]}, [new Array(4), p0, [-0.0, [Infinity, {}].map(e => e)].map(e => e)]].map(e => e)));
  let v1 = ["x delta gamma", (p0 % p0)];
  console.log(v1);
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(([[["omega item gamma", function (p) { return p; }].map(e => e), Symbol()].map(e => e), [], v1] < v1));
    let v2 = p0;
  }
  return v2;
}
let v1 = (("item key beta" & [null, f0({})]) << [[f0(undefined)], Math.max].map(e => e));
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v2 = ([[["item node", new Array(2)].map(e => e), 0.5].map(e => e), 1e+21] - v1);
  }
} catch (e) { console.log(String(e).length); }
let v3 = Infinity;
console.log(255);
let v4 = Symbol();
let v5 = v1;
console.log(v2);
function f6(p0) {
  let v7 = v2;
  console.log(v1);
  for (let i1 = 0; i1 < 4; i1++) {
    let v8 = v4;
    let v9 = v1.length;
  }
  try {
    %CreatePrivateSymbol(Math.max);
  } catch (e) { console.log(String(e).length); }
  return f0(([new Array(1), [(Symbol() < 1.5), Infinity].map(e => e)] < p0));
}
let v7 = f6([{}, (Math.max - Infinity)]);
let v8 = v2;
let v9 = v5;
if (([[undefined, {key: 0.5, item: f0(String(v3)), alpha: v3}].map(e => e), f0(Infinity)].map(e => e) | [[v7], "omega delta beta", function (p) { return p; }])) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v10 = f0(v5);
  }
} else {
  try {
    console.log(-0.0);
  } catch (e) { console.log(String(e).length); }
}
function f11() {
  console.log(v9);
  return [v2];
}
try {
  let v12 = 1.5;
} catch (e) { console.log(String(e).length); }
let v13 = v9;
function f14(p0, p1) {
  let v16 = p0;
  console.log("alpha beta value");
  let v17 = v4;
  return v2;
}
let v15 = [f14(v4, ([false, f0([v13]), {omega: {x: v3}, key: v10}] + function (p) { return p; })), f14(v7, String(v4))].map(e => e);
let v16 = [{item: v4, value: (Math.max | typeof v2)}, v10].map(e => e);
let v17 = typeof v2;
console.log(v8);
console.log(v5);
if (function (p) { return p; }) {
  %OptimizeFunctionOnNextCall((f6({gamma: "beta item"}) - "key"));
} else {
  let v18 = [((true % 2147483647) % ((a => a + 1) + 7)), f11()].map(e => e);
}
let v19 = v12;
let v20 = v4;
let v21 = 1e+21;
let v22 = [v17, (-0.0 < v20)].map(e => e);
let v23 = (f6(f14("node", 0)) + v22);
let v24 = [new Array(4)];
if (String(v10)) {
  try {
    let v25 = v3;
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(1e+21);
  }
}
function f26(p0, p1) {
  let v28 = (JSON.stringify(p0) == f0(v18.length));
  let v29 = (typeof v15 - (v9 + (3.14159 == 1e+21)));
  return f14([v3, [null, {}].map(e => e)].map(e => e), JSON.stringify(v24));
}
let v27 = ["omega", new Array(2)].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  console.log((f26(new Array(2), [new Array(2), 1.5].map(e => e)) & 1.5));
  let v28 = 1e+21;
}
let v29 = v22;
let v30 = "alpha";
let v31 = v21;
let v32 = (new Array(1) | [{omega: [-1, ["alpha", (0 & {omega: v15.length, item: f6((0 | [v23]))})]].map(e => e), gamma: v7}, f6("value")].map(e => e));
let v33 = "item key x";
console.log(f11());
for (let i0 = 0; i0 < 2; i0++) {
  let v34 = v1;
  try {
    console.log(true);
  } catch (e) { console.log(String(e).length); }
}
function f35(p0) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v36 = [[[[], new Array(0)].map(e => e), "gamma omega gamma"].map(e => e), new Array(2)].map(e => e);
    console.log(1.5);
  }
  console.log(v9);
  return p0.length;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v36 = [(-2147483648 < f6(0.5)), 7].map(e => e);
}
let v37 = v7;
function f38(p0, p1) {
  let v40 = f6([String(v4), {beta: v4, omega: {x: [[{key: new Array(4)}, 42].map(e => e), {key: function (p) { return p; }, node: v21, gamma: f0(("node node key" << {beta: f0(-1), x: -0.0, gamma: JSON.stringify(v8)}))}].map(e => e)}}].map(e => e));
  if ([JSON.stringify(v30), v4, [f26(0.5, Math.max), v3.length].map(e => e)]) {
    let v41 = [[v30, v21].map(e => e), null].map(e => e);
  } else {
    let v42 = null;
  }
  for (let i1 = 0; i1 < 3; i1++) {
    let v43 = v2;
  }
  return 1e+21;
}
if ([v7.length, Math.max].map(e => e)) {
  let v39 = (v24 * ({omega: false, node: [f0(v15), ({key: new Array(3), gamma: v10.length} * (2 << function (p) { return p; })), [(7 + [{beta: (f6(Infinity) % typeof v29), value: v20, key: [typeof v31, [f11(), {alpha: JSON.stringify(v24), delta: "delta x"}].map(e => e)]}, JSON.stringify(v16)]), f14(new Array(4), NaN)].map(e => e)]} | Math.max));
} else {
  try {
    let v40 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 1; i0++) {
  let v41 = [[v2.length, typeof v21].map(e => e), {value: [f38([v36], [v19, f6(v4)]), {x: v18.length, node: [v34, 1e+21].map(e => e), node: 255}].map(e => e), x: [{omega: v3, omega: 255}, v33, (a => a + 1)], item: new Array(0)}, {delta: new Array(0), alpha: new Array(3), value: (v12.length == 2)}];
}
let v42 = undefined;
try {
  let v43 = v20;
} catch (e) { console.log(String(e).length); }
if ([]) {
  if ([Symbol(), v3].map(e => e)) {
    let v44 = (v17 - (1 % [new Array(2), {key: [v31]}].map(e => e)));
  } else {
    let v45 = v28;
  }
} else {
  let v46 = 1.5;
}

let v0 = "gamma";
try {
  let v1 = JSON.stringify(v0);
} catch (e) { console.log(String(e).length); }
function f2(p0, p1) {
  let v4 = (a => a + 1);
  %NewRegExpWithBacktrackLimit({}, v0, {});
  console.log(p1);
  return {node: [v0.length, ["omega gamma item"]].map(e => e)};
}
console.log(v0);
for (let i0 = 0; i0 < 3; i0++) {
  let v3 = f2((1.5 % f2([v0], Math.max)), v1);
}
let v4 = f2(v1.length, f2(v0, null));
let v5 = v1;
let v6 = typeof v4;
if (f2(NaN, (f2(2147483647, null) % [String(v6), 3.14159, [v4, (JSON.stringify(v3) | f2([], [function (p) { return p; }, v6, v5])), 255]]))) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v7 = (3.14159 | "node value");
    console.log([f2(f2((a => a + 1), 65536), 3.14159), [String(v7), [new Array(3), "omega key"].map(e => e)].map(e => e)].map(e => e));
  }
} else {
  let v8 = typeof v4;
}
let v9 = [v1.length, v8].map(e => e);
console.log(v0);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(f2((f2([[Infinity, f2([typeof v8, v1, f2(JSON.stringify(v6), {gamma: Infinity})], new Array(2))].map(e => e)], 1e+21) + new Array(2)), {key: ["value", [false, 1.5].map(e => e)].map(e => e), x: ("gamma" - v0)}));
}
let v10 = v5;
function f11() {
  let v11 = v4;
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(f2(v0, [[{alpha: undefined, gamma: ([42, NaN].map(e => e) - v10)}, [v1, f2(v5, ("node gamma" * {item: [new Array(1), v3].map(e => e)})), {value: v10, value: v0}]].map(e => e), [new Array(0), new Array(3)].map(e => e)].map(e => e)));
    console.log(v9);
  }
  let v12 = v8;
  let v13 = v10;
  return v5;
}
let v12 = v1;
let v13 = Math.max;
let v14 = (1.5 + f11());
let v15 = Math.max;
function f16(p0) {
  let v17 = Math.max;
  for (let i1 = 0; i1 < 1; i1++) {
    let v18 = Math.max;
  }
  return typeof v3;
}
try {
  let v17 = ((typeof v4 << [{alpha: v1, item: Symbol()}, new Array(3)].map(e => e)) & [f11()]);
} catch (e) { console.log(String(e).length); }
if (f2([Infinity, v3.length].map(e => e), (["gamma beta", new Array(4)].map(e => e) & new Array(1)))) {
  let v18 = v1;
} else {
  let v19 = 255;
}
if ({key: f11()}) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v20 = undefined;
    let v21 = -0.0;
  }
} else {
  console.log(typeof v1);
}
console.log(v14);
let v22 = {gamma: [[{x: String(v3)}, Infinity].map(e => e), null].map(e => e), beta: v14, node: "x x node"};
let v23 = v10;
let v24 = (typeof v8 - String(v21));
console.log([[]]);
let v25 = [];
let v26 = f11();
%IsBeingInterpreted();
let v27 = {};
let v28 = f2(v18, new Array(0));
if (JSON.stringify(v17)) {
  %ToFastProperties((f11() % v7.length));
} else {
  let v29 = v8.length;
}
console.log(f2([v7, (0.5 * false)].map(e => e), v22));
if (v10.length) {
  try {
    %DeoptimizeFunction(new Array(3));
  } catch (e) { console.log(String(e).length); }
} else {
  let v30 = [v21, (a => a + 1)].map(e => e);
}
if ("gamma") {
  for (let i1 = 0; i1 < 3; i1++) {
    let v31 = new Array(2);
  }
} else {
  let v32 = f2((new Array(0) & v30), []);
}
try {
  if (Math.max) {
    console.log(f11());
  } else {
    let v33 = (f11() & JSON.stringify(v6));
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v34 = f16(typeof v26);
  let v35 = [{}, v17].map(e => e);
}
let v36 = v31.length;
let v37 = v31;
let v38 = (typeof v13 % ([NaN, {key: 7, value: [new Array(1), v0]}].map(e => e) << {node: f2("alpha alpha omega", {key: undefined, item: v5})}));
function f39(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v41 = (1e-07 == "gamma");
  }
  if ([[([] * {omega: 1e+21, omega: v15}), v21].map(e => e), [JSON.stringify(v0), JSON.stringify(v20)].map(e => e)].map(e => e)) {
    let v42 = [[new Array(4)], -1].map(e => e);
  } else {
    let v43 = v1;
  }
  let v44 = v4;
  return 7;
}
let v40 = [v5, []].map(e => e);
let v41 = v36;

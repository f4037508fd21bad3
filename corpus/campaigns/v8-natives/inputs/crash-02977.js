let v0 = undefined;
let v1 = undefined;
let v2 = JSON.stringify(v0);
let v3 = [v2, [[0], JSON.stringify(v0)].map(e => e)];
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = [{item: [1, new Array(0)].map(e => e)}, Math.max].map(e => e);
  let v5 = [String(v0), undefined, {node: JSON.stringify(v4), delta: [], value: Infinity}];
}
let v6 = v0;
console.log([]);
try {
  let v7 = {};
} catch (e) { console.log(String(e).length); }
let v8 = 1e+21;
let v9 = Symbol();
for (let i0 = 0; i0 < 2; i0++) {
  %NeverOptimizeFunction([JSON.stringify(v9), 2].map(e => e));
  console.log([(v3 + v6), v3.length].map(e => e));
}
console.log([JSON.stringify(v5), v7].map(e => e));
let v10 = 0.5;
for (let i0 = 0; i0 < 4; i0++) {
  if (Symbol()) {
    let v11 = 1e+21;
  } else {
    let v12 = new Array(0);
  }
  let v13 = 1.5;
}
console.log(new Array(3));
try {
  let v14 = v9;
} catch (e) { console.log(String(e).length); }
let v15 = [[Symbol(), 7], (v4 | typeof v6)].map(e => e);
console.log([1, v8].map(e => e));
let v16 = (a => a + 1);
let v17 = [(v10 & null), [new Array(4)]].map(e => e);
let v18 = [new Array(3), {}].map(e => e);
let v19 = new Array(4);
let v20 = typeof v8;
try {
  let v21 = Infinity;
} catch (e) { console.log(String(e).length); }
let v22 = {};
let v23 = 2;
let v24 = v15;
console.log(function (p) { return p; });
if (v0) {
  if ((v4 == "item node omega")) {
    let v25 = v9;
  } else {
    let v26 = "key delta omega";
  }
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v27 = 1;
  }
}
function f28(p0, p1) {
  console.log(v17);
  let v30 = (v14.length + (0.5 << (65536 < "item")));
  let v31 = function (p) { return p; };
  return [[(true | Math.max), v17].map(e => e), []].map(e => e);
}
let v29 = "beta";
let v30 = v20;
let v31 = [Infinity, f28(false, [[v11, f28([0.5, Math.max].map(e => e), null), (a => a + 1)], {beta: v13}].map(e => e))].map(e => e);
console.log([v23, v7].map(e => e));
let v32 = new Array(2);
console.log(Infinity);
console.log(1e-07);
let v33 = 0;
if ([{gamma: f28(((a => a + 1) & 3.14159), [v11]), gamma: {item: v6}}, [new Array(3), f28(1e-07, [[[typeof v27, typeof v18], Symbol()].map(e => e), v16, (typeof v27 == Symbol())])].map(e => e)].map(e => e)) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(f28((f28({}, Infinity) & (a => a + 1)), v17));
    console.log(JSON.stringify(v1));
  }
} else {
  console.log({gamma: v29});
}
let v34 = (v8 + v0);
console.log(f28(f28(0.5, [{key: v4, beta: v26}, {key: v31, value: 0.5, delta: v17}].map(e => e)), ([Infinity, {x: 1e-07, omega: (("item beta alpha" * "delta alpha item") + typeof v29), omega: Math.max}].map(e => e) * ["node omega", [((function (p) { return p; } & []) * ({x: ((3.14159 % "omega") % "gamma x"), delta: v3, beta: [-0.0, typeof v31].map(e => e)} & (a => a + 1)))]].map(e => e))));
let v35 = Math.max;
console.log(typeof v9);
function f36() {
  for (let i1 = 0; i1 < 4; i1++) {
    let v36 = v9;
  }
  if ([v12.length, new Array(2)].map(e => e)) {
    let v37 = v23;
  } else {
    let v38 = [v9.length, 3.14159].map(e => e);
  }
  if ([]) {
    let v39 = String(v23);
  } else {
    console.log(f28(Math.max, f28(f28("gamma x alpha", Infinity), new Array(1))));
  }
  return Math.max;
}
let v37 = [v26];
let v38 = f36();
let v39 = v33;
let v40 = typeof v15;
let v41 = 42;
console.log((a => a + 1));
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v42 = v6;
    let v43 = [String(v18), {beta: (v10 * f28({alpha: [[Infinity, 7].map(e => e), [Infinity, 0.5, Symbol()]].map(e => e), item: v16}, 1e+21)), x: f28(v33, "gamma value omega"), item: -2147483648}].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v44 = {delta: 0};
  }
}
let v45 = v43;

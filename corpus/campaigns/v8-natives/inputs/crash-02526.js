let v0 = ([Math.max] | [undefined, 3.14159].map(e => e));
try {
  let v1 = JSON.stringify(v0);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = v0;
  let v3 = [v2, String(v0)].map(e => e);
}
let v4 = "alpha";
let v5 = "delta";
try {
  let v6 = [0, v1].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log([]);
let v7 = v0;
try {
  let v8 = v0;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  %CreatePrivateSymbol(2);
  if (({delta: v6} == v0)) {
    let v9 = v5;
  } else {
    let v10 = false;
  }
}
let v11 = typeof v4;
if (["gamma alpha delta", [{}, [v6, [v8, [], Symbol()]].map(e => e)]].map(e => e)) {
  let v12 = false;
} else {
  console.log(v8);
}
console.log(true);
let v13 = [function (p) { return p; }, "node item delta"].map(e => e);
let v14 = typeof v8;
let v15 = (a => a + 1);
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v16 = v5;
  }
} catch (e) { console.log(String(e).length); }
console.log(typeof v7);
try {
  if ((v0 * String(v8))) {
    let v17 = new Array(4);
  } else {
    let v18 = v14;
  }
} catch (e) { console.log(String(e).length); }
let v19 = ([[v3, v8], new Array(2)].map(e => e) % [3.14159, (0.5 + [((a => a + 1) * String(v0)), v4])].map(e => e));
let v20 = [[typeof v4, (1.5 < v14)], [{node: [[new Array(1), {}], "value delta"].map(e => e), alpha: 7, node: 0.5}, v2].map(e => e)].map(e => e);
console.log(JSON.stringify(v0));
if ([{}]) {
  let v21 = 0.5;
} else {
  let v22 = [v18];
}
let v23 = v16;
if (v10) {
  let v24 = ({value: 255} % [v2, new Array(2)].map(e => e));
} else {
  console.log(v10);
}
function f25(p0, p1) {
  let v27 = Math.max;
  let v28 = -0.0;
  let v29 = v22.length;
  console.log([]);
  return v7.length;
}
let v26 = v9;
try {
  let v27 = "value node";
} catch (e) { console.log(String(e).length); }
console.log([v2, "key x gamma"].map(e => e));
let v28 = [v27, v7].map(e => e);
function f29(p0) {
  let v30 = f25(f25(function (p) { return p; }, v3), (([v22, typeof v1, f25(f25(1, Math.max), f25(3.14159, {delta: f25({x: null, value: v26, beta: v20}, f25(42, 2)), node: {delta: [], beta: 255}, node: v19.length}))] == (a => a + 1)) | "gamma"));
  let v31 = null;
  let v32 = 65536;
  let v33 = (((Math.max & "item") & v16) < 1e+21);
  return [{alpha: v28, alpha: [], gamma: (true + v1)}, (f25([f25([-2147483648, [0.5]].map(e => e), f25(-1, "beta x")), [v18, p0].map(e => e), [v27, 3.14159].map(e => e)], 1.5) | ({omega: v3, node: [1e+21, ((a => a + 1) == new Array(3))].map(e => e), node: new Array(3)} == -2147483648))];
}
let v30 = [(0 + v4), v0].map(e => e);
function f31(p0) {
  let v32 = (v23 - {});
  return v11;
}
if ((["delta value", [-0.0, 42].map(e => e)].map(e => e) < false)) {
  let v32 = v4;
} else {
  let v33 = [(2 | (1e+21 * new Array(1))), ["beta delta value", f29({value: f29(v15)})].map(e => e), v28];
}
function f34(p0, p1) {
  try {
    let v36 = p0;
  } catch (e) { console.log(String(e).length); }
  let v37 = [Symbol(), v24].map(e => e);
  return (7 << new Array(0));
}
let v35 = JSON.stringify(v18);
let v36 = (a => a + 1);
let v37 = 1;
let v38 = String(v15);
try {
  let v39 = (JSON.stringify(v26) * String(v37));
} catch (e) { console.log(String(e).length); }
console.log((7 | {x: f29(String(v5)), key: v4, value: v5}));
let v40 = -0.0;
console.log([v16]);
function f41(p0, p1) {
  let v43 = true;
  let v44 = v12;
  let v45 = JSON.stringify(v1);
  let v46 = "node x";
  return typeof v6;
}
let v42 = f31(f29("alpha"));
for (let i0 = 0; i0 < 4; i0++) {
  let v43 = f29([[v13, f25("node node", {beta: String(v4), delta: ((false << {}) << 7), key: (((a => a + 1) * new Array(4)) | [["value omega node", [[], 2].map(e => e), [f41(1e-07, new Array(3)), v32].map(e => e)], "value"].map(e => e))})].map(e => e)]);
}
console.log(v16.length);
try {
  try {
    let v44 = v15;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
%CreatePrivateSymbol(f41);
for (let i0 = 0; i0 < 2; i0++) {
  let v45 = v42;
}
let v46 = 7;
try {
  let v47 = (v7 * 0);
} catch (e) { console.log(String(e).length); }
console.log(v40);
let v48 = v17;

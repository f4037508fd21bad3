let v0 = false;
console.log(v0);
let v1 = null;
console.log(v1);
let v2 = v0;
let v3 = new Array(2);
let v4 = {node: [[{key: v3, item: (v3 * undefined)}], (42 < new Array(0))].map(e => e)};
let v5 = [v2, v0, [({beta: Math.max, x: v2, alpha: "alpha"} << {}), JSON.stringify(v3)].map(e => e)];
console.log(((v4 << Math.max) % v0));
try {
  %NewRegExpWithBacktrackLimit(v1, new Array(1), 1e+21);
} catch (e) { console.log(String(e).length); }
try {
  if ({node: v0}) {
    let v6 = -0.0;
  } else {
    let v7 = 1e+21;
  }
} catch (e) { console.log(String(e).length); }
let v8 = ([("item delta" & -0.0)] + Symbol());
let v9 = v7;
console.log({});
let v10 = (v6 << "gamma beta");
let v11 = 3.14159;
if ([42, ((7 == []) - [new Array(1), [[(a => a + 1), Infinity].map(e => e), 1e-07, v9]].map(e => e))].map(e => e)) {
  let v12 = [function (p) { return p; }, Symbol()].map(e => e);
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v13 = function (p) { return p; };
    let v14 = 1;
  }
}
let v15 = new Array(0);
let v16 = "beta";
console.log(("x" | ["value node", 2].map(e => e)));
if (Math.max) {
  let v17 = ["delta", v2].map(e => e);
} else {
  try {
    console.log(v12);
  } catch (e) { console.log(String(e).length); }
}
let v18 = [{beta: function (p) { return p; }, node: new Array(1), value: v2}, v10].map(e => e);
function f19(p0) {
  let v20 = v1.length;
  return v0;
}
let v20 = v1;
let v21 = [{}, v1];
console.log([(f19(42) | new Array(1)), [undefined, f19(function (p) { return p; })].map(e => e)].map(e => e));
let v22 = v14;
if (JSON.stringify(v16)) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v23 = Infinity;
    let v24 = v4;
  }
} else {
  let v25 = v23;
}
let v26 = new Array(4);
try {
  console.log([f19("omega key node"), {}, 65536]);
} catch (e) { console.log(String(e).length); }
let v27 = v11.length;
let v28 = [v24, 1];
try {
  if ([JSON.stringify(v6), v20].map(e => e)) {
    let v29 = typeof v8;
  } else {
    let v30 = v9.length;
  }
} catch (e) { console.log(String(e).length); }
console.log(f19(-1));
if (v24) {
  let v31 = [v4, new Array(4)].map(e => e);
} else {
  %NeverOptimizeFunction([-1]);
}
for (let i0 = 0; i0 < 4; i0++) {
  try {
    console.log({beta: f19({key: typeof v20}), key: String(v30)});
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log((v24 - new Array(0)));
}
console.log([{node: f19(v15), key: v17}, v25]);
for (let i0 = 0; i0 < 5; i0++) {
  let v32 = v22;
  let v33 = 0.5;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v34 = [[[JSON.stringify(v21), {delta: {item: -0.0, item: (v20 * v13)}, x: null, key: [(Math.max * -2147483648), "alpha"].map(e => e)}].map(e => e)], ([[({key: v22} == "alpha item gamma")], new Array(1)].map(e => e) | v29)].map(e => e);
  console.log(v22);
}
console.log([]);
try {
  console.log("omega");
} catch (e) { console.log(String(e).length); }
let v35 = f19([v8, {item: f19(v20)}]);
try {
  if (typeof v2) {
    let v36 = JSON.stringify(v9);
  } else {
    console.log(0.5);
  }
} catch (e) { console.log(String(e).length); }
let v37 = f19(1.5);
console.log(v30);
console.log(f19(Symbol()));
let v38 = NaN;

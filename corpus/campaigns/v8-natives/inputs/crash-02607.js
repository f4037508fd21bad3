function f0(p0, p1) {
  let v2 = p0;
  console.log(String(v2));
  return {omega: typeof p0, delta: (p0 + 1e-07)};
}
let v1 = function (p) { return p; };
let v2 = JSON.stringify(v1);
let v3 = NaN;
let v4 = ([f0(String(v3), 7)] | f0(f0(new Array(1), 1.5), null));
function f5() {
  for (let i1 = 0; i1 < 1; i1++) {
    let v5 = "key";
    let v6 = "key alpha delta";
  }
  let v7 = function (p) { return p; };
  if (v3) {
    let v8 = [[["gamma", {item: {delta: f0(((a => a + 1) & {}), Symbol()), key: [{}, "x node delta"].map(e => e)}}].map(e => e), "beta"].map(e => e)];
  } else {
    console.log(v8);
  }
  let v9 = v3;
  return -1;
}
if (JSON.stringify(v3)) {
  %DeoptimizeFunction((v3 < {omega: v1, key: v2, value: 1.5}));
} else {
  console.log("item delta");
}
function f6(p0, p1) {
  console.log(p0);
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(JSON.stringify(p1));
    let v8 = v2;
  }
  return typeof v1;
}
if (3.14159) {
  console.log([f6(new Array(3), ["key gamma", "x gamma"].map(e => e)), 1].map(e => e));
} else {
  console.log(f6((f0("node", undefined) < ["beta", []].map(e => e)), v4));
}
console.log("x delta");
try {
  console.log([["alpha omega", f6(null, NaN)].map(e => e), v2].map(e => e));
} catch (e) { console.log(String(e).length); }
let v7 = true;
console.log(v7);
let v8 = 1e-07;
console.log(String(v3));
%NeverOptimizeFunction(([null, 65536].map(e => e) - 65536));
let v9 = [[typeof v7, new Array(4)].map(e => e), new Array(1)];
let v10 = v1;
let v11 = "node node item";
if (f6(null, f5())) {
  console.log("gamma");
} else {
  let v12 = v9;
}
if (v4) {
  console.log(1);
} else {
  let v13 = [[String(v9), [{}, new Array(0)].map(e => e), undefined], ({value: v1.length} & v12)].map(e => e);
}
let v14 = Math.max;
let v15 = JSON.stringify(v7);
console.log(v8);
let v16 = [new Array(4), [3.14159, 1.5].map(e => e)].map(e => e);
let v17 = String(v4);
let v18 = v9;
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v19 = {delta: v13, beta: v17, beta: v3};
  }
} catch (e) { console.log(String(e).length); }
let v20 = typeof v15;
let v21 = "gamma omega";
let v22 = [([2, 3.14159].map(e => e) & [[v18, (a => a + 1), v21], new Array(3)].map(e => e)), f0(v19, ({delta: [v17, ([] - 0)].map(e => e), item: new Array(1), alpha: JSON.stringify(v21)} * "node delta")), {key: f5(), omega: f5()}];
let v23 = v21;
console.log(f0(v20, [v3, JSON.stringify(v18), v12]));
console.log(v14);
if (JSON.stringify(v9)) {
  let v24 = ((a => a + 1) & v15);
} else {
  try {
    console.log(v23);
  } catch (e) { console.log(String(e).length); }
}
let v25 = [[{omega: Math.max, gamma: (a => a + 1)}, v7].map(e => e), v18].map(e => e);
console.log(v11);
try {
  let v26 = [];
} catch (e) { console.log(String(e).length); }
let v27 = -2147483648;

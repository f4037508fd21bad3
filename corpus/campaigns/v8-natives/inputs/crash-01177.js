let v0 = 2;
let v1 = v0;
console.log((v1 - ("beta value" | v0)));
console.log((2 - v0));
let v2 = undefined;
let v3 = v2;
console.log(v1);
let v4 = null;
for (let i0 = 0; i0 < 2; i0++) {
  console.log([[[[[false, [{node: -0.0, node: new Array(3), beta: (1.5 << new Array(0))}, (new Array(3) | [])].map(e => e)], v3], 2].map(e => e), JSON.stringify(v4)].map(e => e), v1]);
}
let v5 = new Array(1);
console.log(["alpha", [[-1, false].map(e => e), {item: String(v2), delta: [v5]}].map(e => e)]);
console.log((v4 & "gamma"));
let v6 = "beta item";
console.log(0.5);
for (let i0 = 0; i0 < 1; i0++) {
  %CreatePrivateSymbol([[true, Infinity].map(e => e), v2].map(e => e));
}
let v7 = v0;
function f8(p0) {
  let v9 = new Array(0);
  let v10 = function (p) { return p; };
  return function (p) { return p; };
}
let v9 = new Array(4);
let v10 = v9;
let v11 = v7;
let v12 = 1e-07;
for (let i0 = 0; i0 < 2; i0++) {
  console.log([[v12, typeof v4].map(e => e), f8(("node alpha" - function (p) { return p; }))].map(e => e));
}
try {
  let v13 = [1.5, v2].map(e => e);
} catch (e) { console.log(String(e).length); }
let v14 = f8(v0.length);
let v15 = v12.length;
if (v6) {
  let v16 = [v2, null].map(e => e);
} else {
  let v17 = [new Array(4), [String(v7), {}].map(e => e)].map(e => e);
}
if (Infinity) {
  console.log({x: [v11, "node item"].map(e => e), key: [v1, v16].map(e => e)});
} else {
  console.log([v15.length, f8(("x node key" - "alpha delta"))].map(e => e));
}
let v18 = -2147483648;
let v19 = v7;
let v20 = [];
if (v15) {
  let v21 = new Array(1);
} else {
  try {
    let v22 = true;
  } catch (e) { console.log(String(e).length); }
}
console.log(f8(["node item x", [f8(v17), v18, [[(v15 % "key")], ([null, Infinity].map(e => e) + typeof v7), [v13, [[-2147483648, v12, (f8(-0.0) | v11)], {value: (1.5 - v5), alpha: f8(v20), omega: JSON.stringify(v6)}].map(e => e)].map(e => e)]]].map(e => e)));
let v23 = v2;
let v24 = (0.5 & [JSON.stringify(v17)]);
let v25 = String(v4);
console.log(v9);
let v26 = f8(Math.max);
let v27 = [v17.length, v4, 3.14159];
let v28 = JSON.stringify(v9);
let v29 = v4;
let v30 = {node: v3, omega: (a => a + 1), key: JSON.stringify(v15)};
let v31 = {};
let v32 = {beta: f8(((a => a + 1) << 0)), alpha: ({value: f8("node beta key"), alpha: "alpha delta delta", delta: typeof v21} | [1.5, 7].map(e => e))};
if (function (p) { return p; }) {
  let v33 = function (p) { return p; };
} else {
  let v34 = {x: typeof v27};
}
if ((NaN % 65536)) {
  try {
    let v35 = JSON.stringify(v29);
  } catch (e) { console.log(String(e).length); }
} else {
  let v36 = function (p) { return p; };
}
let v37 = v7;
let v38 = ((a => a + 1) & Symbol());
try {
  if (v12) {
    let v39 = v24;
  } else {
    console.log(f8(-1));
  }
} catch (e) { console.log(String(e).length); }
let v40 = v24;
let v41 = "x omega";
let v42 = v7;
if (f8(f8(1.5))) {
  console.log(JSON.stringify(v18));
} else {
  try {
    let v43 = f8(v24);
  } catch (e) { console.log(String(e).length); }
}
let v44 = v20;
console.log([v3.length, v25].map(e => e));

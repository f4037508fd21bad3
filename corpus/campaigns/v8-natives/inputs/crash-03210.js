let v0 = Symbol();
%DeoptimizeFunction(v0);
console.log("omega node");
if (Infinity) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v1 = [[1.5], v0.length].map(e => e);
    let v2 = (v0 & undefined);
  }
} else {
  let v3 = [JSON.stringify(v0), v2].map(e => e);
}
console.log((JSON.stringify(v1) % v0));
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = [typeof v1, (v3 - v3)].map(e => e);
  let v5 = undefined;
}
let v6 = v2;
let v7 = ((({omega: [([false, 1e-07].map(e => e) - v2)], delta: 2147483647, beta: v0} + Symbol()) % v0) << (0 | [v3.length, 0.5]));
let v8 = v5.length;
if ({key: [new Array(1), v6, v5], omega: Math.max}) {
  let v9 = new Array(3);
} else {
  if (v1) {
    let v10 = 1.5;
  } else {
    let v11 = function (p) { return p; };
  }
}
let v12 = function (p) { return p; };
let v13 = v5.length;
if (-0.0) {
  let v14 = v1;
} else {
  let v15 = [(Infinity + [-0.0, Symbol()].map(e => e)), "x beta"].map(e => e);
}
console.log(v6);
let v16 = (a => a + 1);
let v17 = 0.5;
let v18 = [[("omega" & "alpha gamma gamma"), [{}, [((NaN | Symbol()) << new Array(0))]].map(e => e)].map(e => e), new Array(1), 2];
console.log(v4);
let v19 = [null, [[v5], ("key beta node" * NaN)].map(e => e), "node item"];
try {
  let v20 = [Infinity, Math.max].map(e => e);
} catch (e) { console.log(String(e).length); }
try {
  let v21 = v15;
} catch (e) { console.log(String(e).length); }
let v22 = null;
let v23 = true;
let v24 = [[[[[], 0].map(e => e), v1].map(e => e)], function (p) { return p; }].map(e => e);
let v25 = v22;
let v26 = {alpha: 0.5, beta: new Array(0), x: v3};
for (let i0 = 0; i0 < 3; i0++) {
  console.log([1e-07, v24].map(e => e));
}
if (JSON.stringify(v1)) {
  let v27 = v10;
} else {
  console.log(v7);
}
function f28(p0, p1) {
  let v30 = true;
  let v31 = v2;
  let v32 = v4;
  return 2;
}
if (f28([false, new Array(2)].map(e => e), v20)) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v29 = v16;
    let v30 = f28([v4, ({value: v3, delta: v11.length, item: (v27 | v26)} - NaN)].map(e => e), {});
  }
} else {
  console.log(v13.length);
}
let v31 = v25;
%StringCharCodeAt(new Array(0), f28(v16.length, JSON.stringify(v5)));
let v32 = v14;
let v33 = f28(typeof v19, String(v30));
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v34 = (v17 | new Array(1));
  } catch (e) { console.log(String(e).length); }
}
if ("delta") {
  let v35 = v31;
} else {
  let v36 = [];
}
let v37 = f28(v35, Math.max);
let v38 = v9;
let v39 = [v33, f28((Symbol() + new Array(1)), 42)].map(e => e);
let v40 = "node key";
let v41 = 1e-07;
let v42 = (v4 - v16);
let v43 = "gamma node alpha";
if (v33) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v44 = (new Array(0) * f28(v35, v6));
  }
} else {
  let v45 = v13;
}
let v46 = {beta: (v19.length + 2), value: JSON.stringify(v2)};
for (let i0 = 0; i0 < 2; i0++) {
  let v47 = f28(undefined, [v5, new Array(1)].map(e => e));
  let v48 = (65536 << ((null << ["alpha value key"]) * "omega x delta"));
}
let v49 = v25;
let v50 = v43;
console.log([typeof v25, "gamma delta"].map(e => e));
let v51 = v15;
function f52() {
  let v52 = f28(NaN, -1);
  console.log({item: "delta key x"});
  let v53 = v3;
  let v54 = false;
  return v9;
}
let v53 = {value: new Array(0)};
let v54 = v16;
let v55 = (v15 * v34);
console.log(v8);
let v56 = Infinity;

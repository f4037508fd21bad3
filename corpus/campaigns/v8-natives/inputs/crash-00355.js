try {
  %GetOptimizationStatus(("alpha alpha" == {}));
} catch (e) { console.log(String(e).length); }
let v0 = null;
let v1 = ("delta" + ([new Array(3), function (p) { return p; }].map(e => e) % "omega delta node"));
let v2 = [[[1, 1].map(e => e), v1].map(e => e), null].map(e => e);
let v3 = v2;
let v4 = v1.length;
let v5 = v4;
try {
  let v6 = v4;
} catch (e) { console.log(String(e).length); }
let v7 = v6;
console.log(Infinity);
let v8 = Infinity;
try {
  let v9 = v8;
} catch (e) { console.log(String(e).length); }
console.log(new Array(2));
let v10 = v8;
if (v4) {
  let v11 = v8;
} else {
  console.log((a => a + 1));
}
let v12 = 3.14159;
console.log(new Array(2));
let v13 = function (p) { return p; };
if (v12) {
  try {
    let v14 = undefined;
  } catch (e) { console.log(String(e).length); }
} else {
  let v15 = [v4, v13].map(e => e);
}
try {
  let v16 = ((v10 * 1.5) * new Array(4));
} catch (e) { console.log(String(e).length); }
let v17 = v8;
try {
  console.log(new Array(1));
} catch (e) { console.log(String(e).length); }
console.log(42);
for (let i0 = 0; i0 < 5; i0++) {
  let v18 = 1e-07;
}
let v19 = true;
try {
  let v20 = [v14, 3.14159];
} catch (e) { console.log(String(e).length); }
if (v12) {
  let v21 = [v4, new Array(2)].map(e => e);
} else {
  let v22 = (["delta beta", {gamma: (v9 << v6)}].map(e => e) < (v3 == [[[({item: [v14, {value: v5, item: v18, gamma: JSON.stringify(v12)}].map(e => e), omega: v9} * new Array(4)), v5].map(e => e), v7], "item node x"].map(e => e)));
}
try {
  let v23 = v4;
} catch (e) { console.log(String(e).length); }
let v24 = v9;
let v25 = v1;
function f26() {
  try {
    console.log(String(v8));
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 4; i1++) {
    let v26 = v3;
    let v27 = ((v1 - new Array(2)) + v12.length);
  }
  console.log(3.14159);
  return v0;
}
try {
  if (v1) {
    console.log(f26());
  } else {
    let v27 = 1;
  }
} catch (e) { console.log(String(e).length); }
function f28(p0, p1) {
  let v30 = (v0 == "node omega");
  let v31 = String(v22);
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(Math.max);
  }
  return [(0.5 + v21), [{node: {key: typeof v16, item: typeof v1}, gamma: 255, key: NaN}, ("node node gamma" & 1e-07)].map(e => e)].map(e => e);
}
let v29 = f26();
console.log(f28(Math.max, v25));
if (false) {
  if (v4) {
    let v30 = v8.length;
  } else {
    let v31 = f28(v24, JSON.stringify(v30));
  }
} else {
  let v32 = new Array(2);
}
let v33 = typeof v8;
if (v31) {
  let v34 = "key key node";
} else {
  let v35 = undefined;
}
console.log((JSON.stringify(v29) % f28(undefined, new Array(1))));
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v36 = f26();
  }
}
let v37 = "alpha";
let v38 = v24.length;
console.log(f28(String(v38), f26()));
function f39(p0) {
  let v40 = f28(new Array(3), [f26(), v37].map(e => e));
  let v41 = (v7 + {alpha: new Array(1)});
  for (let i1 = 0; i1 < 1; i1++) {
    %CompileBaseline(f28("gamma", ([(v17 % ({node: v25, x: v35, value: f28((2147483647 % NaN), v18)} | Infinity))] & {value: v27, beta: v34, node: [f28(undefined, new Array(2)), JSON.stringify(v41)].map(e => e)})));
    let v42 = v23.length;
  }
  for (let i1 = 0; i1 < 3; i1++) {
    let v43 = v7;
  }
  return [String(v16), "node node alpha"].map(e => e);
}
%DeoptimizeFunction([(new Array(3) == 42), f28([[v19, (Math.max - true)].map(e => e)], NaN)].map(e => e));
let v40 = typeof v7;
console.log(f26());
try {
  let v41 = "item value delta";
} catch (e) { console.log(String(e).length); }
let v42 = f39(typeof v5);
let v43 = {value: (["value item beta", 1e+21].map(e => e) - v10), value: -2147483648, delta: v4};
console.log(65536);
let v44 = f26();
let v45 = JSON.stringify(v41);
let v46 = NaN;
%StringCharCodeAt(f39, -0.0);
let v47 = [];

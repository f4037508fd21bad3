let v0 = NaN;
%DeoptimizeFunction(typeof v0);
if (new Array(3)) {
  try {
    let v1 = v0;
  } catch (e) { console.log(String(e).length); }
} else {
  let v2 = [v1, 255].map(e => e);
}
console.log(JSON.stringify(v2));
console.log(true);
if (v0) {
  if (0.5) {
    let v3 = v0.length;
  } else {
    console.log(v1);
  }
} else {
  let v4 = {};
}
let v5 = {x: function (p) { return p; }};
let v6 = v3;
if (v5) {
  try {
    let v7 = 7;
  } catch (e) { console.log(String(e).length); }
} else {
  let v8 = new Array(1);
}
let v9 = [v3, []];
let v10 = new Array(1);
let v11 = String(v8);
let v12 = 1;
for (let i0 = 0; i0 < 5; i0++) {
  let v13 = Infinity;
}
if ({}) {
  let v14 = 3.14159;
} else {
  let v15 = v3;
}
let v16 = v4;
let v17 = new Array(2);
for (let i0 = 0; i0 < 3; i0++) {
  try {
    %CreatePrivateSymbol(new Array(1));
  } catch (e) { console.log(String(e).length); }
}
console.log(1e-07);
if (v8) {
  let v18 = "x omega";
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    %OptimizeFunctionOnNextCall(v10.length);
    let v19 = typeof v8;
  }
}
let v20 = typeof v7;
let v21 = undefined;
if (65536) {
  let v22 = (v19 * []);
} else {
  let v23 = [[-0.0, (a => a + 1)], "x beta beta", {beta: ((2147483647 & 1.5) == [-0.0, 7, null])}];
}
let v24 = v9;
try {
  try {
    let v25 = v16;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v26 = "alpha";
let v27 = new Array(1);
let v28 = v2;
let v29 = (a => a + 1);
function f30(p0) {
  console.log(new Array(0));
  console.log(v8);
  let v31 = v20;
  return [("omega alpha" - v0)];
}
if (f30(-0.0)) {
  let v31 = 1e+21;
} else {
  let v32 = {x: v13, omega: (String(v15) | (null == -2147483648))};
}
console.log(JSON.stringify(v11));
console.log([[1e+21, f30({item: v28, beta: v8, omega: v19.length})].map(e => e), -1].map(e => e));
try {
  console.log(65536);
} catch (e) { console.log(String(e).length); }
try {
  console.log(v2);
} catch (e) { console.log(String(e).length); }
console.log(JSON.stringify(v29));
let v33 = ([typeof v15, typeof v19] % ([Symbol(), 42].map(e => e) % [1e+21, NaN].map(e => e)));
let v34 = 7;
let v35 = v14;
let v36 = String(v12);
if ([typeof v20, (a => a + 1)].map(e => e)) {
  %NewRegExpWithBacktrackLimit(65536, f30, v22);
} else {
  let v37 = 1e-07;
}
let v38 = (f30(v19) * [[-1, {}].map(e => e), v1].map(e => e));
let v39 = f30(([-0.0, 3.14159].map(e => e) | ({omega: f30(-2147483648), node: typeof v18} << undefined)));
%ToFastProperties(f30);
console.log(42);

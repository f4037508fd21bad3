%OptimizeFunctionOnNextCall(undefined);
try {
  let v0 = {key: Symbol(), x: {alpha: -0.0, beta: {gamma: (new Array(3) + (new Array(4) | (a => a + 1))), alpha: 1e+21, beta: 2}}};
} catch (e) { console.log(String(e).length); }
try {
  let v1 = v0;
} catch (e) { console.log(String(e).length); }
%NewRegExpWithBacktrackLimit(-1, 1e-07, (v1 < {x: v1}));
console.log(function (p) { return p; });
let v2 = ([[{beta: (v1 == 0.5), gamma: "delta alpha", beta: "delta"}, -2147483648].map(e => e), v1].map(e => e) << [(1e+21 * Infinity), (new Array(2) + [typeof v1, [v0, 0].map(e => e)])].map(e => e));
let v3 = (-0.0 | Symbol());
try {
  let v4 = (v3 * String(v0));
} catch (e) { console.log(String(e).length); }
console.log([v0, [new Array(4), {omega: Infinity, value: v4}].map(e => e)].map(e => e));
function f5(p0) {
  let v6 = String(v0);
  return v4;
}
if ([42, v0].map(e => e)) {
  console.log(f5(String(v0)));
} else {
  let v6 = f5(v2);
}
try {
  let v7 = v0.length;
} catch (e) { console.log(String(e).length); }
if (f5(2)) {
  let v8 = v2;
} else {
  try {
    let v9 = 42;
  } catch (e) { console.log(String(e).length); }
}
if ([v3.length, String(v0)].map(e => e)) {
  if (([v3, ({} - new Array(1))].map(e => e) == typeof v7)) {
    let v10 = (v9 << JSON.stringify(v9));
  } else {
    console.log(f5([3.14159, String(v1)].map(e => e)));
  }
} else {
  let v11 = v7;
}
console.log(typeof v9);
let v12 = v3.length;
if ((1e-07 << [v0, "beta item"].map(e => e))) {
  let v13 = v9;
} else {
  console.log(v13);
}
try {
  console.log([f5(v8), (f5([v11, 1]) % (new Array(2) * -0.0))].map(e => e));
} catch (e) { console.log(String(e).length); }
console.log(v6);
let v14 = (v11 < v10);
let v15 = v3;
if (v10) {
  %NeverOptimizeFunction(f5);
} else {
  console.log([v11, v2].map(e => e));
}
let v16 = 3.14159;
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v17 = (a => a + 1);
    let v18 = (f5(null) % f5(Infinity));
  }
  let v19 = typeof v3;
}
let v20 = v4.length;
for (let i0 = 0; i0 < 3; i0++) {
  let v21 = (a => a + 1);
}
if (f5(v15)) {
  let v22 = {value: v7};
} else {
  let v23 = {};
}
function f24(p0) {
  %GetOptimizationStatus([v19]);
  let v25 = f5(p0);
  console.log(2);
  if ((1e+21 * v15)) {
    console.log(new Array(1));
  } else {
    let v26 = Math.max;
  }
  return f5((new Array(3) * (false << [42, String(v19)])));
}
for (let i0 = 0; i0 < 4; i0++) {
  let v25 = new Array(4);
  let v26 = [(a => a + 1), v20];
}
console.log([f5([-0.0, false].map(e => e)), ([[f5([typeof v20]), v15.length, Math.max], "omega"].map(e => e) % {value: String(v0), gamma: new Array(2)})].map(e => e));
function f27(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v29 = v18;
    console.log([[[65536, [new Array(0), "alpha"].map(e => e), f24(typeof v3)], f24({gamma: "beta beta", item: JSON.stringify(v20), value: v12})].map(e => e), f5(v17.length)].map(e => e));
  }
  let v30 = [String(v17), String(v23)].map(e => e);
  if (3.14159) {
    let v31 = f24({x: ["value omega alpha"]});
  } else {
    %ToFastProperties({key: {value: v17}, node: [new Array(0), v14].map(e => e), x: (a => a + 1)});
  }
  return f5(v10);
}
if ((JSON.stringify(v11) + v6)) {
  let v28 = (a => a + 1);
} else {
  let v29 = v23;
}
if (JSON.stringify(v25)) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v30 = null;
    let v31 = [f27(v14.length, [Math.max, {}].map(e => e))];
  }
} else {
  if ([f5(f27(2147483647, [typeof v8])), false].map(e => e)) {
    console.log(JSON.stringify(v7));
  } else {
    let v32 = 0.5;
  }
}
try {
  console.log(f5(v31));
} catch (e) { console.log(String(e).length); }
let v33 = ({omega: new Array(2), alpha: v19} | -2147483648);
let v34 = (f24([-0.0, new Array(0)].map(e => e)) | "omega");
let v35 = v21;
let v36 = typeof v2;

let v0 = 3.14159;
let v1 = "item alpha";
let v2 = {gamma: v0};
let v3 = Symbol();
let v4 = true;
%DeoptimizeFunction(String(v3));
for (let i0 = 0; i0 < 2; i0++) {
  let v5 = 42;
}
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v6 = true;
  }
  try {
    let v7 = v6;
  } catch (e) { console.log(String(e).length); }
}
let v8 = [([2147483647, new Array(3)].map(e => e) + 7), 3.14159, v7];
function f9() {
  console.log(v5);
  let v9 = typeof v4;
  for (let i1 = 0; i1 < 1; i1++) {
    let v10 = [v8, v9].map(e => e);
    let v11 = v10;
  }
  try {
    let v12 = {item: Math.max};
  } catch (e) { console.log(String(e).length); }
  return v1.length;
}
try {
  console.log(f9());
} catch (e) { console.log(String(e).length); }
let v10 = v3;
let v11 = "gamma alpha beta";
console.log(f9());
let v12 = ((NaN % {omega: 1e-07}) + (["delta", 2147483647].map(e => e) << [function (p) { return p; }, "node alpha omega"].map(e => e)));
if (f9()) {
  let v13 = new Array(4);
} else {
  let v14 = f9();
}
let v15 = f9();
let v16 = (v0 % v5);
let v17 = v5;
try {
  let v18 = -0.0;
} catch (e) { console.log(String(e).length); }
console.log(0.5);
try {
  if ((a => a + 1)) {
    let v19 = String(v17);
  } else {
    let v20 = v16.length;
  }
} catch (e) { console.log(String(e).length); }
%PrepareFunctionForOptimization(f9);
if (f9()) {
  let v21 = {x: f9(), delta: [f9(), true].map(e => e)};
} else {
  let v22 = -1;
}
let v23 = v11;
let v24 = Symbol();
console.log(String(v8));
let v25 = 2147483647;
let v26 = NaN;
let v27 = (1e+21 & f9());
for (let i0 = 0; i0 < 1; i0++) {
  let v28 = "delta beta";
  let v29 = v16;
}
if (v14.length) {
  %NeverOptimizeFunction(v17);
} else {
  let v30 = "delta beta";
}
let v31 = -0.0;
let v32 = 3.14159;
let v33 = f9();
let v34 = typeof v6;
let v35 = "x";
function f36(p0) {
  let v37 = 7;
  if (null) {
    let v38 = f9();
  } else {
    console.log((a => a + 1));
  }
  return v33;
}
console.log(v27);
for (let i0 = 0; i0 < 4; i0++) {
  let v37 = "value key";
  console.log(v2);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v38 = v35.length;
}
let v39 = {node: v4.length, gamma: v12};
let v40 = Symbol();
let v41 = [(v18 % -0.0), (0 & v39)].map(e => e);
try {
  if ([v23, v23, f9()]) {
    let v42 = v14;
  } else {
    let v43 = 7;
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v44 = "node value";
}
function f45(p0) {
  let v46 = [v29, (v20 * v33)].map(e => e);
  console.log(v37.length);
  let v47 = [v22.length, (f9() % [])].map(e => e);
  if (new Array(3)) {
    console.log(p0);
  } else {
    let v48 = new Array(3);
  }
  return ((v4 * JSON.stringify(v41)) + v3);
}
let v46 = NaN;
for (let i0 = 0; i0 < 5; i0++) {
  console.log([v35, v30.length].map(e => e));
}
function f47() {
  let v47 = v17;
  return new Array(0);
}
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v48 = Math.max;
  }
  if (v33.length) {
    let v49 = [v2.length, "omega gamma x"].map(e => e);
  } else {
    console.log(JSON.stringify(v13));
  }
}
let v50 = [v7, f47()].map(e => e);
let v51 = v49;
function f52(p0) {
  let v53 = NaN;
  return (v20 * {beta: f36(v3), key: (v41 - [Symbol(), -1].map(e => e)), gamma: "node"});
}
console.log(f45(String(v28)));
try {
  console.log([(({alpha: f9()} == 1e-07) % v41), 2147483647].map(e => e));
} catch (e) { console.log(String(e).length); }

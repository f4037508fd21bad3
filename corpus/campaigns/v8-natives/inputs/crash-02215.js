let v0 = Math.max;
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v1 = [v0, 1e+21].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
%NeverOptimizeFunction({});
let v2 = {item: (v1 - 0.5), omega: v0};
function f3(p0, p1) {
  console.log(v0);
  let v5 = p0;
  for (let i1 = 0; i1 < 1; i1++) {
    let v6 = p1;
    let v7 = ([[false, {omega: null}].map(e => e), new Array(1)].map(e => e) & {});
  }
  let v8 = (p0 % v5);
  return v8;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = (a => a + 1);
  let v5 = function (p) { return p; };
}
let v6 = {node: [f3((a => a + 1), v2), (f3(Math.max, [(v5 * new Array(3)), JSON.stringify(v2), [v5, f3(7, "alpha")].map(e => e)]) * (a => a + 1))], value: [f3(new Array(2), function (p) { return p; }), (a => a + 1)].map(e => e), node: Math.max};
let v7 = "alpha item";
let v8 = new Array(0);
let v9 = f3([0.5, "x"].map(e => e), f3(1.5, f3(false, {delta: [[v0, v6.length], v6.length].map(e => e), node: (v8 == 2147483647)})));
let v10 = 1.5;
let v11 = v4;
let v12 = "node";
console.log((typeof v12 == "gamma gamma alpha"));
function f13() {
  let v13 = JSON.stringify(v12);
  return JSON.stringify(v13);
}
if (f13()) {
  console.log(v1);
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log((f13() & v12));
  }
}
let v14 = (a => a + 1);
console.log(1.5);
let v15 = f3([{item: JSON.stringify(v10)}, v1].map(e => e), {node: f3(1.5, new Array(3)), x: v5, key: [(null % 0), null].map(e => e)});
for (let i0 = 0; i0 < 3; i0++) {
  let v16 = ((a => a + 1) == "delta");
  let v17 = -2147483648;
}
let v18 = "node";
for (let i0 = 0; i0 < 3; i0++) {
  let v19 = JSON.stringify(v4);
}
let v20 = 1e+21;
try {
  let v21 = f13();
} catch (e) { console.log(String(e).length); }
console.log(f13());
let v22 = f3([new Array(2), f13()], f13());
let v23 = [v17, new Array(1)].map(e => e);
try {
  let v24 = [Math.max, f13()].map(e => e);
} catch (e) { console.log(String(e).length); }
let v25 = [v14, [JSON.stringify(v0), f13()].map(e => e)].map(e => e);
function f26(p0, p1) {
  let v28 = [];
  let v29 = (typeof v12 - v22);
  return v9;
}
function f27(p0) {
  let v28 = v0;
  return (v18 == new Array(2));
}
function f28() {
  try {
    let v28 = v17.length;
  } catch (e) { console.log(String(e).length); }
  console.log(typeof v22);
  return v11;
}
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(["delta gamma", JSON.stringify(v9)]);
    let v29 = 2147483647;
  }
  let v30 = {omega: v19};
}
console.log([v29, v21].map(e => e));
if (0) {
  try {
    let v31 = f13();
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v32 = f27(new Array(2));
    %DeoptimizeFunction(f3);
  }
}
let v33 = v22;
function f34() {
  for (let i1 = 0; i1 < 5; i1++) {
    let v34 = v21;
  }
  return [];
}
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log("value gamma");
  }
  let v35 = f27({item: [], value: String(v21), alpha: v19});
}
for (let i0 = 0; i0 < 3; i0++) {
  %DebugPrint(f26);
}
let v36 = typeof v20;
let v37 = [f3("x delta", f34()), [f27(1), f3(-2147483648, [v12.length, v35, {item: (a => a + 1)}])].map(e => e)];
let v38 = v11.length;
let v39 = {item: v20, value: v32, alpha: undefined};
try {
  try {
    let v40 = v12;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
try {
  try {
    let v41 = (function (p) { return p; } & (("omega beta delta" | false) * v19.length));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
%NeverOptimizeFunction(true);
let v42 = v22;
let v43 = -0.0;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v44 = ([(Symbol() - 255), v17].map(e => e) - 3.14159);
    let v45 = [{}, 1e+21].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
let v46 = (NaN | f27(typeof v25));
let v47 = f28();
console.log(-0.0);
if (-2147483648) {
  let v48 = (function (p) { return p; } < v15);
} else {
  let v49 = new Array(4);
}
let v50 = 2147483647;
let v51 = {value: 1.5, node: v22, omega: [v39.length, v44].map(e => e)};
let v52 = v11;

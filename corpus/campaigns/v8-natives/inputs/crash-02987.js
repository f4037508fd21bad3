let v0 = "gamma";
let v1 = [3.14159, v0].map(e => e);
let v2 = "value";
let v3 = v1;
if ("alpha x node") {
  let v4 = new Array(4);
} else {
  try {
    let v5 = typeof v0;
  } catch (e) { console.log(String(e).length); }
}
function f6(p0) {
  let v7 = NaN;
  let v8 = new Array(2);
  let v9 = {node: ((NaN << "item") << -2147483648)};
  return (Infinity % []);
}
let v7 = (v0 & [f6("gamma delta"), f6([[((a => a + 1) & new Array(0)), String(v3)].map(e => e)])].map(e => e));
let v8 = (String(v3) == v7);
console.log(v8);
function f9() {
  console.log(new Array(3));
  let v9 = Math.max;
  console.log(JSON.stringify(v1));
  return v2;
}
let v10 = v2;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(f9());
  let v11 = f6(JSON.stringify(v10));
}
try {
  let v12 = v8;
} catch (e) { console.log(String(e).length); }
%CompileBaseline(f6(1e-07));
let v13 = 255;
let v14 = function (p) { return p; };
console.log(255);
try {
  let v15 = String(v4);
} catch (e) { console.log(String(e).length); }
let v16 = f6(typeof v1);
if ([new Array(2), (f9() * new Array(4))].map(e => e)) {
  let v17 = v16;
} else {
  let v18 = -2147483648;
}
try {
  let v19 = (1e+21 & (new Array(1) == f9()));
} catch (e) { console.log(String(e).length); }
if (v10) {
  if (NaN) {
    let v20 = (JSON.stringify(v13) & 42);
  } else {
    let v21 = "item";
  }
} else {
  let v22 = v8;
}
let v23 = f6("omega item");
let v24 = v8;
try {
  let v25 = f9();
} catch (e) { console.log(String(e).length); }
let v26 = String(v4);
let v27 = v23;
let v28 = 42;
for (let i0 = 0; i0 < 1; i0++) {
  let v29 = "delta";
  let v30 = 1.5;
}
function f31() {
  let v31 = v19;
  let v32 = Math.max;
  let v33 = v3;
  return f9();
}
if (v23) {
  if (v4) {
    let v32 = 2147483647;
  } else {
    let v33 = 1e-07;
  }
} else {
  let v34 = f31();
}
let v35 = v5;
console.log(-1);
let v36 = String(v2);
try {
  if (-0.0) {
    console.log(v21);
  } else {
    console.log([{delta: v10, key: f31(), node: JSON.stringify(v1)}, 1e+21, "delta"]);
  }
} catch (e) { console.log(String(e).length); }
let v37 = f9();
let v38 = [v11, typeof v18].map(e => e);
let v39 = (v11 % v5);
function f40() {
  let v40 = JSON.stringify(v17);
  let v41 = {alpha: v3};
  let v42 = Symbol();
  return ([v0.length, function (p) { return p; }].map(e => e) << [[Infinity, Infinity].map(e => e), {alpha: [v4.length, v10].map(e => e), x: v3}].map(e => e));
}
let v41 = (a => a + 1);
try {
  let v42 = f31();
} catch (e) { console.log(String(e).length); }
let v43 = [f40(), f6([(v16 << Math.max), (v42 * 1)])].map(e => e);
let v44 = typeof v17;
console.log([0.5, f6(v29)].map(e => e));
function f45(p0) {
  let v46 = v15;
  let v47 = v13;
  return v44.length;
}
console.log([NaN, [v18, JSON.stringify(v37)]]);
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v46 = typeof v5;
  } catch (e) { console.log(String(e).length); }
  try {
    let v47 = v17.length;
  } catch (e) { console.log(String(e).length); }
}
function f48(p0, p1) {
  let v50 = f9();
  let v51 = v41;
  let v52 = v33;
  return typeof v11;
}

let v0 = "x gamma";
let v1 = undefined;
let v2 = [typeof v1, v0].map(e => e);
console.log(v1);
let v3 = typeof v1;
try {
  %CompileBaseline(({} | "delta"));
} catch (e) { console.log(String(e).length); }
let v4 = true;
let v5 = {item: [(a => a + 1), String(v2)].map(e => e), omega: JSON.stringify(v0), value: -0.0};
try {
  console.log((a => a + 1));
} catch (e) { console.log(String(e).length); }
console.log(v4);
let v6 = 42;
function f7() {
  let v7 = v6;
  let v8 = v0;
  return [new Array(3), true].map(e => e);
}
%HasFastProperties(2147483647);
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v8 = f7();
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  if (v0) {
    let v9 = v8;
  } else {
    let v10 = String(v0);
  }
  console.log(([[("item" << ({item: {alpha: JSON.stringify(v4), node: v9, item: (v4 == v5)}} << new Array(4)))], -0.0].map(e => e) < v8));
}
let v11 = false;
let v12 = [f7()];
console.log(v1);
let v13 = -0.0;
console.log(v2);
console.log((a => a + 1));
console.log(1.5);
let v14 = v13;
let v15 = f7();
try {
  console.log([v2, v15.length].map(e => e));
} catch (e) { console.log(String(e).length); }
function f16() {
  console.log(typeof v10);
  console.log(f7());
  return f7();
}
function f17(p0) {
  console.log(typeof p0);
  for (let i1 = 0; i1 < 4; i1++) {
    let v18 = p0;
    %CompileBaseline(f7);
  }
  console.log(f7());
  return -1;
}
let v18 = 42;
let v19 = {beta: f7(), x: [[new Array(4), [JSON.stringify(v6), {node: "item"}].map(e => e), v4], [[{value: []}, typeof v14, (Symbol() + 1e-07)]]].map(e => e), beta: (JSON.stringify(v5) & [])};
let v20 = [["beta", Infinity].map(e => e), (Math.max % "gamma value")].map(e => e);
let v21 = NaN;
let v22 = -2147483648;
try {
  console.log([3.14159, v12].map(e => e));
} catch (e) { console.log(String(e).length); }
let v23 = (f16() == v10);
let v24 = [JSON.stringify(v2), new Array(1)].map(e => e);
try {
  try {
    let v25 = v18;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
try {
  if (v12.length) {
    let v26 = v3.length;
  } else {
    let v27 = v0;
  }
} catch (e) { console.log(String(e).length); }
let v28 = new Array(4);
let v29 = [{}];
console.log(0.5);
for (let i0 = 0; i0 < 2; i0++) {
  let v30 = (new Array(3) + (v13 << v15));
}
console.log(v14);
let v31 = new Array(2);
console.log([String(v4)]);
function f32(p0, p1) {
  let v34 = typeof v11;
  return -1;
}
%IsBeingInterpreted();
if (v22) {
  try {
    let v33 = [new Array(3), v28].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v34 = "value";
  }
}
console.log(v29);
if ([v34, [f7(), {omega: {}, value: [v33, [{x: 1e+21, delta: (0.5 + ([[{beta: v19, omega: Infinity}, v30].map(e => e), "alpha"] - 1e-07))}, 0.5].map(e => e)].map(e => e)}].map(e => e)].map(e => e)) {
  console.log([v21, v13].map(e => e));
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v35 = (true < v13);
  }
}
console.log((v24 & 255));

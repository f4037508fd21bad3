if (Infinity) {
  let v0 = [];
} else {
  let v1 = v0;
}
function f2() {
  let v2 = v1;
  for (let i1 = 0; i1 < 5; i1++) {
    let v3 = v0;
  }
  let v4 = v1;
  return String(v3);
}
let v3 = 1.5;
%CreatePrivateSymbol(f2);
let v4 = [1.5];
let v5 = [(f2() * ([v3, {}] % null)), v0, new Array(4)];
let v6 = (v0 % f2());
function f7(p0, p1) {
  let v9 = v0;
  try {
    let v10 = false;
  } catch (e) { console.log(String(e).length); }
  return p0;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v8 = 42;
}
function f9(p0, p1) {
  let v11 = ({x: v4, x: new Array(3)} - [p0, ({delta: f2(), beta: (JSON.stringify(v4) < String(v4)), value: (-0.0 % ({x: {delta: v0, key: [f2()], key: ({key: p1, x: NaN} % [[f2(), String(p0)].map(e => e), (f7(undefined, {alpha: "gamma", node: f7((1.5 << undefined), [{value: [JSON.stringify(v3), [v8, v8.length]].map(e => e), delta: typeof p1, omega: String(v1)}, {item: {gamma: f2(), item: 1}, omega: [[new Array(3), Symbol()].map(e => e), p1].map(e => e), gamma: Infinity}].map(e => e))}) * (-1 * {omega: f2()}))])}, x: 1e+21, item: [Infinity, 1e+21].map(e => e)} | NaN))} % "beta omega")].map(e => e));
  let v12 = ([[0.5, true].map(e => e), [true, new Array(2)].map(e => e)].map(e => e) == ("beta x" < v11));
  return JSON.stringify(v8);
}
let v10 = [v0, Symbol()].map(e => e);
let v11 = v0;
console.log((Math.max * v5));
let v12 = f2();
console.log(f7({alpha: [new Array(1), f9(true, 1e-07)].map(e => e), x: null, gamma: 7}, String(v8)));
console.log("alpha key");
let v13 = (a => a + 1);
%NeverOptimizeFunction(f9);
let v14 = f7(v6, JSON.stringify(v1));
let v15 = Math.max;
if (v15) {
  if ([v4, "value gamma beta"].map(e => e)) {
    let v16 = [(a => a + 1), typeof v6];
  } else {
    console.log([v10, 1e+21]);
  }
} else {
  let v17 = (String(v12) & ([42, {}].map(e => e) & f7(true, {value: f9(3.14159, 0), node: v1, x: 3.14159})));
}
let v18 = ((JSON.stringify(v11) < [[], undefined]) | String(v1));
console.log([v5, f9(([{x: v5}] == (a => a + 1)), 1e+21), v1.length]);
let v19 = v15;
let v20 = null;
for (let i0 = 0; i0 < 5; i0++) {
  let v21 = (v20 | typeof v5);
  console.log(typeof v20);
}
console.log(f7((f7(-0.0, 1.5) == v16), ([true, Symbol()].map(e => e) + 255)));
console.log(42);
for (let i0 = 0; i0 < 1; i0++) {
  console.log([v8.length, f2()].map(e => e));
}
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v22 = ((v19 - v15) | v14.length);
    let v23 = f2();
  }
} catch (e) { console.log(String(e).length); }
let v24 = {};
let v25 = v20;
let v26 = f9([(v12 | {value: v13}), v3, f2()], (undefined - v16));
console.log(v14);
for (let i0 = 0; i0 < 5; i0++) {
  let v27 = v20;
}
let v28 = (Symbol() - v12);
console.log({});
let v29 = v16;
let v30 = ({omega: f9(v4, typeof v12)} << f2());
if (v15) {
  let v31 = (new Array(1) * f9(v22, f2()));
} else {
  %DeoptimizeFunction(f7);
}
function f32() {
  let v32 = new Array(0);
  console.log("delta beta");
  return String(v1);
}
console.log(-2147483648);
let v33 = v17;
let v34 = ["item", ["gamma alpha x", v31].map(e => e)];
if (1e-07) {
  console.log(v26);
} else {
  let v35 = v19.length;
}
function f36(p0) {
  let v37 = v17;
  console.log(v0);
  if (v1.length) {
    let v38 = 7;
  } else {
    let v39 = 7;
  }
  if (1) {
    let v40 = v1.length;
  } else {
    console.log(Symbol());
  }
  return [];
}
let v37 = "delta beta beta";
let v38 = [f9(v34, ({delta: String(v22)} + new Array(4)))];
try {
  console.log(v38);
} catch (e) { console.log(String(e).length); }
console.log(([v21, 0].map(e => e) + f36(new Array(2))));
let v39 = f2();
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v40 = true;
  }
} catch (e) { console.log(String(e).length); }
function f41(p0) {
  console.log([(v22 % p0), [[[null, f2()].map(e => e), 7], Math.max].map(e => e)].map(e => e));
  let v42 = f2();
  let v43 = v34;
  let v44 = (f2() | v27);
  return Math.max;
}
if (v20) {
  console.log([[null, v11].map(e => e), [v27.length, v3].map(e => e)]);
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v42 = v15;
  }
}

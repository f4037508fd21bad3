%NewRegExpWithBacktrackLimit(new Array(1), [{key: NaN}, (a => a + 1)].map(e => e), 1);
let v0 = new Array(2);
try {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log((JSON.stringify(v0) << v0));
  }
} catch (e) { console.log(String(e).length); }
try {
  let v1 = v0;
} catch (e) { console.log(String(e).length); }
%OptimizeFunctionOnNextCall([[[new Array(3), String(v1), {node: {alpha: [v1], item: [(1.5 + v0)]}, gamma: new Array(3), gamma: v0}], v1].map(e => e), [[1e+21, new Array(4)].map(e => e), new Array(0)].map(e => e), 0.5]);
let v2 = {beta: (v0 + Math.max)};
let v3 = (a => a + 1);
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = 0.5;
}
let v5 = 1e+21;
let v6 = (["key gamma key", 1e-07] % {});
let v7 = true;
function f8(p0) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v9 = {omega: v6, delta: 2, alpha: String(v1)};
  }
  let v10 = {gamma: typeof v5};
  let v11 = [{alpha: v9, omega: JSON.stringify(v10), gamma: null}, [(true < {alpha: {key: Symbol(), key: [v10, new Array(3)].map(e => e), key: v4}, key: (1e-07 == v5)}), -2147483648].map(e => e)].map(e => e);
  console.log(function (p) { return p; });
  return [[null, v10].map(e => e), p0].map(e => e);
}
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log((true % v6));
  }
  for (let i1 = 0; i1 < 2; i1++) {
    let v9 = [[v6, String(v7)].map(e => e), (JSON.stringify(v2) == String(v3))].map(e => e);
    %StringCharCodeAt((1.5 == [[(a => a + 1), {omega: v9, value: 1e-07, node: v1}].map(e => e), f8([])]), f8);
  }
}
if (f8(f8(v6))) {
  let v10 = new Array(0);
} else {
  let v11 = "node omega x";
}
let v12 = f8(-1);
let v13 = f8(v0);
let v14 = Infinity;
let v15 = f8(-0.0);
let v16 = [-1, [v3, false].map(e => e)].map(e => e);
let v17 = new Array(3);
let v18 = v17.length;
let v19 = "alpha";
function f20(p0) {
  let v21 = v18;
  return ([[v14, ([v5] & 0)].map(e => e)] & v10);
}
try {
  console.log([v13.length, f8(v5)].map(e => e));
} catch (e) { console.log(String(e).length); }
let v21 = [(a => a + 1), v15].map(e => e);
let v22 = [(([f8([(Math.max | 1e-07), {value: "omega x alpha"}]), v3.length] < 3.14159) << v21.length), (v19 & f20(true))].map(e => e);
let v23 = v11.length;
try {
  let v24 = v3;
} catch (e) { console.log(String(e).length); }
let v25 = Symbol();
let v26 = v6;
let v27 = [String(v15), new Array(4), [f8("delta omega node"), f8(new Array(0))].map(e => e)];
function f28(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v29 = f20(255);
    let v30 = [];
  }
  console.log({gamma: "gamma gamma", delta: ([new Array(4), "node gamma x"].map(e => e) & function (p) { return p; })});
  return [v2, f8(1e+21), -1];
}
let v29 = "item value key";
let v30 = f20(typeof v25);
console.log(v10);
let v31 = [JSON.stringify(v14), new Array(3)].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v32 = v9;
  let v33 = (v7 % [[f8(v25), 1e+21], v26].map(e => e));
}
let v34 = v0;
function f35(p0) {
  %OptimizeFunctionOnNextCall(f20);
  let v36 = (f20(f28(function (p) { return p; })) - v1);
  console.log(-2147483648);
  let v37 = v11.length;
  return [undefined, [new Array(3), v17, f28(v1)]].map(e => e);
}
try {
  let v36 = v24;
} catch (e) { console.log(String(e).length); }
console.log((new Array(4) & v22.length));
console.log(([[], (NaN & NaN)].map(e => e) & new Array(3)));
console.log(v25);
console.log((v34 << "omega x omega"));
let v37 = false;
function f38(p0) {
  let v39 = v31;
  let v40 = [];
  try {
    let v41 = 1e-07;
  } catch (e) { console.log(String(e).length); }
  if (new Array(4)) {
    console.log(typeof v31);
  } else {
    let v42 = [(f35(0.5) - ([[f28(2147483647), [v6, v10]].map(e => e)] == 42)), v17].map(e => e);
  }
  return f28("value key gamma");
}
let v39 = (false | "alpha delta beta");
console.log(((v0 == f28(Math.max)) & (a => a + 1)));
console.log(("gamma delta" < [[[v32, [false, Symbol()].map(e => e), [v18, "x"].map(e => e)], [-2147483648, "x alpha"]].map(e => e), NaN].map(e => e)));
function f40(p0, p1) {
  let v42 = [f38((undefined << {x: v6})), NaN].map(e => e);
  return v17;
}
let v41 = -0.0;
%ToFastProperties(v4);
try {
  let v42 = [Symbol(), v9].map(e => e);
} catch (e) { console.log(String(e).length); }

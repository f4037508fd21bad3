%CompileBaseline((new Array(0) < "key x"));
%OptimizeFunctionOnNextCall(1e+21);
let v0 = {};
let v1 = v0;
function f2() {
  let v2 = [(v0 + v0), 3.14159].map(e => e);
  for (let i1 = 0; i1 < 2; i1++) {
    let v3 = v2;
  }
  let v4 = v1;
  let v5 = [["x alpha", [new Array(1), {node: String(v2), omega: 1e-07, delta: 0}].map(e => e)].map(e => e), (v4 - function (p) { return p; })].map(e => e);
  return [v3, v5, new Array(3)];
}
let v3 = (v1.length - v1.length);
let v4 = f2();
try {
  console.log(v1);
} catch (e) { console.log(String(e).length); }
let v5 = String(v1);
let v6 = true;
let v7 = (new Array(3) % v3);
let v8 = {alpha: typeof v0, delta: JSON.stringify(v6)};
console.log(-1);
console.log(v7);
console.log(f2());
console.log(v1.length);
let v9 = JSON.stringify(v3);
let v10 = ({omega: v7, gamma: f2(), alpha: v1} | Symbol());
let v11 = v8;
let v12 = "node";
let v13 = JSON.stringify(v8);
let v14 = (a => a + 1);
let v15 = new Array(4);
let v16 = [String(v13), (v6 - typeof v12)].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v17 = new Array(2);
  console.log([f2(), Math.max].map(e => e));
}
let v18 = ([v12] + f2());
let v19 = null;
let v20 = {};
for (let i0 = 0; i0 < 3; i0++) {
  let v21 = {x: JSON.stringify(v8)};
}
let v22 = [v6, null].map(e => e);
let v23 = v18.length;
let v24 = 1;
let v25 = (v24 < v21);
console.log({x: v0});
try {
  let v26 = new Array(4);
} catch (e) { console.log(String(e).length); }
try {
  let v27 = [[([(v5 << v4), f2()] * [42, (a => a + 1)].map(e => e)), "node"], null].map(e => e);
} catch (e) { console.log(String(e).length); }
let v28 = ((new Array(4) == (-0.0 - [v16, [(1.5 == 0.5), null].map(e => e), [f2(), "delta", new Array(2)]])) + 2);
let v29 = (v15 == Symbol());
try {
  try {
    let v30 = [];
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if (v20) {
  let v31 = 42;
} else {
  let v32 = [v0, (Symbol() % [-0.0, 1e-07].map(e => e))].map(e => e);
}
let v33 = (v16 == (v4 << v7));
if (typeof v13) {
  let v34 = ([] + 1e-07);
} else {
  let v35 = {value: null, omega: [f2(), 1e-07].map(e => e)};
}
try {
  if ({}) {
    let v36 = NaN;
  } else {
    let v37 = [v27];
  }
} catch (e) { console.log(String(e).length); }
try {
  console.log(new Array(1));
} catch (e) { console.log(String(e).length); }
let v38 = "x alpha omega";
let v39 = v10.length;
console.log(([NaN, String(v23)].map(e => e) - f2()));
if (([(a => a + 1)] * [true, 0.5].map(e => e))) {
  %HasFastProperties(f2());
} else {
  let v40 = (f2() & ([(new Array(1) % Symbol())] < [new Array(4), Symbol()].map(e => e)));
}
let v41 = v24;
for (let i0 = 0; i0 < 2; i0++) {
  let v42 = 0.5;
}

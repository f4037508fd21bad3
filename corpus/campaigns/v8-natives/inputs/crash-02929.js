let v0 = [[0.5, [new Array(0), {delta: 2, item: undefined, x: null}].map(e => e), (undefined << new Array(3))], []].map(e => e);
let v1 = -2147483648;
try {
  try {
    let v2 = [v0, v1].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
function f3() {
  let v3 = [-0.0, new Array(0)].map(e => e);
  let v4 = {};
  let v5 = (["omega beta item", ["item item alpha", {}].map(e => e)] + {});
  let v6 = v5;
  return (new Array(2) << {node: function (p) { return p; }, omega: v1});
}
console.log(f3());
let v4 = String(v0);
%OptimizeFunctionOnNextCall(new Array(2));
if (v2) {
  let v5 = v4;
} else {
  if ([[v5.length, typeof v2].map(e => e)]) {
    let v6 = (a => a + 1);
  } else {
    let v7 = ([[([new Array(0), {}] % v0)], [typeof v5, (f3() + v2)]].map(e => e) + v6.length);
  }
}
let v8 = v1;
let v9 = (Math.max | (["gamma gamma", "delta", v0] + undefined));
console.log(["x x", v4].map(e => e));
let v10 = Infinity;
if (v1) {
  %CompileBaseline(JSON.stringify(v9));
} else {
  let v11 = (f3() % new Array(4));
}
try {
  let v12 = (a => a + 1);
} catch (e) { console.log(String(e).length); }
function f13(p0, p1) {
  let v15 = [];
  try {
    console.log([f3(), 1.5].map(e => e));
  } catch (e) { console.log(String(e).length); }
  return new Array(3);
}
let v14 = new Array(3);
let v15 = f13((v11 + v12), {item: 255, beta: new Array(1), omega: f3()});
console.log(null);
let v16 = v5;
console.log(-2147483648);
try {
  let v17 = f13(v14, v12);
} catch (e) { console.log(String(e).length); }
console.log(v10);
console.log(255);
try {
  if ((v14 - v15)) {
    let v18 = (a => a + 1);
  } else {
    let v19 = 42;
  }
} catch (e) { console.log(String(e).length); }
function f20() {
  let v20 = [];
  let v21 = 65536;
  let v22 = [];
  return 0;
}
let v21 = (typeof v11 << 2);
let v22 = v8;
%DebugPrint(f3());
let v23 = f20();
let v24 = "value";
let v25 = String(v8);
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v26 = [f20(), NaN].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v27 = Symbol();
}
let v28 = typeof v9;
let v29 = f13(v25, v12);
try {
  let v30 = String(v9);
} catch (e) { console.log(String(e).length); }
try {
  %DeoptimizeFunction(f13((Math.max & new Array(2)), new Array(1)));
} catch (e) { console.log(String(e).length); }

let v0 = (a => a + 1);
%HasFastProperties([[v0.length, 3.14159].map(e => e), [v0, Symbol()].map(e => e), v0]);
let v1 = new Array(2);
let v2 = [];
try {
  let v3 = v1;
} catch (e) { console.log(String(e).length); }
try {
  console.log("node");
} catch (e) { console.log(String(e).length); }
let v4 = [([typeof v0, v0] + 65536), Symbol()].map(e => e);
let v5 = (v0.length << v2);
%OptimizeFunctionOnNextCall([]);
console.log(v4);
let v6 = "gamma";
console.log(v4);
let v7 = [Symbol(), Math.max];
console.log(v4);
let v8 = [(v6 * typeof v0), "alpha omega"].map(e => e);
if (v8) {
  console.log((JSON.stringify(v1) * new Array(3)));
} else {
  console.log(1);
}
let v9 = "item gamma";
let v10 = {value: ((2 << 1e-07) * v6), key: v6};
console.log(v4);
try {
  let v11 = 42;
} catch (e) { console.log(String(e).length); }
let v12 = v0;
function f13() {
  let v13 = typeof v0;
  console.log(2);
  let v14 = String(v8);
  let v15 = v4;
  return (new Array(3) << 0.5);
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(f13());
  let v14 = f13();
}
try {
  console.log(v2);
} catch (e) { console.log(String(e).length); }
let v15 = v4;
try {
  let v16 = {value: typeof v5, beta: [NaN, Math.max, v0], x: v3};
} catch (e) { console.log(String(e).length); }
let v17 = "omega omega item";
let v18 = {beta: v0};
let v19 = "item key value";
let v20 = Symbol();
%CompileBaseline((v0 + "item omega"));
console.log(JSON.stringify(v5));
console.log(new Array(2));
console.log((f13() & String(v3)));
console.log(typeof v17);
if (v16) {
  console.log(-0.0);
} else {
  let v21 = function (p) { return p; };
}
let v22 = [{alpha: NaN, x: 1e-07, beta: 0.5}, v17].map(e => e);
let v23 = v8;
for (let i0 = 0; i0 < 4; i0++) {
  let v24 = v5;
  try {
    let v25 = [(f13() | v11), v1].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
let v26 = Infinity;
for (let i0 = 0; i0 < 5; i0++) {
  let v27 = f13();
  let v28 = [({beta: [(false | function (p) { return p; }), v19].map(e => e), item: [new Array(1), 1.5, ({delta: 2147483647} | 3.14159)], alpha: f13()} << 1.5), ((new Array(3) * "beta item value") << [])].map(e => e);
}
%GetOptimizationStatus((v6 & v10));
%NeverOptimizeFunction(v8);
let v29 = [v20, (new Array(1) + v15)].map(e => e);
let v30 = (v14 % (v6 < Symbol()));
try {
  let v31 = 65536;
} catch (e) { console.log(String(e).length); }
let v32 = JSON.stringify(v21);
let v33 = v6.length;
console.log({x: function (p) { return p; }, delta: [], omega: ({omega: v8, item: f13()} | [1.5, "key gamma"].map(e => e))});
let v34 = 42;
let v35 = 1e-07;
let v36 = v1;
let v37 = (a => a + 1);

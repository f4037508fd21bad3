let v0 = new Array(0);
%OptimizeFunctionOnNextCall([(new Array(0) - null), v0].map(e => e));
let v1 = v0.length;
console.log([NaN, 1.5].map(e => e));
let v2 = {beta: Math.max, beta: Infinity};
for (let i0 = 0; i0 < 3; i0++) {
  let v3 = v0;
  console.log(v1);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v4 = 1e-07;
  console.log(new Array(4));
}
let v5 = v0;
let v6 = 0.5;
console.log([]);
let v7 = {delta: 2, node: v3};
let v8 = ([v0, String(v4)].map(e => e) < JSON.stringify(v6));
let v9 = typeof v5;
let v10 = v1;
for (let i0 = 0; i0 < 2; i0++) {
  %IsBeingInterpreted();
}
let v11 = (v0 == v3);
let v12 = v9;
let v13 = ["node omega item", {beta: v3, key: (new Array(4) & new Array(4))}].map(e => e);
function f14() {
  let v14 = v1;
  let v15 = v6;
  try {
    let v16 = [7, [[1.5]]].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return new Array(4);
}
let v15 = f14();
try {
  let v16 = String(v0);
} catch (e) { console.log(String(e).length); }
let v17 = (v12.length | ["gamma gamma node", v6, [v11, [new Array(3), (NaN << ([[v7, [new Array(2), [[[String(v13), v8, f14()], [([-0.0] + [f14(), 65536]), "beta"].map(e => e)], f14(), {item: new Array(2), value: typeof v2, item: v7}]].map(e => e)].map(e => e), f14()] + Symbol()))]].map(e => e)]);
try {
  console.log(Infinity);
} catch (e) { console.log(String(e).length); }
let v18 = v4;
for (let i0 = 0; i0 < 4; i0++) {
  let v19 = new Array(1);
}
console.log(f14());
let v20 = v7;
let v21 = v5.length;
if (f14()) {
  let v22 = [255, [{omega: typeof v7, omega: f14()}, f14()].map(e => e)].map(e => e);
} else {
  console.log((v20 * v19.length));
}
for (let i0 = 0; i0 < 3; i0++) {
  let v23 = f14();
}
console.log((new Array(2) + [0, v11.length].map(e => e)));
let v24 = v23;
let v25 = ([[(a => a + 1), f14()]] << 2);
let v26 = f14();
console.log(new Array(1));
function f27() {
  console.log([v12, JSON.stringify(v10)].map(e => e));
  console.log(v21);
  let v27 = [v1, {key: (v16.length + f14())}].map(e => e);
  let v28 = [v2, 42].map(e => e);
  return v1;
}
let v28 = v26;
let v29 = v15;
let v30 = v8;
console.log(v1);
let v31 = f27();
function f32(p0, p1) {
  let v34 = [[[Symbol(), []].map(e => e), f14()].map(e => e), String(v28)].map(e => e);
  %HasFastProperties(function (p) { return p; });
  return JSON.stringify(v30);
}
console.log(v10);
if (f14()) {
  try {
    %NeverOptimizeFunction(v7);
  } catch (e) { console.log(String(e).length); }
} else {
  console.log(new Array(3));
}
console.log([Math.max, NaN].map(e => e));

let v0 = [Math.max, 1].map(e => e);
try {
  let v1 = (("item" % Symbol()) % v0);
} catch (e) { console.log(String(e).length); }
let v2 = [1e-07, (typeof v1 < [-0.0, new Array(0)].map(e => e)), v0];
let v3 = 1e+21;
let v4 = v3;
for (let i0 = 0; i0 < 3; i0++) {
  let v5 = [JSON.stringify(v3), v0, (NaN + ["x beta", "omega value"].map(e => e))];
  let v6 = 2147483647;
}
%DeoptimizeFunction(1.5);
console.log(-0.0);
let v7 = (v4 % [42, [{omega: new Array(1), value: String(v1)}, "gamma"].map(e => e)].map(e => e));
console.log("item x gamma");
function f8(p0, p1) {
  let v10 = JSON.stringify(v0);
  let v11 = 1e-07;
  return String(v5);
}
console.log(1.5);
let v9 = 2147483647;
function f10(p0, p1) {
  if ((f8(f8(undefined, new Array(1)), JSON.stringify(v1)) * v6.length)) {
    console.log(({x: v5} & true));
  } else {
    let v12 = v7;
  }
  return Symbol();
}
let v11 = String(v7);
let v12 = 2;
console.log(f10(1.5, String(v6)));
let v13 = JSON.stringify(v1);
console.log(v5);
let v14 = {};
function f15(p0, p1) {
  let v17 = [];
  return ([(NaN % true), v14].map(e => e) | [new Array(0), 0]);
}
try {
  console.log("x");
} catch (e) { console.log(String(e).length); }
let v16 = v6.length;
function f17() {
  let v17 = v4;
  let v18 = [2, v11].map(e => e);
  return 7;
}
let v18 = [v4, new Array(0)].map(e => e);
console.log(typeof v1);
let v19 = v0;
console.log(v6.length);
console.log("beta x");
function f20(p0, p1) {
  console.log(f8(v2, JSON.stringify(v19)));
  let v22 = p1;
  let v23 = new Array(1);
  if (String(v19)) {
    let v24 = JSON.stringify(v19);
  } else {
    let v25 = [f10(v11, [new Array(4), {delta: new Array(1)}].map(e => e))];
  }
  return v11;
}
if ((new Array(2) * new Array(1))) {
  let v21 = [(f15({beta: f15((Math.max % 7), (true == Math.max))}, 7) & {item: [], key: [(255 << 1.5), String(v0)].map(e => e)}), "beta"].map(e => e);
} else {
  if (f20("item node omega", v7)) {
    console.log((v7 < v0));
  } else {
    let v22 = v9;
  }
}
let v23 = v18;
function f24(p0, p1) {
  try {
    let v26 = v11;
  } catch (e) { console.log(String(e).length); }
  try {
    let v27 = v16;
  } catch (e) { console.log(String(e).length); }
  let v28 = [[Symbol(), f10(null, true)].map(e => e), Symbol()].map(e => e);
  return Symbol();
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log((v14 - 0.5));
}
let v25 = typeof v11;
let v26 = "gamma omega item";
let v27 = String(v13);
let v28 = f15((f8(-0.0, 65536) % 1), Infinity);
function f29(p0) {
  console.log(typeof v7);
  let v30 = (3.14159 == v14);
  let v31 = (f20(v26, new Array(4)) == [function (p) { return p; }, [1e+21, v25, ([] | f10(function (p) { return p; }, function (p) { return p; }))], v7]);
  return [new Array(4), f10(new Array(4), v11)].map(e => e);
}
if (typeof v4) {
  console.log((v5 % v4));
} else {
  console.log(65536);
}
if (f24(v26, -1)) {
  if (-0.0) {
    let v30 = v3;
  } else {
    let v31 = 1.5;
  }
} else {
  let v32 = undefined;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v33 = v3;
}
let v34 = v3;
%ToFastProperties(f10);
let v35 = "item node node";
let v36 = f15(255, function (p) { return p; });
let v37 = (JSON.stringify(v7) & (v18 & String(v19)));
let v38 = {alpha: new Array(2), x: typeof v34, item: (["beta", -1].map(e => e) * {key: v21, beta: [f24(f10(new Array(3), {omega: v30, delta: [v7, new Array(2)].map(e => e)}), [255, new Array(4)].map(e => e)), function (p) { return p; }, v11], item: f10("item value", ([1, v0, f10(String(v28), -2147483648)] | {delta: (1.5 - v37.length), omega: (f8(7, {omega: (a => a + 1), gamma: (f29({beta: f10(v3, f20(new Array(0), function (p) { return p; })), delta: [true, "alpha"].map(e => e)}) - v6), delta: ["delta value omega", f20(Symbol(), undefined)].map(e => e)}) + 255)}))})};
for (let i0 = 0; i0 < 4; i0++) {
  let v39 = v4;
}
function f40(p0, p1) {
  try {
    let v42 = [[f8(-0.0, 255), p1].map(e => e), f29(f8(new Array(1), (a => a + 1)))].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v43 = f8(function (p) { return p; }, 1e+21);
  let v44 = [JSON.stringify(v33), String(v39)].map(e => e);
  return f10(JSON.stringify(v30), f20(f8(0.5, new Array(3)), 1e+21));
}
let v41 = [f24(["alpha", {beta: [({} - []), null].map(e => e)}].map(e => e), v23), [new Array(3), typeof v23].map(e => e)].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v42 = Symbol();
  let v43 = f29(false);
}
try {
  %PrepareFunctionForOptimization(undefined);
} catch (e) { console.log(String(e).length); }
if (typeof v26) {
  try {
    let v44 = typeof v7;
  } catch (e) { console.log(String(e).length); }
} else {
  let v45 = new Array(4);
}
let v46 = v19;
let v47 = String(v33);

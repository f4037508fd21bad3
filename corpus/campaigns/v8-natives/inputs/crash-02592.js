%PrepareFunctionForOptimization({});
let v0 = new Array(0);
if (new Array(4)) {
  let v1 = String(v0);
} else {
  let v2 = (v0 == v1);
}
try {
  let v3 = v1;
} catch (e) { console.log(String(e).length); }
console.log(new Array(1));
console.log(String(v0));
let v4 = [];
console.log([]);
let v5 = v4;
%StringCharCodeAt(v3.length, v1);
for (let i0 = 0; i0 < 5; i0++) {
  let v6 = v5.length;
}
function f7(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log((new Array(1) == "item"));
  }
  let v9 = 65536;
  console.log([function (p) { return p; }, JSON.stringify(v6)].map(e => e));
  let v10 = true;
  return {gamma: (a => a + 1), item: v0};
}
function f8() {
  if (v4) {
    console.log((v4 < Infinity));
  } else {
    console.log(1);
  }
  return new Array(4);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v9 = v4;
}
let v10 = NaN;
let v11 = f8();
try {
  let v12 = typeof v10;
} catch (e) { console.log(String(e).length); }
let v13 = [];
for (let i0 = 0; i0 < 2; i0++) {
  console.log((f7(Infinity, f8()) & [f8()]));
}
console.log([v13, [[-1, "value delta", f7(f7(Math.max, undefined), {beta: v10, x: v3})], [(v2 * f8()), [v4, [2, {}].map(e => e)].map(e => e)]].map(e => e)].map(e => e));
let v14 = typeof v10;
let v15 = [(f7(new Array(0), 65536) - Symbol()), v3].map(e => e);
try {
  console.log(65536);
} catch (e) { console.log(String(e).length); }
let v16 = {omega: new Array(0)};
let v17 = "x node delta";
function f18(p0, p1) {
  let v20 = [{alpha: f7(-0.0, f7(1, 1e-07)), node: (f8() - v9), x: 1}, (v15 | p0)].map(e => e);
  return 3.14159;
}
console.log(f8());
console.log((v6 + v10));
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v19 = {};
    let v20 = [[((a => a + 1) * {gamma: v10, gamma: new Array(2), x: v10.length}), ({value: f18(("alpha" * "x key key"), [v5, (JSON.stringify(v3) + typeof v4), (JSON.stringify(v1) + Math.max)]), omega: JSON.stringify(v12)} | "node node gamma")].map(e => e), f8()].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
console.log(v2);
console.log(new Array(0));
try {
  let v21 = (v20 % v5);
} catch (e) { console.log(String(e).length); }
let v22 = v4;
let v23 = v10;
let v24 = [typeof v11, "gamma omega"].map(e => e);
let v25 = JSON.stringify(v22);
try {
  let v26 = v12;
} catch (e) { console.log(String(e).length); }
if (Infinity) {
  let v27 = "x key";
} else {
  let v28 = 1e+21;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v29 = (Symbol() * [f8(), v16]);
}
let v30 = (v15 & v23);
try {
  let v31 = v24;
} catch (e) { console.log(String(e).length); }
function f32() {
  let v32 = f7(v2, [0, new Array(4)].map(e => e));
  return f8();
}
let v33 = ([[new Array(1), 2].map(e => e), ([(Symbol() % 0), f8(), 0.5] - Symbol())].map(e => e) < f18([function (p) { return p; }, Math.max].map(e => e), f8()));
let v34 = false;
let v35 = new Array(2);
let v36 = f8();
if (v14.length) {
  let v37 = "omega alpha";
} else {
  let v38 = ([[], (v22 == 42)] + v28);
}
let v39 = v10;

let v0 = [Math.max, new Array(3)].map(e => e);
let v1 = (String(v0) | v0);
function f2(p0) {
  let v3 = 7;
  return new Array(4);
}
%OptimizeFunctionOnNextCall(new Array(1));
let v3 = "key";
let v4 = typeof v3;
try {
  if (["gamma beta gamma"]) {
    let v5 = "delta value";
  } else {
    let v6 = [(v3 * [{alpha: (String(v0) & v5), alpha: v4}, 0.5].map(e => e)), (v5 << 2147483647)].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v7 = new Array(1);
    console.log(typeof v5);
  }
} catch (e) { console.log(String(e).length); }
console.log(f2(-2147483648));
let v8 = new Array(2);
try {
  let v9 = [((0.5 - "node delta") & v6.length), v3].map(e => e);
} catch (e) { console.log(String(e).length); }
let v10 = [f2(f2("beta alpha")), ([2, null].map(e => e) - v8)].map(e => e);
console.log(typeof v7);
let v11 = (a => a + 1);
let v12 = [f2(f2(0.5)), [{node: v1, value: v3}, v11].map(e => e)].map(e => e);
function f13() {
  console.log(f2(true));
  try {
    let v13 = {omega: typeof v4};
  } catch (e) { console.log(String(e).length); }
  let v14 = v3;
  return v3;
}
let v14 = v4;
let v15 = v3;
console.log(1e+21);
for (let i0 = 0; i0 < 1; i0++) {
  let v16 = 1.5;
  console.log(String(v10));
}
if (v4) {
  let v17 = ((f2(new Array(3)) == 1e+21) << [v5, v6].map(e => e));
} else {
  console.log(v7);
}
function f18(p0, p1) {
  console.log(v12);
  let v20 = v4;
  console.log(-2147483648);
  try {
    let v21 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
  return (v21 + new Array(0));
}
console.log(v10);
let v19 = {};
for (let i0 = 0; i0 < 4; i0++) {
  console.log(String(v4));
  console.log(f2(v17));
}
console.log([[new Array(3), [Infinity, 2].map(e => e)].map(e => e), 255].map(e => e));
function f20(p0, p1) {
  console.log(v3);
  let v22 = -1;
  let v23 = JSON.stringify(v6);
  let v24 = ([f18(7, 1e+21), f18(Infinity, -0.0)].map(e => e) - ([[f18([(f18((a => a + 1), [JSON.stringify(v8), v15]) & f2((a => a + 1))), [f13(), v22].map(e => e), JSON.stringify(p1)], v17), {node: (new Array(2) + Symbol())}], [[["beta item node", new Array(1)].map(e => e), {node: v4, key: f13(), alpha: v19}].map(e => e)]].map(e => e) << [NaN, 1].map(e => e)));
  return ["value alpha", function (p) { return p; }].map(e => e);
}
console.log((-2147483648 % (new Array(0) & (-0.0 == 1e+21))));
let v21 = [[false, 1e+21].map(e => e), v19].map(e => e);
let v22 = 0.5;
let v23 = ("alpha gamma node" + Symbol());
function f24(p0) {
  let v25 = (new Array(0) << [(new Array(2) + "x x omega"), ("item" & 65536)].map(e => e));
  console.log(f13());
  let v26 = v15;
  let v27 = f18((v26 - 1e+21), v25);
  return String(v21);
}
console.log(3.14159);
console.log(v19);
console.log(v11);
for (let i0 = 0; i0 < 2; i0++) {
  let v25 = {x: (JSON.stringify(v4) << 42), value: [typeof v23, v8].map(e => e)};
}
try {
  let v26 = v22.length;
} catch (e) { console.log(String(e).length); }
try {
  try {
    let v27 = ["beta item alpha", 42].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v28 = NaN;
function f29(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(function (p) { return p; });
    let v30 = [v10.length, (v28 | [3.14159, (a => a + 1)].map(e => e))].map(e => e);
  }
  let v31 = v27;
  try {
    let v32 = f13();
  } catch (e) { console.log(String(e).length); }
  console.log(["delta", v19].map(e => e));
  return f2(null);
}
let v30 = f13();
try {
  console.log(new Array(2));
} catch (e) { console.log(String(e).length); }
if (f20({omega: -2147483648, x: [3.14159, v6].map(e => e)}, "omega")) {
  try {
    let v31 = 2;
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v32 = "node x gamma";
  } catch (e) { console.log(String(e).length); }
}
console.log([new Array(0), 1.5, [[{}, 255].map(e => e), v27].map(e => e)]);
let v33 = [f29([new Array(2), (a => a + 1)].map(e => e))];
let v34 = String(v1);
let v35 = NaN;
console.log(v31);

%HaveSameMap(-2147483648, function (p) { return p; });
let v0 = 255;
let v1 = v0;
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = String(v0);
}
let v3 = v2;
let v4 = [v0, new Array(0)].map(e => e);
let v5 = [([{delta: v2, omega: [[0.5, 1.5].map(e => e), NaN].map(e => e)}, new Array(2)].map(e => e) == ["alpha", -0.0].map(e => e)), [v4, [Symbol(), Infinity].map(e => e)].map(e => e)].map(e => e);
let v6 = undefined;
console.log((false - typeof v2));
console.log(1.5);
function f7(p0) {
  let v8 = (v4 % p0.length);
  let v9 = v4;
  console.log(Infinity);
  return 1e-07;
}
let v8 = new Array(3);
function f9() {
  let v9 = 7;
  return v4;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v10 = ({key: [v8, {x: v4}].map(e => e), node: (v8.length < 7)} - [JSON.stringify(v8), f7(([(v2 | (1e-07 << new Array(0))), v2, JSON.stringify(v6)] | {item: String(v3)})), [({node: v6} - "omega"), "item node"].map(e => e)]);
  let v11 = 65536;
}
let v12 = (f9() + (v1 * Infinity));
let v13 = 1e-07;
let v14 = [255, v8].map(e => e);
try {
  try {
    let v15 = [[v4, v12.length].map(e => e), v14.length].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v16 = v0;
let v17 = [v1, v1].map(e => e);
try {
  let v18 = NaN;
} catch (e) { console.log(String(e).length); }
console.log(v16);
let v19 = [f7({}), f9()].map(e => e);
try {
  let v20 = "alpha key";
} catch (e) { console.log(String(e).length); }
if (v3) {
  console.log(v16);
} else {
  let v21 = String(v18);
}
function f22() {
  let v22 = f7(v16);
  let v23 = [v19, ["item x", (255 | new Array(1))].map(e => e)].map(e => e);
  return new Array(3);
}
let v23 = [f7(true), f22()].map(e => e);
function f24(p0, p1) {
  let v26 = new Array(0);
  for (let i1 = 0; i1 < 4; i1++) {
    let v27 = typeof v8;
  }
  let v28 = v8.length;
  return ({} == f22());
}
%DebugPrint((f24(42, 1e-07) & typeof v4));
console.log("key gamma");
let v25 = v12;
console.log(v12);
let v26 = v6;
let v27 = String(v0);
console.log(v6.length);
let v28 = "value item x";
let v29 = null;
try {
  let v30 = [[(function (p) { return p; } * Symbol()), [[v4], {x: new Array(0), omega: typeof v29, item: [-1, ("omega delta" * Math.max)]}].map(e => e)].map(e => e), {alpha: Symbol(), delta: "item omega"}].map(e => e);
} catch (e) { console.log(String(e).length); }
let v31 = v27;
if ([(v14 + v28), Math.max]) {
  let v32 = ["key delta", 1e+21];
} else {
  let v33 = v32;
}
function f34(p0, p1) {
  try {
    let v36 = ([([[f24(new Array(0), 1), ["x beta", (a => a + 1), v4]].map(e => e), [((a => a + 1) + null), Symbol()].map(e => e)] % [String(v3), v15, 0.5]), v4].map(e => e) * []);
  } catch (e) { console.log(String(e).length); }
  let v37 = v5;
  try {
    console.log(v25);
  } catch (e) { console.log(String(e).length); }
  return {};
}
let v35 = "node key";
console.log([]);
let v36 = Symbol();
let v37 = f9();
console.log(v21);
let v38 = (v16 == [v3, v23].map(e => e));
let v39 = f24("value", f9());
let v40 = 2147483647;
let v41 = 65536;
let v42 = typeof v29;
for (let i0 = 0; i0 < 1; i0++) {
  let v43 = "item omega";
  let v44 = (v18 << {});
}
function f45(p0, p1) {
  let v47 = v39;
  return false;
}
let v46 = String(v35);
let v47 = v29;
let v48 = Symbol();
let v49 = ([f24(2, [-0.0]), -1].map(e => e) * v30);
console.log(f24(new Array(3), [[v43, v26], v2].map(e => e)));

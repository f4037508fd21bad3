let v0 = [{omega: 2, delta: Math.max, value: []}, [(a => a + 1), new Array(3)]].map(e => e);
let v1 = NaN;
console.log(v0);
let v2 = [(255 == "alpha")];
let v3 = ("omega node" % JSON.stringify(v2));
let v4 = ["beta"];
let v5 = v2;
console.log(typeof v3);
let v6 = 1.5;
function f7(p0, p1) {
  try {
    let v9 = [(p1 & v2), p0].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v10 = (String(v0) + {item: (((a => a + 1) & new Array(0)) - v6), item: v1});
  let v11 = [([false, function (p) { return p; }].map(e => e) == (new Array(2) << [String(v6)])), (([] < new Array(1)) == p1)].map(e => e);
  let v12 = v11;
  return {};
}
let v8 = {gamma: f7(JSON.stringify(v4), [-0.0, [typeof v2]].map(e => e))};
let v9 = [v4, [2, (null << function (p) { return p; })].map(e => e)].map(e => e);
console.log(undefined);
let v10 = JSON.stringify(v9);
try {
  %CreatePrivateSymbol(f7);
} catch (e) { console.log(String(e).length); }
let v11 = 1e+21;
let v12 = f7((Symbol() & v4.length), JSON.stringify(v2));
let v13 = [[v10, [v12, 1, f7(0.5, 0)], ["x node", v0].map(e => e)], [typeof v1, v1, JSON.stringify(v6)]].map(e => e);
let v14 = v11;
let v15 = f7(-0.0, f7([Math.max, [Symbol(), 2]].map(e => e), v4));
let v16 = v1.length;
try {
  try {
    let v17 = f7(v2, -2147483648);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v18 = v4;
let v19 = true;
let v20 = Symbol();
console.log(-2147483648);
console.log("delta delta");
try {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log((v14 << new Array(0)));
    let v21 = v10;
  }
} catch (e) { console.log(String(e).length); }
let v22 = v14;
function f23() {
  let v23 = v12;
  return v2;
}
let v24 = v9;
let v25 = f23();
function f26(p0, p1) {
  let v28 = v15;
  let v29 = function (p) { return p; };
  return [];
}
for (let i0 = 0; i0 < 2; i0++) {
  let v27 = [v13, (v13 * 2147483647)].map(e => e);
}
let v28 = v19;
let v29 = String(v12);
for (let i0 = 0; i0 < 3; i0++) {
  let v30 = (-2147483648 + v10);
  let v31 = v9;
}
let v32 = "gamma node";
for (let i0 = 0; i0 < 2; i0++) {
  let v33 = [String(v22), function (p) { return p; }].map(e => e);
}
let v34 = ({omega: "node delta", value: [65536, {alpha: [((a => a + 1) < new Array(3)), "beta beta node"].map(e => e), delta: -1}].map(e => e)} | ([] | new Array(4)));
let v35 = v2;
let v36 = "key omega";
let v37 = v3.length;

let v0 = (a => a + 1);
console.log(v0);
console.log([[Infinity], ("node" + v0), typeof v0]);
function f1(p0, p1) {
  %NewRegExpWithBacktrackLimit("node omega", function (p) { return p; }, [["delta delta x", p1].map(e => e)]);
  for (let i1 = 0; i1 < 5; i1++) {
    let v3 = v0;
    console.log(new Array(2));
  }
  return "item gamma item";
}
let v2 = 1e-07;
console.log(false);
for (let i0 = 0; i0 < 2; i0++) {
  let v3 = v2;
}
let v4 = 42;
let v5 = f1(v4, JSON.stringify(v4));
let v6 = 1e-07;
if ("key gamma") {
  let v7 = new Array(4);
} else {
  let v8 = v3;
}
let v9 = ({node: String(v7), delta: function (p) { return p; }, alpha: new Array(0)} - "omega");
for (let i0 = 0; i0 < 1; i0++) {
  let v10 = [(null + [255, 2].map(e => e)), [[null, [(v9.length | v3.length)]].map(e => e), [Symbol(), "delta"].map(e => e)].map(e => e)].map(e => e);
}
let v11 = {item: [v2, [1.5, new Array(4)].map(e => e)].map(e => e)};
let v12 = [new Array(0), v5, JSON.stringify(v8)];
console.log(v5);
console.log("item");
function f13(p0, p1) {
  console.log(v8);
  let v15 = 2147483647;
  return v5;
}
if ({}) {
  let v14 = new Array(2);
} else {
  let v15 = [new Array(2), 1.5].map(e => e);
}
let v16 = JSON.stringify(v10);
let v17 = Symbol();
let v18 = JSON.stringify(v4);
let v19 = f13(Infinity, [((7 & {}) | f13(new Array(1), Infinity)), {}]);
console.log(new Array(1));
try {
  let v20 = v17;
} catch (e) { console.log(String(e).length); }
let v21 = f13((NaN & {item: typeof v2, node: f13([undefined, {gamma: [[{omega: new Array(4), x: v18, x: new Array(4)}, []].map(e => e), v8.length].map(e => e)}].map(e => e), ([JSON.stringify(v20), v11] < Symbol()))}), [v20, -2147483648].map(e => e));
let v22 = v12;
try {
  %NewRegExpWithBacktrackLimit([[]], v16, f1);
} catch (e) { console.log(String(e).length); }
if (v7) {
  let v23 = v8;
} else {
  let v24 = (f1([true, [[(["value beta delta", [({alpha: v11} == 1.5), typeof v2].map(e => e), 1.5] << "alpha value delta"), v19].map(e => e), NaN]].map(e => e), v7) - v16);
}
if (new Array(4)) {
  let v25 = (f1(([[[([Infinity, 1e+21].map(e => e) < f13(0, "key")), ["value node", f13(new Array(0), (a => a + 1))].map(e => e), v10], v16].map(e => e), v23] - (a => a + 1)), true) & [v23, v11].map(e => e));
} else {
  let v26 = 7;
}
let v27 = (false & v12);
if (typeof v8) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v28 = f13(v5, v3);
    let v29 = ([f13([3.14159, f1(("x delta" < "x key"), 0.5), 255], function (p) { return p; }), v27].map(e => e) | new Array(0));
  }
} else {
  let v30 = JSON.stringify(v0);
}

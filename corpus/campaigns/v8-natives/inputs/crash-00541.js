let v0 = [{node: [[0.5, -2147483648].map(e => e), {item: (1e-07 < new Array(4)), value: true}].map(e => e), gamma: Symbol()}, [NaN, -2147483648].map(e => e)].map(e => e);
let v1 = {key: v0, node: v0};
console.log(null);
let v2 = new Array(0);
let v3 = new Array(2);
let v4 = Math.max;
let v5 = (v0 * (undefined - (1.5 | [NaN, (v0 % v1)])));
let v6 = v4;
let v7 = v2;
function f8(p0) {
  %NeverOptimizeFunction([[[("alpha omega" & "node")], v5].map(e => e), {value: NaN, x: v4, alpha: JSON.stringify(v7)}, "alpha"]);
  let v9 = [[true, 1.5].map(e => e), "gamma alpha"].map(e => e);
  let v10 = [v5, 0.5].map(e => e);
  let v11 = [42, ([new Array(0)] % [JSON.stringify(v3), (String(v4) % {value: function (p) { return p; }, gamma: -0.0, item: NaN}), 0.5]), v7];
  return Symbol();
}
console.log((7 * [v1, f8(3.14159)].map(e => e)));
let v9 = [({omega: new Array(4)} - new Array(2)), f8(Symbol())];
console.log(1e-07);
let v10 = [v9, f8([{value: (([f8("key alpha")] - new Array(0)) % v7)}, 65536].map(e => e))].map(e => e);
if ([v1, [("omega beta" << [new Array(4), v5, 1]), String(v1)].map(e => e)].map(e => e)) {
  let v11 = v3;
} else {
  console.log([[], v2].map(e => e));
}
console.log((f8(false) + [[42, NaN].map(e => e), f8(0.5)].map(e => e)));
%HasFastProperties(f8);
let v12 = f8(7);
try {
  let v13 = JSON.stringify(v7);
} catch (e) { console.log(String(e).length); }
let v14 = typeof v13;
let v15 = "value gamma";
for (let i0 = 0; i0 < 1; i0++) {
  let v16 = [v0, [f8(new Array(0)), [true, 0].map(e => e)].map(e => e)].map(e => e);
  let v17 = -2147483648;
}
function f18(p0) {
  let v19 = "key omega";
  let v20 = v3;
  return typeof v17;
}
%IsBeingInterpreted();
function f19(p0) {
  let v20 = [];
  return v2;
}
let v20 = {omega: v11};
%CompileBaseline([f18(["item node omega", "delta value"].map(e => e))]);
let v21 = (1e-07 * v5);
let v22 = f18(f19({gamma: f8([1.5, 42].map(e => e)), value: [function (p) { return p; }, ("node" * new Array(1))].map(e => e)}));
let v23 = v21;
function f24(p0) {
  console.log(v12);
  let v25 = Symbol();
  console.log(v20.length);
  let v26 = v16;
  return f18((v10 + typeof v23));
}
let v25 = v7;
let v26 = (v15.length << {beta: f8(JSON.stringify(v5))});
let v27 = 1.5;
try {
  let v28 = (-0.0 - 2147483647);
} catch (e) { console.log(String(e).length); }
let v29 = (v5 == [[new Array(1), [v28, v9, v23]].map(e => e), (1 + "value")].map(e => e));
let v30 = new Array(2);
console.log(f8([[null, NaN].map(e => e), v12].map(e => e)));
%CreatePrivateSymbol(0.5);
let v31 = String(v15);

function f0(p0) {
  let v1 = typeof p0;
  return {beta: {beta: typeof p0}, alpha: p0, delta: p0};
}
let v1 = ([[1e+21, Math.max].map(e => e), "key value"].map(e => e) == [f0((a => a + 1)), Math.max].map(e => e));
let v2 = ("delta gamma" | "x");
let v3 = ([v1.length] == f0({item: ["item alpha omega", v1].map(e => e)}));
%StringCharCodeAt(f0, v1);
for (let i0 = 0; i0 < 3; i0++) {
  let v4 = ([({alpha: ((Math.max | {beta: String(v2)}) + [{}, 1e-07].map(e => e)), node: ("node omega beta" == [function (p) { return p; }, -0.0].map(e => e))} == new Array(4)), [JSON.stringify(v2), f0(String(v1))]].map(e => e) & v2.length);
  if (1.5) {
    let v5 = v2.length;
  } else {
    let v6 = true;
  }
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log([(f0("node delta beta") * (0.5 % {})), -2147483648].map(e => e));
}
let v7 = {node: f0(v2.length), x: [f0([[v5, [v5, v4, JSON.stringify(v3)]]]), ["node delta", 1e+21].map(e => e)].map(e => e), omega: JSON.stringify(v5)};
let v8 = true;
let v9 = ([] - [7, v5].map(e => e));
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v7);
}
let v10 = 1;
let v11 = "value alpha";
let v12 = new Array(4);
function f13(p0) {
  try {
    let v14 = [3.14159, ["value", Symbol()].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v15 = v11;
  %IsBeingInterpreted();
  return v15;
}
let v14 = (v6 == [v4, [Infinity, function (p) { return p; }].map(e => e)].map(e => e));
let v15 = f0([(function (p) { return p; } + new Array(2)), v1.length].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  let v16 = (a => a + 1);
  let v17 = [f0(false), f13(f13(Symbol()))].map(e => e);
}
let v18 = [f0(1.5), JSON.stringify(v14)].map(e => e);
%DebugPrint(f0);
let v19 = 1e+21;
let v20 = Math.max;
let v21 = (f0(255) | false);
console.log(new Array(4));
let v22 = v15;
let v23 = String(v21);
let v24 = [[["x", new Array(3)].map(e => e), v10].map(e => e)];
let v25 = [v4, v24].map(e => e);
let v26 = v4;
let v27 = function (p) { return p; };
let v28 = "value item node";
%CompileBaseline(f13);

let v0 = ([null, []] % "key key");
function f1(p0, p1) {
  let v3 = [p0, [(255 & v0)]].map(e => e);
  let v4 = Math.max;
  try {
    let v5 = typeof v0;
  } catch (e) { console.log(String(e).length); }
  return JSON.stringify(v3);
}
try {
  let v2 = f1("key", v0);
} catch (e) { console.log(String(e).length); }
%CompileBaseline(f1(f1(null, Math.max), [new Array(3), function (p) { return p; }].map(e => e)));
function f3(p0, p1) {
  console.log(f1(p1, f1(v0, "alpha alpha")));
  return [{node: (3.14159 - p1.length)}, (p0 & {delta: [[{x: new Array(3)}, 0.5].map(e => e), p1].map(e => e), key: p0})].map(e => e);
}
let v4 = v0;
let v5 = f3(1.5, v4);
for (let i0 = 0; i0 < 1; i0++) {
  let v6 = v5.length;
  for (let i1 = 0; i1 < 1; i1++) {
    let v7 = JSON.stringify(v4);
    let v8 = v6;
  }
}
let v9 = {beta: v7, value: "omega", x: Math.max};
let v10 = [v6, (v0 << typeof v0)].map(e => e);
let v11 = v8;
console.log((Math.max - v11));
let v12 = String(v0);
let v13 = [v12, f1([7, new Array(3)].map(e => e), (1.5 | {}))].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  let v14 = v13;
}
let v15 = String(v12);
console.log([f3("value", typeof v11), v15].map(e => e));
for (let i0 = 0; i0 < 5; i0++) {
  console.log(JSON.stringify(v13));
  console.log([[JSON.stringify(v10), v15].map(e => e), Math.max].map(e => e));
}
try {
  let v16 = [(a => a + 1), v12].map(e => e);
} catch (e) { console.log(String(e).length); }
let v17 = typeof v0;

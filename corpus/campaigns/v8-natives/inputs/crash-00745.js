let v0 = "item";
let v1 = v0;
let v2 = v1;
let v3 = Infinity;
if ([(new Array(2) == Math.max)]) {
  try {
    let v4 = v0;
  } catch (e) { console.log(String(e).length); }
} else {
  let v5 = v4;
}
let v6 = [v1.length, typeof v1, JSON.stringify(v0)];
console.log(JSON.stringify(v6));
let v7 = JSON.stringify(v0);
let v8 = JSON.stringify(v0);
let v9 = [Infinity, v1].map(e => e);
let v10 = (a => a + 1);
let v11 = new Array(2);
function f12(p0) {
  let v13 = v3;
  return ([undefined, v8].map(e => e) == 3.14159);
}
console.log(String(v1));
%CompileBaseline(v11);
console.log(v6);
function f13(p0) {
  try {
    let v14 = [f12(v9), new Array(4)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v15 = [String(v2), p0].map(e => e);
  let v16 = v14;
  try {
    console.log(v5);
  } catch (e) { console.log(String(e).length); }
  return JSON.stringify(v6);
}
let v14 = v1;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v1);
}
try {
  let v15 = ("gamma" | [f12(255), v1.length].map(e => e));
} catch (e) { console.log(String(e).length); }
if (((f12("delta beta") * -1) * f12(String(v7)))) {
  let v16 = 1;
} else {
  let v17 = v11;
}
let v18 = typeof v1;
let v19 = [(a => a + 1), v18].map(e => e);
console.log(1e+21);
try {
  console.log(typeof v2);
} catch (e) { console.log(String(e).length); }
function f20(p0) {
  let v21 = f12(-2147483648);
  console.log(f13(v10));
  console.log([(v3 & typeof v15), [3.14159, v9].map(e => e)].map(e => e));
  return undefined;
}
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v21 = (null & function (p) { return p; });
    let v22 = v15;
  }
}
let v23 = Math.max;
let v24 = v2;
let v25 = "key omega delta";
let v26 = {gamma: [typeof v4, [[v24, (([f20(({node: f13(f12(-0.0))} + 0.5)), v14] & new Array(3)) | v3), JSON.stringify(v7)], "key"].map(e => e)].map(e => e)};
%DeoptimizeFunction(false);
let v27 = v14;
let v28 = typeof v19;
console.log([[v11, v10].map(e => e)]);
let v29 = v16;
let v30 = ([v8, new Array(3)].map(e => e) | v19);

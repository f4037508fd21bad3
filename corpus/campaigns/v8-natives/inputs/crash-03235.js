let v0 = 0.5;
let v1 = v0;
function f2(p0) {
  console.log(["key omega", new Array(2)].map(e => e));
  let v3 = 65536;
  return v1;
}
let v3 = v0;
for (let i0 = 0; i0 < 4; i0++) {
  let v4 = v1;
}
let v5 = f2(f2(-2147483648));
%CompileBaseline(new Array(2));
let v6 = v1;
console.log((1e-07 & Symbol()));
for (let i0 = 0; i0 < 5; i0++) {
  let v7 = {};
  let v8 = v7.length;
}
let v9 = f2(v1);
console.log((v4 < ["value alpha", JSON.stringify(v5), v6]));
for (let i0 = 0; i0 < 2; i0++) {
  let v10 = v3;
}
let v11 = (v1 == true);
let v12 = v3;
let v13 = JSON.stringify(v4);
let v14 = new Array(1);
let v15 = v1;
let v16 = v13;
let v17 = typeof v3;
let v18 = v4.length;
let v19 = v11.length;
let v20 = new Array(0);
let v21 = v6;
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v22 = f2(Symbol());
    let v23 = (new Array(0) == v13);
  }
} catch (e) { console.log(String(e).length); }
let v24 = -1;
console.log(f2({alpha: (f2([f2(Math.max), "delta"]) * new Array(3))}));
try {
  let v25 = [];
} catch (e) { console.log(String(e).length); }
let v26 = new Array(3);
let v27 = JSON.stringify(v17);
let v28 = new Array(1);
console.log(Math.max);
function f29(p0, p1) {
  if (function (p) { return p; }) {
    let v31 = [(v12 & v18), v9].map(e => e);
  } else {
    let v32 = v1;
  }
  let v33 = v27;
  for (let i1 = 0; i1 < 5; i1++) {
    let v34 = v7.length;
  }
  return new Array(4);
}
let v30 = f2({beta: v8, beta: [f2(2147483647), f2("x omega")].map(e => e)});
console.log(v23);
let v31 = ((v8 & v30) << ([7, Math.max].map(e => e) * v20));
function f32() {
  let v32 = v19.length;
  for (let i1 = 0; i1 < 3; i1++) {
    let v33 = v14;
  }
  let v34 = v19;
  return v21;
}
let v33 = v28;
let v34 = [(f2(new Array(1)) + 2), {key: [(new Array(2) == (a => a + 1)), v23].map(e => e), node: new Array(3)}].map(e => e);
if ((f32() << [])) {
  console.log(String(v30));
} else {
  try {
    let v35 = [{}, f2("key key alpha")].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
try {
  let v36 = String(v13);
} catch (e) { console.log(String(e).length); }
console.log(f29(2147483647, v31));
let v37 = v12.length;
let v38 = (1.5 + 0);
try {
  console.log(-0.0);
} catch (e) { console.log(String(e).length); }
%HaveSameMap(f29, f29);
function f39(p0, p1) {
  let v41 = [JSON.stringify(v35), (f32() << undefined)].map(e => e);
  for (let i1 = 0; i1 < 1; i1++) {
    let v42 = f32();
  }
  return 1.5;
}
let v40 = f29([], (a => a + 1));
let v41 = JSON.stringify(v28);
let v42 = v34;
let v43 = [JSON.stringify(v16), 1e+21].map(e => e);

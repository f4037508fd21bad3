let v0 = new Array(0);
let v1 = (function (p) { return p; } == String(v0));
let v2 = v0;
%ToFastProperties(new Array(0));
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    %CompileBaseline({x: new Array(2), node: typeof v2});
  }
}
let v3 = v2.length;
console.log(v1.length);
function f4() {
  let v4 = -0.0;
  let v5 = new Array(3);
  return Symbol();
}
console.log(v2);
console.log(v1);
let v5 = ({beta: [v2]} << v0);
for (let i0 = 0; i0 < 4; i0++) {
  let v6 = -0.0;
  console.log(f4());
}
console.log([[{key: (f4() | f4()), node: String(v5)}, [{}, 3.14159].map(e => e)].map(e => e), [v6.length, v6].map(e => e)].map(e => e));
let v7 = "delta delta delta";
let v8 = (String(v3) & v1);
console.log(1.5);
let v9 = 1e+21;
let v10 = ["x", new Array(1)].map(e => e);
let v11 = 1;
function f12() {
  try {
    let v12 = v6;
  } catch (e) { console.log(String(e).length); }
  let v13 = 3.14159;
  let v14 = Symbol();
  let v15 = new Array(1);
  return (2147483647 | 1);
}
let v13 = [f4(), [-2147483648, undefined].map(e => e)].map(e => e);
let v14 = (v2 == (new Array(4) + ["item key key", 1e+21].map(e => e)));
let v15 = v5;
%IsBeingInterpreted();
console.log([([new Array(0), f4()] | [{beta: f12(), omega: v15.length}, new Array(3)].map(e => e)), v5].map(e => e));
console.log(v1);
let v16 = (f12() - [Math.max, []].map(e => e));
let v17 = [f4(), (v6 < [v11])].map(e => e);
let v18 = v8;
try {
  console.log(v5.length);
} catch (e) { console.log(String(e).length); }
try {
  let v19 = [v6, v9].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log(42);
let v20 = v11;
let v21 = [new Array(0), v20].map(e => e);
console.log(typeof v21);
if ({}) {
  let v22 = v6;
} else {
  console.log([new Array(4), v15.length].map(e => e));
}
let v23 = function (p) { return p; };
let v24 = [(a => a + 1), true].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  console.log(["gamma delta gamma", new Array(4)]);
}
function f25(p0) {
  try {
    let v26 = null;
  } catch (e) { console.log(String(e).length); }
  return [v22, "alpha"].map(e => e);
}
function f26(p0) {
  %CreatePrivateSymbol(new Array(1));
  if (new Array(3)) {
    let v27 = (v2.length | v14);
  } else {
    let v28 = new Array(3);
  }
  try {
    let v29 = ([[(Math.max | [f25([[[new Array(4), v17.length].map(e => e), 2147483647], "delta key"].map(e => e)), p0]), [function (p) { return p; }, []].map(e => e)].map(e => e), "x x item"] < new Array(4));
  } catch (e) { console.log(String(e).length); }
  return Infinity;
}
console.log(f25(String(v3)));
let v27 = f26(v13);
let v28 = undefined;
if (f4()) {
  let v29 = JSON.stringify(v15);
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v30 = v3;
    let v31 = v7;
  }
}
try {
  try {
    let v32 = ((f25("delta") * v23) | [v17, ((a => a + 1) << true)].map(e => e));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v33 = v6;
let v34 = (new Array(1) - v17.length);
console.log(JSON.stringify(v17));
for (let i0 = 0; i0 < 1; i0++) {
  console.log([f25([[JSON.stringify(v10), v8], null].map(e => e)), v3]);
}
let v35 = v6;
if ([false, v7]) {
  console.log("gamma");
} else {
  try {
    let v36 = JSON.stringify(v32);
  } catch (e) { console.log(String(e).length); }
}
%CreatePrivateSymbol(f26);
console.log(v6);
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v37 = f25(JSON.stringify(v1));
  } catch (e) { console.log(String(e).length); }
}
function f38(p0) {
  let v39 = false;
  return 1;
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(f4());
  console.log(v21);
}
let v39 = [[v32, null].map(e => e), {x: f12(), x: v5, beta: (v3.length - v28)}, v16];
console.log(f25([(String(v15) | v23), undefined, v27]));

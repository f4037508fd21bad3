let v0 = ["value delta", Infinity].map(e => e);
let v1 = JSON.stringify(v0);
let v2 = [typeof v0, v1].map(e => e);
%DeoptimizeFunction(v1.length);
function f3() {
  let v3 = {};
  let v4 = 255;
  return -0.0;
}
let v4 = (v2 & v1.length);
let v5 = typeof v1;
console.log(v4);
let v6 = [new Array(3), f3()];
let v7 = (-0.0 % ("value" * new Array(2)));
let v8 = typeof v5;
console.log(v2);
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v9 = (v7 < v6);
  } catch (e) { console.log(String(e).length); }
}
if ([(v0 % "alpha omega node"), v0].map(e => e)) {
  console.log(String(v7));
} else {
  let v10 = (Infinity - [typeof v8, v2].map(e => e));
}
let v11 = typeof v1;
if ("item") {
  let v12 = v2;
} else {
  console.log(null);
}
try {
  let v13 = v7;
} catch (e) { console.log(String(e).length); }
function f14(p0, p1) {
  let v16 = p0;
  console.log(p0);
  for (let i1 = 0; i1 < 4; i1++) {
    let v17 = (Math.max % 7);
    console.log((v17 * f3()));
  }
  if (7) {
    %DeoptimizeFunction(JSON.stringify(v16));
  } else {
    let v18 = v7;
  }
  return String(v9);
}
let v15 = v13;
console.log(42);
let v16 = (v11 + (new Array(3) & 1e+21));
let v17 = 1e-07;
let v18 = 1;
if ((f3() * [v9, 3.14159].map(e => e))) {
  console.log(1e+21);
} else {
  %DeoptimizeFunction("node gamma");
}
try {
  %CreatePrivateSymbol(v9);
} catch (e) { console.log(String(e).length); }
let v19 = JSON.stringify(v9);
let v20 = v17;
console.log(Symbol());
%StringCharCodeAt(([] * [v8, v20, v7]), v19);
let v21 = 1e+21;
let v22 = v21;
let v23 = f14([], v2);
%HasFastProperties(typeof v23);
let v24 = f14(f3(), v6);
let v25 = new Array(0);
let v26 = (v21.length | v5);
function f27(p0, p1) {
  let v29 = v11;
  return false;
}
let v28 = [f14("value item", (255 * function (p) { return p; })), v12].map(e => e);
let v29 = v7.length;
function f30(p0, p1) {
  let v32 = [String(v25), v0].map(e => e);
  if (v21) {
    let v33 = v8;
  } else {
    let v34 = f3();
  }
  let v35 = [(p1 == f3()), f3()].map(e => e);
  if (v13) {
    let v36 = f14((v7 & v26), "alpha");
  } else {
    console.log(v1);
  }
  return 7;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v31 = v17.length;
  if ("gamma") {
    let v32 = [v23, v21].map(e => e);
  } else {
    let v33 = [(null % Symbol()), [v6, 1].map(e => e), v25];
  }
}
console.log([]);
let v34 = [{key: v23, x: v33.length, omega: (v29 << (undefined % function (p) { return p; }))}, v15.length].map(e => e);
console.log(f14(42, new Array(2)));
function f35(p0) {
  console.log([String(v10), 3.14159]);
  return v10;
}
let v36 = 65536;
let v37 = f30(0.5, f35([]));
let v38 = "node alpha beta";
console.log([1, function (p) { return p; }].map(e => e));
let v39 = v5;
let v40 = v16;
try {
  let v41 = ((true | f3()) << f30([3.14159, Symbol()].map(e => e), -0.0));
} catch (e) { console.log(String(e).length); }
let v42 = 255;
let v43 = v33;
console.log({omega: v1});
let v44 = f27(v43, v21);
for (let i0 = 0; i0 < 5; i0++) {
  let v45 = JSON.stringify(v39);
}
console.log(Math.max);

let v0 = [(a => a + 1), -1];
console.log("omega gamma alpha");
%DeoptimizeFunction(1e+21);
try {
  console.log(new Array(0));
} catch (e) { console.log(String(e).length); }
function f1(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v2 = [v0, [p0.length, (1e-07 == 3.14159)].map(e => e)].map(e => e);
    let v3 = 1.5;
  }
  return function (p) { return p; };
}
let v2 = v0;
if ((a => a + 1)) {
  let v3 = (v2 * false);
} else {
  let v4 = v0;
}
console.log(typeof v0);
console.log(v4);
let v5 = Math.max;
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v6 = f1(NaN);
    let v7 = (String(v6) | f1([]));
  }
} catch (e) { console.log(String(e).length); }
let v8 = Math.max;
console.log(new Array(3));
let v9 = 255;
try {
  let v10 = ("alpha item gamma" == f1(f1("item omega key")));
} catch (e) { console.log(String(e).length); }
function f11() {
  let v11 = [f1(v9), f1(new Array(3))].map(e => e);
  let v12 = String(v7);
  let v13 = undefined;
  return f1(1e-07);
}
console.log(null);
console.log(2147483647);
let v12 = v3;
function f13() {
  let v13 = [[[[v9], new Array(3)].map(e => e), f1(1)].map(e => e), {gamma: Math.max, node: typeof v10}].map(e => e);
  let v14 = ([Symbol(), v3].map(e => e) == v9);
  return Symbol();
}
for (let i0 = 0; i0 < 3; i0++) {
  let v14 = f13();
}
let v15 = ["delta key", (v14 << (a => a + 1))].map(e => e);
function f16(p0) {
  let v17 = [];
  return {node: (v9 + typeof v15)};
}
let v17 = v2;
console.log(1e+21);
let v18 = new Array(0);
for (let i0 = 0; i0 < 5; i0++) {
  let v19 = Math.max;
}
let v20 = f1({beta: f1(new Array(4))});
for (let i0 = 0; i0 < 4; i0++) {
  if ("value delta beta") {
    let v21 = (typeof v8 == v20);
  } else {
    %CreatePrivateSymbol(function (p) { return p; });
  }
}
let v22 = [-1, []].map(e => e);
try {
  let v23 = v7;
} catch (e) { console.log(String(e).length); }
console.log(v22);
let v24 = f11();

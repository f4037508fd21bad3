let v0 = new Array(4);
let v1 = (v0 < [(65536 == Symbol()), [1e+21, true].map(e => e)].map(e => e));
let v2 = (NaN * [([v0, new Array(3)] == [typeof v1, new Array(1)]), new Array(3)].map(e => e));
let v3 = (new Array(3) + NaN);
console.log([]);
let v4 = (42 - ([v0] + 1.5));
%CreatePrivateSymbol([[{item: "node beta"}, {omega: [42, v2].map(e => e)}].map(e => e), v3].map(e => e));
if (function (p) { return p; }) {
  let v5 = (a => a + 1);
} else {
  console.log(v2);
}
let v6 = (2147483647 & Math.max);
console.log((v4.length == ((a => a + 1) & "beta x")));
if (function (p) { return p; }) {
  let v7 = v3.length;
} else {
  let v8 = v1;
}
let v9 = NaN;
function f10() {
  let v10 = v8;
  let v11 = 7;
  return 1e-07;
}
console.log(v4);
try {
  let v11 = 1e+21;
} catch (e) { console.log(String(e).length); }
console.log(JSON.stringify(v11));
let v12 = v11;
console.log({x: ([] - [new Array(3), function (p) { return p; }].map(e => e))});
let v13 = [[[[], Symbol()].map(e => e), (Infinity + Infinity)].map(e => e), v12].map(e => e);
let v14 = [v8, f10(), v11];
try {
  let v15 = f10();
} catch (e) { console.log(String(e).length); }
let v16 = v12;
console.log(v4);
let v17 = v7;
if (false) {
  let v18 = f10();
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v19 = [v5, f10()].map(e => e);
    let v20 = Symbol();
  }
}
let v21 = v18.length;
let v22 = [];
let v23 = v11;
let v24 = f10();
let v25 = f10();
console.log(v0);
console.log(v9);
try {
  let v26 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
try {
  let v27 = f10();
} catch (e) { console.log(String(e).length); }
console.log(Infinity);
console.log(new Array(3));
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v27);
}
console.log(String(v25));

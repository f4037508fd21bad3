function f0() {
  let v0 = (a => a + 1);
  return [v0, v0].map(e => e);
}
let v1 = 1;
let v2 = NaN;
let v3 = v2;
let v4 = [Math.max, false].map(e => e);
let v5 = (f0() | String(v1));
let v6 = Symbol();
let v7 = v5.length;
if (String(v4)) {
  %CreatePrivateSymbol([(a => a + 1), new Array(1)].map(e => e));
} else {
  console.log(42);
}
try {
  let v8 = (f0() < f0());
} catch (e) { console.log(String(e).length); }
let v9 = {};
for (let i0 = 0; i0 < 2; i0++) {
  console.log(0.5);
  let v10 = typeof v5;
}
console.log(Symbol());
for (let i0 = 0; i0 < 3; i0++) {
  console.log((v6 | v9));
  let v11 = "key alpha";
}
let v12 = new Array(2);
let v13 = v9;
let v14 = v2;
console.log(typeof v13);
console.log([Math.max, new Array(2)].map(e => e));
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v15 = (v13 < JSON.stringify(v6));
  }
} catch (e) { console.log(String(e).length); }
if ({gamma: typeof v14}) {
  %PrepareFunctionForOptimization(f0);
} else {
  let v16 = f0();
}
if (v1) {
  if ([({node: 0.5, x: [0.5, false].map(e => e)} & ((a => a + 1) + "value key key")), null].map(e => e)) {
    console.log(Math.max);
  } else {
    let v17 = f0();
  }
} else {
  console.log([[null, 2147483647].map(e => e)]);
}
try {
  %StringCharCodeAt(f0, f0());
} catch (e) { console.log(String(e).length); }
console.log((JSON.stringify(v17) == 1e-07));
function f18() {
  let v18 = 255;
  let v19 = f0();
  let v20 = v9.length;
  console.log([([false, [String(v16)]].map(e => e) == 65536), (v12 * (0.5 * 255))].map(e => e));
  return (Symbol() + [v7, ("key x" + new Array(2))].map(e => e));
}
let v19 = function (p) { return p; };
let v20 = (f18() % (v5 + v4.length));
try {
  let v21 = (f18() % -1);
} catch (e) { console.log(String(e).length); }
console.log((a => a + 1));
let v22 = f18();
let v23 = ((v8 - [(a => a + 1)]) % Infinity);
for (let i0 = 0; i0 < 2; i0++) {
  let v24 = v10;
  let v25 = v11.length;
}
function f26(p0, p1) {
  let v28 = (f0() - v17);
  console.log(v13);
  return v8.length;
}
let v27 = f0();

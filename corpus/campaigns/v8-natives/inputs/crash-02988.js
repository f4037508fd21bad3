try {
  %StringCharCodeAt([{}, -0.0], ("beta omega x" % 1.5));
} catch (e) { console.log(String(e).length); }
function f0() {
  try {
    let v0 = -0.0;
  } catch (e) { console.log(String(e).length); }
  let v1 = [2, ([null, null].map(e => e) + 65536)].map(e => e);
  if (v0) {
    let v2 = ["delta x x", new Array(2)].map(e => e);
  } else {
    let v3 = v2.length;
  }
  try {
    let v4 = v1;
  } catch (e) { console.log(String(e).length); }
  return Math.max;
}
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v1 = [];
  } catch (e) { console.log(String(e).length); }
}
let v2 = [f0(), false].map(e => e);
let v3 = "delta";
let v4 = f0();
let v5 = f0();
let v6 = (v2 << v3);
let v7 = typeof v3;
let v8 = new Array(4);
let v9 = new Array(2);
let v10 = function (p) { return p; };
function f11() {
  let v11 = v1;
  let v12 = ([JSON.stringify(v4), (Symbol() | {value: v2, delta: v6})].map(e => e) % f0());
  let v13 = ([f0()] << f0());
  return {};
}
try {
  let v12 = String(v9);
} catch (e) { console.log(String(e).length); }
let v13 = f0();
try {
  console.log([f0(), v1].map(e => e));
} catch (e) { console.log(String(e).length); }
try {
  if (v5) {
    let v14 = v8;
  } else {
    let v15 = v6;
  }
} catch (e) { console.log(String(e).length); }
function f16(p0, p1) {
  try {
    let v18 = v4;
  } catch (e) { console.log(String(e).length); }
  let v19 = false;
  let v20 = 7;
  return false;
}
let v17 = v3;
let v18 = f0();
let v19 = (v6 & [v3, ("beta node omega" | [[new Array(4)]])].map(e => e));
let v20 = v10;
let v21 = v6;
let v22 = 1;
console.log(v14);
let v23 = [(true << {}), -2147483648].map(e => e);

let v0 = 0;
let v1 = typeof v0;
try {
  if ("beta omega node") {
    console.log(JSON.stringify(v1));
  } else {
    let v2 = "x value alpha";
  }
} catch (e) { console.log(String(e).length); }
try {
  %NeverOptimizeFunction(v0);
} catch (e) { console.log(String(e).length); }
let v3 = 0;
let v4 = v2;
try {
  let v5 = v0;
} catch (e) { console.log(String(e).length); }
function f6() {
  let v6 = v0;
  try {
    let v7 = 1e+21;
  } catch (e) { console.log(String(e).length); }
  return (a => a + 1);
}
let v7 = f6();
console.log(typeof v0);
console.log(v7);
let v8 = 1.5;
let v9 = v2;
let v10 = function (p) { return p; };
console.log(-0.0);
let v11 = f6();
let v12 = ((v4 << f6()) % true);
if (1e-07) {
  console.log(new Array(4));
} else {
  console.log({});
}
function f13(p0) {
  let v14 = v5;
  return [f6(), p0];
}
let v14 = v4;
function f15(p0, p1) {
  let v17 = (f6() - String(v5));
  let v18 = f13(v2);
  return (f13(f13(0.5)) << 1e-07);
}
let v16 = JSON.stringify(v14);
console.log((v11 < v14));

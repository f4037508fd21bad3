let v0 = true;
console.log(function (p) { return p; });
try {
  %NeverOptimizeFunction(v0);
} catch (e) { console.log(String(e).length); }
let v1 = v0;
let v2 = NaN;
let v3 = v2;
let v4 = v0;
console.log(v0);
function f5() {
  let v5 = [(typeof v3 | "value"), function (p) { return p; }].map(e => e);
  if ("omega gamma delta") {
    let v6 = v0;
  } else {
    let v7 = {value: (a => a + 1), key: 2147483647};
  }
  return "omega";
}
let v6 = [{beta: JSON.stringify(v3)}];
let v7 = new Array(0);
let v8 = f5();
if (typeof v7) {
  console.log(v3);
} else {
  let v9 = [typeof v7, f5()].map(e => e);
}
let v10 = v6;
let v11 = f5();
let v12 = v11;
try {
  let v13 = [f5(), JSON.stringify(v3)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v14 = String(v0);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(v3);
}
console.log(2);
let v15 = 1;
%StringCharCodeAt(v2, new Array(4));
let v16 = [v8, JSON.stringify(v8)];
let v17 = v0;
let v18 = 1e+21;
console.log(v15);
function f19(p0, p1) {
  let v21 = [p0, JSON.stringify(v10)].map(e => e);
  let v22 = f5();
  return ((new Array(0) << String(v17)) << f5());
}
function f20() {
  let v20 = 2;
  for (let i1 = 0; i1 < 5; i1++) {
    let v21 = v6;
    console.log(v4.length);
  }
  return NaN;
}
let v21 = f20();
if (1.5) {
  let v22 = v17;
} else {
  console.log(2147483647);
}
let v23 = v7.length;
console.log("item key");

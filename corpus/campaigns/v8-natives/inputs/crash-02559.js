let v0 = "delta alpha";
%HasFastProperties(v0);
function f1(p0, p1) {
  console.log(null);
  let v3 = 65536;
  %DeoptimizeFunction((v0 & typeof p0));
  console.log(JSON.stringify(p1));
  return JSON.stringify(p1);
}
let v2 = [[v0.length, JSON.stringify(v0)].map(e => e), Infinity];
try {
  console.log([v2, Math.max].map(e => e));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v2);
  let v3 = [v2, [({alpha: v0, x: new Array(3), beta: new Array(0)} < typeof v2), (f1(NaN, 1e-07) << f1(Math.max, (a => a + 1)))]].map(e => e);
}
console.log([{}, JSON.stringify(v0)].map(e => e));
let v4 = [{value: (-1 + NaN), omega: new Array(2), item: (v0 % ("x" < 1e+21))}, 1].map(e => e);
let v5 = 1;
console.log(v5);
console.log(([f1(null, true), JSON.stringify(v2)].map(e => e) < v2));
let v6 = [v2.length, v5.length, ((new Array(1) | 0.5) % JSON.stringify(v3))];
let v7 = v4;
let v8 = v5;
if ([function (p) { return p; }, [v3, new Array(2)].map(e => e)].map(e => e)) {
  let v9 = String(v3);
} else {
  let v10 = f1(v2, Symbol());
}
console.log((a => a + 1));
function f11(p0) {
  console.log(true);
  let v12 = JSON.stringify(p0);
  return v12;
}
function f12() {
  %DebugPrint(new Array(0));
  let v12 = f11(v10);
  let v13 = [new Array(2), f11(new Array(0))].map(e => e);
  let v14 = [(({x: (new Array(1) * f1(1e+21, function (p) { return p; }))} - new Array(3)) & v10.length)];
  return JSON.stringify(v3);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v13 = f11(v10);
  if (JSON.stringify(v10)) {
    let v14 = [f11(v2), typeof v4];
  } else {
    let v15 = ({x: String(v0), omega: {item: "gamma item key"}} < "alpha value");
  }
}
console.log(v9);
let v16 = v9;
try {
  let v17 = typeof v16;
} catch (e) { console.log(String(e).length); }
let v18 = 1e-07;
function f19(p0, p1) {
  let v21 = ([v8, v7].map(e => e) + p1);
  let v22 = (JSON.stringify(v16) | []);
  console.log("x omega beta");
  try {
    let v23 = (v4 % new Array(3));
  } catch (e) { console.log(String(e).length); }
  return f12();
}
let v20 = v13;
let v21 = typeof v16;
let v22 = 1e+21;
console.log([v10, v3].map(e => e));
let v23 = 1e-07;
let v24 = {x: f1(([] + undefined), "alpha omega key"), node: [v20, f1([v14.length], -2147483648)].map(e => e), gamma: v7.length};
let v25 = ({node: null} + f19("gamma", ([42, v14] == [v7, f11(typeof v9)])));
let v26 = f1(v18, v10.length);
let v27 = typeof v9;

let v0 = [Symbol(), ({alpha: -2147483648, beta: "key node delta"} << "beta value key")].map(e => e);
let v1 = JSON.stringify(v0);
let v2 = v0;
try {
  let v3 = JSON.stringify(v0);
} catch (e) { console.log(String(e).length); }
console.log([([(a => a + 1), {}].map(e => e) | "alpha")]);
%StringCharCodeAt([v1, "delta item"].map(e => e), Math.max);
let v4 = v1;
console.log(v0);
let v5 = [([new Array(4), new Array(0)].map(e => e) % null), (Math.max < (function (p) { return p; } + 2147483647))].map(e => e);
console.log([7, ((Math.max + Math.max) | (function (p) { return p; } + new Array(4)))].map(e => e));
%IsBeingInterpreted();
let v6 = JSON.stringify(v2);
try {
  let v7 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
let v8 = (Math.max & []);
let v9 = 65536;
console.log(Symbol());
let v10 = "value beta beta";
console.log(-1);
%HasFastProperties(String(v8));
function f11(p0, p1) {
  let v13 = "gamma item gamma";
  for (let i1 = 0; i1 < 5; i1++) {
    let v14 = new Array(1);
  }
  return typeof p1;
}
console.log(1e+21);
console.log(v5);
function f12() {
  console.log(f11(v10.length, (a => a + 1)));
  if (f11(3.14159, f11(65536, v6))) {
    let v12 = String(v2);
  } else {
    let v13 = [-0.0, {item: [(1e+21 << new Array(2)), [f11(["omega", {alpha: v12.length, item: {beta: ["omega", ("gamma" << 7)].map(e => e)}}].map(e => e), ((a => a + 1) << 1e+21))]].map(e => e)}].map(e => e);
  }
  return f11(3.14159, [v2, v4.length, (v10 - "item")]);
}
let v13 = v3.length;
let v14 = v1.length;
if (f11(1e-07, JSON.stringify(v6))) {
  console.log({});
} else {
  console.log((3.14159 - (f11({key: new Array(4)}, undefined) * [(f12() == v6)])));
}
let v15 = (v6 < v8.length);
let v16 = "gamma";
for (let i0 = 0; i0 < 1; i0++) {
  console.log(f11([], new Array(0)));
}
console.log([false, JSON.stringify(v3)].map(e => e));
let v17 = 255;
console.log(v7);
function f18() {
  try {
    let v18 = String(v4);
  } catch (e) { console.log(String(e).length); }
  return ((v18 & v8.length) == false);
}
let v19 = [("gamma item node" % 7), {x: String(v17), gamma: typeof v6, delta: "omega gamma x"}].map(e => e);
let v20 = String(v17);
let v21 = 65536;
let v22 = true;
let v23 = v10;
let v24 = (v14 & v14);
console.log(3.14159);
function f25(p0, p1) {
  try {
    let v27 = [new Array(2), String(v2)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  console.log(f11([{alpha: 3.14159, x: (a => a + 1), gamma: v0}, v2].map(e => e), [[[String(v6), v1.length].map(e => e), (a => a + 1)], (a => a + 1), f12()]));
  console.log(f11(v16, v8));
  return v7;
}
let v26 = String(v9);
let v27 = f18();

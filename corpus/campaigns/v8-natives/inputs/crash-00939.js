%PrepareFunctionForOptimization([new Array(2), "delta"].map(e => e));
for (let i0 = 0; i0 < 3; i0++) {
  let v0 = -2147483648;
}
let v1 = new Array(0);
let v2 = false;
console.log("value");
let v3 = new Array(0);
let v4 = v1;
let v5 = [v3, false].map(e => e);
console.log(v0);
try {
  let v6 = Math.max;
} catch (e) { console.log(String(e).length); }
let v7 = ("omega gamma key" & [(undefined == 0.5), "omega"].map(e => e));
let v8 = [v0, {omega: [[String(v4), []].map(e => e), [v5, -1].map(e => e)], beta: [v6, new Array(2)].map(e => e), beta: v7}].map(e => e);
let v9 = Math.max;
let v10 = [];
let v11 = (v4 % new Array(1));
function f12(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v14 = 3.14159;
    let v15 = ["x gamma", new Array(3), {beta: "item node", alpha: v10, gamma: p0}];
  }
  let v16 = "value";
  return {delta: p1, omega: v15};
}
function f13() {
  let v13 = JSON.stringify(v11);
  let v14 = "delta value omega";
  let v15 = new Array(0);
  return ("value x delta" << (v9 << [{}, 1.5].map(e => e)));
}
let v14 = v7;
try {
  let v15 = {x: [v9, v11].map(e => e), key: v3.length};
} catch (e) { console.log(String(e).length); }
function f16(p0, p1) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(new Array(4));
  }
  return f13();
}
function f17(p0) {
  try {
    let v18 = (new Array(1) << new Array(0));
  } catch (e) { console.log(String(e).length); }
  console.log(v4);
  return [[[Symbol(), 65536].map(e => e), {beta: p0}].map(e => e), Infinity].map(e => e);
}
function f18() {
  let v18 = f13();
  let v19 = v11;
  console.log(v9);
  return undefined;
}
console.log("gamma value");
console.log(v4);
let v19 = v9;
let v20 = [(1.5 % [function (p) { return p; }, Symbol(), []]), new Array(1)].map(e => e);
if (typeof v6) {
  let v21 = JSON.stringify(v15);
} else {
  let v22 = function (p) { return p; };
}
let v23 = [-0.0, new Array(1), f17(f13())];
let v24 = typeof v14;
let v25 = Symbol();
let v26 = JSON.stringify(v24);
console.log(v6);
function f27(p0) {
  let v28 = f17((v1 == [{key: f13(), beta: [v15, f16(1e-07, function (p) { return p; })].map(e => e), gamma: v15}, {delta: 7}].map(e => e)));
  return f18();
}
let v28 = "omega alpha";
let v29 = v7;
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v30 = true;
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v31 = function (p) { return p; };
}
try {
  let v32 = v5;
} catch (e) { console.log(String(e).length); }
let v33 = typeof v2;

let v0 = new Array(2);
console.log(new Array(2));
console.log(65536);
console.log(v0);
let v1 = "delta gamma";
let v2 = v1;
let v3 = 3.14159;
let v4 = "item gamma";
if (Infinity) {
  let v5 = JSON.stringify(v4);
} else {
  console.log(typeof v0);
}
try {
  let v6 = new Array(1);
} catch (e) { console.log(String(e).length); }
let v7 = [3.14159, new Array(1)].map(e => e);
let v8 = v2;
let v9 = v7;
let v10 = v2;
let v11 = "node value alpha";
let v12 = v1.length;
function f13(p0, p1) {
  let v15 = new Array(1);
  let v16 = NaN;
  try {
    let v17 = "alpha alpha x";
  } catch (e) { console.log(String(e).length); }
  let v18 = String(v4);
  return null;
}
let v14 = (v2 == f13((true | "item beta node"), v2));
if ("delta gamma key") {
  try {
    console.log(v10);
  } catch (e) { console.log(String(e).length); }
} else {
  let v15 = Infinity;
}
%NewRegExpWithBacktrackLimit(f13, Math.max, f13);
let v16 = 2147483647;
if (2147483647) {
  let v17 = v16;
} else {
  let v18 = [-2147483648, (NaN * new Array(0))].map(e => e);
}
let v19 = [v9, v15].map(e => e);
let v20 = v9;
for (let i0 = 0; i0 < 5; i0++) {
  let v21 = (("delta gamma value" % 1) << [NaN]);
}
try {
  try {
    console.log(v11.length);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v22 = function (p) { return p; };
function f23(p0, p1) {
  try {
    let v25 = 1.5;
  } catch (e) { console.log(String(e).length); }
  let v26 = JSON.stringify(v16);
  try {
    let v27 = [v25, (JSON.stringify(v0) < 42)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return v19;
}
try {
  let v24 = [];
} catch (e) { console.log(String(e).length); }
console.log(v22);
console.log(v2.length);
let v25 = [new Array(4), ("alpha node" < [1e+21, []].map(e => e))].map(e => e);
try {
  let v26 = [255, {x: (Infinity & [3.14159, [f13(v19, String(v5))]].map(e => e)), node: []}].map(e => e);
} catch (e) { console.log(String(e).length); }
let v27 = v2.length;
let v28 = [];
let v29 = typeof v14;
let v30 = Infinity;
console.log(-2147483648);

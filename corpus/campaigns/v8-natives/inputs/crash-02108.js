%CreatePrivateSymbol(-0.0);
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v0 = new Array(1);
  } catch (e) { console.log(String(e).length); }
}
let v1 = JSON.stringify(v0);
let v2 = new Array(2);
function f3(p0, p1) {
  console.log((v2.length << 2));
  let v5 = p1;
  return [];
}
try {
  let v4 = v0;
} catch (e) { console.log(String(e).length); }
console.log(f3((v1 | v0), v0));
let v5 = 1.5;
let v6 = String(v2);
console.log("key omega");
let v7 = v0;
console.log(JSON.stringify(v2));
if (1.5) {
  let v8 = new Array(3);
} else {
  if (v4) {
    let v9 = v4;
  } else {
    let v10 = v4;
  }
}
console.log(Math.max);
let v11 = v10;
let v12 = [1, "omega"].map(e => e);
let v13 = typeof v5;
%NeverOptimizeFunction(f3);
console.log(v4);
for (let i0 = 0; i0 < 4; i0++) {
  let v14 = ([{omega: (v1.length - v9)}, [1, "value"].map(e => e), v7.length] | -2147483648);
  let v15 = v6.length;
}
let v16 = JSON.stringify(v0);
for (let i0 = 0; i0 < 4; i0++) {
  let v17 = f3({omega: v12, alpha: false}, [v2, (a => a + 1), v10]);
  let v18 = v10.length;
}
function f19(p0) {
  try {
    let v20 = f3([f3(null, [Infinity, "node", {value: [Symbol(), true].map(e => e)}]), v2].map(e => e), 0.5);
  } catch (e) { console.log(String(e).length); }
  if (-2147483648) {
    let v21 = "omega value";
  } else {
    let v22 = v14.length;
  }
  return v8;
}
let v20 = 1e-07;
if (typeof v8) {
  let v21 = {item: v6};
} else {
  let v22 = (v10 | new Array(3));
}
let v23 = {value: {key: (v15 < v0)}, beta: []};
let v24 = {alpha: {value: v5, value: new Array(1), omega: v13}, value: false};
let v25 = [v22, (new Array(4) < f3(0.5, []))].map(e => e);
let v26 = f19(f3(String(v17), f3([], "x key alpha")));
function f27(p0, p1) {
  let v29 = Symbol();
  let v30 = v9;
  try {
    console.log(-2147483648);
  } catch (e) { console.log(String(e).length); }
  let v31 = null;
  return (v21 + [new Array(3)]);
}
let v28 = f27(v12, new Array(1));
console.log(JSON.stringify(v18));
console.log(v1);

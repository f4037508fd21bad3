try {
  %CreatePrivateSymbol(Math.max);
} catch (e) { console.log(String(e).length); }
let v0 = {gamma: "value"};
try {
  let v1 = [];
} catch (e) { console.log(String(e).length); }
let v2 = [v0.length, "item item"].map(e => e);
console.log(new Array(3));
let v3 = "node";
try {
  let v4 = typeof v3;
} catch (e) { console.log(String(e).length); }
let v5 = [[v2, NaN].map(e => e)];
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v6 = new Array(3);
    let v7 = 3.14159;
  }
  let v8 = (undefined < "item");
}
let v9 = 65536;
let v10 = "x node";
if ([v5.length, (v3 & [1e+21, {}].map(e => e))].map(e => e)) {
  let v11 = Infinity;
} else {
  console.log(Math.max);
}
let v12 = v9;
let v13 = [];
if ({beta: "key"}) {
  console.log(Symbol());
} else {
  let v14 = 1e-07;
}
let v15 = 3.14159;
try {
  console.log(-0.0);
} catch (e) { console.log(String(e).length); }
let v16 = v7;
let v17 = v7;
for (let i0 = 0; i0 < 3; i0++) {
  if (new Array(4)) {
    let v18 = 0;
  } else {
    let v19 = v11;
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  let v20 = v13;
  let v21 = Symbol();
}
let v22 = {};
console.log(false);
function f23() {
  console.log(String(v0));
  %DebugPrint(JSON.stringify(v0));
  return v13;
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(2);
  let v24 = [[String(v17), typeof v7].map(e => e), v12].map(e => e);
}
console.log(v16);
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v25 = v12.length;
  } catch (e) { console.log(String(e).length); }
  let v26 = f23();
}
function f27() {
  let v27 = [Math.max, v22];
  return false;
}
console.log(JSON.stringify(v20));
let v28 = Symbol();

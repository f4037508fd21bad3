%OptimizeFunctionOnNextCall("item delta item");
try {
  let v0 = 65536;
} catch (e) { console.log(String(e).length); }
function f1(p0, p1) {
  let v3 = [[new Array(1), p1, {}]];
  let v4 = [v3, p0];
  return v0;
}
let v2 = {x: Infinity};
let v3 = JSON.stringify(v2);
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = String(v0);
}
function f5() {
  let v5 = 3.14159;
  console.log(v5);
  try {
    let v6 = ((v2 | v2) % f1(v4, (new Array(2) < false)));
  } catch (e) { console.log(String(e).length); }
  return 0.5;
}
let v6 = [v4, v0].map(e => e);
let v7 = JSON.stringify(v6);
let v8 = v2;
console.log((new Array(4) - Symbol()));
for (let i0 = 0; i0 < 3; i0++) {
  let v9 = (f1(v8, typeof v7) == null);
  let v10 = -0.0;
}
console.log(typeof v8);
if (typeof v6) {
  console.log(typeof v0);
} else {
  try {
    console.log(f5());
  } catch (e) { console.log(String(e).length); }
}
let v11 = v10;
let v12 = f1(v11, f5());
for (let i0 = 0; i0 < 5; i0++) {
  let v13 = ((v3 | v11) & v6.length);
}
let v14 = (a => a + 1);
console.log(Math.max);
function f15(p0) {
  let v16 = v9;
  try {
    let v17 = (typeof v4 % [("key alpha" | "value delta beta"), {gamma: typeof v9, node: f1(null, [7, 1].map(e => e))}].map(e => e));
  } catch (e) { console.log(String(e).length); }
  return f5();
}
%HaveSameMap((v8 << typeof v13), new Array(3));
let v16 = "gamma node x";
console.log([[v12, v14].map(e => e), (v11 - JSON.stringify(v13))]);
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v17 = [v7, v13.length].map(e => e);
  } catch (e) { console.log(String(e).length); }
  console.log(typeof v6);
}
let v18 = (f15([[[0.5, v14, 65536], "node"].map(e => e), [[-0.0, -1].map(e => e), 1e+21].map(e => e), v6]) < v0.length);
function f19() {
  let v19 = f15(typeof v9);
  console.log(v17);
  let v20 = 3.14159;
  return [(JSON.stringify(v11) + Infinity), 255].map(e => e);
}
%CreatePrivateSymbol(v9);
let v20 = {x: 1, x: ("delta omega" * ("omega omega" == ["x key x"]))};
let v21 = f1(f5(), new Array(3));
for (let i0 = 0; i0 < 3; i0++) {
  let v22 = v14;
  if ("beta") {
    let v23 = -2147483648;
  } else {
    let v24 = false;
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  let v25 = v14;
  if (Math.max) {
    let v26 = [v9, "gamma"].map(e => e);
  } else {
    let v27 = typeof v2;
  }
}
if ((f1("value key value", (-2147483648 % {})) < "delta")) {
  console.log(JSON.stringify(v7));
} else {
  let v28 = v2;
}
let v29 = f5();
let v30 = new Array(3);
console.log(v3);
let v31 = (String(v10) < typeof v20);
console.log(v31.length);
console.log((v25 - {value: f19(), gamma: String(v13)}));
if ("gamma") {
  let v32 = ["item key value", f5()].map(e => e);
} else {
  let v33 = "delta item beta";
}

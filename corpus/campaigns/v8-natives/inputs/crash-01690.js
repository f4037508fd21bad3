let v0 = [1, "beta key"].map(e => e);
let v1 = [undefined, v0].map(e => e);
let v2 = v1;
let v3 = v2;
let v4 = v2;
let v5 = String(v2);
function f6(p0) {
  let v7 = 3.14159;
  let v8 = v1;
  return v1;
}
let v7 = (a => a + 1);
let v8 = Math.max;
let v9 = v5;
console.log(7);
console.log(v7.length);
console.log("value omega omega");
let v10 = new Array(1);
let v11 = (v2 + {alpha: f6("key node")});
function f12(p0, p1) {
  let v14 = 7;
  if (v10) {
    let v15 = (v3 < p0);
  } else {
    let v16 = f6(p1);
  }
  let v17 = String(v3);
  return ({} < {x: [1e-07, 1].map(e => e), item: [[v9, v2].map(e => e), [[], v17.length].map(e => e), 2147483647]});
}
function f13() {
  try {
    let v13 = "node";
  } catch (e) { console.log(String(e).length); }
  console.log(false);
  if ([v11, 1e-07]) {
    let v14 = {};
  } else {
    let v15 = new Array(0);
  }
  let v16 = v4.length;
  return {};
}
let v14 = v4;
let v15 = v2;
function f16() {
  if ([String(v10), v4].map(e => e)) {
    let v16 = Math.max;
  } else {
    let v17 = 1.5;
  }
  return "alpha";
}
function f17() {
  console.log([f13(), true].map(e => e));
  try {
    let v17 = (typeof v10 - 42);
  } catch (e) { console.log(String(e).length); }
  return 3.14159;
}
let v18 = (new Array(1) + typeof v10);
let v19 = null;
let v20 = f16();
function f21(p0) {
  let v22 = f6(255);
  let v23 = (f13() + []);
  let v24 = 1;
  if (String(v9)) {
    console.log(null);
  } else {
    let v25 = (v4 * v4);
  }
  return v24;
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v5);
}
console.log(f6(JSON.stringify(v18)));
let v22 = [(undefined + v11), (String(v8) < "delta alpha")].map(e => e);
if ([JSON.stringify(v4), [v5]]) {
  try {
    let v23 = [[(false - 3.14159), f17()].map(e => e), v5].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    console.log(new Array(3));
  } catch (e) { console.log(String(e).length); }
}
let v24 = (typeof v2 - String(v3));
function f25(p0, p1) {
  let v27 = v20;
  console.log(v22);
  console.log([[], true].map(e => e));
  return v18;
}
for (let i0 = 0; i0 < 5; i0++) {
  try {
    %DebugPrint(f13);
  } catch (e) { console.log(String(e).length); }
  %DeoptimizeFunction([new Array(1), v5].map(e => e));
}
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v26 = "node omega";
  }
}
let v27 = 255;
console.log(-0.0);
function f28() {
  let v28 = f21({node: v23, alpha: v11.length, gamma: v7});
  console.log((f6(v18) | String(v27)));
  let v29 = "value";
  let v30 = new Array(2);
  return v28;
}

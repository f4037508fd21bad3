let v0 = [{node: {value: [{beta: [[1.5]], beta: 42, beta: "gamma delta item"}, (("gamma value" < false) + [undefined]), 0.5], delta: new Array(4)}, beta: {}, node: []}, (a => a + 1)].map(e => e);
let v1 = 7;
let v2 = v1;
let v3 = v0;
%NeverOptimizeFunction((("gamma beta key" & Infinity) % 1));
console.log([String(v3), (255 % "x x alpha")].map(e => e));
console.log(v0);
let v4 = v0;
let v5 = "delta node";
try {
  let v6 = ["node", v2.length];
} catch (e) { console.log(String(e).length); }
let v7 = (65536 & (v1 + "alpha omega key"));
let v8 = "x";
let v9 = ("item beta value" % (v7 % v6));
let v10 = -0.0;
console.log(new Array(4));
let v11 = v10.length;
console.log(typeof v4);
function f12() {
  let v12 = String(v1);
  return v11;
}
%DebugPrint(((a => a + 1) < true));
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v13 = [f12(), String(v6)].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
console.log(0.5);
if (v3) {
  let v14 = f12();
} else {
  try {
    let v15 = v4;
  } catch (e) { console.log(String(e).length); }
}
console.log(String(v10));
console.log(typeof v6);
let v16 = f12();
for (let i0 = 0; i0 < 4; i0++) {
  try {
    console.log(v14);
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(([v0.length, v3].map(e => e) + f12()));
  let v17 = 65536;
}
try {
  if (7) {
    let v18 = "value beta";
  } else {
    let v19 = NaN;
  }
} catch (e) { console.log(String(e).length); }
try {
  console.log(v6);
} catch (e) { console.log(String(e).length); }
if ("omega") {
  let v20 = 42;
} else {
  let v21 = "x";
}
for (let i0 = 0; i0 < 1; i0++) {
  let v22 = (2 < JSON.stringify(v4));
  try {
    let v23 = v6;
  } catch (e) { console.log(String(e).length); }
}
if ([f12(), String(v18)].map(e => e)) {
  let v24 = v13;
} else {
  let v25 = new Array(4);
}
%IsBeingInterpreted();
if (v20) {
  if (v1) {
    let v26 = {value: (false << f12()), item: [1e-07, {alpha: v20, beta: f12(), x: Infinity}].map(e => e)};
  } else {
    let v27 = f12();
  }
} else {
  let v28 = Math.max;
}
let v29 = String(v15);
let v30 = [[-0.0], function (p) { return p; }].map(e => e);
let v31 = 42;
let v32 = f12();
let v33 = (a => a + 1);
let v34 = v25;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v35 = v15;
  }
} catch (e) { console.log(String(e).length); }
let v36 = v19;
let v37 = 0.5;
let v38 = [2, f12()];

%PrepareFunctionForOptimization(new Array(2));
let v0 = Math.max;
if (v0) {
  let v1 = NaN;
} else {
  let v2 = new Array(1);
}
let v3 = v1;
let v4 = 1.5;
if ([undefined, v1].map(e => e)) {
  let v5 = NaN;
} else {
  if ([v1, {omega: v5}].map(e => e)) {
    let v6 = [new Array(1), (a => a + 1)].map(e => e);
  } else {
    let v7 = {delta: {omega: v4}, gamma: new Array(0), x: v2};
  }
}
let v8 = v4;
for (let i0 = 0; i0 < 3; i0++) {
  let v9 = -2147483648;
  let v10 = (a => a + 1);
}
let v11 = Symbol();
let v12 = (1.5 % v3);
let v13 = String(v9);
for (let i0 = 0; i0 < 1; i0++) {
  let v14 = v7;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v15 = JSON.stringify(v12);
}
let v16 = Math.max;
let v17 = (JSON.stringify(v1) * ("value" == "node"));
let v18 = 255;
try {
  let v19 = String(v5);
} catch (e) { console.log(String(e).length); }
let v20 = v1;
function f21() {
  let v21 = {delta: typeof v10, node: [null, v5].map(e => e), item: v4};
  let v22 = [v19, JSON.stringify(v5)].map(e => e);
  let v23 = v5.length;
  let v24 = ([] == [null, new Array(3)].map(e => e));
  return false;
}
if ([f21(), [v13, f21()].map(e => e)].map(e => e)) {
  let v22 = v7;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log([v10, {node: Math.max}].map(e => e));
  }
}
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v23 = 65536;
  } catch (e) { console.log(String(e).length); }
  let v24 = v4;
}
function f25(p0) {
  console.log({omega: String(v5), gamma: [{}, {}].map(e => e)});
  return v7;
}
if ("omega") {
  console.log([v4, [v8.length, f25({delta: (v4.length | [null, [v19]].map(e => e))})].map(e => e)].map(e => e));
} else {
  let v26 = new Array(1);
}
let v27 = [v15.length, function (p) { return p; }].map(e => e);
let v28 = [String(v13), null].map(e => e);
try {
  let v29 = new Array(1);
} catch (e) { console.log(String(e).length); }
let v30 = v19;
for (let i0 = 0; i0 < 4; i0++) {
  let v31 = [f21()];
  let v32 = (v0 * new Array(1));
}
function f33(p0) {
  let v34 = [1e-07, [v5.length, ((a => a + 1) & "value key")].map(e => e)];
  let v35 = Symbol();
  let v36 = ("gamma item" - typeof v28);
  let v37 = v2;
  return "item x delta";
}
let v34 = {};
let v35 = [v1, 7].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  if (v35) {
    let v36 = v16;
  } else {
    let v37 = {item: ([3.14159] * [-0.0, 3.14159].map(e => e)), gamma: []};
  }
}
for (let i0 = 0; i0 < 5; i0++) {
  let v38 = (v26 % f33([true, []].map(e => e)));
  let v39 = v19.length;
}
console.log([new Array(0), f33(false)]);

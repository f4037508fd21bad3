let v0 = new Array(3);
try {
  console.log(false);
} catch (e) { console.log(String(e).length); }
console.log((JSON.stringify(v0) + [v0, new Array(0)]));
let v1 = [v0.length, v0].map(e => e);
let v2 = 1;
let v3 = v1;
console.log(v0);
for (let i0 = 0; i0 < 5; i0++) {
  let v4 = new Array(0);
  %OptimizeFunctionOnNextCall(v4.length);
}
let v5 = undefined;
let v6 = Infinity;
let v7 = JSON.stringify(v0);
console.log(JSON.stringify(v2));
let v8 = -2147483648;
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v9 = ({alpha: [v1, [1, "omega"].map(e => e)].map(e => e)} << v6);
    let v10 = v6;
  }
  console.log((["value delta", 1].map(e => e) & 3.14159));
}
console.log(v1.length);
for (let i0 = 0; i0 < 1; i0++) {
  let v11 = v10;
  let v12 = v8;
}
if (v4) {
  if ((NaN << v6)) {
    let v13 = v2;
  } else {
    let v14 = v3.length;
  }
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v15 = [[], "value delta"].map(e => e);
  }
}
let v16 = (a => a + 1);
for (let i0 = 0; i0 < 3; i0++) {
  let v17 = v15;
}
if (1e-07) {
  let v18 = [new Array(1), [[Symbol(), (v4 + [[{}], v16.length, v17]), 0], v8].map(e => e)].map(e => e);
} else {
  console.log([undefined, NaN].map(e => e));
}
let v19 = [new Array(2), {beta: v9, x: Infinity, item: v9}].map(e => e);
function f20() {
  if (v18) {
    let v20 = function (p) { return p; };
  } else {
    console.log(null);
  }
  if (v3) {
    console.log(new Array(0));
  } else {
    let v21 = "delta";
  }
  return typeof v15;
}
let v21 = (new Array(3) < [v0, f20()].map(e => e));
let v22 = NaN;
function f23() {
  try {
    let v23 = v17;
  } catch (e) { console.log(String(e).length); }
  console.log([v2, v8.length].map(e => e));
  let v24 = 0.5;
  let v25 = -1;
  return function (p) { return p; };
}
let v24 = f20();
try {
  let v25 = (v15 % v22);
} catch (e) { console.log(String(e).length); }
let v26 = {};
let v27 = "key item node";
if (f20()) {
  %DebugPrint(f20);
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v28 = (v7 * [[], JSON.stringify(v12)].map(e => e));
  }
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(v24);
}
let v29 = NaN;
let v30 = new Array(2);
console.log(v11);
function f31(p0) {
  let v32 = Math.max;
  let v33 = String(v1);
  return new Array(3);
}
let v32 = f20();
let v33 = (1e+21 | [new Array(4)]);
if ([v24, v3].map(e => e)) {
  let v34 = v18.length;
} else {
  console.log([v28, 1].map(e => e));
}
let v35 = {omega: v32, key: [v13, Infinity].map(e => e)};
console.log([v18, {gamma: [1.5, JSON.stringify(v13)].map(e => e), alpha: typeof v10}].map(e => e));

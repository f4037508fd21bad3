%ToFastProperties(new Array(3));
let v0 = -0.0;
let v1 = v0;
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v1);
}
let v2 = v1.length;
let v3 = new Array(0);
let v4 = [new Array(2), 1e-07].map(e => e);
function f5() {
  let v5 = v1;
  let v6 = (42 - typeof v3);
  let v7 = true;
  return v5;
}
console.log(v3);
try {
  let v6 = {alpha: [Infinity, new Array(4)].map(e => e)};
} catch (e) { console.log(String(e).length); }
console.log(typeof v6);
try {
  console.log([]);
} catch (e) { console.log(String(e).length); }
%GetOptimizationStatus(f5);
function f7() {
  for (let i1 = 0; i1 < 3; i1++) {
    %OptimizeFunctionOnNextCall((f5() + ({item: v4, gamma: new Array(1)} - false)));
    let v7 = new Array(1);
  }
  let v8 = Math.max;
  for (let i1 = 0; i1 < 2; i1++) {
    let v9 = typeof v0;
    console.log(JSON.stringify(v1));
  }
  let v10 = JSON.stringify(v4);
  return new Array(0);
}
console.log((v0.length << (f5() + -0.0)));
let v8 = {alpha: f5(), x: ([Math.max, 65536].map(e => e) - [v0, [f7(), {delta: v6}].map(e => e)]), value: v4};
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v9 = f7();
  } catch (e) { console.log(String(e).length); }
}
let v10 = v6;
let v11 = 1;
console.log([f7(), v10].map(e => e));
console.log(v0);
let v12 = f5();
let v13 = [(f7() * ([] % new Array(4))), new Array(4)].map(e => e);
console.log(new Array(0));
console.log(-0.0);
try {
  let v14 = v6;
} catch (e) { console.log(String(e).length); }
let v15 = f7();
try {
  let v16 = f7();
} catch (e) { console.log(String(e).length); }
if (1) {
  console.log(v4);
} else {
  %HaveSameMap(f7(), f7);
}
console.log(v12);
let v17 = Symbol();
try {
  let v18 = [v2, [3.14159, typeof v17].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log(f5());
let v19 = [f5()];
try {
  if (65536) {
    let v20 = v10;
  } else {
    let v21 = 0;
  }
} catch (e) { console.log(String(e).length); }
let v22 = "alpha key";
try {
  console.log(v18);
} catch (e) { console.log(String(e).length); }
console.log([String(v8), f5()].map(e => e));
if (undefined) {
  console.log(v10);
} else {
  console.log(v16);
}
try {
  if ([v3, v11].map(e => e)) {
    let v23 = f7();
  } else {
    let v24 = 1e-07;
  }
} catch (e) { console.log(String(e).length); }
let v25 = typeof v23;
console.log(Math.max);

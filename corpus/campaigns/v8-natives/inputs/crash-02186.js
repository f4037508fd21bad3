let v0 = 0;
if (new Array(3)) {
  console.log(-0.0);
} else {
  let v1 = v0;
}
console.log([[-2147483648, {value: new Array(1)}].map(e => e)]);
%NeverOptimizeFunction(new Array(0));
if ([]) {
  let v2 = v1;
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v3 = "key";
    let v4 = String(v1);
  }
}
let v5 = v1;
let v6 = typeof v0;
if ({node: v1}) {
  let v7 = v2;
} else {
  if ("gamma key delta") {
    let v8 = 1e+21;
  } else {
    console.log(2147483647);
  }
}
function f9() {
  let v9 = 42;
  return 2147483647;
}
let v10 = "omega key";
let v11 = f9();
let v12 = v11;
console.log((a => a + 1));
let v13 = JSON.stringify(v10);
for (let i0 = 0; i0 < 5; i0++) {
  let v14 = v13;
}
let v15 = [[[[typeof v1], new Array(1)].map(e => e), v11].map(e => e), v6.length].map(e => e);
console.log(new Array(1));
let v16 = {delta: {}, x: [v8, String(v10)].map(e => e), delta: ("key x" << v7)};
for (let i0 = 0; i0 < 2; i0++) {
  let v17 = -0.0;
}
for (let i0 = 0; i0 < 1; i0++) {
  if (((v13 | String(v6)) << v14)) {
    let v18 = v2;
  } else {
    console.log((v14 == "x beta gamma"));
  }
}
let v19 = v15;
let v20 = JSON.stringify(v5);
let v21 = (0 - f9());
let v22 = "node";
try {
  try {
    let v23 = [[(false - [v16, v11]), [v17.length, v2]].map(e => e), v0].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if (v13) {
  console.log(new Array(3));
} else {
  console.log(-1);
}
console.log(typeof v19);
function f24() {
  console.log(Infinity);
  let v24 = 2;
  for (let i1 = 0; i1 < 4; i1++) {
    let v25 = [];
    let v26 = (Math.max - false);
  }
  for (let i1 = 0; i1 < 1; i1++) {
    let v27 = v6;
    let v28 = f9();
  }
  return "delta value";
}
for (let i0 = 0; i0 < 5; i0++) {
  let v25 = v22;
  let v26 = Symbol();
}
let v27 = (v15 % v4);
try {
  let v28 = v2;
} catch (e) { console.log(String(e).length); }
let v29 = v10;
let v30 = typeof v12;
let v31 = v12;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v32 = {x: v5};
  }
} catch (e) { console.log(String(e).length); }
let v33 = f24();
try {
  console.log(JSON.stringify(v22));
} catch (e) { console.log(String(e).length); }
console.log(v19);
console.log({omega: v10, gamma: v11, delta: Math.max});
let v34 = new Array(1);

let v0 = "omega value gamma";
let v1 = {x: {omega: {}}};
let v2 = {};
console.log({alpha: 0.5});
function f3(p0) {
  let v4 = new Array(0);
  return Symbol();
}
let v4 = {item: v0};
function f5(p0) {
  let v6 = -2147483648;
  %NewRegExpWithBacktrackLimit(p0, f3, v0);
  console.log({item: v1, item: [[{}, [[[], v0].map(e => e), Math.max, [{beta: NaN, x: JSON.stringify(v0)}, ["node beta node", null].map(e => e)].map(e => e)]].map(e => e), [[7, v4].map(e => e), JSON.stringify(v6)]].map(e => e)});
  return f3(null);
}
let v6 = v1;
let v7 = [JSON.stringify(v2), f5(new Array(0)), v4];
let v8 = (a => a + 1);
function f9(p0) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v10 = (([v6, 1e-07, (function (p) { return p; } + [2, "node value"].map(e => e))] + v2) == p0);
    let v11 = ([Infinity, v1].map(e => e) == (v6.length == {beta: v8, beta: v8, gamma: ["node node", v6].map(e => e)}));
  }
  console.log("x x");
  if (v11) {
    let v12 = [JSON.stringify(v4), [v7.length, (a => a + 1)].map(e => e)].map(e => e);
  } else {
    let v13 = "delta";
  }
  return v4.length;
}
let v10 = v4;
let v11 = typeof v0;
if (String(v1)) {
  let v12 = v6;
} else {
  let v13 = v6;
}
let v14 = v7;
for (let i0 = 0; i0 < 4; i0++) {
  if (Infinity) {
    let v15 = new Array(0);
  } else {
    let v16 = v8;
  }
}
if ({value: v14, x: ["item", "value gamma"].map(e => e)}) {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(typeof v7);
    let v17 = [typeof v11, function (p) { return p; }].map(e => e);
  }
} else {
  let v18 = v13;
}
let v19 = 1e+21;
for (let i0 = 0; i0 < 4; i0++) {
  let v20 = v14;
}
function f21(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(v2);
  }
  let v22 = v20;
  if (([] & f5([typeof v11, f5((1 == {})), new Array(0)]))) {
    let v23 = String(v12);
  } else {
    let v24 = 1e+21;
  }
  return 1;
}
let v22 = [Math.max, 3.14159].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  let v23 = [f9(v18), 255].map(e => e);
  let v24 = JSON.stringify(v13);
}
let v25 = v14;
function f26(p0) {
  let v27 = null;
  console.log((p0 - v19));
  if (v22) {
    let v28 = 0.5;
  } else {
    let v29 = f9("node alpha");
  }
  let v30 = v22;
  return v20;
}
console.log(String(v16));
let v27 = ((v4 == v4.length) * v15);
console.log((a => a + 1));
console.log(v11);
let v28 = v1;
console.log([]);
for (let i0 = 0; i0 < 2; i0++) {
  let v29 = {};
}
let v30 = v0;
try {
  let v31 = v30.length;
} catch (e) { console.log(String(e).length); }
let v32 = String(v4);
function f33(p0, p1) {
  let v35 = f3((v2 == ("alpha" == 255)));
  console.log("delta gamma item");
  let v36 = f3(f21(["gamma key beta", 2147483647].map(e => e)));
  try {
    console.log([new Array(0), 65536].map(e => e));
  } catch (e) { console.log(String(e).length); }
  return v20;
}
if (v13.length) {
  try {
    let v34 = new Array(0);
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v35 = v23;
  }
}
if (v31) {
  let v36 = "x delta omega";
} else {
  let v37 = "key";
}
console.log(v22.length);
function f38(p0) {
  try {
    let v39 = null;
  } catch (e) { console.log(String(e).length); }
  console.log(Symbol());
  let v40 = typeof v12;
  return [v2, f33((NaN == Symbol()), {})].map(e => e);
}
let v39 = 1.5;
let v40 = f38(f21(new Array(2)));
let v41 = new Array(3);
let v42 = [f38(Infinity)];
let v43 = (a => a + 1);
function f44(p0, p1) {
  let v46 = v14;
  let v47 = 2147483647;
  let v48 = JSON.stringify(v0);
  return 1e+21;
}
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v45 = (v34.length - f38("item"));
  }
} catch (e) { console.log(String(e).length); }
console.log(v15);
let v46 = [2, [v31, undefined].map(e => e), JSON.stringify(v41)];
let v47 = JSON.stringify(v31);

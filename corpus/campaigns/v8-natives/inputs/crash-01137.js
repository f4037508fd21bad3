let v0 = "item delta";
let v1 = {};
let v2 = new Array(0);
let v3 = v1;
console.log(v3);
%NeverOptimizeFunction(undefined);
let v4 = v1;
let v5 = false;
let v6 = [String(v5)];
for (let i0 = 0; i0 < 1; i0++) {
  console.log(String(v6));
}
console.log(NaN);
try {
  let v7 = [[typeof v2, v0].map(e => e)];
} catch (e) { console.log(String(e).length); }
try {
  let v8 = Symbol();
} catch (e) { console.log(String(e).length); }
if (new Array(0)) {
  let v9 = 2147483647;
} else {
  let v10 = new Array(4);
}
try {
  let v11 = [[v3.length, [v2, v4, JSON.stringify(v4)]].map(e => e), v4].map(e => e);
} catch (e) { console.log(String(e).length); }
function f12() {
  let v12 = v8;
  return v5;
}
let v13 = [(2 == "x key node"), "key"].map(e => e);
try {
  let v14 = v9;
} catch (e) { console.log(String(e).length); }
let v15 = Symbol();
let v16 = v8;
let v17 = -1;
let v18 = 1;
for (let i0 = 0; i0 < 3; i0++) {
  let v19 = f12();
  let v20 = {x: f12()};
}
console.log([v15]);
if ("delta") {
  console.log(f12());
} else {
  let v21 = v19;
}
let v22 = typeof v5;
if (1e+21) {
  let v23 = f12();
} else {
  let v24 = [];
}
if (0.5) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v25 = v15;
    let v26 = [];
  }
} else {
  let v27 = v0;
}
console.log("key beta x");
try {
  let v28 = v11;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  console.log([new Array(0), v0].map(e => e));
  let v29 = v21;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v30 = typeof v5;
  for (let i1 = 0; i1 < 5; i1++) {
    let v31 = typeof v25;
  }
}
let v32 = v6;
if (new Array(4)) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v33 = [];
    let v34 = f12();
  }
} else {
  let v35 = Math.max;
}
let v36 = JSON.stringify(v18);
try {
  console.log(f12());
} catch (e) { console.log(String(e).length); }
let v37 = v21;
let v38 = f12();
console.log(v19.length);
let v39 = Infinity;
if ([new Array(0), {node: v34, delta: {}}].map(e => e)) {
  try {
    let v40 = -1;
  } catch (e) { console.log(String(e).length); }
} else {
  let v41 = v29.length;
}
console.log(JSON.stringify(v9));
function f42(p0) {
  console.log([f12(), new Array(0)].map(e => e));
  let v43 = [v8, f12()].map(e => e);
  let v44 = (v33 == v1);
  return "node node";
}

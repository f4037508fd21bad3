let v0 = "omega";
for (let i0 = 0; i0 < 5; i0++) {
  %GetOptimizationStatus(String(v0));
  try {
    console.log(v0);
  } catch (e) { console.log(String(e).length); }
}
let v1 = "key";
console.log(v1);
if (undefined) {
  let v2 = [];
} else {
  console.log(v0);
}
console.log([]);
try {
  let v3 = v1.length;
} catch (e) { console.log(String(e).length); }
if (v1) {
  let v4 = new Array(2);
} else {
  %NeverOptimizeFunction((JSON.stringify(v4) - v0));
}
let v5 = (2147483647 == "omega beta");
if (function (p) { return p; }) {
  let v6 = v4;
} else {
  let v7 = (null % 2147483647);
}
console.log(true);
let v8 = {};
let v9 = {gamma: new Array(3), alpha: typeof v6};
if (65536) {
  console.log(3.14159);
} else {
  let v10 = Symbol();
}
let v11 = false;
let v12 = [String(v9), ((1 << 1.5) < String(v4))].map(e => e);
console.log(Math.max);
try {
  let v13 = v4.length;
} catch (e) { console.log(String(e).length); }
try {
  try {
    %NeverOptimizeFunction(-1);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
try {
  let v14 = ([v13, "gamma"].map(e => e) - v2);
} catch (e) { console.log(String(e).length); }
let v15 = new Array(0);
try {
  let v16 = (({value: "value x beta"} - 1e-07) % "node omega");
} catch (e) { console.log(String(e).length); }
console.log(v16);
try {
  try {
    let v17 = 1e-07;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v18 = -1;
  let v19 = "x omega value";
}
function f20(p0) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log([(Math.max - 2147483647), v6].map(e => e));
    let v21 = ((7 == v5) | 255);
  }
  let v22 = v3;
  console.log("beta");
  for (let i1 = 0; i1 < 5; i1++) {
    let v23 = {alpha: Symbol(), alpha: 2147483647, alpha: typeof v11};
  }
  return [typeof v4, -1].map(e => e);
}
let v21 = 7;
function f22() {
  if (v11) {
    let v22 = ((v3 - v4) < v12);
  } else {
    let v23 = Infinity;
  }
  console.log(typeof v0);
  let v24 = JSON.stringify(v18);
  return -1;
}
let v23 = f20((JSON.stringify(v16) < v17));
let v24 = {};
function f25(p0, p1) {
  let v27 = function (p) { return p; };
  return v4;
}
let v26 = v16;
console.log(f22());
try {
  let v27 = f20([f25([v0], "key"), f22()].map(e => e));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v28 = ((a => a + 1) | 3.14159);
}
let v29 = v19;
try {
  let v30 = v10;
} catch (e) { console.log(String(e).length); }
let v31 = v5;
console.log(v14.length);
if ([[(Symbol() * {beta: 2147483647, alpha: (a => a + 1), gamma: [["x", 1.5].map(e => e), 1.5].map(e => e)}), v15].map(e => e), [[null, new Array(1)].map(e => e), 42].map(e => e)].map(e => e)) {
  try {
    let v32 = [Symbol(), (false - new Array(2))];
  } catch (e) { console.log(String(e).length); }
} else {
  let v33 = [v12, v19].map(e => e);
}
let v34 = function (p) { return p; };
try {
  let v35 = typeof v19;
} catch (e) { console.log(String(e).length); }
console.log(v14);
let v36 = v13;
let v37 = (new Array(1) & String(v23));
try {
  let v38 = f20([v37]);
} catch (e) { console.log(String(e).length); }
try {
  if (f20(v13)) {
    let v39 = [v12, JSON.stringify(v16)].map(e => e);
  } else {
    let v40 = (a => a + 1);
  }
} catch (e) { console.log(String(e).length); }
let v41 = JSON.stringify(v2);
console.log([[v27, String(v7), [[new Array(2), 1e+21].map(e => e), {alpha: f25(Symbol(), v10), node: f25(v1, v7.length)}].map(e => e)], {gamma: Math.max, beta: v39, key: v3}].map(e => e));
let v42 = f20(f22());

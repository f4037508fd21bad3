let v0 = null;
let v1 = v0;
console.log((JSON.stringify(v0) | v0));
function f2() {
  let v2 = v0;
  console.log("omega alpha gamma");
  %NewRegExpWithBacktrackLimit(Math.max, (["omega", 1e-07].map(e => e) < undefined), (["delta item", Infinity].map(e => e) & -1));
  return "omega delta";
}
%NewRegExpWithBacktrackLimit(f2(), (function (p) { return p; } * "omega"), JSON.stringify(v0));
let v3 = "alpha item node";
let v4 = {};
console.log(null);
try {
  console.log(1e+21);
} catch (e) { console.log(String(e).length); }
let v5 = typeof v4;
for (let i0 = 0; i0 < 3; i0++) {
  let v6 = (a => a + 1);
  let v7 = null;
}
let v8 = new Array(1);
function f9(p0) {
  if (p0) {
    let v10 = v6;
  } else {
    let v11 = "alpha beta";
  }
  return v4.length;
}
for (let i0 = 0; i0 < 3; i0++) {
  let v10 = [v0, f9((a => a + 1))].map(e => e);
}
let v11 = [f2(), 0.5].map(e => e);
let v12 = f2();
console.log(JSON.stringify(v4));
try {
  let v13 = v0;
} catch (e) { console.log(String(e).length); }
try {
  let v14 = -0.0;
} catch (e) { console.log(String(e).length); }
console.log([new Array(3), function (p) { return p; }, f9(3.14159)]);
console.log(((v0 % v12) & v1));
try {
  console.log(null);
} catch (e) { console.log(String(e).length); }
let v15 = f2();
try {
  console.log(f2());
} catch (e) { console.log(String(e).length); }
if ([new Array(4), v4].map(e => e)) {
  let v16 = v1;
} else {
  let v17 = ([1.5, [new Array(1), 1e-07].map(e => e)].map(e => e) * "omega");
}
let v18 = typeof v14;
let v19 = (a => a + 1);
let v20 = f9([f9(new Array(3)), [Math.max, [v16, v4, f2()]].map(e => e)].map(e => e));
console.log([[v6], v19].map(e => e));
if (new Array(3)) {
  let v21 = f2();
} else {
  let v22 = [[[undefined, 65536].map(e => e), v6].map(e => e), {x: new Array(4)}].map(e => e);
}
if (255) {
  let v23 = (Math.max - ((false | true) | NaN));
} else {
  let v24 = -2147483648;
}
let v25 = new Array(0);
for (let i0 = 0; i0 < 4; i0++) {
  let v26 = f9([new Array(2), Infinity].map(e => e));
  let v27 = [0, new Array(3)].map(e => e);
}
function f28() {
  console.log(v3.length);
  try {
    %NewRegExpWithBacktrackLimit(f2, f2, (["key"] - v5));
  } catch (e) { console.log(String(e).length); }
  let v28 = String(v3);
  return Math.max;
}
if ([v25, (false & -2147483648)]) {
  console.log(([0, v20, v6] * f2()));
} else {
  console.log(3.14159);
}
try {
  let v29 = f28();
} catch (e) { console.log(String(e).length); }
try {
  try {
    let v30 = [(new Array(3) - v25), typeof v16].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v31 = "x item delta";
if ([v14, "alpha node"].map(e => e)) {
  console.log(typeof v29);
} else {
  let v32 = function (p) { return p; };
}
let v33 = v31;
let v34 = String(v20);
let v35 = Math.max;
let v36 = v31;
function f37(p0) {
  if (new Array(1)) {
    let v38 = v16;
  } else {
    let v39 = v7;
  }
  return Symbol();
}
let v38 = "x";
try {
  let v39 = v16;
} catch (e) { console.log(String(e).length); }

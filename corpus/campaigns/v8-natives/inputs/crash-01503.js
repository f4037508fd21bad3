let v0 = [({delta: ([new Array(1), [(new Array(4) < "x"), function (p) { return p; }]].map(e => e) - "omega beta alpha"), item: []} << [null, -0.0].map(e => e)), [undefined, "alpha"].map(e => e)].map(e => e);
let v1 = JSON.stringify(v0);
let v2 = String(v0);
console.log([[(a => a + 1), [v2, v0, 255]].map(e => e), v2, 42]);
let v3 = new Array(3);
%OptimizeFunctionOnNextCall(NaN);
let v4 = 65536;
let v5 = (a => a + 1);
let v6 = "gamma omega";
try {
  console.log(({delta: v2, omega: new Array(1), item: 3.14159} - v6.length));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v7 = {};
}
for (let i0 = 0; i0 < 2; i0++) {
  let v8 = [String(v0), 1e-07].map(e => e);
}
let v9 = [v6];
let v10 = new Array(1);
let v11 = 1.5;
try {
  %NewRegExpWithBacktrackLimit(false, ([] + new Array(3)), ([-0.0, {delta: null, node: "beta omega delta"}].map(e => e) << 42));
} catch (e) { console.log(String(e).length); }
let v12 = v2;
let v13 = typeof v6;
let v14 = v10;
%IsBeingInterpreted();
let v15 = [(-2147483648 & (2147483647 | -0.0)), (v9 == ({item: 0.5} << function (p) { return p; }))].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  let v16 = {omega: [new Array(3)], node: (a => a + 1), omega: [new Array(0), []]};
}
let v17 = v0;
let v18 = [7, v2].map(e => e);
function f19(p0, p1) {
  let v21 = [{}, v15].map(e => e);
  return ([3.14159, 255].map(e => e) * v6);
}
let v20 = [];
let v21 = (false + String(v9));
let v22 = String(v15);
function f23(p0, p1) {
  let v25 = "omega";
  console.log([Symbol(), (f19(new Array(1), true) & [Symbol(), String(v9), [1e+21, v15].map(e => e)])].map(e => e));
  return new Array(3);
}
let v24 = Infinity;
let v25 = JSON.stringify(v12);
let v26 = {};
let v27 = v0;
let v28 = v25;
let v29 = "alpha beta key";
let v30 = "x";
let v31 = 0.5;
console.log(String(v5));
let v32 = 1e-07;
function f33() {
  let v33 = v10;
  console.log({delta: typeof v6});
  let v34 = v5;
  return [{gamma: v2}, {beta: v20, delta: function (p) { return p; }}].map(e => e);
}
console.log(v10);
if (f19(v2, v2)) {
  let v34 = String(v14);
} else {
  let v35 = String(v34);
}
if (v0) {
  let v36 = (f33() + v31);
} else {
  let v37 = v21;
}
let v38 = typeof v13;
console.log(v0);
let v39 = f33();
let v40 = v8;
console.log(v20);
let v41 = 3.14159;
function f42() {
  console.log(Infinity);
  let v42 = [v13, v29].map(e => e);
  let v43 = v27;
  return v3;
}
function f43() {
  let v43 = (JSON.stringify(v0) + typeof v6);
  if (1) {
    let v44 = typeof v11;
  } else {
    let v45 = Math.max;
  }
  return v45;
}
try {
  try {
    let v44 = "beta value";
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if (v32) {
  let v45 = v31;
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v46 = f19("x x omega", 1e+21);
    let v47 = v29;
  }
}
try {
  let v48 = v39;
} catch (e) { console.log(String(e).length); }

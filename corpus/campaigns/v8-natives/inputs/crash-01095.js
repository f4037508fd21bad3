let v0 = new Array(3);
let v1 = typeof v0;
console.log([[1], v1].map(e => e));
let v2 = [v0, false].map(e => e);
let v3 = v2;
function f4(p0, p1) {
  let v6 = JSON.stringify(p1);
  let v7 = undefined;
  console.log((function (p) { return p; } < v0));
  let v8 = [{value: String(v3)}, ([new Array(3), 1.5].map(e => e) - "beta")].map(e => e);
  return (a => a + 1);
}
let v5 = String(v0);
let v6 = v5;
let v7 = (f4(typeof v1, NaN) % v5);
try {
  let v8 = v1;
} catch (e) { console.log(String(e).length); }
let v9 = [0, JSON.stringify(v2)].map(e => e);
console.log([{delta: (v5 << 2147483647), value: []}, v2].map(e => e));
let v10 = "value";
let v11 = Math.max;
console.log(v0);
let v12 = (a => a + 1);
let v13 = v3;
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v14 = v13;
  }
} catch (e) { console.log(String(e).length); }
let v15 = ({item: f4([[], undefined].map(e => e), "x delta"), item: [({} | false), 2].map(e => e), x: v9} & v3);
let v16 = new Array(3);
function f17(p0) {
  let v18 = (v11 & (v13 | JSON.stringify(v15)));
  let v19 = 1.5;
  return [{node: v2}];
}
let v18 = f4(v7.length, v16);
let v19 = typeof v10;
let v20 = v5;
let v21 = v5.length;
function f22(p0) {
  console.log([]);
  let v23 = 0.5;
  let v24 = (Math.max | true);
  let v25 = "node gamma";
  return f4([v3], (a => a + 1));
}
function f23() {
  try {
    let v23 = "gamma node key";
  } catch (e) { console.log(String(e).length); }
  return String(v8);
}
try {
  let v24 = (a => a + 1);
} catch (e) { console.log(String(e).length); }
if ([]) {
  %NewRegExpWithBacktrackLimit(v2, [Math.max, [1.5, v6, 255]].map(e => e), v2);
} else {
  let v25 = JSON.stringify(v21);
}
let v26 = v11;
let v27 = v14;
try {
  console.log(f22([]));
} catch (e) { console.log(String(e).length); }
let v28 = {};
let v29 = f22(v3.length);
for (let i0 = 0; i0 < 5; i0++) {
  let v30 = String(v3);
  for (let i1 = 0; i1 < 5; i1++) {
    let v31 = f22(f23());
    let v32 = 0.5;
  }
}
function f33() {
  let v33 = 2147483647;
  return 1e+21;
}
if (v8) {
  console.log(f4(v11, v20.length));
} else {
  try {
    console.log([(v15 % (new Array(0) * -2147483648)), new Array(0)].map(e => e));
  } catch (e) { console.log(String(e).length); }
}
let v34 = v15;
console.log(String(v8));
console.log(2147483647);
let v35 = v10.length;
if ((v35 % v15)) {
  let v36 = v29;
} else {
  console.log({gamma: "alpha gamma alpha"});
}
let v37 = f23();
console.log((v34 == false));

let v0 = (0.5 * new Array(4));
console.log([JSON.stringify(v0), 0].map(e => e));
%DebugPrint(1e-07);
let v1 = v0;
let v2 = (v0 < ((a => a + 1) * NaN));
%ToFastProperties([((a => a + 1) << {gamma: 2147483647, alpha: false}), v0.length].map(e => e));
let v3 = {beta: v0, beta: typeof v1};
let v4 = v2;
%CompileBaseline(NaN);
let v5 = "delta";
let v6 = JSON.stringify(v1);
console.log(v0);
let v7 = false;
let v8 = v0;
let v9 = v1;
if (Math.max) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v10 = v9;
    let v11 = 42;
  }
} else {
  let v12 = 1e-07;
}
if (String(v12)) {
  let v13 = Infinity;
} else {
  let v14 = 1.5;
}
let v15 = [String(v14), v2.length].map(e => e);
if (v7) {
  console.log(v15);
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v16 = [];
  }
}
let v17 = v16;
if (typeof v11) {
  let v18 = v11;
} else {
  console.log((v10 == ((new Array(0) * 0) * Math.max)));
}
let v19 = v3.length;
let v20 = new Array(0);
console.log(3.14159);
function f21(p0, p1) {
  let v23 = 7;
  let v24 = [];
  if ((v3 & 1e+21)) {
    let v25 = (NaN + typeof v4);
  } else {
    let v26 = [v1, {gamma: new Array(1)}].map(e => e);
  }
  console.log([{alpha: 3.14159}, v16].map(e => e));
  return Math.max;
}
let v22 = {alpha: -2147483648, omega: [v9, []].map(e => e)};
let v23 = 255;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v0);
}
let v24 = f21((v17 & typeof v22), new Array(2));
try {
  let v25 = String(v18);
} catch (e) { console.log(String(e).length); }
let v26 = v20;
console.log(v19);
let v27 = [Symbol(), typeof v20].map(e => e);
if ([0.5, [new Array(3), {gamma: f21(["omega key", 0].map(e => e), [[v10.length, "item key x"], {item: v17, item: JSON.stringify(v12)}].map(e => e)), delta: f21(v19, [-0.0, []].map(e => e))}].map(e => e)].map(e => e)) {
  let v28 = v1;
} else {
  try {
    let v29 = v17;
  } catch (e) { console.log(String(e).length); }
}
let v30 = [typeof v27, v17].map(e => e);
let v31 = v11;
try {
  if (1e-07) {
    let v32 = [v11, [65536, new Array(4)].map(e => e)].map(e => e);
  } else {
    let v33 = f21(-1, new Array(4));
  }
} catch (e) { console.log(String(e).length); }
console.log(v8);
function f34() {
  if (([[[false, [v28, new Array(2)].map(e => e)], function (p) { return p; }].map(e => e), [true, function (p) { return p; }].map(e => e)].map(e => e) + String(v31))) {
    let v34 = String(v27);
  } else {
    let v35 = [[v12, (undefined == new Array(1))].map(e => e), f21([], ("node item" - true))].map(e => e);
  }
  console.log((f21(v9, "alpha beta") == v17.length));
  let v36 = "key value";
  return [f21([v3, [String(v8)]], [[true], "gamma gamma"].map(e => e)), (((a => a + 1) | 2147483647) % v8.length)].map(e => e);
}
let v35 = v30;
let v36 = (a => a + 1);
if (f34()) {
  let v37 = v23;
} else {
  let v38 = "alpha item";
}
let v39 = String(v2);
let v40 = v30;
try {
  let v41 = v13;
} catch (e) { console.log(String(e).length); }
let v42 = v27;
let v43 = [{key: 1e-07, gamma: (v42 & v10.length), node: [[[(v20 == Math.max), function (p) { return p; }], v20].map(e => e), JSON.stringify(v9), "omega item"]}, v28].map(e => e);
let v44 = function (p) { return p; };

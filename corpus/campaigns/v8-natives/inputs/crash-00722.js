%HasFastProperties((Math.max << []));
%HasFastProperties("gamma item");
let v0 = ((new Array(3) << ("gamma delta" * new Array(3))) << new Array(1));
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v1 = v0;
  } catch (e) { console.log(String(e).length); }
}
let v2 = v1.length;
console.log(new Array(2));
let v3 = 0.5;
let v4 = [];
if (v0) {
  let v5 = [(a => a + 1)];
} else {
  let v6 = (1 % ("gamma alpha x" | function (p) { return p; }));
}
function f7(p0) {
  if (typeof v6) {
    let v8 = p0;
  } else {
    let v9 = ["value beta", -0.0].map(e => e);
  }
  let v10 = (a => a + 1);
  return 1;
}
let v8 = f7(f7([1, new Array(1)].map(e => e)));
let v9 = v2;
let v10 = Math.max;
console.log(f7(v10));
let v11 = v10;
if (false) {
  let v12 = f7(v1);
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v13 = v11.length;
  }
}
let v14 = v9;
let v15 = v11;
let v16 = "omega";
try {
  let v17 = null;
} catch (e) { console.log(String(e).length); }
if ([[new Array(2), v2].map(e => e), v9].map(e => e)) {
  console.log([{}, (a => a + 1)].map(e => e));
} else {
  try {
    let v18 = v13;
  } catch (e) { console.log(String(e).length); }
}
let v19 = v15.length;
let v20 = JSON.stringify(v19);
try {
  let v21 = 1.5;
} catch (e) { console.log(String(e).length); }
let v22 = v18;
for (let i0 = 0; i0 < 1; i0++) {
  let v23 = {};
}
let v24 = v0;
try {
  if (v16) {
    let v25 = f7([[{alpha: v3, delta: v14, beta: (v2 << JSON.stringify(v23))}, v1, function (p) { return p; }]]);
  } else {
    console.log(f7((v20 < v13)));
  }
} catch (e) { console.log(String(e).length); }
let v26 = [v4.length, [new Array(1), v17, (v18 % [false, 3.14159].map(e => e))]].map(e => e);
let v27 = f7(({node: v21} + v4));
console.log(new Array(3));
let v28 = [];
let v29 = v11.length;
let v30 = typeof v27;
function f31() {
  let v31 = "omega item";
  return Math.max;
}
let v32 = v28;
let v33 = (v15 - (v0 % v30));
let v34 = (v1 & ["beta", String(v4)].map(e => e));
console.log(new Array(1));
function f35(p0, p1) {
  let v37 = f7(p1);
  console.log(f7({delta: new Array(3), value: v9, gamma: v29}));
  let v38 = ((v27.length % v12) % v6);
  let v39 = new Array(0);
  return v24;
}
function f36(p0, p1) {
  let v38 = v26.length;
  let v39 = v11;
  return 1e-07;
}
let v37 = typeof v22;
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v38 = [new Array(3), v0, "item alpha"];
  }
}
console.log(v4);
console.log(v26);
if (v14) {
  console.log(42);
} else {
  let v39 = v25;
}
let v40 = (function (p) { return p; } | (a => a + 1));
let v41 = f7(f35(1.5, new Array(2)));
let v42 = String(v37);
let v43 = [v12, 65536].map(e => e);
let v44 = (v37 * 1e+21);
let v45 = new Array(1);
function f46() {
  let v46 = "key beta";
  let v47 = -1;
  let v48 = ("alpha x" == v28);
  let v49 = f36(v15, []);
  return {key: 255, gamma: ([v49, v5, f31()] == ([function (p) { return p; }] + new Array(2))), x: f7(new Array(0))};
}
if ([[v9, v40].map(e => e), v14].map(e => e)) {
  try {
    let v47 = {};
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v48 = f36({key: new Array(3), delta: v2, omega: (v45.length % [v23])}, f31());
  }
}
let v49 = String(v28);

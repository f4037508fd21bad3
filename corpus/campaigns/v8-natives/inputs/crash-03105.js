let v0 = "x gamma alpha";
let v1 = [typeof v0, [NaN, ((a => a + 1) * NaN)].map(e => e)].map(e => e);
console.log(Symbol());
console.log((new Array(2) << v0));
let v2 = v0;
let v3 = v1;
try {
  console.log(1e-07);
} catch (e) { console.log(String(e).length); }
let v4 = 65536;
let v5 = 1.5;
let v6 = {};
let v7 = "gamma";
function f8(p0, p1) {
  let v10 = [["beta", p1], ([v7, (1e+21 < v6), 2] % 0.5)].map(e => e);
  let v11 = v6;
  %StringCharCodeAt((v3 % new Array(3)), v0);
  return [(Symbol() - [new Array(4), [-0.0, [(a => a + 1), 0.5].map(e => e)].map(e => e)]), [0.5, typeof v7].map(e => e)].map(e => e);
}
console.log(function (p) { return p; });
console.log("beta delta alpha");
if ([String(v7), f8(new Array(4), v2)].map(e => e)) {
  let v9 = (v3 < JSON.stringify(v1));
} else {
  if ([String(v3), v0].map(e => e)) {
    let v10 = (a => a + 1);
  } else {
    console.log(2147483647);
  }
}
console.log(((a => a + 1) & 0.5));
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v11 = String(v3);
  } catch (e) { console.log(String(e).length); }
}
console.log("node beta");
let v12 = ((v0 % {}) == (v6 < undefined));
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v6.length);
}
let v13 = f8(v5.length, v11);
try {
  let v14 = v6;
} catch (e) { console.log(String(e).length); }
if ([f8([true, (a => a + 1)].map(e => e), v3), v14].map(e => e)) {
  let v15 = JSON.stringify(v4);
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v16 = ([2, "omega gamma", {x: 3.14159, value: "delta item beta", value: "key"}] & (f8([v1], -0.0) == (a => a + 1)));
    let v17 = v5;
  }
}
function f18(p0) {
  try {
    let v19 = v13;
  } catch (e) { console.log(String(e).length); }
  let v20 = [v16, f8(v5, JSON.stringify(v15))].map(e => e);
  return {key: 1.5, gamma: 2};
}
try {
  let v19 = f18(v14);
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v20 = function (p) { return p; };
    let v21 = JSON.stringify(v17);
  }
} catch (e) { console.log(String(e).length); }
let v22 = (f18(v9) | 1);
let v23 = 1e-07;
let v24 = v2;
let v25 = v2;
let v26 = v23.length;
let v27 = v13;
let v28 = 1.5;
let v29 = f8((v20.length % {}), v14);
let v30 = [typeof v15, f8((Math.max & new Array(0)), [{x: Symbol(), omega: null}, new Array(2)].map(e => e)), 1e-07];
let v31 = new Array(3);
try {
  console.log([(v3 == [{alpha: 0.5}]), "delta delta"].map(e => e));
} catch (e) { console.log(String(e).length); }
let v32 = String(v20);
console.log(2);
let v33 = v11;
let v34 = false;
console.log(v33);
let v35 = v10.length;
console.log(([-1, [false, ((new Array(3) & true) * (Math.max - "value alpha gamma")), String(v34)]].map(e => e) - false));
if (v27) {
  let v36 = Math.max;
} else {
  if (Math.max) {
    let v37 = Math.max;
  } else {
    let v38 = f18(new Array(1));
  }
}
let v39 = f8(JSON.stringify(v6), [[65536, Symbol()].map(e => e), function (p) { return p; }].map(e => e));
try {
  let v40 = true;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v41 = v14;
}
if ([v2, (({beta: false} * "value alpha delta") - NaN), 1]) {
  console.log(3.14159);
} else {
  let v42 = (v12 % v33);
}
if (v42) {
  try {
    console.log(v21);
  } catch (e) { console.log(String(e).length); }
} else {
  let v43 = String(v37);
}
console.log(f18(((65536 | undefined) % {})));
let v44 = v23;
let v45 = v34;
console.log(1e+21);

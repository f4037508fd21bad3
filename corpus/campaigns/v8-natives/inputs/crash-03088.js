if ([{}]) {
  let v0 = [];
} else {
  let v1 = undefined;
}
let v2 = Symbol();
function f3(p0, p1) {
  let v5 = v0;
  let v6 = [p0, undefined].map(e => e);
  return [v2, v6.length].map(e => e);
}
try {
  let v4 = undefined;
} catch (e) { console.log(String(e).length); }
console.log("omega alpha");
function f5() {
  let v5 = v2.length;
  for (let i1 = 0; i1 < 2; i1++) {
    let v6 = f3([(typeof v4 * v4)], Infinity);
  }
  let v7 = f3({}, v0);
  return Infinity;
}
function f6() {
  let v6 = [f3(new Array(1), (7 - "delta x item")), [v2, -0.0].map(e => e)].map(e => e);
  let v7 = (v0 << undefined);
  return new Array(0);
}
let v7 = [typeof v2, Symbol()].map(e => e);
console.log(NaN);
let v8 = v7;
let v9 = 0;
let v10 = v7;
%StringCharCodeAt(f6, f5);
let v11 = 1;
function f12() {
  let v12 = v8;
  let v13 = JSON.stringify(v10);
  return v12;
}
let v13 = "x";
let v14 = [(String(v7) | 0.5), f6()].map(e => e);
let v15 = [v1, v13].map(e => e);
console.log(f3(v10, [(((a => a + 1) | 2147483647) % 2147483647), v0]));
let v16 = {value: {x: 65536}, item: f12()};
for (let i0 = 0; i0 < 2; i0++) {
  console.log([[new Array(0), v15.length].map(e => e), {}].map(e => e));
  console.log((([-0.0, new Array(0), f5()] << 1e-07) | v2));
}
if (["gamma item beta", Infinity].map(e => e)) {
  let v17 = ((255 * [true, -0.0].map(e => e)) - Math.max);
} else {
  console.log("item omega beta");
}
console.log({node: v7, item: v11, beta: v16});
console.log(v11.length);
console.log("beta item");
let v18 = 0.5;
try {
  if (new Array(0)) {
    let v19 = v8;
  } else {
    let v20 = [(a => a + 1), v4];
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v21 = new Array(0);
  let v22 = [v10, {x: v8}];
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(f3(v10, v14));
  let v23 = (v16 << (new Array(0) % [v0, (new Array(3) + v13.length)]));
}
let v24 = v20;
let v25 = -0.0;
let v26 = NaN;
for (let i0 = 0; i0 < 2; i0++) {
  let v27 = "x value";
}
let v28 = v8;
let v29 = 1.5;
let v30 = v1.length;
let v31 = String(v18);
let v32 = new Array(1);
let v33 = v23.length;
let v34 = f3("alpha", undefined);
let v35 = {value: undefined, node: [typeof v14, f12()].map(e => e), delta: f6()};
console.log([f5(), v30].map(e => e));
console.log(f3([v1, v30].map(e => e), typeof v24));
for (let i0 = 0; i0 < 2; i0++) {
  let v36 = [String(v17)];
  let v37 = (typeof v14 < ([0.5, 42].map(e => e) % v36));
}
let v38 = String(v36);
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v39 = ((2147483647 < [[f6()], "alpha"].map(e => e)) | String(v27));
    console.log("omega");
  }
} catch (e) { console.log(String(e).length); }
console.log(v22);
let v40 = f6();
for (let i0 = 0; i0 < 1; i0++) {
  try {
    console.log(2147483647);
  } catch (e) { console.log(String(e).length); }
}
function f41(p0) {
  let v42 = [[["x alpha alpha", {}].map(e => e), f12()].map(e => e), v19.length].map(e => e);
  console.log(Math.max);
  let v43 = v1;
  let v44 = ([v29, v36].map(e => e) % f6());
  return [v13];
}
let v42 = v31;
if (v18) {
  console.log({gamma: v9, key: [f3(Infinity, undefined), [false, new Array(2)].map(e => e)].map(e => e)});
} else {
  let v43 = v33;
}
let v44 = new Array(3);
let v45 = f6();

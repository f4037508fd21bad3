let v0 = 1e-07;
%PrepareFunctionForOptimization("gamma delta");
let v1 = v0;
let v2 = "node item beta";
console.log(v2);
function f3() {
  let v3 = [String(v2), [v2, true]].map(e => e);
  let v4 = v2;
  let v5 = "value beta gamma";
  for (let i1 = 0; i1 < 5; i1++) {
    let v6 = [{}, [{beta: v0, alpha: 1e-07, beta: v3}, ({delta: {item: [[2147483647, "beta gamma alpha"].map(e => e), 1e+21].map(e => e), value: v4}} & function (p) { return p; })].map(e => e)];
    let v7 = [];
  }
  return v3;
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log((v2 + Symbol()));
}
let v4 = v0;
if (v0) {
  console.log([v0, v4].map(e => e));
} else {
  console.log("omega omega key");
}
let v5 = v0.length;
let v6 = "node omega";
let v7 = String(v2);
let v8 = {value: v4, value: v2};
let v9 = f3();
let v10 = [v2, (f3() < {beta: String(v4), alpha: [String(v6), v2.length, v7.length]})].map(e => e);
%IsBeingInterpreted();
function f11() {
  if ({omega: false, alpha: JSON.stringify(v4), omega: -2147483648}) {
    let v11 = 255;
  } else {
    let v12 = v6;
  }
  let v13 = -1;
  let v14 = (String(v11) & JSON.stringify(v10));
  return new Array(0);
}
let v12 = typeof v5;
let v13 = [[v1.length, f3()].map(e => e), f3()].map(e => e);
let v14 = v8;
let v15 = (typeof v4 & new Array(1));
console.log(f3());
let v16 = "x gamma item";
let v17 = -0.0;
let v18 = [((new Array(3) << {omega: [f3(), "value omega item"].map(e => e), gamma: "delta key node"}) % []), f11()].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v5);
}
let v19 = v9;
try {
  let v20 = (v1 << typeof v9);
} catch (e) { console.log(String(e).length); }
console.log(v13);
let v21 = v19;
let v22 = ((v16 | String(v10)) | v0);
console.log(f11());
for (let i0 = 0; i0 < 4; i0++) {
  let v23 = v10;
}
let v24 = ({} == v2);
if (v9) {
  if ((1.5 << [v24, typeof v12].map(e => e))) {
    let v25 = v2;
  } else {
    console.log(v14);
  }
} else {
  let v26 = [JSON.stringify(v5), [JSON.stringify(v0), [255, function (p) { return p; }].map(e => e)].map(e => e)].map(e => e);
}
for (let i0 = 0; i0 < 1; i0++) {
  let v27 = ["alpha value", (f11() % new Array(0))];
  for (let i1 = 0; i1 < 2; i1++) {
    let v28 = v6;
  }
}
for (let i0 = 0; i0 < 3; i0++) {
  let v29 = f3();
}
let v30 = f3();
console.log((NaN - (f3() < f3())));
let v31 = v15;
function f32(p0, p1) {
  if (v27.length) {
    let v34 = 1e+21;
  } else {
    let v35 = v9;
  }
  let v36 = String(v16);
  console.log([v13, v30]);
  return (a => a + 1);
}
let v33 = "beta x";
try {
  for (let i1 = 0; i1 < 5; i1++) {
    %GetOptimizationStatus(f32);
  }
} catch (e) { console.log(String(e).length); }
let v34 = "node beta";
let v35 = new Array(2);
let v36 = JSON.stringify(v12);
console.log("alpha item delta");
let v37 = {x: v31};
for (let i0 = 0; i0 < 2; i0++) {
  let v38 = v18;
  let v39 = (255 << v20);
}
let v40 = [(((a => a + 1) * []) - v6.length), 3.14159].map(e => e);
console.log(0);
let v41 = [v27.length, [f32("x", "x"), typeof v4].map(e => e)].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v42 = [typeof v16, v27].map(e => e);
}
let v43 = [String(v22), v12].map(e => e);

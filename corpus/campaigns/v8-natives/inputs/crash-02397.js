%PrepareFunctionForOptimization([255, new Array(4)].map(e => e));
if (-2147483648) {
  let v0 = [NaN, (1e-07 & 0.5), (new Array(3) + [-0.0])];
} else {
  let v1 = 0.5;
}
console.log("alpha");
function f2(p0) {
  let v3 = new Array(2);
  let v4 = v0;
  let v5 = (typeof v1 == "gamma");
  %CompileBaseline(v0.length);
  return NaN;
}
if (v0) {
  let v3 = 0.5;
} else {
  let v4 = String(v1);
}
if (v3) {
  let v5 = JSON.stringify(v1);
} else {
  let v6 = v1;
}
let v7 = ([v5, (a => a + 1)].map(e => e) & -0.0);
let v8 = f2(([1e-07, {beta: f2(f2(new Array(4))), item: v7, beta: 7}].map(e => e) < (new Array(2) * [String(v3), typeof v1, null])));
let v9 = [f2((a => a + 1)), (v5 - ["alpha item", Symbol()].map(e => e))].map(e => e);
try {
  let v10 = 7;
} catch (e) { console.log(String(e).length); }
console.log(String(v1));
let v11 = [JSON.stringify(v3)];
try {
  if ([String(v9), null].map(e => e)) {
    console.log({delta: f2(2147483647), node: {value: 1e-07, key: v11, x: Infinity}});
  } else {
    let v12 = v10;
  }
} catch (e) { console.log(String(e).length); }
let v13 = (a => a + 1);
if (new Array(4)) {
  console.log([{x: v10}, [(f2({node: "gamma item", node: f2((1e-07 == [(a => a + 1)]))}) | f2("x alpha delta")), f2([[NaN], new Array(0)].map(e => e)), f2({node: 65536, omega: {}})]].map(e => e));
} else {
  try {
    let v14 = ((JSON.stringify(v8) + [(a => a + 1), undefined].map(e => e)) << v8);
  } catch (e) { console.log(String(e).length); }
}
let v15 = JSON.stringify(v12);
try {
  console.log([]);
} catch (e) { console.log(String(e).length); }
try {
  let v16 = (v10 * [v13, 2].map(e => e));
} catch (e) { console.log(String(e).length); }
let v17 = String(v7);
let v18 = v4;
function f19(p0, p1) {
  let v21 = v1;
  let v22 = v11.length;
  if (7) {
    console.log("item item");
  } else {
    let v23 = typeof v17;
  }
  return NaN;
}
let v20 = JSON.stringify(v8);
try {
  let v21 = (f19(null, (-2147483648 + {delta: "value omega", x: ((new Array(0) << "item") + ((a => a + 1) == 0.5))})) == 1e+21);
} catch (e) { console.log(String(e).length); }
console.log(f2("value node key"));
let v22 = [JSON.stringify(v18), JSON.stringify(v8)].map(e => e);
%CompileBaseline(f2);
try {
  if (f19(-2147483648, v12)) {
    let v23 = f2(new Array(0));
  } else {
    let v24 = v11.length;
  }
} catch (e) { console.log(String(e).length); }
let v25 = v23;
let v26 = [f19(v4.length, v13), 2];
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v27 = "x";
  }
  console.log(v9);
}
let v28 = v17;
for (let i0 = 0; i0 < 3; i0++) {
  console.log(JSON.stringify(v0));
}
for (let i0 = 0; i0 < 4; i0++) {
  let v29 = "key key";
  if ({alpha: (f2(function (p) { return p; }) * "omega")}) {
    let v30 = Math.max;
  } else {
    let v31 = v23;
  }
}
if ({alpha: {}}) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v32 = v16;
  }
} else {
  let v33 = [typeof v5, 2].map(e => e);
}
console.log([v7, [String(v3), [Symbol(), -0.0].map(e => e)].map(e => e)].map(e => e));
let v34 = -2147483648;
let v35 = v3;
for (let i0 = 0; i0 < 4; i0++) {
  console.log(1e-07);
}
let v36 = "alpha node alpha";
for (let i0 = 0; i0 < 3; i0++) {
  let v37 = v33;
}
let v38 = Math.max;
if ((v13 % [(Math.max + 0.5), [2, NaN].map(e => e)].map(e => e))) {
  let v39 = new Array(1);
} else {
  let v40 = new Array(4);
}
if (JSON.stringify(v33)) {
  try {
    let v41 = 7;
  } catch (e) { console.log(String(e).length); }
} else {
  let v42 = -0.0;
}
let v43 = v12;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log("gamma beta");
    let v44 = -1;
  }
} catch (e) { console.log(String(e).length); }
let v45 = v21;
if ({key: 0.5, delta: "key"}) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v46 = v3;
    let v47 = v1;
  }
} else {
  let v48 = v4;
}
let v49 = JSON.stringify(v44);
console.log(f2(v33));
try {
  let v50 = new Array(2);
} catch (e) { console.log(String(e).length); }
try {
  let v51 = f2(typeof v17);
} catch (e) { console.log(String(e).length); }

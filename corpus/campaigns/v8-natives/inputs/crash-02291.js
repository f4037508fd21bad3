let v0 = 1e+21;
function f1() {
  if ("delta value alpha") {
    let v1 = (a => a + 1);
  } else {
    let v2 = [(["x beta beta", v1.length, [new Array(4), []].map(e => e)] % (3.14159 | Symbol()))];
  }
  for (let i1 = 0; i1 < 5; i1++) {
    %PrepareFunctionForOptimization(([0.5, 1e-07].map(e => e) | String(v0)));
  }
  let v3 = "item";
  let v4 = [v3];
  return 0;
}
console.log([v0, (f1() - {})]);
let v2 = String(v0);
let v3 = [f1(), String(v2)].map(e => e);
let v4 = (typeof v0 < "gamma alpha");
if (v0) {
  try {
    let v5 = v3;
  } catch (e) { console.log(String(e).length); }
} else {
  let v6 = f1();
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(f1());
  if ([v3, v4].map(e => e)) {
    let v7 = [v0, String(v0), "beta"];
  } else {
    let v8 = 2147483647;
  }
}
console.log(v5);
let v9 = 2147483647;
let v10 = v7;
let v11 = ([f1(), ([v3, Math.max, [v7, f1()].map(e => e)] | [-2147483648, Symbol(), "beta beta"])].map(e => e) == v10);
console.log(v9);
console.log(JSON.stringify(v11));
console.log([([255, undefined].map(e => e) | f1()), [function (p) { return p; }, v2].map(e => e)].map(e => e));
console.log(v11);
let v12 = v6;
let v13 = JSON.stringify(v12);
try {
  if ((new Array(3) + typeof v13)) {
    let v14 = NaN;
  } else {
    %ToFastProperties(f1);
  }
} catch (e) { console.log(String(e).length); }
try {
  if (-0.0) {
    let v15 = v7;
  } else {
    let v16 = v6;
  }
} catch (e) { console.log(String(e).length); }
let v17 = (Math.max << true);
let v18 = String(v9);
let v19 = v6;
%PrepareFunctionForOptimization(f1);
console.log(v11);
let v20 = -1;
let v21 = ([JSON.stringify(v2), v13, function (p) { return p; }] < v0);
for (let i0 = 0; i0 < 4; i0++) {
  if ([f1(), 1e+21].map(e => e)) {
    let v22 = (2 & ([v10] % [(function (p) { return p; } % (42 * {key: v4.length, item: v21})), 0.5]));
  } else {
    let v23 = [({} == ({node: JSON.stringify(v4), delta: [], gamma: v9} * Symbol())), v21].map(e => e);
  }
  let v24 = 1e+21;
}
let v25 = v7;
let v26 = f1();
try {
  let v27 = f1();
} catch (e) { console.log(String(e).length); }
let v28 = v24;
try {
  let v29 = String(v21);
} catch (e) { console.log(String(e).length); }
let v30 = {delta: f1(), node: f1()};
function f31(p0, p1) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v33 = [[typeof v16, v28].map(e => e), [{gamma: "gamma key node"}, f1()].map(e => e)].map(e => e);
  }
  let v34 = {};
  return 65536;
}
let v32 = v14;

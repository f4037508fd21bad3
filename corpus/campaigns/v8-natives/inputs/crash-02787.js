let v0 = "key value key";
function f1(p0, p1) {
  if (JSON.stringify(p0)) {
    console.log(JSON.stringify(p1));
  } else {
    let v3 = p0.length;
  }
  let v4 = v0;
  let v5 = p0;
  let v6 = p0;
  return 7;
}
let v2 = f1(v0, v0);
let v3 = v2;
let v4 = v3.length;
function f5(p0, p1) {
  if ({value: "gamma", alpha: v3, alpha: v2}) {
    let v7 = v3;
  } else {
    let v8 = {omega: v4, item: (JSON.stringify(p1) & [3.14159, Symbol()].map(e => e)), node: v2};
  }
  let v9 = Math.max;
  let v10 = ([v3, (Symbol() < 7)].map(e => e) << f1(function (p) { return p; }, v3.length));
  return v7;
}
try {
  let v6 = 1;
} catch (e) { console.log(String(e).length); }
let v7 = (v3 | v2);
try {
  %GetOptimizationStatus([(true - [JSON.stringify(v0), v3]), v0.length].map(e => e));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v8 = v0;
  console.log([[typeof v3, JSON.stringify(v8)].map(e => e), (a => a + 1)].map(e => e));
}
console.log(f5(Math.max, 0.5));
let v9 = true;
let v10 = v7.length;
let v11 = f5([255, typeof v9, function (p) { return p; }], f5(f1(2147483647, (a => a + 1)), f5(Infinity, [])));
let v12 = {omega: [[], [v11, [null, JSON.stringify(v9)].map(e => e), 1e+21]].map(e => e), gamma: (f5(undefined, null) | Math.max), x: function (p) { return p; }};
let v13 = v3;
let v14 = v9;
let v15 = JSON.stringify(v9);
let v16 = (v15 < (new Array(1) * (1 < {})));
%CreatePrivateSymbol("beta item key");
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v17 = {gamma: f5((-0.0 & [[new Array(0), (3.14159 | Symbol())].map(e => e), String(v2), v9]), 0), node: [(-0.0 | new Array(4)), v14].map(e => e), gamma: f1(0.5, f1({x: "item", item: v8}, {gamma: v10, beta: v6}))};
    console.log((([NaN, 1e-07].map(e => e) * new Array(2)) < v16));
  }
}
if (v8) {
  let v18 = String(v14);
} else {
  console.log("node");
}
function f19() {
  let v19 = f5(false, JSON.stringify(v9));
  let v20 = v16;
  if (v0) {
    let v21 = "omega node";
  } else {
    let v22 = ([] < 1);
  }
  return JSON.stringify(v9);
}
try {
  let v20 = typeof v18;
} catch (e) { console.log(String(e).length); }
let v21 = JSON.stringify(v11);
let v22 = "value";
for (let i0 = 0; i0 < 1; i0++) {
  let v23 = [Math.max, v2.length].map(e => e);
  let v24 = -0.0;
}
console.log(function (p) { return p; });
console.log(v4);
let v25 = v22;
console.log(typeof v7);
try {
  if (String(v3)) {
    let v26 = [-2147483648];
  } else {
    console.log("beta alpha");
  }
} catch (e) { console.log(String(e).length); }
try {
  let v27 = JSON.stringify(v16);
} catch (e) { console.log(String(e).length); }
if (v15.length) {
  if ((v12 == Symbol())) {
    let v28 = [[String(v12), String(v9)].map(e => e), v3].map(e => e);
  } else {
    let v29 = v10;
  }
} else {
  let v30 = v20;
}
let v31 = v9;
let v32 = v0;
let v33 = ("beta" - {alpha: [new Array(4), v7.length].map(e => e), delta: [String(v12)]});
console.log(v31);
let v34 = [v29, (typeof v10 & String(v9))].map(e => e);
let v35 = (new Array(2) + 3.14159);
let v36 = f19();
let v37 = f1(new Array(2), 2);
function f38() {
  let v38 = NaN;
  let v39 = [new Array(3), JSON.stringify(v4)].map(e => e);
  console.log("item");
  return String(v0);
}
console.log([1.5, v0].map(e => e));
if (Symbol()) {
  if ([[{value: "omega item", value: ["delta", String(v33)].map(e => e)}, null].map(e => e), v8].map(e => e)) {
    let v39 = {};
  } else {
    console.log(typeof v34);
  }
} else {
  let v40 = v7;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v41 = {alpha: String(v29), beta: (null << f5([3.14159, (a => a + 1)], true))};
  console.log(v23);
}
let v42 = JSON.stringify(v0);
let v43 = -0.0;
let v44 = (a => a + 1);
console.log(v30);
for (let i0 = 0; i0 < 5; i0++) {
  let v45 = f1(f1(String(v30), [[], ["value key", f19()]].map(e => e)), v34);
  if (v13) {
    let v46 = false;
  } else {
    console.log([0.5, v6].map(e => e));
  }
}
if ([]) {
  let v47 = {node: 1e+21};
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v48 = (JSON.stringify(v26) & v24);
  }
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log({});
}
console.log([(v11 & (new Array(3) % [typeof v27])), v4].map(e => e));
try {
  let v49 = Infinity;
} catch (e) { console.log(String(e).length); }
let v50 = f1([v4.length, v0].map(e => e), ((Symbol() % "gamma gamma") + v40));
console.log(v44);

%PrepareFunctionForOptimization([(65536 | [new Array(2), 65536].map(e => e)), ({omega: undefined, node: {alpha: 7, x: new Array(1), delta: [Symbol(), (a => a + 1)].map(e => e)}} & undefined), [[new Array(3), {x: undefined, item: 3.14159}].map(e => e), 65536].map(e => e)]);
let v0 = "key";
let v1 = null;
function f2() {
  let v2 = v1;
  let v3 = "item value delta";
  return v1;
}
let v3 = [Symbol(), ([[(Infinity + f2())], 255].map(e => e) + ["omega", (v1 - {item: v0}), {}])].map(e => e);
function f4() {
  let v4 = 1e-07;
  let v5 = null;
  if (("beta node beta" & v5)) {
    let v6 = NaN;
  } else {
    let v7 = [v4, 3.14159].map(e => e);
  }
  let v8 = "gamma key node";
  return (a => a + 1);
}
function f5(p0, p1) {
  console.log("delta item");
  let v7 = 0.5;
  return [f2(), JSON.stringify(v3)].map(e => e);
}
let v6 = 0;
let v7 = "omega";
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v8 = String(v7);
  } catch (e) { console.log(String(e).length); }
}
function f9() {
  if (v0.length) {
    let v9 = f4();
  } else {
    console.log(new Array(2));
  }
  try {
    let v10 = v7;
  } catch (e) { console.log(String(e).length); }
  return v10.length;
}
let v10 = [];
console.log(1);
let v11 = f9();
if (-1) {
  console.log((255 | [v7, JSON.stringify(v10)].map(e => e)));
} else {
  if ((((42 - 2) == -1) << f2())) {
    let v12 = "gamma key";
  } else {
    let v13 = undefined;
  }
}
console.log({value: [v7.length, new Array(3)].map(e => e), node: f5(-1, "key value")});
let v14 = Infinity;
let v15 = [(a => a + 1), f4()].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  let v16 = Math.max;
  let v17 = NaN;
}
if ("omega") {
  console.log("beta item");
} else {
  if (f5(v12, new Array(4))) {
    let v18 = "beta item";
  } else {
    let v19 = v1;
  }
}
console.log(new Array(4));
try {
  let v20 = 1.5;
} catch (e) { console.log(String(e).length); }
let v21 = "node gamma key";
for (let i0 = 0; i0 < 4; i0++) {
  let v22 = ([f9(), v15].map(e => e) | (v19 == v14));
  let v23 = "beta";
}
function f24(p0, p1) {
  let v26 = [[typeof v1, "x key"].map(e => e), "gamma gamma alpha"].map(e => e);
  let v27 = (v23 == f2());
  if (v12.length) {
    let v28 = [[1e+21, v17].map(e => e), String(v21)].map(e => e);
  } else {
    let v29 = {};
  }
  return 1e-07;
}
let v25 = (JSON.stringify(v0) * JSON.stringify(v19));
try {
  let v26 = (v16 + 1);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v27 = [v23, typeof v23];
  let v28 = (new Array(1) & {omega: f24(f24(new Array(1), 1e+21), 65536)});
}
let v29 = [v19];
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v30 = ["key node omega", v22].map(e => e);
    console.log(v23);
  }
} catch (e) { console.log(String(e).length); }
if ((v30 << [[], v22, JSON.stringify(v8)])) {
  let v31 = NaN;
} else {
  let v32 = v0;
}
function f33() {
  let v33 = [];
  let v34 = f9();
  let v35 = [];
  if (v32) {
    let v36 = "delta delta";
  } else {
    let v37 = {omega: "alpha value delta"};
  }
  return new Array(1);
}
let v34 = f9();
let v35 = (v3 | ([42, function (p) { return p; }].map(e => e) * false));
let v36 = v18;
for (let i0 = 0; i0 < 4; i0++) {
  console.log("omega node");
  let v37 = 1e-07;
}
if (f33()) {
  let v38 = new Array(4);
} else {
  try {
    let v39 = f9();
  } catch (e) { console.log(String(e).length); }
}

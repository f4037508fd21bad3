for (let i0 = 0; i0 < 1; i0++) {
  %HasFastProperties(([new Array(2)] | [[false, "node beta"].map(e => e), {item: ((a => a + 1) == true), beta: [new Array(4), Infinity].map(e => e), gamma: 1.5}, [NaN, {}].map(e => e)]));
}
if ([]) {
  let v0 = new Array(0);
} else {
  let v1 = v0;
}
for (let i0 = 0; i0 < 5; i0++) {
  if (-0.0) {
    let v2 = 0.5;
  } else {
    let v3 = false;
  }
  if ([new Array(4), (new Array(3) < v1)].map(e => e)) {
    let v4 = [v2];
  } else {
    let v5 = 1e-07;
  }
}
console.log((1 | v5));
let v6 = ((typeof v2 & [null, 2].map(e => e)) % {omega: new Array(0), gamma: null, delta: [new Array(0), (1e-07 & Infinity)].map(e => e)});
try {
  let v7 = [(NaN + "x"), v5].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log(null);
console.log(Symbol());
try {
  console.log(undefined);
} catch (e) { console.log(String(e).length); }
let v8 = v2;
let v9 = String(v0);
function f10(p0) {
  let v11 = (v6.length % v1.length);
  console.log([[new Array(0), "x omega"].map(e => e), v0].map(e => e));
  console.log((1 + v5));
  let v12 = v2;
  return "gamma item gamma";
}
if ([v3, Infinity].map(e => e)) {
  if ([JSON.stringify(v1), String(v7)]) {
    let v11 = v1;
  } else {
    let v12 = new Array(2);
  }
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log([v6.length]);
    let v13 = null;
  }
}
console.log({delta: v0, x: "beta value", item: v11});
if ([(f10(function (p) { return p; }) * [new Array(4), "key alpha omega"].map(e => e)), function (p) { return p; }].map(e => e)) {
  let v14 = {};
} else {
  let v15 = f10([v6, "key"].map(e => e));
}
%NeverOptimizeFunction(f10);
let v16 = [v11, (v0 + [v8, {omega: ((1.5 % [JSON.stringify(v6), 1e+21, {x: [7, Infinity].map(e => e), delta: -0.0, value: [v5, 1.5].map(e => e)}]) | [2, Symbol()].map(e => e)), key: [[3.14159, (a => a + 1)].map(e => e), f10(Symbol())].map(e => e), beta: v12.length}, {key: String(v15), key: f10(v0)}]), "delta x item"];
let v17 = v9;
let v18 = "alpha key";
console.log({});
%DebugPrint(f10(v8));
let v19 = {value: [v3, typeof v14], x: NaN};
try {
  let v20 = [function (p) { return p; }, v8];
} catch (e) { console.log(String(e).length); }
let v21 = false;
%IsBeingInterpreted();
console.log(v12);
if (v17) {
  console.log(v15);
} else {
  let v22 = (1e+21 == ([-1, [[v6, [new Array(0), 3.14159].map(e => e)].map(e => e), function (p) { return p; }, v18]].map(e => e) + (-2147483648 == [])));
}
let v23 = v0.length;
let v24 = v7.length;
let v25 = [1e-07, v21];
function f26(p0, p1) {
  let v28 = f10({value: 3.14159, gamma: v17});
  if (v22) {
    console.log((typeof v16 * String(v3)));
  } else {
    let v29 = [f10(0), f10(0)];
  }
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(null);
  }
  %DebugPrint(f10);
  return f10(new Array(2));
}
function f27(p0) {
  let v28 = -1;
  let v29 = [f26(([v24.length, v17] | {}), (new Array(0) == (a => a + 1))), f10(([v8, f10(v23.length), [v0]] * new Array(3)))].map(e => e);
  let v30 = typeof v16;
  return v3;
}

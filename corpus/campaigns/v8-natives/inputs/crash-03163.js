let v0 = null;
let v1 = "omega value beta";
let v2 = v0;
let v3 = [Symbol()];
let v4 = [];
console.log(7);
if ((v0 * JSON.stringify(v3))) {
  let v5 = Symbol();
} else {
  let v6 = Math.max;
}
let v7 = [("item key x" * 2147483647), 2].map(e => e);
let v8 = v3;
console.log(v8);
let v9 = 1.5;
let v10 = "item value gamma";
let v11 = v8.length;
%GetOptimizationStatus(v11);
function f12(p0) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v13 = null;
    let v14 = 2147483647;
  }
  let v15 = ("item key" * (2 + v2));
  console.log(v2);
  return [v13.length, v13].map(e => e);
}
try {
  console.log(((typeof v3 == [undefined, 1.5].map(e => e)) + f12(v11.length)));
} catch (e) { console.log(String(e).length); }
let v13 = v10;
if ([v3, String(v5)]) {
  let v14 = v4;
} else {
  if ([v8, v4].map(e => e)) {
    let v15 = f12(v13);
  } else {
    let v16 = 0;
  }
}
let v17 = v2;
console.log(String(v13));
let v18 = [];
console.log([1e+21, v0].map(e => e));
let v19 = [255, (f12(false) % v11)].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v20 = String(v15);
}
let v21 = 7;
console.log(v5);
let v22 = {delta: f12(function (p) { return p; }), item: v2};
if (f12(v9)) {
  let v23 = new Array(4);
} else {
  console.log([{item: {item: v20, item: v1, node: {}}, value: v16.length}, [(true < Symbol()), [{value: (a => a + 1), alpha: String(v16), key: Math.max}, [[Symbol(), v3].map(e => e), v10]].map(e => e)].map(e => e)].map(e => e));
}
let v24 = false;
let v25 = [(a => a + 1), new Array(2)];
console.log(typeof v19);
console.log((v24 == new Array(0)));
console.log(new Array(3));
let v26 = f12(v23.length);
let v27 = v17;
let v28 = -1;
let v29 = f12(undefined);
try {
  if (false) {
    console.log(0.5);
  } else {
    let v30 = "alpha";
  }
} catch (e) { console.log(String(e).length); }
let v31 = v8;
let v32 = Symbol();
let v33 = String(v17);
console.log({});
function f34(p0, p1) {
  let v36 = [{}, (({} < new Array(3)) << ["omega item node", 255].map(e => e))].map(e => e);
  return ([[{value: [], beta: [v6, v2].map(e => e)}, [v6, f12([null, 0.5].map(e => e)), v5]].map(e => e), false].map(e => e) & v3);
}
console.log([{alpha: (v3 & (a => a + 1))}, [JSON.stringify(v27), v10].map(e => e)].map(e => e));
if ([[v24, String(v22)].map(e => e)]) {
  let v35 = [v16];
} else {
  let v36 = v25;
}
function f37(p0) {
  if (v11) {
    let v38 = f12("value gamma node");
  } else {
    let v39 = Symbol();
  }
  return v30;
}
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v38 = v23.length;
  }
  let v39 = [[v5, new Array(3), {alpha: {node: f37(0), alpha: v28}}]];
}
console.log({});
console.log(v20);
try {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(f37(1.5));
    console.log((f12(v30) & String(v33)));
  }
} catch (e) { console.log(String(e).length); }
let v40 = v32.length;
if ((new Array(3) - v0)) {
  let v41 = [(function (p) { return p; } + v15), undefined].map(e => e);
} else {
  console.log((a => a + 1));
}
try {
  let v42 = 1e+21;
} catch (e) { console.log(String(e).length); }
console.log(v8);
try {
  let v43 = 42;
} catch (e) { console.log(String(e).length); }

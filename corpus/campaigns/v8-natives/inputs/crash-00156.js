%NeverOptimizeFunction(-1);
try {
  let v0 = {};
} catch (e) { console.log(String(e).length); }
let v1 = v0;
console.log(undefined);
console.log(false);
let v2 = new Array(1);
let v3 = [];
try {
  let v4 = [Math.max, v2].map(e => e);
} catch (e) { console.log(String(e).length); }
let v5 = v0;
let v6 = false;
let v7 = v4;
let v8 = v1;
function f9() {
  if (0.5) {
    console.log("value alpha");
  } else {
    let v9 = v3;
  }
  try {
    let v10 = false;
  } catch (e) { console.log(String(e).length); }
  return typeof v5;
}
try {
  let v10 = new Array(2);
} catch (e) { console.log(String(e).length); }
let v11 = f9();
let v12 = f9();
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v13 = {key: v1};
    let v14 = 1e+21;
  }
}
console.log(Infinity);
let v15 = v11;
let v16 = 42;
%StringCharCodeAt(v5, f9);
%HaveSameMap(v16, f9);
console.log(v1);
function f17() {
  let v17 = (String(v0) + {beta: null, alpha: (new Array(4) + [[[function (p) { return p; }, {}].map(e => e)], [typeof v0]].map(e => e))});
  return {node: (1e+21 << f9()), alpha: f9()};
}
let v18 = {key: f9()};
let v19 = f17();
console.log(NaN);

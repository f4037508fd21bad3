%CreatePrivateSymbol([false, {}].map(e => e));
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v0 = null;
  }
} catch (e) { console.log(String(e).length); }
let v1 = [];
console.log(({beta: v1.length} + [v1]));
let v2 = new Array(4);
try {
  if (v1.length) {
    let v3 = v1;
  } else {
    let v4 = [v1, 1e+21].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v5 = {};
  let v6 = false;
}
let v7 = ([{}, {}].map(e => e) < typeof v4);
let v8 = JSON.stringify(v2);
let v9 = "gamma value beta";
let v10 = typeof v9;
let v11 = "item alpha x";
function f12() {
  if (v8) {
    let v12 = v8;
  } else {
    let v13 = 65536;
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v14 = 255;
  }
  return [v6, "alpha gamma node"].map(e => e);
}
let v13 = v9;
console.log([]);
let v14 = v3.length;
if ((a => a + 1)) {
  let v15 = [-1, f12()].map(e => e);
} else {
  console.log(v10);
}
let v16 = undefined;
let v17 = [([{node: [v5, (a => a + 1)].map(e => e), beta: {beta: 65536}}, {}].map(e => e) & v10), v9].map(e => e);
try {
  let v18 = v0;
} catch (e) { console.log(String(e).length); }
let v19 = (typeof v13 | v4);
console.log(7);

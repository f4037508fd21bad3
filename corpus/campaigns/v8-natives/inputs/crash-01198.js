let v0 = 1;
function f1() {
  let v1 = new Array(2);
  if ([({item: v1, gamma: v0, delta: v0} % "key gamma")]) {
    let v2 = [v0, (v0 % JSON.stringify(v1))].map(e => e);
  } else {
    let v3 = v2;
  }
  return 7;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = (JSON.stringify(v0) | v0);
  let v3 = typeof v0;
}
let v4 = f1();
console.log(v0);
%CompileBaseline(typeof v2);
let v5 = [];
let v6 = [v2, String(v4)].map(e => e);
let v7 = new Array(1);
try {
  let v8 = -1;
} catch (e) { console.log(String(e).length); }
let v9 = [f1(), ((Math.max == "value") - Symbol())];
let v10 = {};
if (false) {
  let v11 = f1();
} else {
  let v12 = (f1() + typeof v10);
}
console.log(Math.max);
if (f1()) {
  let v13 = v0;
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v14 = v2;
  }
}
console.log([new Array(0), (new Array(2) * function (p) { return p; })].map(e => e));
console.log(v8.length);
for (let i0 = 0; i0 < 5; i0++) {
  console.log([new Array(2), v3].map(e => e));
}
console.log(JSON.stringify(v4));
let v15 = v0;
for (let i0 = 0; i0 < 2; i0++) {
  let v16 = Symbol();
  console.log((a => a + 1));
}
try {
  let v17 = typeof v7;
} catch (e) { console.log(String(e).length); }
let v18 = String(v2);
console.log([v17, Infinity, {node: v12, item: ("beta" * [[(v9 < f1())]])}]);
for (let i0 = 0; i0 < 1; i0++) {
  let v19 = "key node omega";
  let v20 = 1e-07;
}
if (f1()) {
  console.log(v13);
} else {
  let v21 = JSON.stringify(v10);
}
console.log(2);
console.log(String(v20));
try {
  let v22 = ({x: v5, delta: new Array(2), omega: v20} - v11);
} catch (e) { console.log(String(e).length); }
if (new Array(3)) {
  let v23 = [v2, (v14.length | (1e+21 == {x: v10, key: [[f1(), f1(), v6], (new Array(2) & false)].map(e => e)}))].map(e => e);
} else {
  try {
    let v24 = v6;
  } catch (e) { console.log(String(e).length); }
}
let v25 = new Array(4);
let v26 = (([[(typeof v13 << [v0]), function (p) { return p; }], v18] - ["x key node", new Array(3)].map(e => e)) * v2);
let v27 = new Array(1);
if (f1()) {
  if (Symbol()) {
    let v28 = 1e+21;
  } else {
    console.log(v2);
  }
} else {
  let v29 = f1();
}
let v30 = (f1() & v6);

let v0 = [Math.max, Math.max].map(e => e);
%CreatePrivateSymbol(new Array(0));
let v1 = {};
if (v0) {
  try {
    let v2 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
} else {
  let v3 = typeof v1;
}
let v4 = Infinity;
let v5 = String(v2);
console.log(-1);
console.log("alpha omega");
let v6 = 65536;
console.log({node: new Array(2)});
function f7(p0) {
  console.log([(a => a + 1), new Array(0), Symbol()]);
  let v8 = [v1, true].map(e => e);
  let v9 = v1;
  return "value beta";
}
let v8 = String(v4);
if (new Array(0)) {
  let v9 = [String(v1), 2].map(e => e);
} else {
  let v10 = {delta: [v2, "node"], value: [(1e+21 * true), JSON.stringify(v9)].map(e => e)};
}
if ([true, f7(f7(2))]) {
  let v11 = [];
} else {
  let v12 = new Array(2);
}
let v13 = f7(v1);
let v14 = [v5, JSON.stringify(v12)].map(e => e);
let v15 = [{}];
console.log(v10.length);
let v16 = new Array(4);
let v17 = Symbol();
let v18 = (a => a + 1);
console.log(1);
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v19 = JSON.stringify(v11);
  }
} catch (e) { console.log(String(e).length); }
let v20 = "x key";
let v21 = [function (p) { return p; }, true].map(e => e);
console.log(v14);
let v22 = [(a => a + 1), {key: 255, value: 1e-07}].map(e => e);
let v23 = "value delta gamma";
let v24 = {};
console.log(0.5);
try {
  let v25 = 1e-07;
} catch (e) { console.log(String(e).length); }
console.log([v20, f7((Math.max << 1e-07))].map(e => e));
%ToFastProperties(f7);
let v26 = [typeof v17, 1e-07].map(e => e);
let v27 = f7(v12);
console.log(v18);
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v28 = ["gamma delta node", v13].map(e => e);
    %HaveSameMap(f7, f7);
  }
} catch (e) { console.log(String(e).length); }
let v29 = (3.14159 & f7(v16));

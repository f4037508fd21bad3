let v0 = 1e+21;
console.log([]);
function f1(p0) {
  console.log(v0);
  return v0;
}
let v2 = [JSON.stringify(v0), ({} * Infinity)].map(e => e);
try {
  console.log(v0);
} catch (e) { console.log(String(e).length); }
try {
  console.log(f1(f1(v0)));
} catch (e) { console.log(String(e).length); }
function f3(p0, p1) {
  let v5 = v2.length;
  let v6 = new Array(3);
  try {
    let v7 = f1(String(v6));
  } catch (e) { console.log(String(e).length); }
  return [[], new Array(3), function (p) { return p; }];
}
%CreatePrivateSymbol(v0);
console.log(String(v2));
let v4 = "omega x";
function f5(p0, p1) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v7 = false;
    console.log(((f1({x: f1(["item item gamma", function (p) { return p; }].map(e => e)), x: (p1 == JSON.stringify(v7))}) * [-2147483648, true].map(e => e)) | v0));
  }
  let v8 = [String(p1), []].map(e => e);
  return JSON.stringify(v4);
}
try {
  let v6 = f1(f3(v4, v0));
} catch (e) { console.log(String(e).length); }
function f7(p0) {
  let v8 = -1;
  let v9 = {x: new Array(4)};
  return 1e+21;
}
function f8() {
  let v8 = v6;
  console.log([7, (NaN & v6)].map(e => e));
  let v9 = v8;
  return "key gamma";
}
console.log(f1(v2));
let v9 = ("item item" & Infinity);
for (let i0 = 0; i0 < 2; i0++) {
  let v10 = (true == (a => a + 1));
}
let v11 = {beta: "key node omega"};
let v12 = f1(JSON.stringify(v10));
console.log({item: 255, gamma: f1(-0.0)});
console.log(-1);
console.log(v11);
console.log(f1(([[["beta beta omega", f1({beta: function (p) { return p; }, gamma: [1e-07, f7({key: [v11, (2147483647 == {omega: v4, item: new Array(4), x: f8()})].map(e => e), x: 1e+21, node: -2147483648})].map(e => e), gamma: new Array(1)})].map(e => e)], Infinity].map(e => e) % {x: new Array(4), gamma: v2, delta: typeof v10})));
console.log(1e-07);
let v13 = v0.length;
let v14 = [v9, [("x" + Infinity), v9].map(e => e)].map(e => e);
try {
  console.log(v4);
} catch (e) { console.log(String(e).length); }
console.log(f1((v14 & String(v13))));
let v15 = [typeof v12, v10].map(e => e);
console.log([new Array(4), v0, undefined]);
try {
  let v16 = JSON.stringify(v13);
} catch (e) { console.log(String(e).length); }
try {
  let v17 = ["omega delta", Symbol()].map(e => e);
} catch (e) { console.log(String(e).length); }
let v18 = v6;
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v17);
}
console.log(v11);
for (let i0 = 0; i0 < 4; i0++) {
  console.log(f7({value: v15, alpha: v16.length, delta: [([(new Array(2) < v11)] - 1.5), f7(2147483647)].map(e => e)}));
}
for (let i0 = 0; i0 < 5; i0++) {
  let v19 = Math.max;
  let v20 = {x: {key: function (p) { return p; }, omega: v13, x: [-0.0, "alpha"]}};
}
function f21(p0) {
  let v22 = {omega: typeof v18};
  for (let i1 = 0; i1 < 5; i1++) {
    let v23 = [v6, f3((undefined | Math.max), f3(Math.max, [["beta", v20].map(e => e), f8(), (typeof v12 | (null - 1e-07))])), typeof v6];
  }
  return 7;
}
let v22 = new Array(3);
if (f7(f5(v6.length, "omega gamma value"))) {
  let v23 = false;
} else {
  let v24 = v14;
}
let v25 = new Array(1);
function f26(p0) {
  let v27 = (v20 + {alpha: String(v25), node: f5(f1([[[function (p) { return p; }, {omega: v11.length}].map(e => e), {node: (f1("omega delta beta") * [null, new Array(4)].map(e => e)), key: p0, gamma: (new Array(1) % [Infinity, 1.5].map(e => e))}].map(e => e)]), f1(7)), gamma: v22});
  if (v23) {
    let v28 = ((a => a + 1) | v16);
  } else {
    let v29 = (v12 - "node node");
  }
  if ((new Array(1) + v13)) {
    let v30 = JSON.stringify(v16);
  } else {
    let v31 = f8();
  }
  console.log(v10);
  return [v27, [new Array(2), "gamma"].map(e => e)].map(e => e);
}
let v27 = [v16.length, f7((true + new Array(3))), JSON.stringify(v23)];
console.log(f5(f3(new Array(0), ({x: ("omega alpha omega" < 3.14159)} | Math.max)), "alpha omega alpha"));
console.log([[f7({beta: 1e-07})], v23].map(e => e));

let v0 = 1;
let v1 = true;
try {
  let v2 = v0.length;
} catch (e) { console.log(String(e).length); }
let v3 = [new Array(1), (String(v0) * v1.length)].map(e => e);
let v4 = "key key";
%CreatePrivateSymbol(v3);
let v5 = "value";
console.log(v5);
let v6 = (a => a + 1);
function f7(p0) {
  console.log([["item", null].map(e => e), -0.0].map(e => e));
  let v8 = new Array(4);
  for (let i1 = 0; i1 < 4; i1++) {
    let v9 = new Array(2);
    let v10 = [v4, v8];
  }
  console.log({omega: v0, value: new Array(0)});
  return [Infinity, NaN].map(e => e);
}
console.log(new Array(2));
let v8 = [v0, (Symbol() < [{key: [(-1 << 1e+21), v5].map(e => e), omega: ([[], 3.14159].map(e => e) << (function (p) { return p; } + undefined))}, {value: [(7 + [v0]), v2].map(e => e)}].map(e => e))].map(e => e);
if (v6) {
  let v9 = function (p) { return p; };
} else {
  %DeoptimizeFunction(v1);
}
let v10 = f7(v3);
function f11() {
  let v11 = new Array(4);
  let v12 = {alpha: [([(v11 | [new Array(1), 65536].map(e => e)), (new Array(0) % ("alpha" & undefined)), JSON.stringify(v0)] | 255), v5].map(e => e), delta: [new Array(3)]};
  let v13 = v11.length;
  let v14 = new Array(1);
  return v11.length;
}
console.log(["delta", typeof v4].map(e => e));
console.log(v4);
for (let i0 = 0; i0 < 1; i0++) {
  console.log(((v9 - (0.5 < 0.5)) * 2));
}
try {
  let v12 = v8;
} catch (e) { console.log(String(e).length); }
let v13 = "alpha gamma delta";
function f14(p0) {
  let v15 = new Array(3);
  return {value: [-1, ["omega node omega", Symbol()].map(e => e)].map(e => e), key: []};
}
let v15 = v8.length;
let v16 = function (p) { return p; };
let v17 = ((v2 + (function (p) { return p; } | new Array(4))) | [new Array(0), ({key: v2, key: v2} & {item: [-0.0, Symbol()].map(e => e), gamma: v15})].map(e => e));
try {
  let v18 = [65536, (f11() << [undefined, new Array(0)].map(e => e))].map(e => e);
} catch (e) { console.log(String(e).length); }
function f19(p0, p1) {
  console.log(v6);
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(f7(f7(f14([]))));
  }
  try {
    let v21 = -1;
  } catch (e) { console.log(String(e).length); }
  return function (p) { return p; };
}
let v20 = JSON.stringify(v0);
console.log([v20, v8].map(e => e));
let v21 = Symbol();
console.log(([v17, Symbol()].map(e => e) - (JSON.stringify(v21) * [-1, 1.5].map(e => e))));
for (let i0 = 0; i0 < 2; i0++) {
  if ({node: f11(), x: ("item" | 42), gamma: undefined}) {
    let v22 = [f14(f19([new Array(2)], 3.14159)), [new Array(1), f11(), 0]].map(e => e);
  } else {
    let v23 = f7(typeof v16);
  }
  let v24 = {};
}
%StringCharCodeAt(1, JSON.stringify(v21));
for (let i0 = 0; i0 < 5; i0++) {
  console.log(true);
}

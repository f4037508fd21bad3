let v0 = "node key omega";
let v1 = JSON.stringify(v0);
if (0.5) {
  if ({item: function (p) { return p; }}) {
    let v2 = v1.length;
  } else {
    let v3 = v1;
  }
} else {
  let v4 = new Array(4);
}
try {
  console.log({value: new Array(4), gamma: typeof v1, x: [[-2147483648, "item"].map(e => e), new Array(4)].map(e => e)});
} catch (e) { console.log(String(e).length); }
console.log((v1.length * 1e+21));
for (let i0 = 0; i0 < 3; i0++) {
  %CompileBaseline(["omega node beta", (a => a + 1)].map(e => e));
}
let v5 = ([(true % (a => a + 1)), (new Array(2) * [])].map(e => e) == v2);
console.log((Symbol() * v2));
let v6 = new Array(4);
let v7 = Math.max;
console.log([v1, v2].map(e => e));
let v8 = false;
console.log({gamma: 0.5});
let v9 = v5;
let v10 = 1e+21;
let v11 = typeof v1;
let v12 = ([v7, new Array(4)].map(e => e) | function (p) { return p; });
let v13 = "value value node";
console.log([{}, (v10 + 255)].map(e => e));
let v14 = Symbol();
let v15 = v8;
function f16(p0) {
  console.log([v14, [typeof v6, Math.max].map(e => e)].map(e => e));
  for (let i1 = 0; i1 < 3; i1++) {
    let v17 = [[], v5].map(e => e);
    console.log(Math.max);
  }
  return [[JSON.stringify(v12), v0].map(e => e), v7].map(e => e);
}
console.log([typeof v4, typeof v7, ({x: {key: v0, x: v6, beta: new Array(3)}, omega: Math.max} + f16(Math.max))]);
let v17 = (("alpha gamma node" % ({} % (a => a + 1))) - [f16(255), (3.14159 * "delta value")].map(e => e));
if ([((function (p) { return p; } * new Array(1)) == [[false, (f16(-1) | JSON.stringify(v13))], new Array(0)].map(e => e)), "node item"]) {
  console.log(["x x alpha", [typeof v12, f16("item")].map(e => e), -0.0]);
} else {
  let v18 = 1e-07;
}
console.log(Symbol());
console.log("x node value");
function f19() {
  for (let i1 = 0; i1 < 5; i1++) {
    let v19 = f16(typeof v6);
    let v20 = (NaN * v1);
  }
  let v21 = v14;
  let v22 = v20;
  return ([v7, (-1 << {})].map(e => e) | null);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v20 = NaN;
}
console.log(((Symbol() - v14) | [[{delta: -1, item: "omega x delta", key: (String(v6) == ("value delta x" == new Array(4)))}, new Array(0)].map(e => e), f19()].map(e => e)));
console.log(v14);
let v21 = ["omega x", v2];
console.log([[v11, f19(), "omega"], f16([1e+21, [([] < 1e+21), 255, (f19() < f19())]].map(e => e))].map(e => e));
let v22 = (function (p) { return p; } + -0.0);
try {
  console.log([([new Array(1), Symbol()].map(e => e) << v6.length), v8].map(e => e));
} catch (e) { console.log(String(e).length); }
let v23 = f16((f16(new Array(1)) < new Array(0)));
try {
  let v24 = (v13.length - String(v12));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v25 = v20;
  let v26 = v11;
}
let v27 = 1.5;
let v28 = new Array(3);
console.log([1e-07, v6].map(e => e));
let v29 = {node: Infinity, value: v5};
let v30 = [[v22, (Infinity - false)].map(e => e), 2].map(e => e);
let v31 = [(JSON.stringify(v28) | [null, -0.0].map(e => e)), [Symbol(), v12].map(e => e)].map(e => e);
function f32(p0) {
  let v33 = function (p) { return p; };
  let v34 = ([] + typeof v25);
  let v35 = [["gamma gamma item", v10].map(e => e), String(v33)].map(e => e);
  let v36 = f16(f19());
  return function (p) { return p; };
}
%DeoptimizeFunction(v20);
let v33 = new Array(1);
let v34 = f19();
function f35(p0) {
  let v36 = v14;
  let v37 = "value x";
  if (v27) {
    let v38 = v36;
  } else {
    let v39 = "node x";
  }
  let v40 = false;
  return f19();
}
if (v8) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v36 = (([7, new Array(4)].map(e => e) < f16(null)) == v9);
    let v37 = (new Array(4) < (v13.length == v26));
  }
} else {
  let v38 = v9;
}
function f39(p0) {
  let v40 = f16(v3);
  return [null, ((0 | new Array(4)) * v6)].map(e => e);
}
let v40 = undefined;
function f41(p0, p1) {
  try {
    let v43 = String(v5);
  } catch (e) { console.log(String(e).length); }
  let v44 = v37;
  let v45 = ((65536 % f19()) & NaN);
  let v46 = (f32([Symbol(), new Array(3)].map(e => e)) + f19());
  return [p1, v43].map(e => e);
}

let v0 = ["item x x", 1e+21].map(e => e);
let v1 = function (p) { return p; };
console.log(([v0, v0].map(e => e) | (a => a + 1)));
for (let i0 = 0; i0 < 2; i0++) {
  %NewRegExpWithBacktrackLimit(v1, ([[]] * [[JSON.stringify(v1), null].map(e => e), "value omega alpha", [(v0 + [[], true].map(e => e))]]), 7);
}
if (v0) {
  let v2 = v1;
} else {
  let v3 = v2;
}
let v4 = new Array(1);
if (JSON.stringify(v0)) {
  let v5 = 3.14159;
} else {
  console.log([JSON.stringify(v3), "value delta"]);
}
let v6 = v3;
try {
  if ("x item") {
    console.log(String(v5));
  } else {
    let v7 = -0.0;
  }
} catch (e) { console.log(String(e).length); }
let v8 = JSON.stringify(v3);
try {
  console.log([[(new Array(1) % function (p) { return p; }), new Array(3)].map(e => e), {alpha: [3.14159], item: "item gamma node", beta: ({} | ["gamma node delta", "alpha"].map(e => e))}].map(e => e));
} catch (e) { console.log(String(e).length); }
let v9 = 2147483647;
let v10 = 1.5;
let v11 = new Array(0);
let v12 = "node x node";
let v13 = new Array(0);
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v14 = undefined;
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 4; i0++) {
  let v15 = v3;
  let v16 = JSON.stringify(v4);
}
let v17 = 0.5;
let v18 = new Array(0);
%CreatePrivateSymbol(([] < (new Array(0) & new Array(2))));
%NewRegExpWithBacktrackLimit(Symbol(), v18, (2 + v2));
let v19 = -1;
let v20 = {node: {key: ((false | 2147483647) % ("item" + {alpha: [([v2, Infinity, Math.max] < "value"), 1.5].map(e => e), gamma: new Array(4), value: v11.length})), alpha: 0.5}};
let v21 = 2147483647;
function f22(p0, p1) {
  console.log((v20 == true));
  try {
    let v24 = [v10, 0].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return "node";
}
console.log(v13);
%NewRegExpWithBacktrackLimit(f22(v16, String(v9)), f22, f22);
let v23 = ({item: v12.length, item: v10, x: v10} < 1.5);
%NeverOptimizeFunction(v13);
for (let i0 = 0; i0 < 1; i0++) {
  if (v6) {
    let v24 = [[-0.0, v11].map(e => e), new Array(1)];
  } else {
    let v25 = f22((new Array(1) & [1e-07, false, String(v6)]), function (p) { return p; });
  }
  let v26 = v12;
}
let v27 = (v13 * v25.length);
if ([f22(f22(function (p) { return p; }, "value x node"), v25), v10, v19]) {
  if (f22(255, NaN)) {
    let v28 = (v23.length << v1);
  } else {
    let v29 = typeof v13;
  }
} else {
  let v30 = (v9 % v7);
}
let v31 = v3;
let v32 = JSON.stringify(v10);
let v33 = typeof v7;
let v34 = [(v0 == [{gamma: new Array(0)}, null].map(e => e)), f22(f22(1e+21, function (p) { return p; }), [new Array(2), {key: f22("node x", v31), delta: v16}].map(e => e))].map(e => e);
let v35 = (42 << [[{omega: "x node node", value: ("node" + "x")}, new Array(2)].map(e => e), new Array(3)].map(e => e));
for (let i0 = 0; i0 < 4; i0++) {
  console.log(Infinity);
  if (v15) {
    %HasFastProperties(v35);
  } else {
    console.log(f22(v29, v12.length));
  }
}
let v36 = (v0 << (v18 % v12));
let v37 = typeof v0;
if ([(v7 % String(v15)), v12].map(e => e)) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v38 = v8;
    let v39 = 2147483647;
  }
} else {
  console.log(v28);
}
console.log([NaN, v33].map(e => e));
%HaveSameMap(f22, f22);
let v40 = false;
function f41() {
  %OptimizeFunctionOnNextCall(v30);
  let v41 = v38;
  let v42 = v7;
  return v36.length;
}
let v42 = typeof v31;
for (let i0 = 0; i0 < 3; i0++) {
  let v43 = Infinity;
}

let v0 = "item";
console.log(v0);
let v1 = v0;
let v2 = v0;
console.log(Math.max);
%NewRegExpWithBacktrackLimit(new Array(1), {omega: v2}, {item: [new Array(2), [{value: [v0, v0].map(e => e), key: [typeof v1, JSON.stringify(v1), "item"], x: 0.5}, (a => a + 1)].map(e => e)].map(e => e), delta: (v1 == v2)});
let v3 = String(v2);
let v4 = String(v3);
console.log([undefined]);
console.log(v1.length);
let v5 = ([] < "delta");
let v6 = new Array(0);
try {
  console.log(JSON.stringify(v0));
} catch (e) { console.log(String(e).length); }
let v7 = v3;
let v8 = "beta";
let v9 = [];
if (((JSON.stringify(v3) == v9) - v1)) {
  let v10 = 1e+21;
} else {
  let v11 = [([-0.0, 1.5].map(e => e) == {beta: typeof v4}), 1e-07].map(e => e);
}
let v12 = v11;
try {
  let v13 = [[], v6].map(e => e);
} catch (e) { console.log(String(e).length); }
if (v13.length) {
  console.log(v12);
} else {
  let v14 = 65536;
}
let v15 = v10;
console.log("node node");
let v16 = v10;
console.log(v3);
try {
  %DebugPrint(v13);
} catch (e) { console.log(String(e).length); }
let v17 = new Array(4);
try {
  console.log(v7);
} catch (e) { console.log(String(e).length); }
try {
  if (v7) {
    console.log(v3);
  } else {
    let v18 = 1;
  }
} catch (e) { console.log(String(e).length); }
let v19 = (v4 < JSON.stringify(v9));
let v20 = "beta";
for (let i0 = 0; i0 < 5; i0++) {
  %NewRegExpWithBacktrackLimit([(a => a + 1), [v15, v12]].map(e => e), false, Infinity);
}
function f21(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v22 = [[v8.length, String(v9)].map(e => e), (v0 - [])].map(e => e);
  }
  console.log(v0);
  return ({x: v19} * "x omega");
}
if (v15) {
  let v22 = 1e+21;
} else {
  let v23 = new Array(2);
}
console.log({});
if (f21(f21(f21([new Array(1), (((a => a + 1) & {omega: v5.length, item: typeof v9}) == f21((a => a + 1))), f21((function (p) { return p; } | "beta beta delta"))])))) {
  let v24 = "omega";
} else {
  let v25 = v3;
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(v9);
}
let v26 = 65536;
for (let i0 = 0; i0 < 5; i0++) {
  console.log([v16, [3.14159, false].map(e => e), f21([3.14159, false].map(e => e))]);
  let v27 = (f21([["node omega", function (p) { return p; }].map(e => e), f21([true, -0.0].map(e => e)), {beta: function (p) { return p; }}]) - NaN);
}
let v28 = (v18 < new Array(0));
console.log({beta: ([1e-07, (v12 | (new Array(0) % 0.5)), v15] + ("beta alpha value" << function (p) { return p; }))});
let v29 = v1;
if ([(JSON.stringify(v0) & new Array(4)), v5].map(e => e)) {
  if ([v25.length, (f21(Symbol()) * [new Array(1), new Array(1)].map(e => e))].map(e => e)) {
    console.log(f21(v0.length));
  } else {
    console.log(v24.length);
  }
} else {
  let v30 = v9;
}
console.log([{x: typeof v28, value: v10, node: new Array(0)}, {}].map(e => e));
function f31(p0) {
  %PrepareFunctionForOptimization(f21(v7));
  return {alpha: NaN, x: (f21(true) + v15)};
}
try {
  let v32 = v8;
} catch (e) { console.log(String(e).length); }
let v33 = [Infinity, String(v0)].map(e => e);
console.log([true, String(v19)].map(e => e));
try {
  console.log((f31(v14) - [v13, v27]));
} catch (e) { console.log(String(e).length); }
console.log(f21((f21("node value node") % v10)));
if (function (p) { return p; }) {
  console.log(f21(f31("node")));
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v34 = v10.length;
  }
}
let v35 = f21(new Array(3));
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v36 = v27;
  } catch (e) { console.log(String(e).length); }
}
let v37 = f21({delta: typeof v10});
console.log(v0);
let v38 = v32;

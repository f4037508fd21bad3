let v0 = 1e+21;
let v1 = true;
let v2 = typeof v1;
let v3 = 7;
console.log("alpha");
let v4 = false;
if (function (p) { return p; }) {
  %OptimizeFunctionOnNextCall("value key");
} else {
  try {
    let v5 = (v3.length & function (p) { return p; });
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 2; i0++) {
  %StringCharCodeAt(1e-07, [[("gamma value" * 1e+21), v1].map(e => e), [[Infinity, true].map(e => e), 65536].map(e => e)]);
  let v6 = v4;
}
let v7 = [v1, 255].map(e => e);
let v8 = v1;
let v9 = [String(v5), v0];
let v10 = v6;
let v11 = v3;
console.log(v6);
let v12 = v8;
console.log([v4, v9].map(e => e));
let v13 = v12;
let v14 = true;
console.log(NaN);
console.log(new Array(2));
let v15 = 1e+21;
if (((a => a + 1) < {node: "alpha", value: (Symbol() == "key delta gamma"), node: v2})) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v16 = v2;
  }
} else {
  try {
    console.log("gamma key");
  } catch (e) { console.log(String(e).length); }
}
console.log("item delta");
console.log([JSON.stringify(v1), v6].map(e => e));
let v17 = ("alpha value" * 0.5);
%CompileBaseline([Math.max, [(a => a + 1), [v0, String(v16), [v15, v4].map(e => e)]]].map(e => e));
try {
  let v18 = JSON.stringify(v0);
} catch (e) { console.log(String(e).length); }
let v19 = Symbol();
if ([({beta: (v10 + false), omega: false} % v11), [(a => a + 1), new Array(2)].map(e => e)].map(e => e)) {
  console.log(v0);
} else {
  let v20 = function (p) { return p; };
}
let v21 = [(v7.length == (a => a + 1))];
let v22 = "value omega beta";
console.log("node omega node");
let v23 = [v9, 1];
let v24 = (String(v14) << "alpha");
let v25 = 65536;
for (let i0 = 0; i0 < 2; i0++) {
  %DebugPrint(undefined);
}
let v26 = 1.5;
let v27 = [v4, [v21, NaN].map(e => e)].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v28 = v26.length;
}
if ([new Array(4), []].map(e => e)) {
  console.log([((a => a + 1) * new Array(4)), v17].map(e => e));
} else {
  let v29 = Infinity;
}
try {
  if (Symbol()) {
    let v30 = [("gamma key" - {x: [typeof v21, new Array(2)].map(e => e)}), v4].map(e => e);
  } else {
    console.log(new Array(2));
  }
} catch (e) { console.log(String(e).length); }
if ([([new Array(4), 7].map(e => e) - v2.length), v18].map(e => e)) {
  console.log([v2, new Array(1)].map(e => e));
} else {
  let v31 = NaN;
}
let v32 = v0;
let v33 = "x";
function f34(p0, p1) {
  try {
    let v36 = ["omega value delta"];
  } catch (e) { console.log(String(e).length); }
  let v37 = "delta";
  return new Array(3);
}
let v35 = [];
let v36 = null;

let v0 = "x";
let v1 = 0.5;
let v2 = String(v0);
console.log(1e-07);
let v3 = JSON.stringify(v1);
let v4 = v0;
if ({alpha: (v0.length == 2147483647)}) {
  let v5 = {omega: v0};
} else {
  console.log(v1);
}
let v6 = v2;
for (let i0 = 0; i0 < 4; i0++) {
  %DeoptimizeFunction(typeof v2);
  let v7 = (a => a + 1);
}
let v8 = {};
%CompileBaseline(String(v1));
let v9 = JSON.stringify(v2);
if ("delta value delta") {
  let v10 = ["node omega", v7].map(e => e);
} else {
  let v11 = v6.length;
}
try {
  if (v1) {
    let v12 = v4;
  } else {
    let v13 = (a => a + 1);
  }
} catch (e) { console.log(String(e).length); }
let v14 = v13;
let v15 = v13;
let v16 = [v6, {x: 3.14159, delta: ((a => a + 1) + "item")}].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v17 = v8;
}
let v18 = (a => a + 1);
if (JSON.stringify(v17)) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(v16);
  }
} else {
  if (new Array(1)) {
    let v19 = (([(v12 - (1.5 * true)), v14, v14] < 7) * [v10, 65536].map(e => e));
  } else {
    let v20 = {};
  }
}
let v21 = "x key";
if (("omega alpha" == "alpha omega")) {
  if (v3) {
    let v22 = typeof v17;
  } else {
    let v23 = typeof v3;
  }
} else {
  let v24 = v4;
}
let v25 = [(v13 | [v4, [7, []].map(e => e)]), v23].map(e => e);
let v26 = (v16.length + ({node: "delta"} & Symbol()));
if ([v16, v23].map(e => e)) {
  try {
    let v27 = v25.length;
  } catch (e) { console.log(String(e).length); }
} else {
  console.log("delta");
}
let v28 = v23;
try {
  console.log(v17);
} catch (e) { console.log(String(e).length); }
let v29 = 255;
if (v29) {
  let v30 = ["beta value", [v8, Symbol(), v29]];
} else {
  let v31 = NaN;
}
let v32 = undefined;
function f33() {
  let v33 = {key: [Symbol(), new Array(1)]};
  return 1;
}
console.log(((f33() == new Array(0)) << v27));
let v34 = 1.5;
let v35 = v11;
try {
  %GetOptimizationStatus((("value gamma gamma" | 2147483647) | {}));
} catch (e) { console.log(String(e).length); }
console.log(new Array(4));
if ("value") {
  let v36 = f33();
} else {
  %CreatePrivateSymbol(f33);
}
try {
  let v37 = {node: [{omega: f33()}, 1e+21].map(e => e), beta: v18};
} catch (e) { console.log(String(e).length); }
let v38 = new Array(4);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(([(false & [NaN]), v16].map(e => e) % String(v6)));
  let v39 = v0;
}
try {
  try {
    let v40 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v41 = [(Infinity % []), v34].map(e => e);
let v42 = v40.length;
console.log(1e+21);
let v43 = f33();
let v44 = function (p) { return p; };

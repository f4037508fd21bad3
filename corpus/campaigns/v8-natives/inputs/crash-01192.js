let v0 = [[], ([] * 65536)].map(e => e);
let v1 = function (p) { return p; };
%CreatePrivateSymbol([2, false].map(e => e));
console.log([v1, [[new Array(3), (a => a + 1)].map(e => e), 1e+21].map(e => e), function (p) { return p; }]);
let v2 = 1e-07;
console.log([0.5, [v1, [Symbol(), "value x gamma"].map(e => e)].map(e => e)]);
console.log(3.14159);
let v3 = (v1 * [JSON.stringify(v2), [new Array(0), 1].map(e => e)].map(e => e));
for (let i0 = 0; i0 < 3; i0++) {
  try {
    %ToFastProperties(new Array(2));
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = v3;
  console.log({});
}
console.log(1.5);
let v5 = new Array(2);
if (v2.length) {
  let v6 = (typeof v0 == [v0, (function (p) { return p; } % 3.14159)].map(e => e));
} else {
  let v7 = new Array(1);
}
try {
  console.log(v1);
} catch (e) { console.log(String(e).length); }
let v8 = function (p) { return p; };
console.log(function (p) { return p; });
console.log([null, -1].map(e => e));
try {
  console.log(String(v6));
} catch (e) { console.log(String(e).length); }
let v9 = [[v8, (a => a + 1)].map(e => e), String(v6)].map(e => e);
console.log("delta");
let v10 = {x: ([(a => a + 1)] % [[[(v8 < v6), [(7 == new Array(0)), -2147483648].map(e => e)], false].map(e => e), [v4, [1.5, 1.5].map(e => e)].map(e => e), v9]), delta: [[v8, v6], Math.max]};
let v11 = [new Array(4), [{}, -1].map(e => e)].map(e => e);
let v12 = v2.length;
let v13 = v12;
let v14 = ("omega node x" | -1);
if (v4) {
  let v15 = [{value: v4, alpha: "x node item", beta: v7}, typeof v5];
} else {
  let v16 = [v3.length, (String(v0) < v0)];
}
let v17 = (v13 + -0.0);
try {
  let v18 = new Array(2);
} catch (e) { console.log(String(e).length); }
if (v3) {
  let v19 = new Array(4);
} else {
  let v20 = 1.5;
}
let v21 = [[v13], ([new Array(3), {}].map(e => e) | typeof v1)].map(e => e);
let v22 = v21;
let v23 = 7;
let v24 = (v15 - v4);
console.log((v11 % [v10, new Array(0)].map(e => e)));
let v25 = (v3 + String(v2));
console.log([JSON.stringify(v15), [65536, 0.5].map(e => e)].map(e => e));
for (let i0 = 0; i0 < 2; i0++) {
  if (typeof v17) {
    let v26 = JSON.stringify(v20);
  } else {
    let v27 = v26;
  }
  console.log([1, String(v13)].map(e => e));
}
console.log((v12 - v18));
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log([[v21, (false == 7)].map(e => e), function (p) { return p; }].map(e => e));
    let v28 = v9;
  }
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log((({item: 65536, key: v15, omega: 1.5} - null) & v15));
}
%PrepareFunctionForOptimization(true);
console.log([[v4, v7].map(e => e), "item alpha beta"].map(e => e));
for (let i0 = 0; i0 < 5; i0++) {
  console.log("key gamma");
}
let v29 = v15;
let v30 = new Array(4);
if (v27.length) {
  let v31 = typeof v16;
} else {
  let v32 = v21;
}
if (([{}, undefined].map(e => e) + v21)) {
  let v33 = v11;
} else {
  let v34 = 0.5;
}
try {
  console.log([("beta item delta" + v23), {omega: [[v31, [42, 1.5].map(e => e)].map(e => e), v9], beta: [v15, [Infinity, new Array(3)].map(e => e)].map(e => e)}].map(e => e));
} catch (e) { console.log(String(e).length); }
console.log({omega: v34, alpha: v14, gamma: (v24.length == [{}, {item: 1.5, key: new Array(2)}].map(e => e))});
let v35 = Math.max;
console.log({omega: v19.length, value: v23});
let v36 = undefined;
let v37 = [{key: typeof v27, alpha: v2}, null].map(e => e);
function f38(p0, p1) {
  let v40 = v12;
  let v41 = v17;
  let v42 = "omega";
  return (((0.5 - 65536) * [(v42 < "x"), -2147483648]) & "alpha");
}
let v39 = typeof v34;
let v40 = [f38(f38(-2147483648, null), (-0.0 << new Array(1)))];

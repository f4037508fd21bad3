%PrepareFunctionForOptimization(new Array(0));
let v0 = [-2147483648, [[], "alpha node"]];
try {
  let v1 = v0;
} catch (e) { console.log(String(e).length); }
try {
  let v2 = ([v1, ([(typeof v0 | [v1, Symbol(), [v1, [1e+21, [[{beta: Symbol(), x: v0}, 1.5].map(e => e), Infinity]].map(e => e)].map(e => e)])] == [[(new Array(0) % v0), v1]])].map(e => e) - (v1 - Infinity));
} catch (e) { console.log(String(e).length); }
let v3 = (v0 - v2);
let v4 = NaN;
console.log(1e+21);
let v5 = JSON.stringify(v3);
let v6 = [v3, v1];
for (let i0 = 0; i0 < 1; i0++) {
  if (new Array(2)) {
    console.log("alpha beta");
  } else {
    let v7 = v1;
  }
}
let v8 = [new Array(0), v1].map(e => e);
let v9 = typeof v5;
if (v9) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v10 = v4;
    let v11 = (-1 % (v4 << v10));
  }
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v12 = ["item key", 0, {gamma: []}];
    let v13 = [-1, 0.5].map(e => e);
  }
}
console.log((v7 == []));
try {
  let v14 = ("value x" << [[1.5, new Array(0)].map(e => e), new Array(1)].map(e => e));
} catch (e) { console.log(String(e).length); }
try {
  console.log(null);
} catch (e) { console.log(String(e).length); }
let v15 = ({gamma: (([] - "x item value") == {node: "node omega node", beta: v4, value: {}}), gamma: true} * v9);
let v16 = (1e+21 < 1e+21);
let v17 = [JSON.stringify(v6), 255];
if (v3) {
  let v18 = new Array(3);
} else {
  console.log({key: ({x: {value: ([0] | new Array(2)), x: "value node"}, value: 1e-07} | [0.5, false].map(e => e)), beta: v5, beta: [v3, [v2]].map(e => e)});
}
console.log(({omega: typeof v3, delta: JSON.stringify(v11)} << 2147483647));
if ([v2, String(v10)]) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(v10);
    let v19 = [new Array(3), [[new Array(3), {item: v15, value: v0, gamma: (Math.max << 0)}].map(e => e), [[v17, {gamma: Symbol()}, "key item"], new Array(2)].map(e => e)].map(e => e)].map(e => e);
  }
} else {
  let v20 = 65536;
}
console.log(v18);
for (let i0 = 0; i0 < 3; i0++) {
  console.log([new Array(3), {item: {}, node: new Array(2), delta: "item"}].map(e => e));
  if ([v3, new Array(0), 1e-07]) {
    console.log(v0);
  } else {
    let v21 = (typeof v11 | NaN);
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  let v22 = v20.length;
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(v20);
  try {
    let v23 = v21;
  } catch (e) { console.log(String(e).length); }
}
console.log({delta: v13});
let v24 = 3.14159;
let v25 = undefined;
let v26 = typeof v4;
console.log(([v1, ({item: true, item: [v7, v20].map(e => e)} | function (p) { return p; })].map(e => e) % ({} < (new Array(0) - undefined))));
let v27 = "delta beta x";
let v28 = JSON.stringify(v2);
console.log(2147483647);
let v29 = v28;
for (let i0 = 0; i0 < 1; i0++) {
  console.log(String(v2));
}
console.log(v23);
let v30 = "gamma";
try {
  %DebugPrint(JSON.stringify(v28));
} catch (e) { console.log(String(e).length); }
let v31 = JSON.stringify(v3);
console.log(String(v31));
for (let i0 = 0; i0 < 2; i0++) {
  console.log([NaN, (a => a + 1)].map(e => e));
}
let v32 = ["key", v23].map(e => e);

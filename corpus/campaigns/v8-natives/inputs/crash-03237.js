let v0 = 2;
%OptimizeFunctionOnNextCall(String(v0));
let v1 = v0;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(({value: v1, delta: typeof v0} & new Array(1)));
}
for (let i0 = 0; i0 < 2; i0++) {
  let v2 = (v0 << {item: ["node value", NaN].map(e => e), alpha: v0});
  let v3 = new Array(3);
}
let v4 = {};
let v5 = [];
let v6 = [[[new Array(3), {omega: v4, node: 0.5, beta: v5.length}], v5].map(e => e), new Array(3), "value"];
let v7 = JSON.stringify(v6);
if ([String(v5), {delta: v4, omega: 1e+21}].map(e => e)) {
  let v8 = [NaN, ({value: 255} % new Array(0))].map(e => e);
} else {
  let v9 = typeof v4;
}
let v10 = false;
%DeoptimizeFunction({delta: -0.0, node: (a => a + 1)});
let v11 = new Array(4);
try {
  let v12 = typeof v11;
} catch (e) { console.log(String(e).length); }
try {
  let v13 = String(v4);
} catch (e) { console.log(String(e).length); }
console.log(Symbol());
let v14 = v2;
let v15 = [[["x value", 1e+21].map(e => e), typeof v2], v13].map(e => e);
let v16 = v0.length;
let v17 = [v12, v13].map(e => e);
let v18 = [(("node beta" < (a => a + 1)) * [v11.length, [3.14159, v11].map(e => e), v10]), [1, 255].map(e => e)].map(e => e);
console.log(String(v4));
let v19 = 255;
try {
  let v20 = v1;
} catch (e) { console.log(String(e).length); }
if ((a => a + 1)) {
  if ("gamma") {
    let v21 = undefined;
  } else {
    let v22 = [v20, v10].map(e => e);
  }
} else {
  let v23 = [[{node: (v10 % [undefined, false].map(e => e)), key: (42 | null), alpha: [2, ["item alpha", ((null < Symbol()) + [new Array(2), 65536].map(e => e)), new Array(0)]].map(e => e)}, [String(v6), 1e-07, [typeof v22]]], (a => a + 1)].map(e => e);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v24 = [v8, v8].map(e => e);
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v4);
}
if (1e+21) {
  console.log({beta: {beta: new Array(0)}, item: typeof v17, value: v15});
} else {
  let v25 = (undefined & []);
}
if ({x: [v7, v24].map(e => e)}) {
  console.log((String(v9) * [Math.max, [v21]].map(e => e)));
} else {
  let v26 = JSON.stringify(v2);
}
let v27 = typeof v7;
console.log(JSON.stringify(v16));
function f28() {
  let v28 = [[], []];
  let v29 = v12;
  let v30 = Symbol();
  return JSON.stringify(v3);
}
let v29 = new Array(4);
console.log(v24);
console.log(typeof v23);

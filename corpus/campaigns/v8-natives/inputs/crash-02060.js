%PrepareFunctionForOptimization("x gamma item");
let v0 = 1;
console.log(-2147483648);
console.log(v0);
if (v0) {
  let v1 = 3.14159;
} else {
  console.log(undefined);
}
let v2 = Math.max;
let v3 = (v1 % 42);
let v4 = v3.length;
let v5 = new Array(2);
if ([1.5, "node beta beta"].map(e => e)) {
  let v6 = [{beta: [v4, String(v4)].map(e => e), item: [[(function (p) { return p; } * 1e+21), JSON.stringify(v5)].map(e => e)], value: typeof v4}, v1].map(e => e);
} else {
  if (new Array(1)) {
    let v7 = 1.5;
  } else {
    let v8 = [7, v3.length].map(e => e);
  }
}
if ([v3, v0].map(e => e)) {
  console.log([Symbol(), v7].map(e => e));
} else {
  try {
    let v9 = [];
  } catch (e) { console.log(String(e).length); }
}
let v10 = v8;
let v11 = v3;
let v12 = String(v11);
for (let i0 = 0; i0 < 2; i0++) {
  let v13 = "value key x";
}
let v14 = 1e+21;
let v15 = [[[{key: Math.max, x: v5, gamma: v2}, new Array(1)].map(e => e), [Infinity, "x alpha"].map(e => e)].map(e => e), ("x omega" | v9.length)].map(e => e);
if (v0) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v16 = [["value delta", new Array(2)].map(e => e), [v5]];
  }
} else {
  console.log((Symbol() << new Array(0)));
}
console.log([v3, String(v1)].map(e => e));
let v17 = undefined;
let v18 = (v13 | -0.0);
let v19 = v2;
let v20 = (1.5 | "gamma x");
function f21(p0) {
  let v22 = v19;
  let v23 = (v14 % false);
  if ((2 * {value: {alpha: v8, omega: 0.5}})) {
    let v24 = 1.5;
  } else {
    console.log("alpha");
  }
  return [[("item item" | new Array(0)), [{delta: {node: new Array(2)}, x: [[v14, (NaN == [function (p) { return p; }])].map(e => e)]}, 255].map(e => e)].map(e => e), Infinity].map(e => e);
}
if (v6) {
  let v22 = Symbol();
} else {
  console.log(1e+21);
}
if (([[2147483647, (a => a + 1)].map(e => e), ({} + Math.max)].map(e => e) << Math.max)) {
  try {
    let v23 = Math.max;
  } catch (e) { console.log(String(e).length); }
} else {
  console.log(v5);
}
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v24 = [];
  } catch (e) { console.log(String(e).length); }
}
console.log(v11.length);
let v25 = f21(null);
try {
  let v26 = {omega: [v14, [2147483647, 65536].map(e => e)].map(e => e)};
} catch (e) { console.log(String(e).length); }
%IsBeingInterpreted();
let v27 = String(v14);
let v28 = v0;
let v29 = f21(v27);
function f30(p0) {
  let v31 = (v0 % 42);
  return (null & (a => a + 1));
}
let v31 = -0.0;
console.log((f21("item item node") == 1e-07));
try {
  let v32 = [f30(new Array(4)), [v14, v22].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v33 = v28;
let v34 = typeof v29;
function f35(p0, p1) {
  let v37 = 2;
  return {x: (JSON.stringify(v15) - [])};
}
console.log(f21(JSON.stringify(v3)));
function f36(p0, p1) {
  let v38 = v15;
  if (255) {
    let v39 = f30(3.14159);
  } else {
    let v40 = 3.14159;
  }
  return (1e-07 & v14.length);
}
let v37 = 3.14159;
let v38 = f21([]);
let v39 = v6;
let v40 = true;
console.log(f35("value delta", f21(typeof v37)));
console.log(1e-07);
let v41 = f36(false, {alpha: v14.length, omega: v15});
let v42 = "key key alpha";
let v43 = Math.max;

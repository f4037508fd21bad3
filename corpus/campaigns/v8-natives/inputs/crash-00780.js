let v0 = true;
let v1 = {value: v0, alpha: (Math.max - [Infinity, null].map(e => e))};
let v2 = v1;
if ((v2 << null)) {
  console.log(v0.length);
} else {
  console.log(v1);
}
let v3 = [[JSON.stringify(v1), v2].map(e => e), 7].map(e => e);
let v4 = v1.length;
let v5 = v1;
let v6 = v3.length;
let v7 = "item alpha";
console.log([{value: String(v7), alpha: v4, item: typeof v6}, {x: v7, omega: []}].map(e => e));
let v8 = v0;
let v9 = v3;
let v10 = {value: Infinity, value: (a => a + 1)};
let v11 = ["value delta", [1e+21, -0.0].map(e => e)].map(e => e);
let v12 = 1e-07;
console.log(Math.max);
try {
  let v13 = Infinity;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = (String(v1) << v5);
}
let v15 = undefined;
console.log(String(v7));
function f16(p0) {
  if (String(v7)) {
    let v17 = (a => a + 1);
  } else {
    console.log(v4);
  }
  for (let i1 = 0; i1 < 4; i1++) {
    %OptimizeFunctionOnNextCall("node");
    console.log(v15);
  }
  return null;
}
console.log(v3);
try {
  let v17 = v9;
} catch (e) { console.log(String(e).length); }
let v18 = "delta";
let v19 = f16(1.5);
let v20 = f16(v5);
if (v3) {
  console.log(f16(String(v13)));
} else {
  let v21 = v8;
}
let v22 = v0;
%GetOptimizationStatus((f16(new Array(0)) << v10.length));
let v23 = ([["omega", typeof v8], 0].map(e => e) & v3);
console.log([v15]);
for (let i0 = 0; i0 < 1; i0++) {
  let v24 = {};
  for (let i1 = 0; i1 < 5; i1++) {
    let v25 = [(typeof v14 & v12), v10].map(e => e);
  }
}
for (let i0 = 0; i0 < 1; i0++) {
  let v26 = v11;
  let v27 = v7;
}
let v28 = typeof v9;
let v29 = [(typeof v1 < 3.14159), f16((new Array(1) & true))].map(e => e);
%HasFastProperties(f16);
if (v8) {
  let v30 = [JSON.stringify(v7), v11].map(e => e);
} else {
  console.log(v30);
}
let v31 = v22;
let v32 = v5;
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v33 = [[v8, Symbol()].map(e => e), f16(["beta", new Array(2), {delta: [new Array(1), undefined].map(e => e)}])].map(e => e);
    console.log(f16(f16(f16(function (p) { return p; }))));
  }
} catch (e) { console.log(String(e).length); }
let v34 = Math.max;
console.log(null);
let v35 = typeof v32;

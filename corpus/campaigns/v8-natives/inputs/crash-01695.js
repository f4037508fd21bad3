%CreatePrivateSymbol(new Array(4));
try {
  let v0 = [[new Array(4)], {key: ({} + 1e+21), key: 42, x: {alpha: false, x: new Array(1), x: null}}].map(e => e);
} catch (e) { console.log(String(e).length); }
let v1 = JSON.stringify(v0);
function f2(p0, p1) {
  console.log((a => a + 1));
  if (([1e-07] - v1)) {
    let v4 = new Array(3);
  } else {
    let v5 = Math.max;
  }
  console.log(v5);
  for (let i1 = 0; i1 < 4; i1++) {
    console.log({gamma: p1, alpha: "beta key omega"});
    let v6 = ["gamma", "omega key"].map(e => e);
  }
  return String(v1);
}
if (JSON.stringify(v1)) {
  if (f2([[3.14159, Math.max].map(e => e), f2(1.5, "gamma x gamma")].map(e => e), 1.5)) {
    let v3 = "item value omega";
  } else {
    let v4 = -0.0;
  }
} else {
  let v5 = [([1, new Array(3)].map(e => e) - "alpha omega value"), [("key delta" << {x: v1, x: v1.length}), f2([false, NaN], new Array(2))].map(e => e)];
}
let v6 = v4;
for (let i0 = 0; i0 < 4; i0++) {
  console.log((v5 == JSON.stringify(v5)));
  %OptimizeFunctionOnNextCall(f2);
}
let v7 = typeof v0;
function f8() {
  let v8 = v5;
  return v8;
}
let v9 = typeof v4;
try {
  let v10 = "value";
} catch (e) { console.log(String(e).length); }
try {
  let v11 = typeof v10;
} catch (e) { console.log(String(e).length); }
let v12 = true;
try {
  let v13 = ([(new Array(3) < Math.max), 0].map(e => e) & f8());
} catch (e) { console.log(String(e).length); }
console.log(1.5);
let v14 = v4;
let v15 = JSON.stringify(v6);
let v16 = [];
let v17 = v12.length;
let v18 = v5;
console.log(String(v15));
let v19 = new Array(0);
let v20 = new Array(2);
let v21 = (Math.max | v0);
let v22 = (JSON.stringify(v12) < [f8(), v20].map(e => e));
console.log(String(v6));

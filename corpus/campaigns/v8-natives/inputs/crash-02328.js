let v0 = 1e-07;
try {
  let v1 = typeof v0;
} catch (e) { console.log(String(e).length); }
try {
  console.log("beta value beta");
} catch (e) { console.log(String(e).length); }
%PrepareFunctionForOptimization({item: String(v0)});
for (let i0 = 0; i0 < 5; i0++) {
  console.log(3.14159);
  let v2 = typeof v1;
}
function f3() {
  let v3 = (a => a + 1);
  let v4 = String(v3);
  let v5 = 0.5;
  return Symbol();
}
let v4 = [];
let v5 = String(v0);
console.log(f3());
let v6 = [[], ([Symbol(), {}].map(e => e) << v0)].map(e => e);
if ((v1 + v1)) {
  let v7 = typeof v6;
} else {
  let v8 = [[new Array(1), v2.length].map(e => e), v1.length].map(e => e);
}
console.log(f3());
try {
  let v9 = v7;
} catch (e) { console.log(String(e).length); }
%PrepareFunctionForOptimization(f3);
console.log(1e-07);
let v10 = f3();
let v11 = v8;
try {
  let v12 = 0;
} catch (e) { console.log(String(e).length); }
console.log([Infinity, [v1.length, [undefined, "delta omega value"].map(e => e)].map(e => e)].map(e => e));
let v13 = 3.14159;
let v14 = v5;
let v15 = v4;
let v16 = new Array(0);
let v17 = Infinity;
let v18 = {node: v11};
let v19 = String(v8);
let v20 = (JSON.stringify(v19) | function (p) { return p; });
let v21 = v15;
let v22 = f3();
let v23 = v10;
let v24 = ([f3(), v5].map(e => e) & [[[v0, v0].map(e => e)], String(v13)].map(e => e));
%CreatePrivateSymbol(f3);
let v25 = v14;
console.log(v15);
%NeverOptimizeFunction(f3());
let v26 = v1;
let v27 = v1;
let v28 = ((v4 << 7) | {alpha: v9, alpha: [f3()], x: v22});
let v29 = (Math.max % f3());
for (let i0 = 0; i0 < 5; i0++) {
  if (((Symbol() << [f3(), v12, [v2, v5.length].map(e => e)]) + typeof v26)) {
    console.log(new Array(3));
  } else {
    let v30 = [v0, f3()].map(e => e);
  }
  %GetOptimizationStatus(false);
}
console.log(v21);
console.log(f3());
%NeverOptimizeFunction("beta key delta");
if (Math.max) {
  let v31 = Symbol();
} else {
  let v32 = v31;
}
let v33 = (new Array(2) - 1e-07);
let v34 = [([v14, (String(v17) < v26), v33] & Math.max), v12].map(e => e);
let v35 = (v27 + f3());
let v36 = ("value node" == new Array(0));
let v37 = v27;
let v38 = (0.5 * v18);
let v39 = (v27 < (v35 * v13));
try {
  let v40 = String(v31);
} catch (e) { console.log(String(e).length); }

let v0 = [-0.0, [["gamma", new Array(2)].map(e => e), {x: -0.0, beta: false}].map(e => e)];
let v1 = {item: [-0.0, "omega delta beta"].map(e => e), alpha: [(new Array(1) == new Array(1)), v0].map(e => e), omega: false};
let v2 = new Array(3);
function f3(p0) {
  console.log("value value");
  let v4 = (2147483647 % v0);
  %GetOptimizationStatus({x: 1.5});
  return Math.max;
}
if (f3(1e+21)) {
  console.log(undefined);
} else {
  console.log(1e-07);
}
let v4 = "alpha x delta";
let v5 = JSON.stringify(v0);
try {
  let v6 = v4.length;
} catch (e) { console.log(String(e).length); }
try {
  let v7 = -0.0;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v8 = f3([(a => a + 1), v5].map(e => e));
}
try {
  let v9 = v7;
} catch (e) { console.log(String(e).length); }
let v10 = f3(f3(f3("alpha")));
if (Symbol()) {
  if ((v9 + new Array(4))) {
    let v11 = v4;
  } else {
    console.log(1.5);
  }
} else {
  console.log({value: String(v0)});
}
let v12 = f3(f3("beta value alpha"));
try {
  let v13 = [String(v10)];
} catch (e) { console.log(String(e).length); }
let v14 = v9;
let v15 = JSON.stringify(v8);
if ([v9, f3(v2)].map(e => e)) {
  let v16 = f3([0.5, typeof v8, 65536]);
} else {
  %GetOptimizationStatus(f3);
}
console.log(v15.length);
function f17(p0) {
  let v18 = p0;
  return typeof v15;
}
%DebugPrint(v11.length);
let v18 = function (p) { return p; };
console.log(f17(new Array(3)));
try {
  let v19 = [v8, [new Array(2), "node gamma item"].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v20 = f3([(Infinity < "node delta value"), 0.5].map(e => e));
for (let i0 = 0; i0 < 3; i0++) {
  let v21 = (new Array(0) & v5);
  let v22 = f17(([Symbol(), [v16, [v12, ([0, 0.5].map(e => e) + f3(NaN))], f17(v1)]] * v8));
}
let v23 = v10;
let v24 = "value x";
function f25() {
  let v25 = 3.14159;
  console.log(v18);
  return -2147483648;
}
let v26 = f3(function (p) { return p; });
let v27 = String(v23);
let v28 = new Array(0);
let v29 = v24;
let v30 = f17(v26);

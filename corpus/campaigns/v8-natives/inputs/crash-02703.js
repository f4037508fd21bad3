let v0 = new Array(0);
let v1 = new Array(3);
let v2 = 1e+21;
%NewRegExpWithBacktrackLimit(v0, v2, ("delta key omega" * v1));
try {
  let v3 = null;
} catch (e) { console.log(String(e).length); }
let v4 = (a => a + 1);
let v5 = v3;
let v6 = Infinity;
let v7 = new Array(0);
let v8 = (true < (v2 & [false, 1e-07].map(e => e)));
try {
  let v9 = [[(new Array(0) < "key gamma"), v5].map(e => e), typeof v8];
} catch (e) { console.log(String(e).length); }
function f10(p0, p1) {
  let v12 = v5;
  let v13 = v0;
  return p0;
}
function f11(p0) {
  console.log((v2.length & 0.5));
  %DebugPrint(null);
  return (0.5 | "node key");
}
let v12 = v7;
let v13 = JSON.stringify(v4);
let v14 = v7;
console.log(String(v14));
let v15 = f10(undefined, v0);
let v16 = typeof v3;
%GetOptimizationStatus(f10);
let v17 = false;
function f18(p0, p1) {
  let v20 = JSON.stringify(v1);
  let v21 = [v0, true].map(e => e);
  let v22 = String(v15);
  console.log(("item x" & v15));
  return (f11(f10(3.14159, {beta: {item: typeof p1}})) == ((-1 % {x: Infinity, alpha: v15}) - Symbol()));
}
let v19 = [typeof v13, {}].map(e => e);
let v20 = 1.5;
let v21 = typeof v3;
let v22 = v5;
let v23 = [[f10([NaN, 1], function (p) { return p; }), typeof v17].map(e => e), (String(v16) | [(a => a + 1), false].map(e => e))].map(e => e);
let v24 = {key: v0};

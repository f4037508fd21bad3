let v0 = [Math.max, function (p) { return p; }];
console.log(v0);
let v1 = 1.5;
let v2 = typeof v0;
let v3 = v0;
let v4 = (a => a + 1);
let v5 = new Array(0);
function f6(p0) {
  let v7 = v3;
  console.log(1e-07);
  try {
    let v8 = {x: "x value"};
  } catch (e) { console.log(String(e).length); }
  let v9 = 1;
  return ((v5.length | String(v3)) & p0);
}
for (let i0 = 0; i0 < 4; i0++) {
  let v7 = function (p) { return p; };
}
console.log(v4);
%StringCharCodeAt(f6, f6(([v2] & "key")));
let v8 = v1;
try {
  let v9 = v3;
} catch (e) { console.log(String(e).length); }
if ([function (p) { return p; }, (f6("node alpha node") & String(v4))].map(e => e)) {
  let v10 = (a => a + 1);
} else {
  console.log((v1 - ((new Array(3) * new Array(3)) + JSON.stringify(v4))));
}
let v11 = [{}, [(v1 + v7)]].map(e => e);
let v12 = v3;
try {
  console.log([f6(2), [(true & function (p) { return p; }), true].map(e => e)].map(e => e));
} catch (e) { console.log(String(e).length); }
console.log(function (p) { return p; });
function f13(p0, p1) {
  let v15 = false;
  return v11;
}
let v14 = v3;
try {
  try {
    let v15 = null;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v16 = v9;
let v17 = [true, String(v3)].map(e => e);
let v18 = (v14 & [new Array(0), v2].map(e => e));
let v19 = v5;
let v20 = null;
if (null) {
  let v21 = v17;
} else {
  if (0.5) {
    let v22 = v1;
  } else {
    let v23 = "gamma";
  }
}
console.log(([new Array(2), v9].map(e => e) + new Array(4)));
function f24(p0) {
  let v25 = v0;
  if (p0) {
    let v26 = v5;
  } else {
    let v27 = (v5 < f13(((a => a + 1) & {gamma: (v25 + f6(new Array(2))), omega: Math.max}), [String(v16), v7, v15]));
  }
  return v1;
}
let v25 = function (p) { return p; };
console.log(new Array(1));
let v26 = new Array(3);
let v27 = (a => a + 1);
%PrepareFunctionForOptimization(v21);
let v28 = [f6(f6(2147483647)), {omega: 2, gamma: 3.14159}].map(e => e);
function f29(p0) {
  let v30 = (f13([3.14159, new Array(3)].map(e => e), (new Array(3) * {})) * (("x item beta" & new Array(0)) * v14));
  if ((([] % "beta node") == function (p) { return p; })) {
    let v31 = [String(v20), (f24(new Array(1)) + ((a => a + 1) % 2))].map(e => e);
  } else {
    let v32 = new Array(2);
  }
  let v33 = v4;
  let v34 = v32;
  return v33;
}
console.log([f13(f6({item: ((new Array(3) * Math.max) * f6(true))}), new Array(2)), (f29("node") | f6("x omega key"))].map(e => e));
let v30 = f6(v3);
let v31 = typeof v1;
let v32 = ([v14, typeof v9].map(e => e) * new Array(1));
console.log(v23);
console.log([typeof v18, "value delta key"].map(e => e));
for (let i0 = 0; i0 < 2; i0++) {
  let v33 = [v19];
}
console.log([]);
let v34 = (a => a + 1);
let v35 = v32;
function f36(p0, p1) {
  let v38 = [[42, "delta value item"].map(e => e)];
  let v39 = ([new Array(4), 3.14159, ((Symbol() % {node: "node omega value", beta: []}) & v17)] == ([function (p) { return p; }, [new Array(1), ([f6(v15), "delta"] * v16)]].map(e => e) == String(v27)));
  console.log(f6(new Array(4)));
  return typeof v31;
}
%NewRegExpWithBacktrackLimit(new Array(3), 0, f6);

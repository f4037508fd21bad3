for (let i0 = 0; i0 < 3; i0++) {
  %NeverOptimizeFunction({delta: new Array(4)});
  let v0 = (a => a + 1);
}
function f1(p0) {
  try {
    console.log(p0);
  } catch (e) { console.log(String(e).length); }
  console.log(String(v0));
  let v2 = "omega";
  let v3 = v2;
  return ([false, JSON.stringify(p0)].map(e => e) << [42, ((42 == null) - (65536 | undefined))]);
}
let v2 = NaN;
console.log((0.5 + [f1(1e+21), f1(new Array(0))].map(e => e)));
try {
  let v3 = "item item omega";
} catch (e) { console.log(String(e).length); }
%CreatePrivateSymbol([(3.14159 - "omega"), typeof v3].map(e => e));
let v4 = v2.length;
let v5 = f1([(0.5 % new Array(0)), [new Array(3), new Array(2)].map(e => e)].map(e => e));
console.log(v5);
if ([3.14159, v0].map(e => e)) {
  let v6 = f1(v3);
} else {
  let v7 = (v4 == "x x key");
}
let v8 = [{delta: v0, x: ((65536 - NaN) == [new Array(4), {gamma: false}].map(e => e))}, v4].map(e => e);
function f9(p0) {
  let v10 = f1(2);
  let v11 = [[null, function (p) { return p; }, [JSON.stringify(v6), f1([])].map(e => e)], (v3 - typeof v7)].map(e => e);
  return v2.length;
}
if ((f1(v7) % "value node node")) {
  let v10 = f1(["alpha omega", (1.5 - {})].map(e => e));
} else {
  console.log(String(v10));
}
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v11 = f9(f1([[v0], new Array(2)].map(e => e)));
    console.log(v10);
  }
} catch (e) { console.log(String(e).length); }
let v12 = false;
let v13 = "gamma";
let v14 = f1(1.5);
let v15 = [new Array(2), f9(2)].map(e => e);
let v16 = (v14 < f9(v14));
console.log([v3.length, v3].map(e => e));
try {
  let v17 = f9(new Array(2));
} catch (e) { console.log(String(e).length); }
let v18 = [1, true].map(e => e);
let v19 = JSON.stringify(v13);
function f20(p0) {
  let v21 = 7;
  return Symbol();
}
try {
  let v21 = v0;
} catch (e) { console.log(String(e).length); }
let v22 = f20(v6);
if (([f9(undefined), ["beta key alpha", [v21]].map(e => e)].map(e => e) == "x value")) {
  console.log(function (p) { return p; });
} else {
  console.log("gamma omega value");
}
let v23 = String(v0);
let v24 = 2147483647;

let v0 = 1e-07;
try {
  %NeverOptimizeFunction(JSON.stringify(v0));
} catch (e) { console.log(String(e).length); }
if (v0) {
  let v1 = [new Array(1), v0].map(e => e);
} else {
  try {
    let v2 = v1;
  } catch (e) { console.log(String(e).length); }
}
if (0) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(String(v0));
    let v3 = {gamma: JSON.stringify(v0), value: [("node" - v0), [{omega: v2}, function (p) { return p; }].map(e => e)]};
  }
} else {
  let v4 = "value";
}
for (let i0 = 0; i0 < 5; i0++) {
  let v5 = {omega: v0};
}
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v6 = (v4 < [new Array(0), typeof v2].map(e => e));
  }
} catch (e) { console.log(String(e).length); }
let v7 = -1;
let v8 = v7;
for (let i0 = 0; i0 < 5; i0++) {
  console.log([{}, v7.length].map(e => e));
}
if (typeof v3) {
  %PrepareFunctionForOptimization(function (p) { return p; });
} else {
  try {
    console.log(undefined);
  } catch (e) { console.log(String(e).length); }
}
function f9(p0, p1) {
  let v11 = (a => a + 1);
  try {
    let v12 = 0.5;
  } catch (e) { console.log(String(e).length); }
  return v7;
}
console.log([new Array(0), {omega: f9(v1, "key omega alpha"), omega: f9({gamma: 3.14159}, v3)}].map(e => e));
let v10 = [];
try {
  let v11 = (v0 - {omega: false});
} catch (e) { console.log(String(e).length); }
if (typeof v10) {
  try {
    console.log(f9([[], ([v8, "omega"] - [[v2], [f9([1.5, [0, v10]].map(e => e), new Array(0)), v2], JSON.stringify(v1)])].map(e => e), v10));
  } catch (e) { console.log(String(e).length); }
} else {
  let v12 = [new Array(4), f9(f9(NaN, []), 42)].map(e => e);
}
let v13 = [[v7], true].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = v11.length;
  let v15 = new Array(2);
}
let v16 = [undefined, v15, -2147483648];
let v17 = [undefined, f9({beta: 255, x: {}}, undefined)];
%NeverOptimizeFunction(v2);
if (f9([], (a => a + 1))) {
  console.log(f9(v0, v8));
} else {
  if (f9([new Array(1), "beta gamma value"].map(e => e), (f9(3.14159, {alpha: 1}) == v14))) {
    console.log(function (p) { return p; });
  } else {
    let v18 = typeof v0;
  }
}

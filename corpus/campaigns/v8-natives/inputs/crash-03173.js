let v0 = {node: ("node value" & true), beta: (Infinity | (0.5 << function (p) { return p; }))};
let v1 = Infinity;
try {
  let v2 = 0.5;
} catch (e) { console.log(String(e).length); }
let v3 = Math.max;
try {
  console.log(undefined);
} catch (e) { console.log(String(e).length); }
let v4 = [{}, Math.max].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v5 = ["value omega", 42];
  try {
    let v6 = [];
  } catch (e) { console.log(String(e).length); }
}
let v7 = (v1 == [2, v3].map(e => e));
function f8(p0, p1) {
  let v10 = typeof v3;
  console.log(v10);
  return (JSON.stringify(p1) % function (p) { return p; });
}
let v9 = "node beta item";
try {
  let v10 = f8(v9, Symbol());
} catch (e) { console.log(String(e).length); }
let v11 = {};
%HaveSameMap({}, f8);
function f12() {
  %GetOptimizationStatus(JSON.stringify(v7));
  let v12 = 0;
  return v0;
}
let v13 = v3;
%CreatePrivateSymbol(f8);
for (let i0 = 0; i0 < 4; i0++) {
  let v14 = v2;
  try {
    console.log({alpha: v7});
  } catch (e) { console.log(String(e).length); }
}
console.log(v9);
console.log(v5);
for (let i0 = 0; i0 < 5; i0++) {
  if (([typeof v3, v5].map(e => e) << (f12() & v14))) {
    let v15 = {value: v2.length};
  } else {
    console.log([JSON.stringify(v1), (v2.length & new Array(2))].map(e => e));
  }
}
let v16 = 2147483647;
console.log(new Array(0));
if (f12()) {
  console.log(v7);
} else {
  let v17 = function (p) { return p; };
}

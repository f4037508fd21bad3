let v0 = new Array(0);
let v1 = [typeof v0, v0, [v0.length, String(v0)].map(e => e)];
%CreatePrivateSymbol([v0, (Infinity & "node value node")].map(e => e));
function f2(p0, p1) {
  let v4 = "omega beta omega";
  return new Array(4);
}
let v3 = f2(255, [[{}, [v1]].map(e => e), v1].map(e => e));
try {
  let v4 = [];
} catch (e) { console.log(String(e).length); }
if (f2(v0, v4)) {
  console.log(f2(1e-07, String(v4)));
} else {
  let v5 = {};
}
let v6 = 1;
console.log({x: {key: f2(false, v5), delta: [v0, v4].map(e => e)}});
let v7 = [0.5, v6].map(e => e);
let v8 = v3;
let v9 = undefined;
try {
  let v10 = "value";
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  %IsBeingInterpreted();
  console.log(NaN);
}
function f11(p0) {
  if (v3) {
    let v12 = f2((3.14159 & Math.max), true);
  } else {
    let v13 = typeof v0;
  }
  try {
    let v14 = "item value";
  } catch (e) { console.log(String(e).length); }
  return false;
}
let v12 = (["key", {x: v3}].map(e => e) < v5.length);
try {
  let v13 = v8;
} catch (e) { console.log(String(e).length); }
let v14 = v13;
try {
  let v15 = [f11([function (p) { return p; }, new Array(0)].map(e => e)), String(v9)].map(e => e);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  let v16 = v10;
  let v17 = NaN;
}
%DebugPrint(f11);
function f18() {
  let v18 = [1e+21, (3.14159 + [Symbol(), {omega: [[["value x", true].map(e => e), [new Array(4), 3.14159].map(e => e)].map(e => e)]}].map(e => e))].map(e => e);
  let v19 = new Array(4);
  console.log(JSON.stringify(v18));
  return [f11([-0.0, 1e+21].map(e => e)), (255 % [new Array(4), (a => a + 1)].map(e => e))].map(e => e);
}
let v19 = (v16 < String(v6));
let v20 = [v19, "node", (Infinity % f2({delta: [[(a => a + 1), {delta: v7, value: 1, node: v10}].map(e => e), [{key: v16, value: v0}, [{beta: v4}]].map(e => e)].map(e => e), delta: f2(f11(Symbol()), 1e-07)}, -0.0))];
if (v9.length) {
  let v21 = v19;
} else {
  try {
    let v22 = v12.length;
  } catch (e) { console.log(String(e).length); }
}
let v23 = v7;

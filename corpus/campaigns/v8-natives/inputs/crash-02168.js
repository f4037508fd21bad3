let v0 = [(("x beta" << NaN) == 0.5), undefined].map(e => e);
%OptimizeFunctionOnNextCall(65536);
console.log(new Array(2));
function f1(p0, p1) {
  let v3 = v0;
  let v4 = JSON.stringify(v3);
  if (v0) {
    %CreatePrivateSymbol(function (p) { return p; });
  } else {
    let v5 = ({key: v3.length} * v3.length);
  }
  let v6 = new Array(4);
  return [];
}
let v2 = (new Array(4) % f1(v0, new Array(3)));
try {
  let v3 = [(v0 << 1e-07)];
} catch (e) { console.log(String(e).length); }
let v4 = f1(v0, v2);
let v5 = [f1(3.14159, f1(Symbol(), -0.0)), v2].map(e => e);
try {
  let v6 = v4;
} catch (e) { console.log(String(e).length); }
let v7 = [JSON.stringify(v6), v4].map(e => e);
let v8 = typeof v0;
if (v8) {
  try {
    let v9 = f1(v8, v7);
  } catch (e) { console.log(String(e).length); }
} else {
  let v10 = v0;
}
let v11 = [v5, v5].map(e => e);
console.log(v5);
if (new Array(0)) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v12 = Infinity;
    let v13 = v11;
  }
} else {
  %HasFastProperties(f1);
}
for (let i0 = 0; i0 < 1; i0++) {
  let v14 = [JSON.stringify(v9), [v13, new Array(2)]].map(e => e);
  let v15 = [String(v12), f1(f1(Math.max, {omega: v2}), 65536)];
}
let v16 = f1((-0.0 + [42, {x: 7}].map(e => e)), ([function (p) { return p; }, "omega"].map(e => e) << {delta: new Array(3), omega: [Math.max]}));
let v17 = true;
let v18 = true;
console.log("x");
let v19 = [[v11.length, {alpha: 0.5, value: {alpha: v12, value: v15, value: 3.14159}}].map(e => e), {}].map(e => e);
let v20 = [v5, f1(v2, v10)].map(e => e);
console.log(1.5);
try {
  let v21 = v9;
} catch (e) { console.log(String(e).length); }
if (v9) {
  let v22 = [{value: new Array(2), value: new Array(2)}, v20].map(e => e);
} else {
  let v23 = {x: v0.length, value: NaN};
}
try {
  let v24 = v11;
} catch (e) { console.log(String(e).length); }
console.log(v10);

try {
  let v0 = "omega alpha";
} catch (e) { console.log(String(e).length); }
let v1 = typeof v0;
let v2 = [function (p) { return p; }, [function (p) { return p; }, {x: (true + [null]), x: v1}]].map(e => e);
if ((a => a + 1)) {
  if (v2) {
    let v3 = String(v2);
  } else {
    let v4 = (1e-07 << {});
  }
} else {
  let v5 = 1.5;
}
try {
  %NeverOptimizeFunction(v1);
} catch (e) { console.log(String(e).length); }
let v6 = [v2, []].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  %DebugPrint([null, v2].map(e => e));
}
let v7 = [String(v4), v5];
let v8 = JSON.stringify(v0);
function f9(p0) {
  let v10 = {omega: 3.14159};
  let v11 = null;
  if (([(1.5 < {key: (2147483647 & (NaN - [])), delta: v2}), v8].map(e => e) == -0.0)) {
    let v12 = (JSON.stringify(v1) + v10);
  } else {
    console.log([]);
  }
  if ("x") {
    let v13 = 1e+21;
  } else {
    let v14 = {alpha: v12.length, node: (function (p) { return p; } == Symbol()), key: JSON.stringify(v10)};
  }
  return [typeof p0, {}].map(e => e);
}
let v10 = {gamma: v4};
for (let i0 = 0; i0 < 2; i0++) {
  let v11 = "x gamma";
}
console.log(42);
if (f9(0)) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v12 = v8;
    let v13 = f9(v1);
  }
} else {
  let v14 = v2;
}
let v15 = -1;
let v16 = [JSON.stringify(v0), f9(v0)].map(e => e);
console.log(65536);
console.log([NaN, typeof v16].map(e => e));
let v17 = v8;
for (let i0 = 0; i0 < 3; i0++) {
  let v18 = f9([JSON.stringify(v3), [v4, [[0.5, f9(new Array(2))].map(e => e)]].map(e => e)]);
  console.log(v17.length);
}
let v19 = v11;
let v20 = ([({} < new Array(1)), undefined].map(e => e) << 1e-07);
console.log((a => a + 1));
try {
  let v21 = (a => a + 1);
} catch (e) { console.log(String(e).length); }
console.log([{delta: v2}, 0.5].map(e => e));
let v22 = (Symbol() & v13);
let v23 = v2;
for (let i0 = 0; i0 < 4; i0++) {
  let v24 = String(v19);
}

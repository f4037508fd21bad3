function f0() {
  %OptimizeFunctionOnNextCall({item: (new Array(0) % [new Array(4), 3.14159].map(e => e))});
  return [[[], new Array(3)].map(e => e), 255, ["node", null].map(e => e)];
}
let v1 = [Infinity, ({alpha: f0(), x: f0()} - {})];
let v2 = (([255, Math.max].map(e => e) << (function (p) { return p; } << [])) << v1);
let v3 = v1;
for (let i0 = 0; i0 < 2; i0++) {
  try {
    console.log(1e+21);
  } catch (e) { console.log(String(e).length); }
}
console.log(f0());
let v4 = f0();
function f5(p0) {
  let v6 = ["gamma", [v4, 1e+21].map(e => e)].map(e => e);
  try {
    let v7 = (JSON.stringify(v4) == []);
  } catch (e) { console.log(String(e).length); }
  if ([v4, typeof v4].map(e => e)) {
    let v8 = new Array(4);
  } else {
    console.log(p0);
  }
  let v9 = v4.length;
  return {beta: function (p) { return p; }, item: (v8.length % 0.5), x: String(v2)};
}
let v6 = v3;
console.log([v4.length, String(v2), v3]);
if (v3) {
  try {
    let v7 = [v6, (new Array(1) + v6.length), f0()];
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    console.log(String(v2));
  } catch (e) { console.log(String(e).length); }
}
let v8 = Symbol();
let v9 = v4;
%CompileBaseline(-0.0);
let v10 = (1e+21 & new Array(1));
let v11 = 42;
console.log(Symbol());
let v12 = [(function (p) { return p; } * String(v11)), [(function (p) { return p; } + Symbol()), 1e-07].map(e => e)].map(e => e);
%HaveSameMap(f0, 0.5);
if (v12) {
  let v13 = f5(f5(("value delta gamma" + [f0(), JSON.stringify(v8)])));
} else {
  console.log(new Array(2));
}
console.log(v8);
let v14 = typeof v12;
let v15 = false;
let v16 = [f0(), v14].map(e => e);
let v17 = new Array(1);
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v18 = v6;
    console.log(((a => a + 1) & [1e+21, v1].map(e => e)));
  }
} catch (e) { console.log(String(e).length); }
let v19 = JSON.stringify(v12);
let v20 = (new Array(1) == (String(v4) << [0.5, [v16]].map(e => e)));
function f21() {
  let v21 = 1e+21;
  let v22 = "value";
  if ((v12 & v2)) {
    console.log(Infinity);
  } else {
    console.log(f5(3.14159));
  }
  return [v19, 3.14159].map(e => e);
}
console.log(7);
console.log((a => a + 1));
console.log((a => a + 1));
console.log(v4);
let v22 = [f0(), String(v19)].map(e => e);
let v23 = v22.length;
try {
  if ({}) {
    let v24 = NaN;
  } else {
    let v25 = Infinity;
  }
} catch (e) { console.log(String(e).length); }
let v26 = f0();
try {
  let v27 = v24;
} catch (e) { console.log(String(e).length); }
%DebugPrint(v7);
if (new Array(1)) {
  try {
    let v28 = v14;
  } catch (e) { console.log(String(e).length); }
} else {
  let v29 = "omega key gamma";
}
function f30(p0, p1) {
  let v32 = -1;
  let v33 = -0.0;
  for (let i1 = 0; i1 < 3; i1++) {
    let v34 = true;
    let v35 = [JSON.stringify(p1)];
  }
  return {key: f0()};
}
let v31 = f5(v6);
let v32 = (7 == [undefined, String(v13)].map(e => e));
let v33 = {alpha: []};
let v34 = [v22, new Array(0)].map(e => e);
console.log([v10, f0()].map(e => e));
try {
  console.log((v25 == JSON.stringify(v8)));
} catch (e) { console.log(String(e).length); }
let v35 = v13;
try {
  let v36 = v22;
} catch (e) { console.log(String(e).length); }
console.log(v10);
let v37 = (v29 << v36);
console.log((v24 < Symbol()));
console.log(JSON.stringify(v3));
let v38 = f0();
let v39 = v28;
let v40 = true;
console.log([new Array(1), v7].map(e => e));
let v41 = f0();
let v42 = (v23 == v18);

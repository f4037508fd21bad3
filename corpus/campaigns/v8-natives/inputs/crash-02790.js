let v0 = [{}, []].map(e => e);
try {
  %PrepareFunctionForOptimization(new Array(1));
} catch (e) { console.log(String(e).length); }
if ((JSON.stringify(v0) << typeof v0)) {
  let v1 = ("beta delta" == []);
} else {
  let v2 = [v1, new Array(2)].map(e => e);
}
console.log({x: NaN});
try {
  let v3 = Symbol();
} catch (e) { console.log(String(e).length); }
if ([v3.length, 255].map(e => e)) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log((1.5 | v3));
  }
} else {
  let v4 = v0;
}
let v5 = new Array(1);
let v6 = typeof v5;
let v7 = 7;
console.log(v6);
let v8 = v3;
try {
  console.log([[[1.5, v3].map(e => e)], v8].map(e => e));
} catch (e) { console.log(String(e).length); }
let v9 = [v1, -0.0].map(e => e);
console.log([("gamma" - [Infinity, 1e+21].map(e => e)), v9].map(e => e));
console.log(function (p) { return p; });
let v10 = v4;
let v11 = {item: v8};
try {
  let v12 = "omega";
} catch (e) { console.log(String(e).length); }
function f13(p0) {
  let v14 = v0;
  return [[v0, [1e-07, v4], 3.14159]];
}
console.log(v1);
let v14 = v11;
let v15 = JSON.stringify(v1);
if (v15) {
  if (v9) {
    let v16 = function (p) { return p; };
  } else {
    let v17 = {value: new Array(2)};
  }
} else {
  let v18 = String(v5);
}
let v19 = [v8.length, v12].map(e => e);
console.log(function (p) { return p; });
function f20(p0, p1) {
  let v22 = ({} + [f13("value alpha"), typeof v14].map(e => e));
  if (v1) {
    let v23 = v12;
  } else {
    let v24 = v16;
  }
  let v25 = -0.0;
  return 7;
}
function f21(p0, p1) {
  console.log(["item alpha", v11].map(e => e));
  let v23 = f20(Symbol(), v9);
  return new Array(3);
}
let v22 = v10;
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v23 = [typeof v14, f21(v10, new Array(0))].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
let v24 = v4;
let v25 = new Array(4);
try {
  let v26 = ([String(v5), function (p) { return p; }].map(e => e) & f13("x node"));
} catch (e) { console.log(String(e).length); }
%HaveSameMap((String(v14) + (Infinity % [])), JSON.stringify(v24));
let v27 = [new Array(1), JSON.stringify(v4)].map(e => e);
let v28 = new Array(1);
let v29 = (v28 & v23.length);
try {
  let v30 = String(v22);
} catch (e) { console.log(String(e).length); }
console.log([v6, v23].map(e => e));
function f31(p0, p1) {
  try {
    let v33 = new Array(4);
  } catch (e) { console.log(String(e).length); }
  let v34 = [(JSON.stringify(v16) + f13(1e-07)), v29, false];
  let v35 = v10;
  return f21(1e-07, f20(String(v8), v6));
}
try {
  console.log(f13((f20(1.5, NaN) & ("key beta" + (a => a + 1)))));
} catch (e) { console.log(String(e).length); }
let v32 = v5;
try {
  let v33 = typeof v4;
} catch (e) { console.log(String(e).length); }
let v34 = v19;
for (let i0 = 0; i0 < 4; i0++) {
  if ([]) {
    let v35 = v34;
  } else {
    let v36 = f20(([new Array(4), 7].map(e => e) == [(({key: "omega node"} < -0.0) << f13(true))]), f13(v34));
  }
}
let v37 = 0.5;
let v38 = "gamma";
console.log([(a => a + 1), (v6.length << Math.max)].map(e => e));
let v39 = [v6, undefined].map(e => e);
let v40 = [new Array(1)];
console.log((v7.length % v35));
let v41 = [(String(v32) % [v4, String(v33), v22]), undefined].map(e => e);
console.log([[f20(1e+21, new Array(2)), v26].map(e => e), ("key" % v6), Infinity]);
let v42 = (f21(v39, function (p) { return p; }) | v38.length);
let v43 = f20(v11, [v17, {key: (String(v29) * ["omega alpha node", "alpha"].map(e => e)), node: [("omega item" << [(f20((a => a + 1), 2) == Symbol())]), undefined].map(e => e), key: 42}].map(e => e));
if (v23) {
  let v44 = v4;
} else {
  let v45 = v2;
}
if (v14) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v46 = (true % f13(new Array(0)));
  }
} else {
  let v47 = [f31(v24, f13(65536)), 3.14159].map(e => e);
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(([[null, function (p) { return p; }], f21(0, new Array(2))].map(e => e) + [v2, f21(function (p) { return p; }, 65536)].map(e => e)));
}
let v48 = v36;

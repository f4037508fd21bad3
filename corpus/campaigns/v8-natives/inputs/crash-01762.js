let v0 = {delta: [(2 - undefined), 1.5, [new Array(4), 3.14159]], beta: -2147483648, omega: "alpha gamma omega"};
if (("beta" << v0)) {
  let v1 = new Array(3);
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(new Array(0));
    %GetOptimizationStatus((new Array(3) - [{key: v0.length, beta: {}, gamma: v0}, 2].map(e => e)));
  }
}
let v2 = -0.0;
let v3 = 1;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v4 = v1;
    %CreatePrivateSymbol([(function (p) { return p; } << Symbol()), v3].map(e => e));
  }
} catch (e) { console.log(String(e).length); }
let v5 = ([1.5, 2].map(e => e) + {});
let v6 = (typeof v4 % ["key omega x", function (p) { return p; }].map(e => e));
let v7 = [v6, 0.5].map(e => e);
function f8(p0) {
  let v9 = v7;
  let v10 = v4;
  let v11 = String(p0);
  let v12 = {};
  return (v10 & [v11, undefined].map(e => e));
}
if (v5) {
  let v9 = [];
} else {
  let v10 = {value: undefined};
}
let v11 = v4;
function f12(p0) {
  let v13 = [p0, v4].map(e => e);
  return [f8("beta beta item"), Math.max].map(e => e);
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log([[(-0.0 == [1.5]), [255, function (p) { return p; }].map(e => e)].map(e => e), v1, JSON.stringify(v9)]);
}
let v13 = f12({value: v5.length, key: []});
let v14 = f12(v10);
let v15 = v11;
if (([v13.length, (new Array(3) % "key beta value")].map(e => e) << v3)) {
  let v16 = (new Array(2) | f12(v0));
} else {
  let v17 = (v16 - -0.0);
}
%GetOptimizationStatus(v5);
console.log(v9);
%NewRegExpWithBacktrackLimit(f12, f12(v9), f12);
let v18 = typeof v2;
let v19 = v17.length;
try {
  let v20 = NaN;
} catch (e) { console.log(String(e).length); }
let v21 = [3.14159, v2].map(e => e);
console.log(({} % String(v7)));
try {
  let v22 = v21;
} catch (e) { console.log(String(e).length); }
let v23 = 1;
%DeoptimizeFunction((v1 - [0.5, -2147483648].map(e => e)));
let v24 = undefined;
console.log(-1);
console.log(f12(typeof v13));
if (v13) {
  console.log(v13);
} else {
  console.log(v3);
}
let v25 = v9;
let v26 = {beta: typeof v3, alpha: JSON.stringify(v16)};
let v27 = typeof v22;
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v28 = (v11 << (v16 * 7));
  } catch (e) { console.log(String(e).length); }
}
console.log([JSON.stringify(v17), v15].map(e => e));
console.log((v19 % -1));
function f29(p0) {
  let v30 = v7;
  console.log([[[v22, {node: [(Infinity < new Array(3)), (new Array(0) - [([1.5, NaN].map(e => e) + f8(Symbol())), v26, ("beta x key" << v28)])].map(e => e)}, v20]], v15].map(e => e));
  if (f8(v26.length)) {
    let v31 = [[([v18, v16] - [[], (f8(3.14159) == (false + 1.5))]), [7, {item: v2, key: function (p) { return p; }}].map(e => e)].map(e => e), [v6, [(a => a + 1), undefined].map(e => e)].map(e => e)].map(e => e);
  } else {
    let v32 = v16;
  }
  let v33 = 42;
  return false;
}
function f30(p0, p1) {
  let v32 = String(v23);
  return (v5 * JSON.stringify(p0));
}
let v31 = String(v11);
console.log((new Array(2) % new Array(1)));
let v32 = f29(f30({node: 1e-07}, f29((a => a + 1))));
console.log((f30("node gamma key", 1e+21) | {omega: v2.length, omega: v2, omega: v23}));
try {
  let v33 = String(v22);
} catch (e) { console.log(String(e).length); }
console.log(NaN);
let v34 = v10;
let v35 = "x";
%CreatePrivateSymbol(f12);
let v36 = Symbol();
function f37(p0) {
  let v38 = f12([f12({delta: new Array(0), value: v36}), f12(Infinity)].map(e => e));
  return v11;
}
%DeoptimizeFunction([v33, v24]);
let v38 = [JSON.stringify(v14), f12(({delta: v25, node: v3, delta: v22} << 1e-07)), f30(f37({item: f37(typeof v1), value: v2}), v28)];

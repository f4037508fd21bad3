let v0 = 7;
let v1 = [v0, "value"].map(e => e);
console.log(v1);
try {
  let v2 = JSON.stringify(v0);
} catch (e) { console.log(String(e).length); }
let v3 = [typeof v0, typeof v2, 1.5];
%CreatePrivateSymbol(v0);
try {
  let v4 = NaN;
} catch (e) { console.log(String(e).length); }
let v5 = (([[v3, JSON.stringify(v3)].map(e => e), [(JSON.stringify(v0) * v3)], (v1.length - (new Array(2) + (a => a + 1)))] - (undefined & {value: JSON.stringify(v3), node: []})) + "alpha");
console.log(function (p) { return p; });
let v6 = [[String(v5), v0].map(e => e), [[v3], v5].map(e => e)].map(e => e);
let v7 = (function (p) { return p; } - new Array(4));
function f8() {
  console.log(0.5);
  %HasFastProperties((v1 < typeof v3));
  return 2;
}
let v9 = v5;
for (let i0 = 0; i0 < 2; i0++) {
  let v10 = (v2 & [v1, f8()].map(e => e));
}
try {
  console.log([f8(), String(v9)].map(e => e));
} catch (e) { console.log(String(e).length); }
%CreatePrivateSymbol(f8());
for (let i0 = 0; i0 < 3; i0++) {
  console.log([{node: [(a => a + 1), "gamma"].map(e => e), node: (1.5 + Math.max)}, ((-2147483648 % -1) << ([v10, v2] < {})), (v9 & [{alpha: v2}, 2147483647].map(e => e))]);
}
let v11 = 255;
for (let i0 = 0; i0 < 4; i0++) {
  console.log("omega omega");
  let v12 = v5;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v13 = (2 & function (p) { return p; });
}
let v14 = String(v4);
for (let i0 = 0; i0 < 3; i0++) {
  let v15 = f8();
}
let v16 = ((2147483647 - v15) < {item: v1, delta: (f8() & new Array(3))});
%NeverOptimizeFunction(f8);
let v17 = ({} == [v4, function (p) { return p; }].map(e => e));
try {
  try {
    let v18 = f8();
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v19 = [(["node item", 42].map(e => e) == "node value gamma"), v12].map(e => e);
console.log(1);
console.log({alpha: v12, delta: f8(), x: f8()});
console.log(JSON.stringify(v3));
console.log((v14 * f8()));
let v20 = String(v1);
let v21 = [v19, (new Array(2) % [2147483647, "gamma"].map(e => e))].map(e => e);
try {
  let v22 = (f8() % undefined);
} catch (e) { console.log(String(e).length); }
let v23 = v5;
let v24 = f8();
if (v6.length) {
  let v25 = {};
} else {
  let v26 = null;
}
let v27 = [[v9.length, ["value item gamma", {x: [[7, NaN].map(e => e), v23].map(e => e)}].map(e => e)].map(e => e), (null + v16)].map(e => e);
let v28 = f8();
function f29(p0, p1) {
  let v31 = f8();
  let v32 = v12;
  return v28;
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log((String(v7) | (v15.length << NaN)));
}
let v30 = (v16 * v5);
console.log(false);
let v31 = [function (p) { return p; }, f8()].map(e => e);
function f32() {
  console.log(new Array(2));
  let v32 = (v25 & v14);
  return v28.length;
}
let v33 = v21.length;
let v34 = ([null, f29([], 7)].map(e => e) | 1e+21);
let v35 = ("node gamma omega" < []);
console.log(undefined);
console.log(v7);
let v36 = [v2, v14].map(e => e);
let v37 = 1;

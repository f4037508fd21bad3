let v0 = [-0.0, 0.5].map(e => e);
let v1 = String(v0);
%NewRegExpWithBacktrackLimit(v0.length, [JSON.stringify(v0), v1].map(e => e), ({alpha: new Array(0), alpha: 7} & {}));
console.log(String(v0));
if (v0) {
  console.log([v0, v1].map(e => e));
} else {
  let v2 = {omega: (a => a + 1), omega: [Infinity, (new Array(0) & "value alpha x")].map(e => e), item: (v1 | (3.14159 << new Array(2)))};
}
let v3 = {node: [v2.length, new Array(2)].map(e => e), key: [-0.0, [{}, 0.5].map(e => e)].map(e => e)};
let v4 = -2147483648;
let v5 = function (p) { return p; };
console.log((new Array(3) * "x omega"));
console.log(v1.length);
try {
  try {
    console.log(NaN);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log(v4);
console.log(JSON.stringify(v0));
function f6(p0, p1) {
  if (typeof p1) {
    console.log((null + (new Array(2) < 0.5)));
  } else {
    let v8 = 1e-07;
  }
  try {
    let v9 = [v8, 1].map(e => e);
  } catch (e) { console.log(String(e).length); }
  if (JSON.stringify(p0)) {
    let v10 = function (p) { return p; };
  } else {
    let v11 = ([["node alpha", "node key beta"].map(e => e), v9].map(e => e) == v2);
  }
  return [3.14159, v0].map(e => e);
}
let v7 = v1;
let v8 = (1e+21 - (f6(0.5, -1) + v3));
console.log(f6((f6(new Array(0), "beta alpha item") == [Infinity, (v0.length - v0)]), typeof v7));
let v9 = undefined;
let v10 = {key: new Array(1), alpha: "omega alpha", x: [JSON.stringify(v1)]};
console.log("alpha");
let v11 = v1;
function f12(p0) {
  if ((f6(typeof v9, ({} % 1e+21)) << Math.max)) {
    let v13 = 2147483647;
  } else {
    let v14 = v7.length;
  }
  let v15 = [1.5];
  for (let i1 = 0; i1 < 1; i1++) {
    let v16 = Infinity;
  }
  console.log(-2147483648);
  return (v13 | (v8 == 1));
}
let v13 = ({} | [[v4], v1, [new Array(2), ({gamma: {}, x: v5, value: v11} < "omega")].map(e => e)]);
function f14(p0) {
  let v15 = "item";
  return {beta: v4, delta: [{item: v8, node: 2147483647, omega: [v11, "value node x"].map(e => e)}, JSON.stringify(v13)].map(e => e), key: 3.14159};
}

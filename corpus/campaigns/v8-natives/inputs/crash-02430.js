let v0 = new Array(4);
let v1 = 0;
let v2 = [-1];
let v3 = 65536;
let v4 = [typeof v3, typeof v0].map(e => e);
let v5 = ((function (p) { return p; } == [1.5, {beta: v0, item: true}].map(e => e)) < v2);
console.log([new Array(2), 2].map(e => e));
let v6 = [new Array(0), [v4, 3.14159].map(e => e)].map(e => e);
%HaveSameMap(undefined, {beta: ({key: v3.length, beta: "alpha", gamma: v3} % v0), delta: v4.length});
try {
  let v7 = v5;
} catch (e) { console.log(String(e).length); }
let v8 = 3.14159;
%PrepareFunctionForOptimization(["delta omega", new Array(3)].map(e => e));
let v9 = [{}, String(v8)].map(e => e);
let v10 = Infinity;
let v11 = [v1.length, 1];
try {
  if ({node: null, item: 1e-07}) {
    let v12 = ((undefined * [new Array(1), function (p) { return p; }].map(e => e)) & typeof v11);
  } else {
    let v13 = ({omega: {}, omega: [v3.length, false], beta: typeof v4} < [Math.max, -1].map(e => e));
  }
} catch (e) { console.log(String(e).length); }
let v14 = [new Array(4), v5].map(e => e);
let v15 = v5;
try {
  console.log({item: v4, x: {}, gamma: v9});
} catch (e) { console.log(String(e).length); }
console.log(v14);
let v16 = new Array(0);
console.log(1);
if ((a => a + 1)) {
  let v17 = (v3 == Symbol());
} else {
  let v18 = v7;
}
let v19 = v1;
console.log({});
let v20 = Math.max;
console.log(Math.max);
let v21 = [];
let v22 = v1;
function f23(p0) {
  let v24 = [[1.5, "node key omega"].map(e => e), 0.5].map(e => e);
  return v20;
}
if (f23(7)) {
  console.log(((a => a + 1) < "item value"));
} else {
  let v24 = {value: 65536};
}
%IsBeingInterpreted();
if ([[v7.length, true].map(e => e), 42].map(e => e)) {
  let v25 = "item node alpha";
} else {
  console.log([f23(v13), ({} * v7)].map(e => e));
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log([Symbol(), ({value: (({beta: [], beta: [(Infinity * {}), (42 % "gamma key")].map(e => e)} & Symbol()) + v3), omega: (v18 == v8)} | f23({}))].map(e => e));
}
let v26 = typeof v22;
let v27 = v8;
console.log(f23(v24));
try {
  try {
    console.log(f23(f23(1e+21)));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
function f28() {
  let v28 = JSON.stringify(v13);
  return v18.length;
}
let v29 = [v15];
let v30 = f23({delta: v16, item: v2, omega: ("key omega" % v29)});
for (let i0 = 0; i0 < 2; i0++) {
  console.log(1.5);
  try {
    console.log(true);
  } catch (e) { console.log(String(e).length); }
}
let v31 = v17;
console.log(f23(v22));
let v32 = ({beta: [v19, v29].map(e => e), node: ([7, [{value: 2, x: function (p) { return p; }, alpha: (["gamma value", "key"].map(e => e) - JSON.stringify(v3))}]].map(e => e) & v18)} % f23(new Array(1)));
let v33 = new Array(3);
let v34 = f23(0);
let v35 = Infinity;
for (let i0 = 0; i0 < 1; i0++) {
  console.log(-0.0);
}
let v36 = false;
if (255) {
  let v37 = v9;
} else {
  let v38 = ("key beta x" == JSON.stringify(v30));
}
let v39 = (String(v1) == f23(v19));
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v40 = [65536, (v38 & typeof v11)].map(e => e);
  }
  if (v20) {
    let v41 = -1;
  } else {
    let v42 = v29;
  }
}
console.log([v14, false].map(e => e));
let v43 = v2;
let v44 = String(v1);
if (v37) {
  console.log(String(v8));
} else {
  let v45 = (v27 + new Array(3));
}
let v46 = new Array(1);

let v0 = ({} + new Array(0));
let v1 = new Array(1);
let v2 = JSON.stringify(v0);
let v3 = true;
function f4(p0) {
  let v5 = [1.5, [[String(p0)], ["beta key", [v0, new Array(3), Infinity]].map(e => e)].map(e => e)].map(e => e);
  return 1e+21;
}
let v5 = JSON.stringify(v1);
function f6(p0, p1) {
  if ((f4(f4("alpha")) % 1e-07)) {
    let v8 = [new Array(0)];
  } else {
    console.log((f4(v5) + v2));
  }
  %HaveSameMap(f4, (new Array(0) < (["alpha x"] == new Array(1))));
  let v9 = v2;
  console.log(7);
  return 1;
}
let v7 = [{alpha: ([1.5, "node key"].map(e => e) == {value: ["key node", f4(3.14159)].map(e => e), node: (a => a + 1), beta: v5}), alpha: -2147483648}, new Array(4)].map(e => e);
function f8(p0) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v9 = typeof p0;
    %NeverOptimizeFunction(Symbol());
  }
  let v10 = [v0, new Array(1)].map(e => e);
  console.log(v10);
  return Symbol();
}
let v9 = (new Array(2) + v0);
console.log(f8([new Array(3), [1.5, []].map(e => e)].map(e => e)));
let v10 = JSON.stringify(v9);
let v11 = [];
let v12 = [f6([null], (new Array(1) == "x item gamma")), v1.length].map(e => e);
let v13 = f8(f4(((a => a + 1) == {key: [[Math.max, {omega: "item", omega: v2, gamma: [("x value alpha" % new Array(2)), (undefined < undefined)].map(e => e)}].map(e => e), f8(-2147483648)].map(e => e), omega: typeof v9})));
let v14 = null;
function f15(p0) {
  console.log([new Array(3), v0].map(e => e));
  return [(typeof v5 * 42), p0];
}
console.log(String(v3));
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v16 = [f4(v5), false].map(e => e);
  }
}
let v17 = v12;
for (let i0 = 0; i0 < 5; i0++) {
  let v18 = new Array(3);
  let v19 = v3;
}
console.log(v16);
let v20 = [v2, f4(1e-07)].map(e => e);
let v21 = String(v9);
try {
  try {
    let v22 = "gamma";
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if ("gamma x x") {
  let v23 = [[v12, v3.length].map(e => e), "key node delta"].map(e => e);
} else {
  let v24 = new Array(3);
}
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v25 = Infinity;
    let v26 = false;
  }
  let v27 = "x node";
}
function f28(p0) {
  %HaveSameMap(v7, f15);
  console.log([[f8(1.5), (false == null)].map(e => e), v24]);
  let v29 = Math.max;
  return -1;
}
if ((JSON.stringify(v7) | "alpha beta key")) {
  if ((f8(true) * [v9, 1e+21].map(e => e))) {
    console.log(typeof v13);
  } else {
    console.log(Symbol());
  }
} else {
  try {
    let v29 = [v18, {}].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
let v30 = v20;
let v31 = v25;
let v32 = [Symbol(), []].map(e => e);
if (v14) {
  let v33 = f15([]);
} else {
  let v34 = [f6(0.5, null)];
}
let v35 = v30;
try {
  let v36 = v14;
} catch (e) { console.log(String(e).length); }
console.log(f6(function (p) { return p; }, "delta"));
let v37 = f6(typeof v32, f6(f8(65536), ({value: [Infinity, ("beta beta" < [])].map(e => e), item: []} < ["beta beta item"])));
%GetOptimizationStatus(0.5);
console.log({omega: [v24, v22].map(e => e), item: f8(v14)});
function f38() {
  console.log(f28(f28(v37)));
  return (NaN == 255);
}
let v39 = [(String(v20) | v3.length), v36].map(e => e);
console.log([true, v27].map(e => e));
let v40 = function (p) { return p; };
let v41 = v29;
let v42 = f6(v32, [new Array(4), v0].map(e => e));
console.log([f38(), (0 < -0.0)].map(e => e));
console.log((a => a + 1));
let v43 = [v23];
let v44 = [3.14159, undefined].map(e => e);
console.log({beta: v0});
let v45 = v42;
let v46 = String(v27);
for (let i0 = 0; i0 < 5; i0++) {
  let v47 = (true == [[f15(typeof v29)], v23].map(e => e));
  if ([(v31 | -2147483648), 0.5].map(e => e)) {
    let v48 = v3;
  } else {
    %CreatePrivateSymbol(f38);
  }
}

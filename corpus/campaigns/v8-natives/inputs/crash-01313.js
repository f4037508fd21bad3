let v0 = 2147483647;
console.log([7]);
let v1 = ["x omega beta", [{}, [v0, "key"].map(e => e), (new Array(4) + {x: v0})], "alpha"];
let v2 = (1e+21 == 1);
let v3 = 1e+21;
%NeverOptimizeFunction({gamma: Infinity, value: v1});
for (let i0 = 0; i0 < 4; i0++) {
  if ([[v0, v2].map(e => e), new Array(1)].map(e => e)) {
    let v4 = 0;
  } else {
    let v5 = {alpha: v4, omega: [new Array(3), 0.5].map(e => e)};
  }
}
let v6 = v0;
function f7(p0, p1) {
  let v9 = p1;
  let v10 = [65536, new Array(0)].map(e => e);
  console.log({value: JSON.stringify(v9)});
  let v11 = (v6 == [[(3.14159 - (0.5 | [{key: new Array(3), item: v3}, (JSON.stringify(v10) & 1e-07), "key"])), v1.length, (v5 - "omega item beta")], false].map(e => e));
  return [new Array(1), (a => a + 1)].map(e => e);
}
console.log(JSON.stringify(v6));
let v8 = [(v0 < v5), v4];
let v9 = v8;
function f10(p0, p1) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(v5);
    let v12 = f7((v0.length | -1), (1e+21 * v0));
  }
  console.log(v4.length);
  let v13 = [v5];
  return [[(({} == 2) | v12), new Array(0)], 1e-07].map(e => e);
}
let v11 = new Array(4);
console.log(f10(v2, v1));
for (let i0 = 0; i0 < 1; i0++) {
  let v12 = f10([v1, v11].map(e => e), v4);
}
try {
  let v13 = v9;
} catch (e) { console.log(String(e).length); }
let v14 = -0.0;
let v15 = v3;
console.log(typeof v8);
let v16 = [1.5, (v5 << 42)].map(e => e);
let v17 = [f7("alpha beta", v14), [(a => a + 1), {omega: 0.5, x: "node omega"}, v13]].map(e => e);
let v18 = f7(f10(false, (a => a + 1)), {node: "x beta", key: f7(String(v16), -1)});
function f19(p0) {
  let v20 = String(v14);
  return {delta: new Array(4)};
}
let v20 = "delta";
console.log(v13);
console.log([(false - f10([1e+21, f10({}, [[[JSON.stringify(v11), function (p) { return p; }].map(e => e)], new Array(4)].map(e => e))], {key: v20})), f7([0.5, 0.5].map(e => e), (3.14159 + NaN))].map(e => e));
for (let i0 = 0; i0 < 5; i0++) {
  let v21 = [];
}
if ([new Array(2), f19(false)].map(e => e)) {
  let v22 = f7(f10([function (p) { return p; }, function (p) { return p; }].map(e => e), v0), f19(String(v15)));
} else {
  let v23 = NaN;
}
let v24 = new Array(0);
let v25 = f19(v13);
for (let i0 = 0; i0 < 2; i0++) {
  let v26 = v15;
}
let v27 = "key value";
let v28 = typeof v23;
let v29 = 1.5;
function f30(p0, p1) {
  console.log(true);
  let v32 = f19(Math.max);
  let v33 = v1;
  return null;
}
let v31 = -2147483648;
try {
  try {
    console.log(v13);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log(v28);
for (let i0 = 0; i0 < 3; i0++) {
  console.log((v3 == v1));
}
for (let i0 = 0; i0 < 4; i0++) {
  if (v0) {
    let v32 = typeof v31;
  } else {
    console.log(-0.0);
  }
  let v33 = v5;
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(Symbol());
  try {
    let v34 = [true, v8];
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 1; i0++) {
  let v35 = Math.max;
  let v36 = [JSON.stringify(v25), function (p) { return p; }].map(e => e);
}
let v37 = f19(JSON.stringify(v15));
let v38 = [[new Array(2), (Infinity * new Array(4))].map(e => e), (v21 + v23)].map(e => e);
let v39 = {key: v16, value: String(v9)};
let v40 = v1;
function f41() {
  let v41 = typeof v40;
  console.log(1);
  let v42 = v9;
  return [v42, v8, (v18 % v5)];
}
let v42 = f10([JSON.stringify(v18), v35].map(e => e), String(v3));
let v43 = (a => a + 1);
for (let i0 = 0; i0 < 2; i0++) {
  let v44 = [([255, new Array(2)].map(e => e) << {alpha: f10((new Array(1) << function (p) { return p; }), 65536)}), v4.length].map(e => e);
}
let v45 = ([undefined, [new Array(1), undefined].map(e => e)].map(e => e) == "gamma");
let v46 = f7(new Array(0), function (p) { return p; });
let v47 = String(v25);
let v48 = [new Array(0), [(1 + function (p) { return p; }), "value delta beta"].map(e => e)].map(e => e);
function f49() {
  let v49 = f7(v32, v40);
  return function (p) { return p; };
}
let v50 = v0;

let v0 = "omega delta x";
let v1 = {x: [Symbol(), v0, 0], beta: v0, delta: [typeof v0]};
let v2 = typeof v0;
if (v0) {
  let v3 = [false];
} else {
  let v4 = [JSON.stringify(v0)];
}
%DeoptimizeFunction(1e-07);
let v5 = 1e-07;
if ([true, new Array(2)].map(e => e)) {
  try {
    let v6 = [-2147483648, [v3, []].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  let v7 = (v5.length * true);
}
let v8 = {};
console.log(1e-07);
let v9 = String(v3);
try {
  console.log([(new Array(0) == ([{beta: (new Array(1) << undefined)}, (JSON.stringify(v1) & 1e-07)] & [])), [v7, v9.length].map(e => e)].map(e => e));
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v10 = [(v8 * {}), v5].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
let v11 = [-1, new Array(1)].map(e => e);
let v12 = [[["omega x", [(String(v0) & {beta: v6, beta: ("value beta" << (a => a + 1)), node: v4}), [v11, 3.14159].map(e => e), JSON.stringify(v8)]].map(e => e), [-1, [[([v7, (a => a + 1)] % undefined), 65536].map(e => e), null, "key"]].map(e => e)].map(e => e), new Array(3), v1];
let v13 = 1e+21;
function f14(p0) {
  if (undefined) {
    let v15 = Symbol();
  } else {
    let v16 = new Array(3);
  }
  let v17 = String(v5);
  let v18 = Math.max;
  if ((true < v13)) {
    let v19 = {alpha: new Array(4)};
  } else {
    console.log((v7 % v10));
  }
  return [v3.length, NaN].map(e => e);
}
let v15 = (v6 + [v10, []].map(e => e));
let v16 = f14(v2);
let v17 = [(v4 < JSON.stringify(v0))];
let v18 = v7;
console.log({gamma: f14({alpha: new Array(4), omega: v18, value: [v3, 1e+21].map(e => e)}), node: f14(v18)});
console.log([[v13, new Array(2)].map(e => e), v5, f14(v0)]);
function f19() {
  let v19 = v3;
  return (v6 == [f14({key: 1.5}), f14(1.5)].map(e => e));
}
console.log(v10);
let v20 = 1.5;
console.log(v10);
let v21 = f14(v18);
let v22 = typeof v6;
let v23 = function (p) { return p; };
if (65536) {
  let v24 = (42 & v8.length);
} else {
  try {
    let v25 = f14((v10 + ("node" << [0, v1, [(0.5 | []), typeof v3].map(e => e)])));
  } catch (e) { console.log(String(e).length); }
}
let v26 = function (p) { return p; };
function f27() {
  let v27 = [JSON.stringify(v16), {key: f14("omega")}].map(e => e);
  let v28 = ((v7.length | -1) + (Math.max % v3));
  let v29 = undefined;
  return 1e-07;
}
console.log(undefined);
function f28(p0) {
  let v29 = [[(f27() % "alpha"), "omega", typeof v4], v16].map(e => e);
  console.log(f19());
  return 0;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v29 = [v18, [("item x delta" < new Array(1)), v26].map(e => e), f28(v10)];
}
console.log(true);
let v30 = 1e-07;
let v31 = v30;
console.log((new Array(1) == false));
let v32 = v5;
let v33 = f14(JSON.stringify(v18));
let v34 = v8;
let v35 = JSON.stringify(v34);
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v9);
}
try {
  if (f28([[Math.max, 0.5].map(e => e), f28(1e+21)].map(e => e))) {
    console.log(f14((({} == []) == [-2147483648, 42].map(e => e))));
  } else {
    let v36 = v23;
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v37 = (v32 < {node: 1e+21, gamma: [[String(v3), v0.length], f14(new Array(0))].map(e => e), beta: new Array(1)});
}
for (let i0 = 0; i0 < 2; i0++) {
  let v38 = v21;
}
try {
  console.log((v12 < v21));
} catch (e) { console.log(String(e).length); }
try {
  let v39 = f19();
} catch (e) { console.log(String(e).length); }
let v40 = v10;
let v41 = JSON.stringify(v24);
let v42 = 0;
function f43(p0, p1) {
  let v45 = true;
  let v46 = [255, f28(v41)].map(e => e);
  let v47 = f14(f27());
  let v48 = 2147483647;
  return [[(Infinity - {delta: ["node item x", v45].map(e => e)}), [0.5, 7].map(e => e)].map(e => e), "x omega delta"].map(e => e);
}
if ([v25, [f28(0), 0.5].map(e => e)]) {
  let v44 = new Array(3);
} else {
  if ({delta: [2]}) {
    let v45 = [(v24 - true), []].map(e => e);
  } else {
    let v46 = {gamma: v11, key: {key: {x: f27(), x: {omega: f19(), gamma: v44.length}, node: f27()}}, value: 1.5};
  }
}
console.log(v45);

let v0 = Symbol();
let v1 = v0;
let v2 = v1;
function f3() {
  let v3 = 65536;
  try {
    console.log(Infinity);
  } catch (e) { console.log(String(e).length); }
  return v3;
}
function f4(p0) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v5 = 1.5;
  }
  let v6 = [p0, (v5 - v5)].map(e => e);
  let v7 = Math.max;
  let v8 = [v6, (new Array(1) & ((a => a + 1) % Math.max)), [p0, v2].map(e => e)];
  return (a => a + 1);
}
let v5 = v0;
let v6 = v5;
%NewRegExpWithBacktrackLimit(f3, f3, v6);
function f7() {
  let v7 = 3.14159;
  let v8 = [[v2.length, f4({gamma: v5, value: [[Math.max], v0, v2]})].map(e => e), f3()].map(e => e);
  console.log(0);
  try {
    let v9 = {gamma: typeof v7, node: v0};
  } catch (e) { console.log(String(e).length); }
  return v6.length;
}
if ([(v1.length % "x"), v0].map(e => e)) {
  let v8 = v5;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v9 = "x";
    let v10 = (-1 | JSON.stringify(v1));
  }
}
console.log([2147483647]);
if ("alpha alpha") {
  let v11 = "x gamma";
} else {
  let v12 = {omega: [f4(new Array(0)), (1 - "gamma item value")].map(e => e)};
}
try {
  console.log(-0.0);
} catch (e) { console.log(String(e).length); }
function f13(p0) {
  console.log({});
  console.log(((v6 < f7()) % 0));
  let v14 = v11;
  return v9;
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(42);
}
console.log(v5);
let v14 = v9;
console.log([0, (v11.length | "x")]);
console.log(f3());
let v15 = v11;
let v16 = f7();
let v17 = v1;
if (typeof v16) {
  if (-0.0) {
    let v18 = 1;
  } else {
    let v19 = typeof v8;
  }
} else {
  if (([new Array(1)] & -2147483648)) {
    let v20 = v6;
  } else {
    console.log([v16, "key beta"].map(e => e));
  }
}
try {
  let v21 = [{value: 1.5, delta: v9.length}, [[null]]].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log([v10.length, v9].map(e => e));
let v22 = v1;
function f23() {
  let v23 = new Array(4);
  console.log({gamma: v21.length, omega: v19});
  let v24 = 1.5;
  console.log(([[Symbol(), "value"].map(e => e), undefined].map(e => e) + [function (p) { return p; }, new Array(1)].map(e => e)));
  return v24;
}
let v24 = (v22 & v17);
let v25 = {gamma: v20, item: (f13(1e-07) == (7 | {node: v10, omega: (undefined == JSON.stringify(v18))})), value: v21};
let v26 = String(v2);
let v27 = v17;
if (JSON.stringify(v11)) {
  let v28 = ([2147483647, JSON.stringify(v11)].map(e => e) << [v21.length, v19].map(e => e));
} else {
  try {
    let v29 = Infinity;
  } catch (e) { console.log(String(e).length); }
}
try {
  try {
    let v30 = v22.length;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if ([[(-1 * 1e-07), (new Array(1) | 2)].map(e => e), v19].map(e => e)) {
  console.log(v6);
} else {
  console.log(1e+21);
}
let v31 = false;
let v32 = (v5 - ("key node" % []));
console.log(-0.0);
function f33(p0, p1) {
  let v35 = v27;
  let v36 = (v10 % (f3() * f13({})));
  return f4(v12);
}
%HaveSameMap(f13([{gamma: String(v0), item: [v0]}, "delta"].map(e => e)), f23);
let v34 = (v6.length << v1);
let v35 = {};
let v36 = JSON.stringify(v12);
console.log(v14);
let v37 = 2;
try {
  console.log({node: [[1e+21, new Array(1)].map(e => e), v14].map(e => e)});
} catch (e) { console.log(String(e).length); }
let v38 = v28;
try {
  let v39 = v32;
} catch (e) { console.log(String(e).length); }
console.log(v11);
if (v35) {
  if (f4(undefined)) {
    let v40 = {beta: v2};
  } else {
    let v41 = f4(String(v22));
  }
} else {
  let v42 = [1e+21, v22].map(e => e);
}

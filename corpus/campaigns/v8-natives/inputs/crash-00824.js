let v0 = 0;
let v1 = [new Array(0), new Array(1)].map(e => e);
if (Math.max) {
  try {
    let v2 = v1;
  } catch (e) { console.log(String(e).length); }
} else {
  if (new Array(2)) {
    let v3 = [true, {beta: 1.5, omega: v0, item: {item: new Array(2), gamma: {}}}].map(e => e);
  } else {
    %PrepareFunctionForOptimization((true & new Array(1)));
  }
}
let v4 = "key";
let v5 = "delta x";
let v6 = undefined;
function f7(p0) {
  let v8 = {};
  if (JSON.stringify(v3)) {
    let v9 = Math.max;
  } else {
    console.log(v8);
  }
  for (let i1 = 0; i1 < 4; i1++) {
    let v10 = "omega alpha beta";
    let v11 = v2;
  }
  return [1.5];
}
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(new Array(4));
    let v8 = JSON.stringify(v6);
  }
  if (-2147483648) {
    let v9 = 0;
  } else {
    let v10 = v0;
  }
}
%NewRegExpWithBacktrackLimit(f7, [v6, [false, new Array(3)].map(e => e)].map(e => e), f7);
for (let i0 = 0; i0 < 2; i0++) {
  console.log([[v1, v6.length].map(e => e), f7(JSON.stringify(v1))].map(e => e));
  let v11 = v8;
}
console.log(v0);
for (let i0 = 0; i0 < 2; i0++) {
  let v12 = v1;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v13 = v0;
  try {
    let v14 = JSON.stringify(v3);
  } catch (e) { console.log(String(e).length); }
}
try {
  console.log(v14);
} catch (e) { console.log(String(e).length); }
let v15 = [[[], false].map(e => e), v1].map(e => e);
let v16 = v4;
function f17(p0, p1) {
  console.log(f7(f7(typeof v2)));
  let v19 = v9;
  console.log(1e+21);
  let v20 = "node key";
  return (((a => a + 1) == {}) - ["omega", new Array(2)].map(e => e));
}
let v18 = (a => a + 1);
function f19() {
  console.log(v1);
  return v13;
}
if (JSON.stringify(v5)) {
  try {
    let v20 = 1;
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v21 = v0;
  } catch (e) { console.log(String(e).length); }
}
let v22 = undefined;
let v23 = v14;
console.log(v22);
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v24 = v0;
    console.log("node");
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v25 = typeof v20;
  } catch (e) { console.log(String(e).length); }
  console.log(JSON.stringify(v16));
}
console.log(-1);
let v26 = (JSON.stringify(v11) == v21);
if (f19()) {
  try {
    console.log(1);
  } catch (e) { console.log(String(e).length); }
} else {
  let v27 = v16;
}
try {
  let v28 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
let v29 = ([[-2147483648, undefined].map(e => e), JSON.stringify(v27)].map(e => e) | f19());
try {
  let v30 = [];
} catch (e) { console.log(String(e).length); }
let v31 = [v21, [[Symbol(), "value"].map(e => e), {}].map(e => e)].map(e => e);
function f32() {
  if ((new Array(1) - f19())) {
    let v32 = 7;
  } else {
    let v33 = f7(([3.14159, {}].map(e => e) % (Infinity & 65536)));
  }
  let v34 = v25;
  let v35 = f17(((1.5 << false) + v33), [typeof v10, ([v12, null, [v31, Infinity]] * 65536)].map(e => e));
  return v34;
}
try {
  let v33 = undefined;
} catch (e) { console.log(String(e).length); }
function f34(p0) {
  let v35 = -1;
  let v36 = {item: v2};
  return v30;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v35 = String(v22);
  let v36 = [v11, v30].map(e => e);
}
let v37 = (v10 < [NaN, v26.length].map(e => e));
let v38 = Symbol();

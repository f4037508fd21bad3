let v0 = -2147483648;
let v1 = function (p) { return p; };
let v2 = [true, ([] | ("item" & [])), [1, v1].map(e => e)];
let v3 = [v1.length, "delta key"].map(e => e);
try {
  if (v2) {
    let v4 = v0;
  } else {
    console.log(new Array(0));
  }
} catch (e) { console.log(String(e).length); }
let v5 = 255;
let v6 = (([{}, 1].map(e => e) * new Array(2)) & v1);
console.log(1.5);
for (let i0 = 0; i0 < 2; i0++) {
  let v7 = 42;
  %NewRegExpWithBacktrackLimit({gamma: v6}, new Array(4), [1e+21, v0].map(e => e));
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(7);
}
console.log(-2147483648);
console.log(JSON.stringify(v2));
console.log(v6);
for (let i0 = 0; i0 < 3; i0++) {
  let v8 = v1.length;
}
let v9 = (typeof v2 & new Array(0));
let v10 = -0.0;
function f11(p0) {
  if ((v5 < v5)) {
    let v12 = 7;
  } else {
    let v13 = 42;
  }
  let v14 = p0;
  let v15 = [["alpha delta key", v7].map(e => e), [["omega delta alpha", "alpha value omega"].map(e => e), v1].map(e => e)].map(e => e);
  try {
    let v16 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
  return undefined;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v12 = [JSON.stringify(v5), function (p) { return p; }].map(e => e);
  let v13 = new Array(2);
}
function f14(p0, p1) {
  console.log(([v10, v5].map(e => e) & [["beta omega item", new Array(2)].map(e => e), [[(a => a + 1)], 1].map(e => e)].map(e => e)));
  let v16 = v8;
  let v17 = 1e+21;
  return f11((v1 < v13));
}
for (let i0 = 0; i0 < 2; i0++) {
  let v15 = null;
}
%DebugPrint({});
let v16 = f11(String(v1));
let v17 = {};
console.log(v1);
let v18 = [f14("key omega omega", 2), v16].map(e => e);
console.log(f11(typeof v10));
console.log((-2147483648 < [1e-07, String(v18)].map(e => e)));
let v19 = f11(v15);
let v20 = v9;
for (let i0 = 0; i0 < 1; i0++) {
  let v21 = v3;
  if (v6) {
    let v22 = "node x";
  } else {
    let v23 = String(v16);
  }
}
for (let i0 = 0; i0 < 1; i0++) {
  if (v5) {
    let v24 = [f14(v7, v21), v0].map(e => e);
  } else {
    let v25 = Math.max;
  }
  let v26 = new Array(0);
}
let v27 = {alpha: 1.5};
function f28(p0, p1) {
  try {
    console.log(f11([f11(undefined), (new Array(2) % -0.0)].map(e => e)));
  } catch (e) { console.log(String(e).length); }
  try {
    let v30 = (0.5 * v3);
  } catch (e) { console.log(String(e).length); }
  let v31 = [{node: JSON.stringify(v30), item: v5}, []];
  return [false, [({delta: [function (p) { return p; }, v7].map(e => e)} & new Array(0)), v15.length].map(e => e)].map(e => e);
}
let v29 = String(v6);
let v30 = f28((f11(1.5) | (1e+21 + -2147483648)), (v16 << function (p) { return p; }));
let v31 = {alpha: typeof v17};
let v32 = v1.length;
let v33 = f14(String(v4), v26);
try {
  if (1e+21) {
    let v34 = true;
  } else {
    let v35 = v13;
  }
} catch (e) { console.log(String(e).length); }

let v0 = Infinity;
let v1 = ("key gamma omega" < v0.length);
console.log(null);
console.log(v1);
let v2 = true;
let v3 = [v0.length];
%StringCharCodeAt(2, v1);
let v4 = Infinity;
console.log([[], v0].map(e => e));
try {
  if (typeof v2) {
    let v5 = new Array(4);
  } else {
    let v6 = (undefined & 65536);
  }
} catch (e) { console.log(String(e).length); }
let v7 = JSON.stringify(v3);
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v8 = [];
  } catch (e) { console.log(String(e).length); }
  let v9 = "delta alpha";
}
try {
  let v10 = typeof v5;
} catch (e) { console.log(String(e).length); }
if ((v8 < v6)) {
  let v11 = JSON.stringify(v9);
} else {
  console.log("beta");
}
let v12 = v0;
let v13 = {key: [Infinity, ["node omega key", {delta: v0}].map(e => e)].map(e => e), x: v2};
console.log(42);
let v14 = v2;
let v15 = (new Array(0) % v10);
let v16 = (v2 % v4);
let v17 = v3;
console.log([1, v16].map(e => e));
function f18(p0) {
  let v19 = [{gamma: 1.5, key: new Array(0), gamma: 1e-07}];
  let v20 = 65536;
  return -0.0;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v19 = [Math.max, [v15, v16].map(e => e)].map(e => e);
  let v20 = [typeof v1, v2].map(e => e);
}
let v21 = [[], [NaN, (v1 << {gamma: [2147483647, (Math.max & (function (p) { return p; } + [v13]))], alpha: -2147483648}), v5]].map(e => e);
if (65536) {
  let v22 = Symbol();
} else {
  let v23 = v4;
}
let v24 = f18(v10);
let v25 = "node";
try {
  let v26 = v1;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v27 = v19;
  let v28 = {delta: String(v24)};
}
let v29 = v2;
try {
  console.log(JSON.stringify(v23));
} catch (e) { console.log(String(e).length); }
let v30 = v5;
let v31 = v21;
let v32 = v22;
let v33 = {delta: [v27, [v13, [{item: function (p) { return p; }}, (a => a + 1)].map(e => e)].map(e => e)], value: v20};
let v34 = [f18(f18([])), [v29, 65536].map(e => e)].map(e => e);
let v35 = f18("gamma");
let v36 = v10.length;
console.log([function (p) { return p; }, v32.length, {omega: Math.max}]);
if (true) {
  console.log("key");
} else {
  console.log(v29);
}
console.log({item: v1.length});
let v37 = f18(2);
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v22);
  let v38 = (function (p) { return p; } == v20);
}

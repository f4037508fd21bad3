%StringCharCodeAt([new Array(1), [[2, "omega"].map(e => e), "node"].map(e => e), {delta: [], alpha: [1.5, "gamma key"].map(e => e), omega: {alpha: [{}, ["alpha", ({delta: "item x", x: true} == Infinity)].map(e => e), [{key: {gamma: ["alpha gamma", [3.14159, undefined].map(e => e)], key: (a => a + 1)}, omega: [new Array(3)]}]]}}], [-0.0]);
if (1e-07) {
  let v0 = Math.max;
} else {
  let v1 = (0 + v0);
}
let v2 = new Array(2);
let v3 = {delta: [false, typeof v0].map(e => e), key: JSON.stringify(v0)};
let v4 = function (p) { return p; };
try {
  let v5 = [{}, (Infinity & [])].map(e => e);
} catch (e) { console.log(String(e).length); }
let v6 = JSON.stringify(v4);
let v7 = Symbol();
try {
  try {
    let v8 = NaN;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
try {
  let v9 = 0;
} catch (e) { console.log(String(e).length); }
function f10(p0, p1) {
  let v12 = "key";
  if ("omega omega omega") {
    let v13 = v9;
  } else {
    console.log(function (p) { return p; });
  }
  for (let i1 = 0; i1 < 3; i1++) {
    let v14 = {key: []};
    console.log(function (p) { return p; });
  }
  return 7;
}
let v11 = "delta delta";
let v12 = f10(JSON.stringify(v7), [255, v6].map(e => e));
try {
  let v13 = v12;
} catch (e) { console.log(String(e).length); }
let v14 = [[(typeof v0 == "key beta delta"), {item: (a => a + 1)}], v8].map(e => e);
let v15 = typeof v14;
for (let i0 = 0; i0 < 4; i0++) {
  let v16 = ["node gamma", "item item"].map(e => e);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v17 = new Array(4);
  for (let i1 = 0; i1 < 3; i1++) {
    let v18 = (v12 + v0);
  }
}
let v19 = [f10(42, NaN), {delta: v18, item: v16, alpha: 1}].map(e => e);
console.log([[(new Array(3) * Symbol()), NaN].map(e => e), ((1.5 * 3.14159) << {})]);
let v20 = v16.length;
let v21 = {};

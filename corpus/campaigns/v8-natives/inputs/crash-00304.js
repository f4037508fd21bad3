%StringCharCodeAt(Infinity, true);
let v0 = 0;
if ((typeof v0 + v0)) {
  let v1 = "alpha";
} else {
  let v2 = ([("key delta" | new Array(0)), 65536].map(e => e) + 3.14159);
}
let v3 = 2147483647;
try {
  console.log(0.5);
} catch (e) { console.log(String(e).length); }
let v4 = Math.max;
let v5 = function (p) { return p; };
let v6 = v4;
function f7() {
  let v7 = true;
  console.log((([undefined, new Array(2)].map(e => e) == "alpha") % {}));
  if (JSON.stringify(v7)) {
    let v8 = ({x: v1, item: Symbol(), omega: v6.length} & typeof v6);
  } else {
    let v9 = (v6 < {gamma: {item: 3.14159, value: String(v2)}, omega: v6.length});
  }
  let v10 = 1e+21;
  return 1;
}
try {
  console.log([]);
} catch (e) { console.log(String(e).length); }
try {
  if (v2) {
    console.log({beta: [["alpha"], ["x", "beta"].map(e => e)].map(e => e), item: [[-0.0, "x x"].map(e => e), typeof v3].map(e => e)});
  } else {
    let v8 = JSON.stringify(v3);
  }
} catch (e) { console.log(String(e).length); }
let v9 = String(v1);
function f10(p0, p1) {
  let v12 = p0;
  try {
    let v13 = 1.5;
  } catch (e) { console.log(String(e).length); }
  let v14 = JSON.stringify(v9);
  return f7();
}
let v11 = {};
try {
  console.log(String(v4));
} catch (e) { console.log(String(e).length); }
%HaveSameMap(f10, f7);
let v12 = 3.14159;
console.log(([v2, [{omega: -1, omega: v0, node: typeof v2}, {key: [v5, f10(v0, "delta")], item: {beta: (Infinity < [[[f10(Math.max, 1e-07), v3].map(e => e), [v6, String(v8)].map(e => e)], [typeof v0, []]].map(e => e)), node: typeof v2}}].map(e => e)].map(e => e) + f7()));
let v13 = v3;
let v14 = new Array(1);
let v15 = f7();
let v16 = v8;
let v17 = null;
if (([v16, [], f10(1.5, "omega x")] + [function (p) { return p; }, f7()].map(e => e))) {
  let v18 = (v6 | new Array(1));
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v19 = (v9 < typeof v3);
    let v20 = (null % 2);
  }
}
let v21 = [v11, v15];
try {
  let v22 = v11;
} catch (e) { console.log(String(e).length); }
let v23 = 255;
let v24 = new Array(1);
let v25 = Symbol();
console.log(new Array(0));
try {
  let v26 = v25.length;
} catch (e) { console.log(String(e).length); }
let v27 = f10(v18, (v19 - v21));
if ([]) {
  let v28 = v12;
} else {
  try {
    let v29 = [v19, v16].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
console.log(3.14159);
let v30 = typeof v6;
let v31 = f10(f7(), v22);
let v32 = String(v9);

let v0 = new Array(0);
let v1 = ([v0, [undefined, typeof v0, v0]] % v0);
%NewRegExpWithBacktrackLimit([v1.length, "omega beta", ([{}, "delta"].map(e => e) & {gamma: [v1, {item: Symbol(), item: v0}].map(e => e)})], (new Array(1) & [new Array(1), 1.5].map(e => e)), 255);
if (((undefined == new Array(2)) % ("value" << Symbol()))) {
  let v2 = v0;
} else {
  console.log(v1);
}
try {
  let v3 = new Array(3);
} catch (e) { console.log(String(e).length); }
let v4 = JSON.stringify(v1);
let v5 = "gamma beta node";
let v6 = [[function (p) { return p; }, 2147483647, [[0, 42].map(e => e), (Math.max | (a => a + 1))].map(e => e)], String(v2)].map(e => e);
console.log(v5);
if (Math.max) {
  try {
    console.log(new Array(0));
  } catch (e) { console.log(String(e).length); }
} else {
  let v7 = new Array(1);
}
console.log(v0);
for (let i0 = 0; i0 < 3; i0++) {
  let v8 = 1e+21;
}
console.log(v7);
console.log({beta: 2, delta: v2, omega: [3.14159, JSON.stringify(v4)].map(e => e)});
if ([({} & [(a => a + 1), []].map(e => e)), [((a => a + 1) < [String(v3), (new Array(1) < "omega"), [null, 0.5].map(e => e)]), {alpha: (v6 % JSON.stringify(v5))}].map(e => e)].map(e => e)) {
  if (v1.length) {
    %CompileBaseline(v1);
  } else {
    let v9 = new Array(1);
  }
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v10 = {item: typeof v5, gamma: ((65536 | 42) < typeof v9), gamma: [[[new Array(0), "node key", v5.length]], 1e-07]};
  }
}
console.log((v9 & v1));
let v11 = (JSON.stringify(v10) * typeof v8);
console.log(([v1, 1].map(e => e) + Symbol()));
let v12 = [v7, JSON.stringify(v8)].map(e => e);
let v13 = 255;
function f14(p0) {
  let v15 = true;
  console.log(v11);
  return ([[Symbol(), 65536].map(e => e), 1.5].map(e => e) == typeof v3);
}
for (let i0 = 0; i0 < 1; i0++) {
  try {
    console.log(f14((v9 - v10)));
  } catch (e) { console.log(String(e).length); }
}
try {
  let v15 = [{omega: v13}, String(v9)].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log(undefined);
try {
  let v16 = [[v7, {alpha: "gamma x item", value: String(v9), omega: v6}, v12], v7].map(e => e);
} catch (e) { console.log(String(e).length); }
let v17 = 2;
let v18 = JSON.stringify(v3);
try {
  console.log(f14(JSON.stringify(v2)));
} catch (e) { console.log(String(e).length); }
console.log(255);
let v19 = (f14(JSON.stringify(v8)) % String(v16));
console.log(f14(v17));
let v20 = (v5 | v10.length);
let v21 = new Array(1);
for (let i0 = 0; i0 < 2; i0++) {
  let v22 = -1;
}
console.log(Math.max);
let v23 = f14(1e+21);
for (let i0 = 0; i0 < 5; i0++) {
  let v24 = JSON.stringify(v20);
}
let v25 = [function (p) { return p; }, f14(v2)].map(e => e);
console.log(JSON.stringify(v25));
let v26 = ((255 - v25) - null);
function f27(p0, p1) {
  let v29 = {x: typeof v16};
  let v30 = [String(p0), v20].map(e => e);
  return (1e-07 - "delta");
}
let v28 = (f14(JSON.stringify(v22)) << ({value: f14([-2147483648, [[{key: v2, delta: false, omega: [String(v6), f27(typeof v4, 1.5)]}, v22].map(e => e), {omega: NaN}]].map(e => e)), beta: [65536], x: ([v5, v26, f27([], false)] + [Math.max, (a => a + 1)].map(e => e))} == {alpha: typeof v26, beta: (v25 << f14(new Array(1))), alpha: (f27({}, 65536) << v9)}));
let v29 = f14(new Array(1));
let v30 = -2147483648;
console.log(f27(-0.0, v13));
try {
  try {
    let v31 = v21;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v32 = (v30 + f14(v21));
function f33() {
  console.log(new Array(2));
  return f27(f27(42, v4), v13);
}
try {
  let v34 = v13;
} catch (e) { console.log(String(e).length); }
if (65536) {
  let v35 = [{}, [new Array(3), {item: Math.max, alpha: JSON.stringify(v23), node: (new Array(0) < f27(["delta node key", JSON.stringify(v0), ["node key", function (p) { return p; }].map(e => e)], new Array(0)))}].map(e => e)].map(e => e);
} else {
  let v36 = typeof v11;
}
function f37() {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log({key: typeof v16, alpha: JSON.stringify(v31), key: {}});
  }
  let v37 = (a => a + 1);
  return v29;
}
function f38(p0) {
  try {
    console.log(NaN);
  } catch (e) { console.log(String(e).length); }
  if ([f27([true, {x: v34.length}].map(e => e), {gamma: v10, alpha: (f37() | new Array(0))}), [v9, v12].map(e => e)].map(e => e)) {
    %HasFastProperties(f37);
  } else {
    let v39 = v9;
  }
  return "key";
}
console.log(v26);

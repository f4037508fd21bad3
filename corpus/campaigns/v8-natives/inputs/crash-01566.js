let v0 = "omega gamma beta";
for (let i0 = 0; i0 < 3; i0++) {
  console.log((a => a + 1));
  console.log((([2147483647, v0] % (a => a + 1)) << v0));
}
let v1 = new Array(4);
try {
  try {
    console.log(255);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v2 = "gamma";
let v3 = v2;
for (let i0 = 0; i0 < 2; i0++) {
  let v4 = Symbol();
}
let v5 = v2;
let v6 = {alpha: ([undefined, 2].map(e => e) & Math.max), beta: new Array(2)};
try {
  try {
    let v7 = (v4.length | (undefined % (0.5 - [{}])));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v8 = v1;
let v9 = [new Array(1), 7].map(e => e);
let v10 = -2147483648;
console.log(-2147483648);
let v11 = 1e+21;
%StringCharCodeAt((v10 << v10), [v0, ({key: v3} + 1e+21)].map(e => e));
let v12 = [[{alpha: v3}, v0].map(e => e)];
let v13 = v0.length;
let v14 = JSON.stringify(v11);
%GetOptimizationStatus(((-1 * {alpha: ([v13, Math.max] == new Array(3))}) & (1e+21 % 1.5)));
let v15 = JSON.stringify(v4);
let v16 = [String(v7), {value: String(v7), delta: (v14 % "omega"), x: [new Array(1), Symbol()].map(e => e)}].map(e => e);
if (false) {
  let v17 = "key node item";
} else {
  console.log(new Array(3));
}
let v18 = [[JSON.stringify(v16), new Array(3)].map(e => e), v2].map(e => e);
let v19 = [];
%ToFastProperties(Symbol());
let v20 = new Array(0);
console.log(0.5);
let v21 = 3.14159;
let v22 = {x: {}, omega: 42, x: (v20 | 0)};
let v23 = -0.0;
let v24 = NaN;
let v25 = "item";
for (let i0 = 0; i0 < 2; i0++) {
  if ([Symbol(), JSON.stringify(v21)].map(e => e)) {
    console.log((new Array(3) == v9));
  } else {
    let v26 = 1e+21;
  }
}
console.log((v20 < [[], v11].map(e => e)));
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v27 = [v19.length, []];
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(1.5);
  let v28 = v0;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v29 = -2147483648;
  if (NaN) {
    let v30 = new Array(0);
  } else {
    let v31 = v15;
  }
}
for (let i0 = 0; i0 < 2; i0++) {
  let v32 = v5;
  let v33 = new Array(1);
}
function f34() {
  let v34 = "omega";
  for (let i1 = 0; i1 < 2; i1++) {
    let v35 = v20;
    let v36 = "delta key";
  }
  let v37 = 1.5;
  let v38 = "item";
  return [v15, v31].map(e => e);
}
let v35 = new Array(0);

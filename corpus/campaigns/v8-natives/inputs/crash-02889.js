for (let i0 = 0; i0 < 5; i0++) {
  %HaveSameMap(Infinity, 7);
  for (let i1 = 0; i1 < 3; i1++) {
    let v0 = {alpha: 3.14159, value: -1, key: new Array(0)};
    %NewRegExpWithBacktrackLimit(NaN, v0, Symbol());
  }
}
console.log(1.5);
if ([[[false, "key x"].map(e => e), v0], new Array(0)]) {
  let v1 = [Math.max, Math.max];
} else {
  console.log({item: JSON.stringify(v0), key: v1, omega: {node: 1e-07}});
}
let v2 = v0.length;
if (JSON.stringify(v1)) {
  let v3 = v1;
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(JSON.stringify(v3));
  }
}
let v4 = v0;
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v5 = v2;
  } catch (e) { console.log(String(e).length); }
  let v6 = v4;
}
console.log(1e+21);
let v7 = [42, v3, v4];
let v8 = new Array(1);
let v9 = ({} & v8);
let v10 = 1.5;
for (let i0 = 0; i0 < 5; i0++) {
  console.log((new Array(4) == (v0 == "beta")));
  console.log(v9);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v11 = new Array(0);
  let v12 = [(JSON.stringify(v7) % 0.5), function (p) { return p; }].map(e => e);
}
let v13 = v12;
let v14 = -0.0;
if ((new Array(3) | new Array(3))) {
  if ("beta key omega") {
    let v15 = v11;
  } else {
    let v16 = NaN;
  }
} else {
  let v17 = (a => a + 1);
}
let v18 = Infinity;
try {
  let v19 = new Array(0);
} catch (e) { console.log(String(e).length); }
let v20 = Math.max;
let v21 = v19;
console.log("beta");
console.log(new Array(3));
function f22() {
  let v22 = new Array(3);
  console.log([String(v20), JSON.stringify(v15)].map(e => e));
  return new Array(3);
}

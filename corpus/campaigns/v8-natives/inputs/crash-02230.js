let v0 = Math.max;
let v1 = v0;
console.log(v0);
let v2 = (NaN & 255);
%PrepareFunctionForOptimization((a => a + 1));
let v3 = function (p) { return p; };
let v4 = Symbol();
if (v3) {
  let v5 = (v0 == JSON.stringify(v0));
} else {
  let v6 = {delta: ([new Array(0), 2].map(e => e) == v3), x: v2, gamma: (a => a + 1)};
}
let v7 = "x delta key";
%DeoptimizeFunction("omega gamma");
if (v6) {
  let v8 = String(v3);
} else {
  let v9 = [((new Array(3) << 2) + v2), new Array(2)].map(e => e);
}
let v10 = ({gamma: 3.14159} == 0);
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v11 = [v9, v6];
  }
} catch (e) { console.log(String(e).length); }
function f12() {
  let v12 = v4;
  console.log(([new Array(2), [JSON.stringify(v6)]].map(e => e) - true));
  return v9;
}
console.log(Symbol());
for (let i0 = 0; i0 < 1; i0++) {
  let v13 = [new Array(2), [(new Array(3) << "value node"), ([[(a => a + 1), {}].map(e => e), f12()] | undefined)].map(e => e)].map(e => e);
  for (let i1 = 0; i1 < 2; i1++) {
    let v14 = 0.5;
    let v15 = String(v10);
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  let v16 = f12();
  let v17 = new Array(2);
}
let v18 = v15;
try {
  let v19 = {omega: -0.0, x: v16, delta: new Array(0)};
} catch (e) { console.log(String(e).length); }
if ("value key") {
  let v20 = v13;
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v21 = [JSON.stringify(v15), [f12(), v14].map(e => e)].map(e => e);
    let v22 = String(v11);
  }
}
if (f12()) {
  let v23 = "key item value";
} else {
  let v24 = null;
}
console.log("delta");
let v25 = f12();
function f26(p0) {
  let v27 = (String(v17) & v17);
  let v28 = v27;
  return f12();
}
let v27 = new Array(0);
if (f26(null)) {
  console.log({delta: "node key"});
} else {
  console.log([f26(false), "omega beta"]);
}
let v28 = "alpha delta";
let v29 = NaN;
if (v13) {
  let v30 = (String(v28) << (v6 * "alpha"));
} else {
  let v31 = (v18.length + 2);
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log(0);
  %NewRegExpWithBacktrackLimit(f26, v7, f26);
}

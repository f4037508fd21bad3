let v0 = "value value item";
let v1 = 1e+21;
let v2 = JSON.stringify(v1);
let v3 = (v0 - String(v1));
console.log(function (p) { return p; });
let v4 = String(v2);
let v5 = v2;
let v6 = String(v2);
%NewRegExpWithBacktrackLimit((0 - ["alpha omega omega", "value delta value"].map(e => e)), [(new Array(3) << undefined), v3].map(e => e), v4);
let v7 = -0.0;
let v8 = (-2147483648 < [255, v7].map(e => e));
try {
  console.log(255);
} catch (e) { console.log(String(e).length); }
let v9 = [];
%HasFastProperties(Infinity);
function f10(p0) {
  let v11 = (a => a + 1);
  return [v4, "node"].map(e => e);
}
let v11 = v3;
for (let i0 = 0; i0 < 2; i0++) {
  let v12 = function (p) { return p; };
}
function f13(p0) {
  console.log(p0);
  let v14 = v8;
  let v15 = v11;
  return (JSON.stringify(v7) + v2);
}
let v14 = (f10(f10(-0.0)) - false);
try {
  let v15 = f13({});
} catch (e) { console.log(String(e).length); }
try {
  console.log(v0);
} catch (e) { console.log(String(e).length); }
if (new Array(2)) {
  let v16 = 0;
} else {
  let v17 = (new Array(1) << v0);
}
%CreatePrivateSymbol(v0);
console.log((1e+21 | [f13(f10(3.14159)), typeof v1, v9]));
function f18(p0, p1) {
  let v20 = v4;
  if ((new Array(2) - -1)) {
    let v21 = v8;
  } else {
    console.log(7);
  }
  return ({gamma: (v11 | [7, new Array(4)].map(e => e)), x: Symbol(), x: v1} + (a => a + 1));
}
%CreatePrivateSymbol(f18({value: v15, omega: (v12 % v8)}, v11));
console.log([v1, [[[f18(f13([[[NaN, function (p) { return p; }].map(e => e), [v2, {alpha: v17, gamma: -0.0, alpha: (1e+21 < Math.max)}, v17.length]].map(e => e), Infinity, 65536]), f10(1e-07)), v9], undefined].map(e => e), JSON.stringify(v11)].map(e => e)].map(e => e));
if (true) {
  let v19 = v8;
} else {
  let v20 = (String(v6) % v2);
}
let v21 = {};
let v22 = f18({value: v9}, [v5, "node node"].map(e => e));
let v23 = new Array(0);
if ([v17, "key key"]) {
  console.log(v23);
} else {
  console.log({});
}
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v24 = [((function (p) { return p; } << {gamma: [JSON.stringify(v1), f10(1e-07)].map(e => e), alpha: (String(v17) < v0), item: [f18(0, undefined), f13([42, new Array(1)])].map(e => e)}) % v16), [true, v5].map(e => e)];
  }
}
console.log(v24);
let v25 = JSON.stringify(v1);
console.log(new Array(0));
try {
  let v26 = new Array(4);
} catch (e) { console.log(String(e).length); }
let v27 = typeof v24;
let v28 = v25;
let v29 = [{delta: undefined}, JSON.stringify(v15)].map(e => e);
let v30 = 2;
let v31 = (new Array(4) + "gamma alpha");
console.log(v5.length);
let v32 = (JSON.stringify(v28) + ("key omega" << undefined));
if (v15) {
  let v33 = [false, typeof v8].map(e => e);
} else {
  let v34 = v6;
}
console.log([[JSON.stringify(v23), v15], 1e-07, (v9 | f10([v14, v34]))]);
function f35(p0, p1) {
  let v37 = (v12 + (function (p) { return p; } - v8));
  for (let i1 = 0; i1 < 1; i1++) {
    let v38 = v17;
    console.log([[v19.length, "x value"].map(e => e), v19].map(e => e));
  }
  %DebugPrint(f10);
  let v39 = (Infinity < [v5, undefined].map(e => e));
  return v28;
}
let v36 = v29;
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log([Math.max, String(v16)].map(e => e));
  }
}
let v37 = Symbol();
for (let i0 = 0; i0 < 4; i0++) {
  let v38 = v26;
  let v39 = new Array(2);
}
let v40 = null;
let v41 = v24;
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v42 = "x";
  } catch (e) { console.log(String(e).length); }
  let v43 = [[new Array(4), [new Array(0), Infinity].map(e => e)].map(e => e), true].map(e => e);
}
console.log(v1);
function f44(p0, p1) {
  let v46 = v30;
  try {
    console.log(v30.length);
  } catch (e) { console.log(String(e).length); }
  let v47 = (f10([[], -2147483648].map(e => e)) | "node");
  console.log(JSON.stringify(v15));
  return [f10(Math.max), f35(255, (-0.0 - new Array(0)))].map(e => e);
}

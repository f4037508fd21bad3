if (new Array(0)) {
  let v0 = "value gamma key";
} else {
  try {
    console.log(((v0 * v0) == (new Array(3) % (1.5 & "item"))));
  } catch (e) { console.log(String(e).length); }
}
let v1 = new Array(2);
try {
  %StringCharCodeAt([String(v1), "node value"].map(e => e), (undefined * Infinity));
} catch (e) { console.log(String(e).length); }
if ("omega beta") {
  let v2 = v1;
} else {
  if (v0) {
    let v3 = "beta delta value";
  } else {
    let v4 = 0.5;
  }
}
let v5 = "key node";
function f6(p0, p1) {
  let v8 = ([false] & v0);
  return [v4.length, 1.5].map(e => e);
}
for (let i0 = 0; i0 < 3; i0++) {
  let v7 = (v5 % "node");
}
let v8 = false;
let v9 = [v2, v8].map(e => e);
let v10 = v9.length;
let v11 = [f6(String(v4), undefined), true].map(e => e);
if ((v2 < [new Array(4), (a => a + 1)].map(e => e))) {
  try {
    let v12 = v2;
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v13 = (v0 == ([[[(Infinity + "key gamma"), (2147483647 < "delta omega key")].map(e => e), JSON.stringify(v11)], new Array(2)].map(e => e) == ["x", 0].map(e => e)));
    let v14 = v2;
  }
}
let v15 = f6([null, (Infinity + false)].map(e => e), new Array(0));
console.log([[({item: String(v9)} == true)]]);
for (let i0 = 0; i0 < 1; i0++) {
  let v16 = v12;
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(([1, (a => a + 1)].map(e => e) & typeof v14));
    let v17 = Infinity;
  }
}
let v18 = [[], v5].map(e => e);
let v19 = {};
for (let i0 = 0; i0 < 1; i0++) {
  let v20 = v16;
}
console.log(JSON.stringify(v3));
let v21 = new Array(0);
console.log(f6(v9, [[new Array(2), Symbol()].map(e => e), v1].map(e => e)));
function f22() {
  let v22 = v8;
  let v23 = f6(v7, {});
  for (let i1 = 0; i1 < 2; i1++) {
    let v24 = "alpha";
  }
  return [false, ([2147483647, {gamma: new Array(1), alpha: f6(v11, 1e+21), node: typeof v20}].map(e => e) | (a => a + 1))].map(e => e);
}
function f23(p0, p1) {
  let v25 = p1;
  try {
    let v26 = typeof v14;
  } catch (e) { console.log(String(e).length); }
  let v27 = v21;
  return f6(JSON.stringify(v5), f6([1e+21, {alpha: v18}].map(e => e), f22()));
}
let v24 = v15;
let v25 = v10;
try {
  let v26 = JSON.stringify(v15);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  let v27 = v25;
  let v28 = v1;
}
let v29 = [v4, [NaN, JSON.stringify(v28), v24]].map(e => e);
function f30(p0) {
  let v31 = function (p) { return p; };
  return NaN;
}
let v31 = false;
console.log(v2);
let v32 = [f22(), 65536].map(e => e);
let v33 = f6(v7.length, typeof v12);
function f34() {
  if ("value") {
    let v34 = JSON.stringify(v24);
  } else {
    let v35 = [v14, (((a => a + 1) << new Array(1)) + new Array(4)), v5];
  }
  return (v29 & v3);
}
let v35 = (v13 + f6(Math.max, f6(NaN, 1e+21)));
let v36 = String(v25);
if (NaN) {
  let v37 = Infinity;
} else {
  try {
    console.log(v5.length);
  } catch (e) { console.log(String(e).length); }
}
let v38 = [String(v0), {}].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  try {
    console.log(Infinity);
  } catch (e) { console.log(String(e).length); }
}
console.log((new Array(3) == [v17, [v36, v38, [["node", new Array(1)].map(e => e), f34()].map(e => e)]].map(e => e)));
let v39 = {key: null};
try {
  let v40 = v13;
} catch (e) { console.log(String(e).length); }
if (typeof v9) {
  let v41 = [String(v10), false].map(e => e);
} else {
  let v42 = {};
}
for (let i0 = 0; i0 < 2; i0++) {
  let v43 = true;
  console.log(String(v43));
}
for (let i0 = 0; i0 < 5; i0++) {
  let v44 = function (p) { return p; };
}
let v45 = f22();
console.log(v33);
try {
  for (let i1 = 0; i1 < 1; i1++) {
    %CreatePrivateSymbol((a => a + 1));
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v46 = "x gamma";
  let v47 = (a => a + 1);
}
try {
  try {
    let v48 = typeof v37;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }

let v0 = (({} + 65536) * 42);
%HaveSameMap((["alpha key", undefined].map(e => e) | (NaN % new Array(0))), new Array(3));
let v1 = (a => a + 1);
let v2 = (1e-07 % [("alpha" < new Array(0)), "key"]);
console.log("gamma");
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v3 = v2;
    let v4 = v3;
  }
  console.log(Math.max);
}
let v5 = (v2 + v1);
let v6 = ((typeof v4 % (a => a + 1)) << v1);
function f7(p0, p1) {
  let v9 = false;
  if (v0) {
    console.log(v6);
  } else {
    let v10 = {};
  }
  return v2;
}
let v8 = v5;
%NeverOptimizeFunction(typeof v8);
let v9 = "key";
for (let i0 = 0; i0 < 1; i0++) {
  %CreatePrivateSymbol(1e+21);
}
console.log((-0.0 == f7("gamma key", v8.length)));
let v10 = v4;
let v11 = String(v6);
function f12(p0) {
  let v13 = f7(1.5, f7(v2, v1));
  let v14 = ("x key" == null);
  console.log(f7((new Array(2) < {}), v0));
  let v15 = v3;
  return v10;
}
let v13 = f12(Math.max);
let v14 = ["delta", (a => a + 1)].map(e => e);
let v15 = f7([Math.max, (Math.max == Infinity)].map(e => e), v6);
let v16 = v3;
console.log(null);
console.log(f12((new Array(3) | v16)));
console.log((v2 - [v6, v4]));
console.log(v8);
for (let i0 = 0; i0 < 4; i0++) {
  let v17 = Symbol();
  try {
    let v18 = "key alpha";
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v19 = [f7([{alpha: v6, beta: 2147483647}, Infinity].map(e => e), "x"), "beta gamma"].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
try {
  console.log(({} + 1));
} catch (e) { console.log(String(e).length); }
try {
  let v20 = v2;
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(f7([([[v14, [[], Math.max].map(e => e)].map(e => e), 255] << "key gamma"), 2147483647].map(e => e), 0.5));
  }
} catch (e) { console.log(String(e).length); }
let v21 = v8;
let v22 = new Array(1);
let v23 = [[f7(v10, Symbol())], [("key delta" + Symbol()), ["omega", -1].map(e => e)].map(e => e), 3.14159];
if (([(new Array(4) * -2147483648), v15].map(e => e) | [f7([], "value"), v1].map(e => e))) {
  try {
    let v24 = (v15 - [String(v17), v9.length].map(e => e));
  } catch (e) { console.log(String(e).length); }
} else {
  if ((a => a + 1)) {
    let v25 = v2;
  } else {
    let v26 = "delta";
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  let v27 = v15;
}
let v28 = new Array(2);
let v29 = [255, new Array(0)].map(e => e);
let v30 = ["omega value delta", (false << v23)].map(e => e);
let v31 = String(v22);
let v32 = ((v18 & Infinity) + {key: v10.length, beta: f12(v4)});
let v33 = Infinity;
console.log((v21 < f7(v8, v23)));
console.log(42);
let v34 = "key node key";
try {
  let v35 = 1;
} catch (e) { console.log(String(e).length); }
let v36 = {key: false, delta: "x delta", value: [new Array(4), v11.length].map(e => e)};
let v37 = JSON.stringify(v14);
if (("omega delta delta" + (v2 == ("value" + {gamma: f12([new Array(1), undefined].map(e => e))})))) {
  try {
    let v38 = v25;
  } catch (e) { console.log(String(e).length); }
} else {
  console.log({beta: 1e-07});
}
let v39 = function (p) { return p; };
for (let i0 = 0; i0 < 5; i0++) {
  let v40 = v27;
}
if ({key: new Array(0), omega: [Math.max, (1.5 & "key x omega")].map(e => e), node: v29.length}) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v41 = f7(1e+21, String(v1));
  }
} else {
  let v42 = v35;
}
let v43 = true;
console.log([Symbol(), 1].map(e => e));
let v44 = Math.max;
let v45 = (Math.max + "x gamma");
console.log(NaN);
let v46 = 255;
for (let i0 = 0; i0 < 1; i0++) {
  let v47 = f7([0], [typeof v0, f12(-2147483648)].map(e => e));
  let v48 = [v25, f12(JSON.stringify(v8))].map(e => e);
}
if ((new Array(3) % (v48.length << "x"))) {
  let v49 = ((NaN == (new Array(3) % 42)) | v24);
} else {
  let v50 = [f12(undefined)];
}

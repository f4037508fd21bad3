let v0 = 1;
let v1 = "x";
console.log([[{item: []}, {value: [("alpha item gamma" % new Array(1)), "key key alpha"].map(e => e)}].map(e => e), 255].map(e => e));
console.log(Symbol());
function f2(p0) {
  console.log(3.14159);
  try {
    let v3 = null;
  } catch (e) { console.log(String(e).length); }
  return (p0 % String(v1));
}
console.log(f2(JSON.stringify(v0)));
let v3 = f2([f2((1e+21 + NaN)), (v0 == [v0, [v1, ("alpha beta" + [1, new Array(0)].map(e => e))]]), v1]);
%GetOptimizationStatus(NaN);
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v4 = v1;
    console.log(f2(f2(({delta: 1} | (a => a + 1)))));
  }
} catch (e) { console.log(String(e).length); }
let v5 = String(v0);
console.log([JSON.stringify(v0), Infinity].map(e => e));
let v6 = [String(v1), ([] < JSON.stringify(v4))].map(e => e);
if (1e-07) {
  console.log(f2(v1));
} else {
  if (new Array(4)) {
    let v7 = v4;
  } else {
    let v8 = v7;
  }
}
let v9 = f2(1e-07);
let v10 = [[], [String(v9), JSON.stringify(v4)].map(e => e)].map(e => e);
let v11 = (["item", f2(null)].map(e => e) % String(v10));
let v12 = v8;
let v13 = typeof v10;
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v14 = new Array(2);
  }
} catch (e) { console.log(String(e).length); }
try {
  console.log("omega omega");
} catch (e) { console.log(String(e).length); }
if ([(a => a + 1), new Array(0)].map(e => e)) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v15 = JSON.stringify(v4);
    console.log({});
  }
} else {
  console.log(v0);
}
let v16 = v15.length;
let v17 = [[[{}, "item gamma"].map(e => e), {}].map(e => e), v13.length].map(e => e);
if (JSON.stringify(v9)) {
  let v18 = v6;
} else {
  let v19 = "beta item node";
}
let v20 = String(v11);
let v21 = new Array(2);
function f22() {
  console.log(String(v12));
  let v22 = v9;
  let v23 = {key: f2("node value x")};
  return [[[[[v20], 1e-07], []].map(e => e), [v13]].map(e => e)];
}
try {
  let v23 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
function f24() {
  let v24 = "omega";
  let v25 = [1.5, v19].map(e => e);
  let v26 = new Array(4);
  let v27 = new Array(2);
  return "omega";
}
if (v3) {
  try {
    let v25 = (v15 | (v1 % true));
  } catch (e) { console.log(String(e).length); }
} else {
  console.log(v13);
}
console.log(v9);
console.log(f24());

let v0 = ["value value beta", 3.14159].map(e => e);
%NeverOptimizeFunction(new Array(2));
let v1 = v0;
console.log(String(v1));
%NewRegExpWithBacktrackLimit(2, function (p) { return p; }, v0);
try {
  let v2 = (a => a + 1);
} catch (e) { console.log(String(e).length); }
try {
  let v3 = Symbol();
} catch (e) { console.log(String(e).length); }
function f4(p0, p1) {
  let v6 = ["alpha", [1.5, typeof p0]];
  let v7 = p1;
  let v8 = typeof v1;
  console.log([[[NaN, Symbol()].map(e => e), 1.5].map(e => e), JSON.stringify(v6)].map(e => e));
  return "item gamma";
}
if (v0) {
  let v5 = f4((v0 % String(v2)), v0);
} else {
  let v6 = [f4(typeof v1, [false, [(0.5 < f4((a => a + 1), undefined)), 3.14159, v0]].map(e => e)), [undefined, v3, NaN]].map(e => e);
}
let v7 = (v2 < f4(JSON.stringify(v1), NaN));
for (let i0 = 0; i0 < 1; i0++) {
  let v8 = [JSON.stringify(v0), [v2.length, Math.max]].map(e => e);
}
let v9 = v8;
let v10 = -0.0;
try {
  if ("omega alpha") {
    let v11 = {};
  } else {
    let v12 = new Array(2);
  }
} catch (e) { console.log(String(e).length); }
%NewRegExpWithBacktrackLimit(f4, new Array(0), "delta alpha item");
function f13(p0) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v14 = typeof v1;
  }
  let v15 = v5;
  return v8;
}
console.log((v7 << String(v5)));
try {
  if (v8) {
    let v14 = ((v3 == 65536) % [v3, [[], 1].map(e => e)].map(e => e));
  } else {
    let v15 = v5.length;
  }
} catch (e) { console.log(String(e).length); }
let v16 = Symbol();
let v17 = v9;
console.log(v17);
let v18 = null;
let v19 = NaN;
let v20 = v11;
for (let i0 = 0; i0 < 5; i0++) {
  let v21 = JSON.stringify(v18);
  try {
    let v22 = f13([v18, [3.14159, {gamma: [f13([(a => a + 1), [[v18, "omega gamma"].map(e => e), f13(7)]].map(e => e)), v20], value: f13({})}].map(e => e)].map(e => e));
  } catch (e) { console.log(String(e).length); }
}
function f23() {
  console.log(v7);
  return JSON.stringify(v6);
}
let v24 = [v14, v9].map(e => e);
let v25 = f13(JSON.stringify(v0));
function f26() {
  let v26 = false;
  console.log(f13([f23(), "delta gamma"].map(e => e)));
  try {
    let v27 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
  console.log("node alpha alpha");
  return v19;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v27 = v11;
}
let v28 = [(v14.length < String(v3)), f26()].map(e => e);
console.log(new Array(1));
let v29 = v27;
let v30 = ("delta alpha beta" * ([new Array(1), NaN].map(e => e) + ["node omega node", {alpha: v1.length}].map(e => e)));
let v31 = [v9.length, [{value: {}}, f26()].map(e => e)].map(e => e);
let v32 = JSON.stringify(v17);
let v33 = [0.5];
if (v1) {
  console.log(["omega value delta", v20].map(e => e));
} else {
  console.log({});
}
let v34 = String(v11);
let v35 = f23();
let v36 = JSON.stringify(v21);
try {
  let v37 = new Array(2);
} catch (e) { console.log(String(e).length); }
let v38 = 1.5;
let v39 = v25;
let v40 = v11.length;
console.log(null);
function f41(p0, p1) {
  let v43 = v9;
  let v44 = v30;
  return v20;
}
function f42() {
  let v42 = {};
  let v43 = "beta node";
  return 7;
}
let v43 = f42();
let v44 = [-0.0, v37].map(e => e);
let v45 = v12;

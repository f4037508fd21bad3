let v0 = [{}];
let v1 = ([new Array(4), (-1 & 255)].map(e => e) % NaN);
console.log([v0, typeof v0].map(e => e));
let v2 = NaN;
console.log(7);
console.log("delta gamma alpha");
%NewRegExpWithBacktrackLimit(v2, v2, new Array(1));
let v3 = "x";
console.log(-0.0);
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = (v2 & (1 - v1));
  console.log((new Array(2) << []));
}
if ("node value node") {
  let v5 = v0.length;
} else {
  if (v3.length) {
    let v6 = undefined;
  } else {
    let v7 = v3;
  }
}
try {
  let v8 = [Symbol(), ["alpha omega gamma"]].map(e => e);
} catch (e) { console.log(String(e).length); }
let v9 = v4.length;
let v10 = v1;
let v11 = (typeof v2 * v7);
if (new Array(0)) {
  console.log(1.5);
} else {
  let v12 = new Array(2);
}
let v13 = {node: String(v9), alpha: 0.5, omega: v2};
function f14(p0) {
  let v15 = [[typeof v6, Infinity].map(e => e), (a => a + 1)];
  let v16 = 1.5;
  try {
    let v17 = (v4 << -1);
  } catch (e) { console.log(String(e).length); }
  return v10;
}
console.log(f14(String(v6)));
console.log(typeof v2);
%StringCharCodeAt(3.14159, f14);
try {
  let v15 = [v2, JSON.stringify(v8)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v16 = v11;
let v17 = new Array(4);
function f18(p0, p1) {
  let v20 = f14({delta: (v12.length & f14(false)), key: f14(v3), gamma: JSON.stringify(v3)});
  console.log("delta x");
  return v7;
}
let v19 = new Array(2);
let v20 = [typeof v8, v1].map(e => e);
console.log((f14(typeof v2) == v5));
let v21 = v11;
if (f18(v6, 1e-07)) {
  console.log((v13 + Infinity));
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v22 = -1;
  }
}
let v23 = v10;
console.log(Symbol());
let v24 = new Array(4);
if ([]) {
  let v25 = f18({delta: (JSON.stringify(v20) - f18("beta x", function (p) { return p; })), item: [{}, [v12, v17].map(e => e)]}, [v20, v12].map(e => e));
} else {
  let v26 = ([f18({}, {gamma: String(v6), omega: []}), f14(255)].map(e => e) * v4);
}
function f27(p0, p1) {
  let v29 = [f14(JSON.stringify(v20)), v9.length].map(e => e);
  console.log(new Array(3));
  return {value: f18(3.14159, f14([(null < typeof v26), (a => a + 1), String(v24)]))};
}
function f28() {
  %IsBeingInterpreted();
  console.log(Infinity);
  if (f27(v17, String(v10))) {
    let v28 = f18(f14(function (p) { return p; }), v26);
  } else {
    let v29 = v3;
  }
  if (v6) {
    %StringCharCodeAt("node beta alpha", f18);
  } else {
    let v30 = (7 == ((Math.max == Math.max) | [0.5, -0.0].map(e => e)));
  }
  return f14(v25);
}
try {
  if ((((3.14159 * "delta delta item") << (a => a + 1)) + Symbol())) {
    let v29 = [new Array(2), f14([255, []].map(e => e))].map(e => e);
  } else {
    let v30 = v25;
  }
} catch (e) { console.log(String(e).length); }
let v31 = false;
try {
  let v32 = String(v11);
} catch (e) { console.log(String(e).length); }
let v33 = v17;
let v34 = v24;
function f35(p0, p1) {
  if ([f14(v19), typeof v5].map(e => e)) {
    let v37 = f28();
  } else {
    let v38 = (f28() | ((-0.0 == {node: 0.5, node: String(v19), x: v6}) & v26));
  }
  let v39 = undefined;
  let v40 = v37;
  if (((JSON.stringify(v17) - f14(0)) | [JSON.stringify(v19), v6].map(e => e))) {
    let v41 = [{node: v6}, f14((Symbol() & {delta: "gamma beta", item: [f14([]), 1.5].map(e => e)}))].map(e => e);
  } else {
    let v42 = [v4, v8];
  }
  return {item: [String(v21)], item: JSON.stringify(v31), alpha: typeof v26};
}
let v36 = {alpha: (new Array(1) & String(v33)), gamma: v11};
let v37 = v2.length;
%CreatePrivateSymbol(f27);
let v38 = (a => a + 1);
function f39(p0) {
  let v40 = [Math.max, {delta: new Array(3)}].map(e => e);
  for (let i1 = 0; i1 < 4; i1++) {
    let v41 = f18(new Array(1), JSON.stringify(v29));
  }
  let v42 = JSON.stringify(v8);
  return v8;
}
let v40 = (a => a + 1);
let v41 = [v8, [[{value: [f14([(v29 & [((new Array(1) + 2147483647) << v25)]), f27([{item: v2}, "key beta gamma"].map(e => e), {key: ([{gamma: String(v21), gamma: v5}, [f14(1.5), (JSON.stringify(v34) * String(v17))]].map(e => e) == Symbol())})]), typeof v29].map(e => e), item: v12.length}, 255].map(e => e), (new Array(3) + new Array(3))].map(e => e)].map(e => e);
console.log(f35({node: Symbol()}, f39(v23)));

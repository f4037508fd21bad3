let v0 = Math.max;
%GetOptimizationStatus(7);
try {
  if (3.14159) {
    let v1 = v0;
  } else {
    let v2 = JSON.stringify(v0);
  }
} catch (e) { console.log(String(e).length); }
if (Math.max) {
  let v3 = ((Math.max | JSON.stringify(v1)) | {delta: Symbol(), node: (new Array(1) + -1)});
} else {
  let v4 = [{item: JSON.stringify(v3), node: 255, omega: 0.5}, [v1, [(new Array(4) + (undefined == 2)), [v2.length, JSON.stringify(v3)].map(e => e)]].map(e => e)].map(e => e);
}
for (let i0 = 0; i0 < 4; i0++) {
  if (NaN) {
    let v5 = JSON.stringify(v1);
  } else {
    let v6 = 1e-07;
  }
}
%DebugPrint(7);
let v7 = v0;
let v8 = JSON.stringify(v7);
let v9 = 0.5;
let v10 = new Array(0);
let v11 = ["alpha key", 1.5].map(e => e);
let v12 = typeof v9;
let v13 = "delta gamma alpha";
let v14 = {value: ([function (p) { return p; }, false].map(e => e) & typeof v0)};
let v15 = 1;
console.log(new Array(3));
for (let i0 = 0; i0 < 3; i0++) {
  let v16 = [];
}
let v17 = [new Array(2), v12].map(e => e);
let v18 = JSON.stringify(v10);
if (v17) {
  let v19 = {alpha: (typeof v17 - "delta"), item: null};
} else {
  %OptimizeFunctionOnNextCall(typeof v16);
}
let v20 = ["delta", ([Infinity, new Array(0)].map(e => e) | v9)].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(JSON.stringify(v3));
}
function f21(p0, p1) {
  if (false) {
    console.log([v8, String(p0)].map(e => e));
  } else {
    let v23 = (Infinity | v2);
  }
  let v24 = {};
  if (false) {
    let v25 = [{alpha: JSON.stringify(v4)}, v24].map(e => e);
  } else {
    let v26 = [null, "key"].map(e => e);
  }
  return function (p) { return p; };
}
let v22 = v16;
let v23 = JSON.stringify(v14);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(0);
}
let v24 = [v17, (f21({value: (typeof v0 % v20), omega: v6}, -0.0) * f21({delta: f21((false & "item key"), ("value x" | 65536)), beta: f21(true, v17)}, []))].map(e => e);
console.log(new Array(1));
console.log(String(v14));
console.log(Symbol());
let v25 = (Symbol() == "beta value key");
function f26(p0) {
  let v27 = [function (p) { return p; }, null].map(e => e);
  let v28 = v23;
  return [{x: undefined}, (new Array(4) % f21(new Array(4), function (p) { return p; })), f21(v27, v4)];
}
let v27 = f21(v20, "alpha");
let v28 = [];
let v29 = -1;
let v30 = v19;
try {
  console.log(-1);
} catch (e) { console.log(String(e).length); }
let v31 = (v10.length & [{key: [("value" + [f26(3.14159), (2 == f26(new Array(4)))]), ({} | 1e-07)].map(e => e), item: (JSON.stringify(v11) * false)}, v22].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  let v32 = 1e-07;
}
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log([(65536 < 1e+21), v23].map(e => e));
    let v33 = "alpha";
  }
  if ([((0.5 & ["alpha beta"]) + 0), v20].map(e => e)) {
    let v34 = f26([v19, f21("x delta gamma", NaN)].map(e => e));
  } else {
    let v35 = v18.length;
  }
}
console.log(v0);

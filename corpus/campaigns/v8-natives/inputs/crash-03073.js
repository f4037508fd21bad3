let v0 = {key: new Array(1), delta: {x: ("value" == Infinity), key: new Array(1)}, item: "beta"};
console.log((function (p) { return p; } - v0));
let v1 = v0;
let v2 = "omega";
%NewRegExpWithBacktrackLimit(-2147483648, [v2, v0], {});
function f3() {
  try {
    let v3 = String(v2);
  } catch (e) { console.log(String(e).length); }
  let v4 = String(v1);
  if (new Array(2)) {
    let v5 = function (p) { return p; };
  } else {
    let v6 = String(v3);
  }
  let v7 = v1;
  return 7;
}
%DebugPrint(f3);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(0.5);
}
console.log(f3());
let v4 = f3();
console.log(((v2 + v2) + JSON.stringify(v0)));
console.log(new Array(0));
console.log({alpha: {gamma: 1.5, value: [f3()]}, gamma: (a => a + 1), item: f3()});
let v5 = [v0, {}].map(e => e);
let v6 = (a => a + 1);
if ([[(1e-07 + new Array(4)), "omega"].map(e => e), v1, false]) {
  let v7 = v5;
} else {
  try {
    let v8 = f3();
  } catch (e) { console.log(String(e).length); }
}
%NewRegExpWithBacktrackLimit(f3, f3, f3());
console.log("key item");
console.log(1e+21);
let v9 = v8;
let v10 = Symbol();
if ([v9, f3()].map(e => e)) {
  let v11 = JSON.stringify(v5);
} else {
  let v12 = [String(v11), v2];
}
let v13 = typeof v6;
let v14 = [[v2], {item: f3()}].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  if (1.5) {
    console.log(f3());
  } else {
    let v15 = f3();
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v16 = v7;
  }
}
let v17 = "gamma item";
let v18 = v16;
console.log(0.5);
let v19 = v11;
let v20 = v5;
let v21 = (String(v8) < f3());
console.log([f3(), f3()].map(e => e));
if (f3()) {
  console.log(v19);
} else {
  let v22 = f3();
}
try {
  let v23 = typeof v7;
} catch (e) { console.log(String(e).length); }
let v24 = [(v13 & v17), v5];
let v25 = "delta node";
if ("alpha alpha") {
  let v26 = [[new Array(3), 3.14159].map(e => e), v23.length].map(e => e);
} else {
  try {
    let v27 = [(v22 & [{x: new Array(0), x: Math.max}, new Array(3)].map(e => e)), (f3() << "node")].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
if (true) {
  let v28 = new Array(2);
} else {
  if (v17) {
    let v29 = v5;
  } else {
    let v30 = Symbol();
  }
}
try {
  let v31 = 2;
} catch (e) { console.log(String(e).length); }
let v32 = v11;
if (f3()) {
  let v33 = v7.length;
} else {
  if ([f3(), f3()].map(e => e)) {
    let v34 = f3();
  } else {
    let v35 = new Array(3);
  }
}
function f36(p0, p1) {
  let v38 = {alpha: function (p) { return p; }, gamma: typeof v32};
  let v39 = Infinity;
  let v40 = [(v22 == ({value: null} * (a => a + 1))), (v29 - f3())].map(e => e);
  return typeof v32;
}
try {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(v30);
    let v37 = 0.5;
  }
} catch (e) { console.log(String(e).length); }
if (v31) {
  if (function (p) { return p; }) {
    let v38 = (v15 < new Array(2));
  } else {
    console.log({value: v6, omega: [{item: "delta gamma"}, ({value: [1e-07, 2147483647].map(e => e), node: [JSON.stringify(v5), [[([Math.max, v7] == new Array(0)), "x beta"], "gamma omega x"].map(e => e)].map(e => e), beta: "x"} - [(new Array(3) - v26), 1e-07])].map(e => e), gamma: 7});
  }
} else {
  let v39 = f36((a => a + 1), [65536, (new Array(3) << 1e-07)].map(e => e));
}

let v0 = new Array(3);
for (let i0 = 0; i0 < 5; i0++) {
  let v1 = v0;
}
let v2 = v0;
let v3 = v2;
console.log([3.14159, JSON.stringify(v2)].map(e => e));
let v4 = JSON.stringify(v0);
%CreatePrivateSymbol(v2.length);
let v5 = [(v0 * null), v1].map(e => e);
let v6 = ([v5, "delta"].map(e => e) % v3.length);
if ([v6.length, v6].map(e => e)) {
  if (typeof v4) {
    console.log(v0);
  } else {
    let v7 = undefined;
  }
} else {
  let v8 = (7 & v5);
}
let v9 = Symbol();
let v10 = new Array(0);
let v11 = -1;
console.log(typeof v6);
let v12 = Symbol();
let v13 = new Array(0);
let v14 = {};
for (let i0 = 0; i0 < 4; i0++) {
  let v15 = v6.length;
  let v16 = String(v4);
}
let v17 = ((a => a + 1) == v1);
let v18 = [[v17, {delta: 0, value: JSON.stringify(v2), omega: v9}].map(e => e), new Array(2)].map(e => e);
let v19 = ([v16, (v2.length & null)] - v14);
if ([v18, String(v14)].map(e => e)) {
  let v20 = v18;
} else {
  let v21 = Math.max;
}
function f22(p0, p1) {
  console.log(v20);
  if (([v4, v21].map(e => e) * v8)) {
    let v24 = (String(v17) == String(v11));
  } else {
    let v25 = v6;
  }
  return "gamma";
}
let v23 = typeof v8;
console.log(v12);
let v24 = -1;
let v25 = ["key gamma", [new Array(4)]].map(e => e);
try {
  let v26 = {};
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v27 = 255;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v28 = f22(JSON.stringify(v2), (a => a + 1));
  if (v18) {
    console.log("key");
  } else {
    let v29 = v21;
  }
}
if (1) {
  if ([new Array(0), 1e-07].map(e => e)) {
    let v30 = ([] == 65536);
  } else {
    let v31 = new Array(1);
  }
} else {
  let v32 = f22(v2, "x omega");
}
try {
  let v33 = v9;
} catch (e) { console.log(String(e).length); }
let v34 = [v11, Infinity].map(e => e);
function f35(p0, p1) {
  let v37 = v29;
  console.log("item");
  let v38 = v1;
  return Math.max;
}
console.log(NaN);
let v36 = [(f35(-0.0, 0.5) < new Array(4)), f35({}, 1.5)].map(e => e);
let v37 = JSON.stringify(v13);
let v38 = [({} | v21), (({item: ({value: v1} << ("beta x" * 1e-07))} & "value") << (-0.0 - "node"))].map(e => e);
if ([typeof v23, [v2, new Array(4)].map(e => e), [{key: f22(f35([], 1e+21), {beta: [-1, v25].map(e => e)})}, v17].map(e => e)]) {
  %IsBeingInterpreted();
} else {
  let v39 = [[f22("alpha", Infinity), v25].map(e => e), [f35([(v1 << 1e-07), [f22("alpha", Math.max), f22(new Array(0), {})].map(e => e), [v10, f22(Math.max, -0.0)].map(e => e)], {omega: (f22([(v21 == Symbol()), "gamma delta"], new Array(2)) + v3), omega: ({x: typeof v26, delta: (v25 % new Array(2))} == [{key: [f22(undefined, Symbol()), typeof v21].map(e => e), node: v33, omega: v18}, "beta"].map(e => e))}), [1, "item"].map(e => e)].map(e => e)].map(e => e);
}
let v40 = "gamma x value";
let v41 = v25;
let v42 = function (p) { return p; };
console.log(f35(f22([false, 3.14159].map(e => e), v20), -1));
let v43 = JSON.stringify(v30);
console.log(Infinity);
let v44 = undefined;
let v45 = null;
let v46 = v27;
let v47 = v14;
console.log([[v7, v38].map(e => e), {gamma: v27, node: v28}].map(e => e));
let v48 = [v26, v19].map(e => e);

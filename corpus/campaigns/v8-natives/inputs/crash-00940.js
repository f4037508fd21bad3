let v0 = (1e-07 - Math.max);
function f1() {
  %CreatePrivateSymbol(v0);
  console.log(v0);
  return 1e+21;
}
function f2(p0) {
  let v3 = v0.length;
  let v4 = f1();
  console.log(JSON.stringify(v3));
  return [p0.length, v3].map(e => e);
}
let v3 = f1();
let v4 = (f1() << Math.max);
console.log(v4);
let v5 = f1();
if ({delta: v4}) {
  console.log(f1());
} else {
  if (f1()) {
    let v6 = JSON.stringify(v3);
  } else {
    let v7 = [v5, [v3, v3.length].map(e => e)].map(e => e);
  }
}
let v8 = typeof v7;
console.log(JSON.stringify(v4));
let v9 = v3.length;
let v10 = (f2(typeof v6) - 1e-07);
let v11 = 1e+21;
let v12 = {delta: [(0.5 | new Array(3)), v4.length], key: Math.max, alpha: String(v11)};
let v13 = typeof v12;
let v14 = {item: NaN};
console.log(0);
let v15 = 65536;
console.log(String(v7));
console.log(f1());
let v16 = v5;
let v17 = {item: v10, key: new Array(2)};
try {
  console.log(JSON.stringify(v6));
} catch (e) { console.log(String(e).length); }
let v18 = [v12.length, typeof v4].map(e => e);
let v19 = f1();
let v20 = v0.length;
let v21 = v19;
function f22(p0, p1) {
  %IsBeingInterpreted();
  return {value: "key delta", node: {}, delta: v7};
}
let v23 = [new Array(4), v12, new Array(1)];
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v4);
  let v24 = -0.0;
}
console.log((7 << [(0.5 % function (p) { return p; }), v10.length].map(e => e)));
try {
  try {
    let v25 = ["x", v23].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v26 = [v15, 0.5].map(e => e);
let v27 = (42 * v3);
let v28 = f22(function (p) { return p; }, Symbol());
%OptimizeFunctionOnNextCall(v28);
console.log((Math.max & f1()));
let v29 = v6;
let v30 = {node: null, alpha: v11};
let v31 = new Array(3);
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v6);
  if ((JSON.stringify(v13) & v28)) {
    let v32 = 255;
  } else {
    console.log([String(v15), -2147483648].map(e => e));
  }
}
let v33 = [(new Array(0) | ([new Array(1), v4.length, ["beta node delta", ([] + 2)].map(e => e)] & {omega: f22(v16, ({item: JSON.stringify(v8), delta: v11, omega: v25} - {delta: [true, (f1() < v12)], beta: (65536 & 2147483647)})), node: Infinity})), String(v7)].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  let v34 = v14;
  if (v0) {
    let v35 = 1e-07;
  } else {
    let v36 = (String(v17) << {gamma: [typeof v23, f2(v11)]});
  }
}
let v37 = v17;
console.log(f1());
console.log(((3.14159 % v35) == v14));
console.log(new Array(0));
let v38 = [f2(f1()), typeof v25].map(e => e);
console.log(1e+21);
let v39 = f1();
let v40 = v36;
try {
  let v41 = false;
} catch (e) { console.log(String(e).length); }

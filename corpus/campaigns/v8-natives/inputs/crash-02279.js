%DeoptimizeFunction({x: 7});
let v0 = 7;
let v1 = v0;
for (let i0 = 0; i0 < 1; i0++) {
  if (true) {
    let v2 = v0;
  } else {
    let v3 = "gamma beta";
  }
}
function f4() {
  console.log((v3 << JSON.stringify(v0)));
  let v4 = new Array(0);
  let v5 = v0;
  try {
    let v6 = 7;
  } catch (e) { console.log(String(e).length); }
  return (({} << JSON.stringify(v0)) % (v3 * function (p) { return p; }));
}
for (let i0 = 0; i0 < 1; i0++) {
  let v5 = (new Array(2) - v3);
}
let v6 = v0;
let v7 = ["delta x", ["beta gamma node", f4()]].map(e => e);
let v8 = 1;
let v9 = Symbol();
let v10 = v2;
let v11 = [-1, f4()].map(e => e);
function f12(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v13 = v0.length;
  }
  for (let i1 = 0; i1 < 4; i1++) {
    let v14 = Symbol();
  }
  let v15 = (3.14159 << v14);
  return 1e+21;
}
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log([-2147483648, [f12((a => a + 1)), false, [v11, v1].map(e => e)], String(v8)]);
    let v13 = v0;
  }
}
let v14 = ["value value delta", f12(("value omega item" % {x: new Array(4), beta: function (p) { return p; }}))].map(e => e);
let v15 = v5;
try {
  let v16 = [([function (p) { return p; }, new Array(2)].map(e => e) + 255), v3].map(e => e);
} catch (e) { console.log(String(e).length); }
function f17(p0, p1) {
  console.log(1.5);
  let v19 = v14;
  return "node alpha key";
}
console.log([new Array(3), (a => a + 1)]);
if ([typeof v1, [v16.length, f4()].map(e => e)].map(e => e)) {
  let v18 = (v7 * (a => a + 1));
} else {
  try {
    let v19 = f4();
  } catch (e) { console.log(String(e).length); }
}
console.log("node omega x");
console.log(((7 << typeof v3) << v8));
let v20 = (1.5 << v13);
let v21 = "beta key";
let v22 = v9;
let v23 = (([new Array(1), function (p) { return p; }].map(e => e) == v6) + v14);
console.log(v15);
function f24(p0) {
  if ({delta: v3, alpha: p0, key: 1}) {
    let v25 = 1.5;
  } else {
    let v26 = f12("beta gamma omega");
  }
  let v27 = Math.max;
  return new Array(3);
}
let v25 = 0;
console.log((f4() * null));
try {
  console.log({value: -2147483648, value: "omega", item: []});
} catch (e) { console.log(String(e).length); }
console.log(null);
if ({gamma: v15.length}) {
  if (f24(f24([[((Infinity - Infinity) | new Array(1))], {key: f24([function (p) { return p; }, new Array(0)].map(e => e)), node: new Array(1), item: 1.5}].map(e => e)))) {
    let v26 = (new Array(1) & new Array(0));
  } else {
    console.log(JSON.stringify(v8));
  }
} else {
  console.log(v13);
}
let v27 = v10;
try {
  console.log(String(v10));
} catch (e) { console.log(String(e).length); }
function f28(p0, p1) {
  let v30 = Math.max;
  console.log(v25);
  return v2.length;
}
console.log(v19);
for (let i0 = 0; i0 < 4; i0++) {
  console.log({gamma: (typeof v25 - f12(0.5)), node: v13, gamma: {alpha: 7}});
  console.log(v3);
}
function f29(p0, p1) {
  let v31 = String(v15);
  if ([[[(a => a + 1), String(v18)].map(e => e)], v19].map(e => e)) {
    let v32 = [[v27, 1e-07].map(e => e), (p0 % ([f17(p1, (new Array(0) * {value: ["item node key", true]})), f17([true, -1].map(e => e), v2), ((a => a + 1) - "beta")] - function (p) { return p; }))].map(e => e);
  } else {
    let v33 = f12(v10);
  }
  return v14;
}
let v30 = "delta";
function f31(p0) {
  try {
    let v32 = 1e+21;
  } catch (e) { console.log(String(e).length); }
  if (f24(JSON.stringify(v13))) {
    let v33 = function (p) { return p; };
  } else {
    let v34 = v8;
  }
  console.log(JSON.stringify(v20));
  return (v20 * f17({alpha: [[{alpha: v7}, []].map(e => e), (Symbol() & (a => a + 1))].map(e => e)}, f17({key: (f4() | [function (p) { return p; }, new Array(0)].map(e => e)), item: {}}, "value value")));
}
let v32 = [v9];
let v33 = [];

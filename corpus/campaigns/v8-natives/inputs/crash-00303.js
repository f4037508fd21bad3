%StringCharCodeAt([Infinity, 1e-07], {delta: ["gamma delta", (2 == {beta: false, item: ["delta alpha gamma", -0.0].map(e => e)})].map(e => e), value: [[[], 255].map(e => e)], beta: [new Array(1)]});
let v0 = "item value";
console.log(v0.length);
for (let i0 = 0; i0 < 3; i0++) {
  let v1 = Symbol();
  try {
    let v2 = [(v1.length + [3.14159, new Array(1)].map(e => e)), [v1, (new Array(1) * [new Array(4)])].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
let v3 = (new Array(2) == "node x");
let v4 = [Math.max, {item: v0, alpha: "x alpha"}].map(e => e);
if ([String(v3), typeof v1].map(e => e)) {
  let v5 = v1.length;
} else {
  let v6 = (-1 | (1 & (NaN == Math.max)));
}
try {
  let v7 = ([v4, [], (a => a + 1)] | [v4, "omega"].map(e => e));
} catch (e) { console.log(String(e).length); }
function f8(p0, p1) {
  if (v6) {
    let v10 = v6;
  } else {
    let v11 = {};
  }
  let v12 = v11;
  return v3;
}
let v9 = -1;
try {
  let v10 = (v4 + 1.5);
} catch (e) { console.log(String(e).length); }
console.log(Symbol());
%StringCharCodeAt(f8((2147483647 * "omega omega"), v9), v5);
let v11 = [Symbol(), [v7, (new Array(0) == undefined)].map(e => e)].map(e => e);
function f12() {
  let v12 = "x item";
  console.log(v10);
  let v13 = f8(0, v6);
  console.log({key: f8(typeof v4, (255 < [new Array(2)])), beta: 1e+21});
  return 65536;
}
console.log(f12());
let v13 = 1;
let v14 = -0.0;
let v15 = [((Math.max - 2) % (true << [JSON.stringify(v13), v10])), [("beta" * 7), JSON.stringify(v6)].map(e => e)].map(e => e);
let v16 = v5;
let v17 = v1;
let v18 = [new Array(2), v11, v9];
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v19 = f12();
  }
} catch (e) { console.log(String(e).length); }
function f20(p0) {
  if (p0) {
    let v21 = 2147483647;
  } else {
    let v22 = ({delta: String(v13), beta: {}} == new Array(3));
  }
  console.log((JSON.stringify(v4) & 3.14159));
  return {};
}
let v21 = f8(v6, [v10.length, [[], "value value"].map(e => e)].map(e => e));
function f22(p0, p1) {
  if ({delta: v3, item: new Array(3), gamma: v15.length}) {
    console.log(0.5);
  } else {
    let v24 = v2;
  }
  let v25 = undefined;
  return v21;
}
let v23 = f20(v10);
let v24 = String(v6);
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v25 = [Symbol(), v10.length].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
let v26 = [{delta: typeof v3, beta: v0, x: ([{}, 1e+21].map(e => e) == ({} * [[true, v18].map(e => e), {}, v0]))}, 2].map(e => e);
let v27 = Math.max;
if ([new Array(4), 42].map(e => e)) {
  if (1e-07) {
    let v28 = [v18, {beta: v21, key: "item beta", gamma: v11}];
  } else {
    let v29 = [String(v5), v14].map(e => e);
  }
} else {
  let v30 = new Array(0);
}
let v31 = (v1 % typeof v3);
let v32 = Symbol();
let v33 = "value delta item";
let v34 = {};
let v35 = String(v24);
let v36 = v10;
console.log(f20(new Array(2)));
%CreatePrivateSymbol(v4);
function f37(p0) {
  let v38 = f12();
  let v39 = [v25, "value delta"];
  return ([(null - {gamma: v24, item: ((Math.max << 1.5) << [0, null].map(e => e))}), typeof v1].map(e => e) < 65536);
}
console.log(v33);
if (1e+21) {
  let v38 = ("delta" - ("key omega" & (false % NaN)));
} else {
  console.log(v32.length);
}
if (42) {
  if (f12()) {
    console.log(f20([[1, {gamma: v34.length}, -0.0], v23].map(e => e)));
  } else {
    let v39 = 0;
  }
} else {
  try {
    console.log(v28);
  } catch (e) { console.log(String(e).length); }
}
try {
  let v40 = undefined;
} catch (e) { console.log(String(e).length); }
let v41 = v27;
try {
  let v42 = JSON.stringify(v24);
} catch (e) { console.log(String(e).length); }
if (true) {
  let v43 = new Array(0);
} else {
  console.log([(a => a + 1), f12()]);
}
for (let i0 = 0; i0 < 2; i0++) {
  let v44 = v3;
  console.log((v9 & JSON.stringify(v27)));
}
let v45 = typeof v44;
for (let i0 = 0; i0 < 1; i0++) {
  console.log((a => a + 1));
  let v46 = v11;
}

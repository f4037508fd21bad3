let v0 = new Array(2);
%HaveSameMap(Symbol(), -2147483648);
let v1 = v0;
for (let i0 = 0; i0 < 2; i0++) {
  let v2 = new Array(0);
}
try {
  let v3 = [new Array(2), ([new Array(0), [[v2, String(v0)].map(e => e)]].map(e => e) << true)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v4 = (a => a + 1);
console.log((-2147483648 | new Array(4)));
try {
  let v5 = "beta delta";
} catch (e) { console.log(String(e).length); }
let v6 = [v2, [Math.max, [(a => a + 1), [v3, v3]].map(e => e)].map(e => e)];
let v7 = v5;
for (let i0 = 0; i0 < 3; i0++) {
  let v8 = v1;
  try {
    let v9 = false;
  } catch (e) { console.log(String(e).length); }
}
%ToFastProperties(65536);
if ((a => a + 1)) {
  let v10 = [65536, new Array(2)].map(e => e);
} else {
  let v11 = JSON.stringify(v5);
}
if ([{node: -2147483648, value: [true], node: v1}, new Array(4)].map(e => e)) {
  let v12 = v0.length;
} else {
  let v13 = v7;
}
console.log(v5);
let v14 = {};
try {
  let v15 = false;
} catch (e) { console.log(String(e).length); }
console.log(1e-07);
let v16 = "alpha beta";
console.log(v13.length);
console.log((false & NaN));
function f17(p0, p1) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v19 = v15;
    let v20 = v9;
  }
  console.log(String(v15));
  return ([[{}, (new Array(3) * v4.length), ["delta gamma", v0].map(e => e)], p0].map(e => e) % function (p) { return p; });
}
let v18 = v5;
let v19 = typeof v10;
let v20 = f17(([-2147483648, "delta"].map(e => e) & []), v2);
for (let i0 = 0; i0 < 1; i0++) {
  %ToFastProperties(JSON.stringify(v18));
}
if (-2147483648) {
  let v21 = [f17({}, ([f17(f17(65536, new Array(3)), String(v19)), f17(f17(255, new Array(2)), typeof v18)] - []))];
} else {
  let v22 = v11;
}
console.log("key");
let v23 = new Array(3);
let v24 = (v9 % f17(1e-07, (true * "key key gamma")));
try {
  let v25 = v12;
} catch (e) { console.log(String(e).length); }
let v26 = typeof v18;
%CompileBaseline(v19);
let v27 = typeof v18;
let v28 = f17(f17(v23, v15), [v25, v18]);
for (let i0 = 0; i0 < 4; i0++) {
  %NewRegExpWithBacktrackLimit(new Array(3), [NaN, function (p) { return p; }], f17(v7, typeof v24));
}
for (let i0 = 0; i0 < 2; i0++) {
  let v29 = {x: {}, x: f17(v4, 1e+21)};
  console.log({alpha: (a => a + 1), node: v13});
}
if ("gamma gamma delta") {
  let v30 = v11;
} else {
  let v31 = typeof v24;
}
if (v4) {
  let v32 = {alpha: v10};
} else {
  if (Math.max) {
    console.log("x x item");
  } else {
    let v33 = typeof v32;
  }
}
let v34 = String(v33);
console.log(([[[], (a => a + 1)].map(e => e), f17(undefined, "beta")].map(e => e) << 1.5));
let v35 = v22.length;
let v36 = (a => a + 1);
function f37(p0) {
  console.log(f17(v16, (-0.0 - new Array(2))));
  console.log(v16);
  let v38 = v8;
  return [3.14159, (([] < "alpha node") & ((a => a + 1) - {}))].map(e => e);
}
function f38() {
  console.log({});
  return 42;
}
console.log(["value node node", (new Array(1) << v1)].map(e => e));
console.log(String(v33));
try {
  let v39 = typeof v30;
} catch (e) { console.log(String(e).length); }
let v40 = v19;
console.log([[v21.length, [(a => a + 1), f38()].map(e => e), 2147483647], "gamma beta"].map(e => e));

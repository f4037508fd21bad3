let v0 = new Array(1);
let v1 = [v0, 2147483647].map(e => e);
%NeverOptimizeFunction(v0);
console.log([([] % (1e-07 * [("omega" < {beta: ("delta beta" - (a => a + 1)), omega: NaN, delta: function (p) { return p; }}), typeof v0, (String(v1) << -2147483648)])), (new Array(4) * [(function (p) { return p; } + v0)])].map(e => e));
let v2 = v1;
let v3 = v1;
let v4 = (a => a + 1);
let v5 = new Array(1);
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v6 = ("beta delta" + v2);
    console.log(Symbol());
  }
}
console.log([(JSON.stringify(v5) & v5), 1e-07].map(e => e));
function f7() {
  let v7 = function (p) { return p; };
  try {
    let v8 = v3;
  } catch (e) { console.log(String(e).length); }
  if (v8) {
    console.log((typeof v6 & (a => a + 1)));
  } else {
    %IsBeingInterpreted();
  }
  return (v2.length < v2);
}
let v8 = v2;
console.log(v8.length);
try {
  let v9 = new Array(0);
} catch (e) { console.log(String(e).length); }
let v10 = f7();
let v11 = [f7(), f7()];
for (let i0 = 0; i0 < 4; i0++) {
  console.log([v8, {key: "key alpha delta", node: String(v9)}].map(e => e));
}
console.log(undefined);
let v12 = NaN;
try {
  let v13 = f7();
} catch (e) { console.log(String(e).length); }
function f14(p0) {
  console.log(true);
  let v15 = new Array(1);
  return v1;
}
let v15 = (JSON.stringify(v1) * (f7() == 1e+21));
let v16 = {node: ([new Array(0), 255].map(e => e) == typeof v11), gamma: null, key: v6};
let v17 = f14(new Array(4));
for (let i0 = 0; i0 < 2; i0++) {
  let v18 = [[(undefined & 2), (a => a + 1)].map(e => e), {}].map(e => e);
}
if (String(v13)) {
  if (v18.length) {
    let v19 = v8;
  } else {
    let v20 = v17;
  }
} else {
  console.log({alpha: f14([]), gamma: new Array(0), omega: 0.5});
}
let v21 = f14(({alpha: v9.length} << v19));
console.log(function (p) { return p; });
function f22(p0) {
  let v23 = f14(0);
  let v24 = f7();
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(v15);
    let v25 = ("key node" * v4);
  }
  return false;
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(v20);
  try {
    let v23 = [v16, typeof v11].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
try {
  console.log(v8);
} catch (e) { console.log(String(e).length); }
let v24 = (v5 | ({omega: Symbol(), item: NaN, item: 3.14159} % v16));
let v25 = String(v19);
try {
  let v26 = new Array(1);
} catch (e) { console.log(String(e).length); }
try {
  let v27 = typeof v26;
} catch (e) { console.log(String(e).length); }
console.log(v26);
for (let i0 = 0; i0 < 1; i0++) {
  let v28 = typeof v26;
}
let v29 = new Array(3);
let v30 = {delta: v24.length};
let v31 = ({x: v3, alpha: new Array(0)} | v3);
function f32(p0, p1) {
  try {
    %ToFastProperties(v21.length);
  } catch (e) { console.log(String(e).length); }
  console.log([new Array(0), v4].map(e => e));
  let v34 = f7();
  return ((v6 == f22(function (p) { return p; })) + new Array(3));
}
let v33 = v23;
let v34 = v6;
%HasFastProperties(f22(String(v1)));
if (true) {
  console.log(v34);
} else {
  let v35 = "item";
}
let v36 = f7();
if (typeof v11) {
  let v37 = Symbol();
} else {
  let v38 = [function (p) { return p; }, [v9, {key: String(v5), value: new Array(3), omega: (v28 | true)}].map(e => e)].map(e => e);
}
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log({x: String(v11), node: [NaN, f7()].map(e => e), x: f32([new Array(3), "omega"].map(e => e), v25)});
    let v39 = NaN;
  }
}
console.log(["beta key", Math.max].map(e => e));
let v40 = [];
let v41 = (a => a + 1);
if ([f32(v29, -2147483648), v13].map(e => e)) {
  if ([typeof v21, v35].map(e => e)) {
    let v42 = v4;
  } else {
    let v43 = v40;
  }
} else {
  %IsBeingInterpreted();
}
console.log((JSON.stringify(v38) & typeof v5));
if (typeof v33) {
  console.log((JSON.stringify(v31) | new Array(1)));
} else {
  let v44 = 1.5;
}
function f45(p0, p1) {
  let v47 = NaN;
  if (v15.length) {
    let v48 = "value alpha";
  } else {
    let v49 = [(v43 - f22([-1, [JSON.stringify(v4), f14(new Array(4))].map(e => e)])), [Infinity, undefined].map(e => e)].map(e => e);
  }
  let v50 = v24;
  let v51 = ([[1e+21, null].map(e => e), new Array(4)].map(e => e) % {delta: [p1, f14("key")].map(e => e), delta: [(a => a + 1), v13].map(e => e)});
  return 1.5;
}
console.log(v24);
let v46 = v3;
let v47 = v41.length;
let v48 = function (p) { return p; };

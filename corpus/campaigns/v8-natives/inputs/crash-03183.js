try {
  %CompileBaseline(Symbol());
} catch (e) { console.log(String(e).length); }
try {
  let v0 = Math.max;
} catch (e) { console.log(String(e).length); }
let v1 = v0;
for (let i0 = 0; i0 < 5; i0++) {
  console.log([v0, 255].map(e => e));
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(v1.length);
    let v2 = 65536;
  }
}
let v3 = v2;
let v4 = v0;
let v5 = v3;
let v6 = v3;
let v7 = v0;
let v8 = (0 << ["beta item value", v7, v7.length]);
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v9 = v5;
  }
} catch (e) { console.log(String(e).length); }
try {
  let v10 = [(JSON.stringify(v1) | v6), [function (p) { return p; }, new Array(2)].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v11 = "delta";
function f12(p0) {
  let v13 = Infinity;
  let v14 = [NaN, typeof p0].map(e => e);
  return v4;
}
try {
  console.log(v4);
} catch (e) { console.log(String(e).length); }
if ((2147483647 % "delta item alpha")) {
  let v13 = [v0, (v8 < "item item alpha")];
} else {
  console.log(v10);
}
try {
  let v14 = v8;
} catch (e) { console.log(String(e).length); }
let v15 = v4;
let v16 = v2;
try {
  let v17 = v11.length;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  %HaveSameMap((a => a + 1), f12(2));
  let v18 = v4;
}
function f19(p0) {
  %OptimizeFunctionOnNextCall(v18);
  let v20 = v8;
  return [[String(v5), (3.14159 < new Array(4))].map(e => e), JSON.stringify(v11)].map(e => e);
}
let v20 = v17.length;
let v21 = (v13 * (["alpha delta", null].map(e => e) + f19({value: Symbol(), value: (2 * String(v5))})));
let v22 = Symbol();
if (function (p) { return p; }) {
  let v23 = -0.0;
} else {
  let v24 = [v16];
}
if (v9) {
  let v25 = JSON.stringify(v23);
} else {
  let v26 = new Array(2);
}
if ([{alpha: {beta: JSON.stringify(v6)}, delta: f19(v24), item: v23}]) {
  let v27 = f19(new Array(4));
} else {
  console.log(v18);
}
%IsBeingInterpreted();
if (v14) {
  let v28 = ((f19(function (p) { return p; }) == true) & v20);
} else {
  %ToFastProperties(f12);
}
try {
  let v29 = v8;
} catch (e) { console.log(String(e).length); }
let v30 = f12(-1);
let v31 = (v3 | v7);
if ({}) {
  console.log((a => a + 1));
} else {
  let v32 = f19((v21 - v26.length));
}
let v33 = v26;
let v34 = {item: v33, key: v29, omega: (7 == ({key: new Array(0), x: v31, value: f19({delta: String(v13)})} | [(true * 0), [{item: new Array(4), value: v30.length}, ("delta key" == [v17, (v14 + [Infinity, (v28 << f19(new Array(2)))]), "item key"])].map(e => e)]))};
let v35 = (v3 << {delta: (f12([{x: (a => a + 1), item: "delta alpha omega", beta: v26}, v21]) * [new Array(0), 1].map(e => e)), node: 7, value: f12([null, (v21 == ((a => a + 1) == 1e-07))])});
let v36 = v24;
function f37(p0) {
  if ("alpha item") {
    let v38 = Infinity;
  } else {
    console.log(typeof v7);
  }
  try {
    console.log(v27);
  } catch (e) { console.log(String(e).length); }
  if (null) {
    %NewRegExpWithBacktrackLimit((["value delta alpha", [v36]].map(e => e) == v30), f12, ({gamma: v23, value: Infinity, value: 255} & [Symbol(), 1e+21].map(e => e)));
  } else {
    console.log([[v26, f12(-1)].map(e => e), f12([[undefined, String(v31)].map(e => e)])].map(e => e));
  }
  try {
    let v39 = [42, String(v36), v17];
  } catch (e) { console.log(String(e).length); }
  return v38;
}
console.log(v18);
let v38 = ["delta omega node", v36].map(e => e);
for (let i0 = 0; i0 < 3; i0++) {
  let v39 = (a => a + 1);
}
try {
  try {
    %ToFastProperties(String(v32));
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if ((v17 & [v32, v36].map(e => e))) {
  let v40 = null;
} else {
  if ((Symbol() + new Array(1))) {
    let v41 = new Array(1);
  } else {
    let v42 = 0.5;
  }
}
function f43() {
  let v43 = v38;
  try {
    let v44 = f37(-2147483648);
  } catch (e) { console.log(String(e).length); }
  let v45 = v21;
  return [v45, [{beta: v23}, [NaN, new Array(1)].map(e => e)].map(e => e)].map(e => e);
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log(f37(JSON.stringify(v22)));
}
for (let i0 = 0; i0 < 3; i0++) {
  let v44 = v13;
  let v45 = f12(new Array(4));
}
%HasFastProperties(f19);
let v46 = new Array(2);
if (v21) {
  let v47 = v34;
} else {
  let v48 = f19(typeof v8);
}
let v49 = [f19((new Array(2) % new Array(0))), JSON.stringify(v32)];
console.log(JSON.stringify(v15));
try {
  let v50 = 1e+21;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v51 = 0.5;
  let v52 = false;
}
function f53(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v54 = new Array(3);
    let v55 = f37((new Array(2) % typeof v50));
  }
  let v56 = {item: [typeof v16, v25, v54]};
  if ((v55 < f12(JSON.stringify(v1)))) {
    let v57 = v24;
  } else {
    let v58 = Math.max;
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v59 = {delta: 1e-07, omega: p0};
    let v60 = ["delta x alpha", (((a => a + 1) & {}) == v22)].map(e => e);
  }
  return (f43() * f37(p0));
}
function f54(p0, p1) {
  let v56 = [[[new Array(4), [Math.max, f53(v8)]].map(e => e), true].map(e => e), v38].map(e => e);
  return v10;
}

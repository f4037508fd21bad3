let v0 = function (p) { return p; };
let v1 = [typeof v0];
if (Math.max) {
  let v2 = 0;
} else {
  %HaveSameMap(v2, (v0 % 42));
}
%StringCharCodeAt((a => a + 1), (String(v1) + undefined));
let v3 = [[[[typeof v0, v2].map(e => e), [([JSON.stringify(v2)] * new Array(4)), 65536].map(e => e)], 1e-07].map(e => e), [({} & 42), v1].map(e => e)].map(e => e);
console.log(v2.length);
let v4 = typeof v2;
let v5 = new Array(0);
function f6(p0, p1) {
  let v8 = {x: ["beta gamma omega", [function (p) { return p; }]].map(e => e), alpha: 0.5};
  return 2;
}
console.log((f6((42 * 1.5), v5.length) + f6(({} % null), [{}, {value: v3, key: [[3.14159, 65536].map(e => e), null].map(e => e), item: [v2, v2]}].map(e => e))));
console.log([v4, v5]);
let v7 = f6(String(v1), NaN);
let v8 = [String(v4), v7].map(e => e);
function f9() {
  console.log(v8);
  let v9 = String(v4);
  try {
    let v10 = f6("item value", "key");
  } catch (e) { console.log(String(e).length); }
  return v3;
}
let v10 = [new Array(0), Symbol()].map(e => e);
let v11 = [v0, v0, [String(v8), typeof v3].map(e => e)];
try {
  if ({value: {beta: v3}, alpha: 2}) {
    let v12 = function (p) { return p; };
  } else {
    let v13 = v11;
  }
} catch (e) { console.log(String(e).length); }
function f14(p0, p1) {
  let v16 = v1;
  for (let i1 = 0; i1 < 1; i1++) {
    let v17 = [v1, v13, f6(JSON.stringify(p1), v7)];
  }
  if (new Array(3)) {
    let v18 = f6([v1, p0].map(e => e), v7);
  } else {
    let v19 = JSON.stringify(v17);
  }
  let v20 = f6([p0, null, typeof v19], v11);
  return false;
}
let v15 = [(v3 | f9()), (Infinity * null)].map(e => e);
console.log(typeof v5);
if (v15) {
  console.log([f9(), 3.14159].map(e => e));
} else {
  let v16 = function (p) { return p; };
}
let v17 = {alpha: v12, item: f9()};
function f18(p0, p1) {
  let v20 = "gamma value";
  console.log(v7);
  try {
    let v21 = f9();
  } catch (e) { console.log(String(e).length); }
  if (v20) {
    let v22 = v21;
  } else {
    let v23 = v8;
  }
  return {item: [("alpha delta node" + [[v13, false].map(e => e)]), "beta"].map(e => e), x: undefined, key: "gamma beta"};
}
if (1.5) {
  console.log(0);
} else {
  if (1) {
    let v19 = v7;
  } else {
    let v20 = null;
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  if (v20) {
    let v21 = v7;
  } else {
    let v22 = v21;
  }
  try {
    let v23 = [(v1 & f9()), []].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
let v24 = (v12 << JSON.stringify(v3));
for (let i0 = 0; i0 < 2; i0++) {
  let v25 = v13;
}
function f26(p0) {
  let v27 = JSON.stringify(v25);
  let v28 = v12;
  if (255) {
    let v29 = v16;
  } else {
    %IsBeingInterpreted();
  }
  return new Array(4);
}
let v27 = JSON.stringify(v8);
try {
  console.log(v2);
} catch (e) { console.log(String(e).length); }
let v28 = [[[NaN, -0.0].map(e => e), new Array(2)].map(e => e), [v19, String(v20), f6(new Array(1), [[[String(v23), [([{}, Math.max].map(e => e) * v20)]]], 0.5].map(e => e))]].map(e => e);
console.log(f18(new Array(4), v15.length));
console.log([v20, JSON.stringify(v4)].map(e => e));
let v29 = v20;
let v30 = v23;
let v31 = v7;
let v32 = (a => a + 1);
if (function (p) { return p; }) {
  try {
    let v33 = [v19, [new Array(3), String(v22)].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v34 = v5.length;
  }
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log((undefined << [([new Array(3)] == new Array(4)), null].map(e => e)));
}
function f35() {
  let v35 = 1;
  return [[42, (Symbol() % {})].map(e => e), [v3, f6(-0.0, {})].map(e => e), JSON.stringify(v5)];
}
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v36 = [JSON.stringify(v31), [v22.length, v23].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(typeof v1);
    let v37 = [v2, v24];
  }
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(String(v23));
  if (v32) {
    let v38 = [255, [v20, new Array(2)].map(e => e)].map(e => e);
  } else {
    let v39 = ((a => a + 1) * String(v5));
  }
}
let v40 = ([(new Array(2) % "key key"), Infinity].map(e => e) << (a => a + 1));
let v41 = null;
try {
  let v42 = 3.14159;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v43 = typeof v10;
  } catch (e) { console.log(String(e).length); }
  let v44 = String(v20);
}
if (new Array(0)) {
  console.log((2 % {delta: ("value x delta" + v28)}));
} else {
  let v45 = v16;
}
console.log(v32);
let v46 = Symbol();

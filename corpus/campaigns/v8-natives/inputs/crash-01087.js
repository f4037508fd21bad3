let v0 = new Array(2);
let v1 = v0;
console.log(0.5);
let v2 = [Infinity, [0, JSON.stringify(v0)].map(e => e)].map(e => e);
console.log(JSON.stringify(v0));
let v3 = 3.14159;
if (v2) {
  if ([0.5, String(v3)].map(e => e)) {
    %StringCharCodeAt([v1.length, "key omega item"].map(e => e), NaN);
  } else {
    let v4 = v2;
  }
} else {
  let v5 = [-1, typeof v4].map(e => e);
}
let v6 = function (p) { return p; };
console.log([String(v5), 1.5].map(e => e));
let v7 = v2;
let v8 = String(v2);
console.log(v6);
let v9 = v5;
let v10 = function (p) { return p; };
let v11 = typeof v1;
for (let i0 = 0; i0 < 1; i0++) {
  console.log({});
  let v12 = "x delta key";
}
let v13 = ((JSON.stringify(v9) | [([2147483647, 2147483647].map(e => e) + v2)]) % -0.0);
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v14 = new Array(2);
  }
  if (v1) {
    console.log([String(v6), v4]);
  } else {
    let v15 = {item: v7, node: false};
  }
}
let v16 = typeof v2;
for (let i0 = 0; i0 < 2; i0++) {
  let v17 = [v7, v7].map(e => e);
}
function f18() {
  console.log((((Math.max - []) % v14) == -2147483648));
  return (typeof v2 < [Symbol(), String(v15)].map(e => e));
}
let v19 = v6;
function f20(p0, p1) {
  try {
    let v22 = v16.length;
  } catch (e) { console.log(String(e).length); }
  return {gamma: typeof v0};
}
let v21 = new Array(2);
function f22() {
  let v22 = 1;
  for (let i1 = 0; i1 < 4; i1++) {
    let v23 = ([typeof v2, f20({}, function (p) { return p; })].map(e => e) < Infinity);
  }
  let v24 = function (p) { return p; };
  if ([v5]) {
    let v25 = (v0 < v1);
  } else {
    let v26 = v21;
  }
  return JSON.stringify(v0);
}
try {
  try {
    let v23 = ([new Array(1), v16] - false);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log([{value: ([function (p) { return p; }, []].map(e => e) < v23), omega: typeof v10, node: new Array(2)}, 2147483647].map(e => e));
let v24 = f22();
console.log([[{node: v2}, 0.5].map(e => e)]);
if (-0.0) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v25 = JSON.stringify(v2);
    let v26 = [[3.14159, (Symbol() | {})].map(e => e), v25];
  }
} else {
  console.log([]);
}
let v27 = v17;
let v28 = v19;
console.log([{}, typeof v17].map(e => e));
if ([v7, (f20(0.5, "value alpha") & v0)].map(e => e)) {
  let v29 = v12.length;
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v30 = f22();
  }
}
let v31 = ("node" < {item: new Array(0), beta: v12});
if (f18()) {
  let v32 = function (p) { return p; };
} else {
  console.log(((f18() << [Math.max, {node: 42, delta: [(v2 - v19.length)]}].map(e => e)) == {value: function (p) { return p; }}));
}
if (new Array(2)) {
  let v33 = "x";
} else {
  let v34 = v11;
}
console.log(v17);
try {
  let v35 = "delta beta";
} catch (e) { console.log(String(e).length); }
function f36(p0, p1) {
  let v38 = v4;
  return "gamma beta";
}
let v37 = function (p) { return p; };
for (let i0 = 0; i0 < 5; i0++) {
  let v38 = f22();
}
try {
  try {
    let v39 = 2147483647;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v40 = [255, v8].map(e => e);
console.log({alpha: (1 == []), key: 1});
let v41 = f36(v40, ((false % 3.14159) & ["value beta beta", new Array(1)].map(e => e)));
let v42 = function (p) { return p; };
let v43 = 3.14159;
if (v34) {
  console.log(true);
} else {
  try {
    let v44 = f20(2147483647, v27);
  } catch (e) { console.log(String(e).length); }
}
function f45(p0) {
  console.log(v11);
  try {
    let v46 = [{key: (Symbol() * (2 < NaN))}, [typeof v0, v29].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v47 = v24;
  return v21;
}
let v46 = JSON.stringify(v0);
let v47 = new Array(4);
function f48() {
  console.log(v11.length);
  let v48 = f18();
  let v49 = f45(f22());
  try {
    let v50 = typeof v6;
  } catch (e) { console.log(String(e).length); }
  return [(a => a + 1)];
}

for (let i0 = 0; i0 < 1; i0++) {
  let v0 = Symbol();
  try {
    let v1 = Symbol();
  } catch (e) { console.log(String(e).length); }
}
let v2 = -1;
let v3 = v2;
%CreatePrivateSymbol(new Array(4));
let v4 = v2;
for (let i0 = 0; i0 < 1; i0++) {
  let v5 = v2;
  let v6 = Symbol();
}
function f7(p0) {
  console.log(v6);
  console.log(new Array(1));
  let v8 = v4;
  return new Array(1);
}
try {
  if ("node beta omega") {
    let v8 = String(v5);
  } else {
    let v9 = 1.5;
  }
} catch (e) { console.log(String(e).length); }
let v10 = v2.length;
if ([v9, v2].map(e => e)) {
  if (null) {
    let v11 = JSON.stringify(v2);
  } else {
    let v12 = f7(v10);
  }
} else {
  let v13 = (f7(-0.0) & f7(v0));
}
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = 3.14159;
}
console.log(v12);
console.log(v13);
let v15 = (3.14159 * v5);
let v16 = v5;
console.log([v13, 1.5].map(e => e));
if ([(a => a + 1), typeof v12].map(e => e)) {
  let v17 = (v9.length << ["gamma node gamma", String(v4)].map(e => e));
} else {
  let v18 = false;
}
if (typeof v3) {
  let v19 = new Array(4);
} else {
  console.log(0);
}
console.log(v10.length);
if ((v1.length < [[0.5, "value omega"].map(e => e), null].map(e => e))) {
  let v20 = JSON.stringify(v0);
} else {
  if (Infinity) {
    let v21 = v11;
  } else {
    console.log(v11);
  }
}
let v22 = ((v14 == [function (p) { return p; }, new Array(0)].map(e => e)) < JSON.stringify(v9));
if (typeof v3) {
  if (f7([v11, (a => a + 1)].map(e => e))) {
    let v23 = typeof v17;
  } else {
    let v24 = 3.14159;
  }
} else {
  let v25 = "item omega";
}
function f26(p0) {
  if (String(v14)) {
    console.log(v4);
  } else {
    let v27 = -1;
  }
  let v28 = [String(v12), [null, "x"].map(e => e)].map(e => e);
  return String(v25);
}
let v27 = f26(String(v15));
function f28() {
  console.log(f26(v3));
  let v28 = v27;
  return new Array(4);
}
let v29 = v17;
let v30 = [v9, v25].map(e => e);
let v31 = [];
function f32(p0, p1) {
  let v34 = Symbol();
  let v35 = JSON.stringify(v8);
  console.log(v30);
  let v36 = new Array(0);
  return f26(new Array(1));
}
let v33 = v15;
let v34 = 0.5;
try {
  %NewRegExpWithBacktrackLimit(v16, f7, v12);
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v35 = {x: [v18, typeof v25, false], item: typeof v30, key: true};
    let v36 = false;
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v37 = f7("delta key");
}
console.log((v8 & "node"));
let v38 = true;
let v39 = 2147483647;

let v0 = 65536;
for (let i0 = 0; i0 < 1; i0++) {
  let v1 = "delta";
}
%DeoptimizeFunction((42 - [function (p) { return p; }, "node"].map(e => e)));
console.log(function (p) { return p; });
let v2 = (v1 == String(v0));
console.log([v0, typeof v2].map(e => e));
try {
  let v3 = v1;
} catch (e) { console.log(String(e).length); }
function f4() {
  console.log((0.5 == v0));
  let v4 = new Array(3);
  return "item omega item";
}
let v5 = (([] | v2) % 7);
let v6 = Infinity;
if (String(v0)) {
  let v7 = v1;
} else {
  try {
    console.log(f4());
  } catch (e) { console.log(String(e).length); }
}
try {
  console.log([-0.0, f4()].map(e => e));
} catch (e) { console.log(String(e).length); }
let v8 = true;
try {
  console.log(v1.length);
} catch (e) { console.log(String(e).length); }
console.log(f4());
if (v5) {
  let v9 = false;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v10 = v6;
  }
}
try {
  let v11 = v3;
} catch (e) { console.log(String(e).length); }
let v12 = v9;
let v13 = v8;
console.log(-1);
let v14 = undefined;
console.log(v1);
let v15 = v9;
let v16 = false;
let v17 = v2;
console.log(65536);
console.log([true, [String(v13), v10, typeof v5]].map(e => e));
function f18() {
  console.log(0);
  if (v11) {
    let v18 = String(v6);
  } else {
    let v19 = v12;
  }
  if ([]) {
    let v20 = v7;
  } else {
    console.log((a => a + 1));
  }
  return JSON.stringify(v10);
}
console.log(v13);
let v19 = f18();
let v20 = 1e+21;
try {
  console.log(v7);
} catch (e) { console.log(String(e).length); }
console.log(f18());
if (String(v19)) {
  console.log((v16 << typeof v20));
} else {
  if ((f4() + typeof v20)) {
    let v21 = undefined;
  } else {
    let v22 = v10;
  }
}
console.log("alpha");
let v23 = f18();
let v24 = typeof v14;
try {
  if (-2147483648) {
    let v25 = (a => a + 1);
  } else {
    let v26 = new Array(1);
  }
} catch (e) { console.log(String(e).length); }
console.log(v15);
let v27 = f18();
if (f4()) {
  let v28 = v14;
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(typeof v9);
    let v29 = v0.length;
  }
}
function f30(p0) {
  let v31 = 1.5;
  console.log({omega: (255 * v28.length), item: v8});
  return "item key";
}
let v31 = [(v26 == [[], new Array(2)].map(e => e)), new Array(0)].map(e => e);
let v32 = 1.5;
let v33 = (-2147483648 < 3.14159);
let v34 = "gamma";
let v35 = JSON.stringify(v7);
let v36 = v27;
console.log(f18());
function f37(p0, p1) {
  try {
    let v39 = f30(v7.length);
  } catch (e) { console.log(String(e).length); }
  try {
    let v40 = (f18() | JSON.stringify(v29));
  } catch (e) { console.log(String(e).length); }
  console.log(f4());
  return f4();
}
let v38 = [[v17, v34].map(e => e), f30([Symbol(), "value beta"].map(e => e))].map(e => e);

let v0 = (a => a + 1);
let v1 = {};
console.log(7);
let v2 = [v1, 1e+21].map(e => e);
let v3 = v1.length;
let v4 = typeof v1;
let v5 = new Array(4);
console.log(0);
if (v0) {
  console.log((a => a + 1));
} else {
  let v6 = 42;
}
%CreatePrivateSymbol(((3.14159 - undefined) | new Array(4)));
let v7 = {x: typeof v2};
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v8 = v0;
    console.log(String(v6));
  }
} catch (e) { console.log(String(e).length); }
let v9 = [(typeof v2 << v7), undefined].map(e => e);
console.log([v1, v9.length]);
function f10() {
  if (v4) {
    console.log([String(v3)]);
  } else {
    let v10 = -0.0;
  }
  let v11 = [1.5, new Array(2)];
  return ("delta" & [(String(v10) % v6), v3, Infinity]);
}
function f11(p0) {
  let v12 = v2;
  return v3;
}
for (let i0 = 0; i0 < 1; i0++) {
  let v12 = v4;
}
let v13 = Infinity;
try {
  console.log(-1);
} catch (e) { console.log(String(e).length); }
let v14 = {x: (v13 + 1e-07), beta: typeof v6};
let v15 = [typeof v14, ((a => a + 1) | ([v8.length, [f11({gamma: [v5.length, f10()].map(e => e)}), 1e-07].map(e => e)] << 3.14159))].map(e => e);
console.log({key: [v7, ["alpha item", [v6.length]].map(e => e)].map(e => e)});
let v16 = 0.5;
let v17 = v16;
let v18 = ((new Array(0) < [1e-07, "value omega node"].map(e => e)) | Symbol());
let v19 = {item: v2, key: JSON.stringify(v17)};
let v20 = typeof v9;
console.log(f11(typeof v3));
let v21 = "value";
let v22 = f11(v5);
console.log(f10());
function f23() {
  let v23 = v4;
  try {
    let v24 = typeof v20;
  } catch (e) { console.log(String(e).length); }
  let v25 = false;
  %IsBeingInterpreted();
  return v8;
}
console.log([[v8, 1e-07].map(e => e)]);
console.log("node");
if ((v17 & Symbol())) {
  let v24 = 255;
} else {
  try {
    let v25 = [v8, v12].map(e => e);
  } catch (e) { console.log(String(e).length); }
}
function f26() {
  console.log({x: [[], v5.length].map(e => e), node: typeof v15});
  if ((false - v12.length)) {
    let v26 = f23();
  } else {
    let v27 = String(v3);
  }
  console.log([v21, v9].map(e => e));
  for (let i1 = 0; i1 < 2; i1++) {
    let v28 = typeof v19;
  }
  return [];
}
let v27 = v12;
for (let i0 = 0; i0 < 5; i0++) {
  let v28 = new Array(3);
  console.log(1e+21);
}
function f29() {
  let v29 = v16;
  return [Symbol(), 0.5].map(e => e);
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log([undefined]);
}
let v30 = JSON.stringify(v27);
console.log(v12);
let v31 = 1.5;
console.log([true, v28].map(e => e));
console.log(v17);
console.log(v27);
let v32 = f26();
console.log(255);
if (Math.max) {
  console.log([f26(), [([f10(), v19, v3] < 0), [0, NaN].map(e => e)].map(e => e)].map(e => e));
} else {
  let v33 = [[[0, v19].map(e => e)], v16, 1e-07];
}
function f34() {
  let v34 = v33;
  return {gamma: v24};
}
for (let i0 = 0; i0 < 5; i0++) {
  let v35 = 2;
}
function f36() {
  let v36 = v7;
  let v37 = [String(v28), ((Infinity * new Array(3)) == [false, 255].map(e => e))].map(e => e);
  return typeof v30;
}

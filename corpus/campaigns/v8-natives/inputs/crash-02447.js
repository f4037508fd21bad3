let v0 = [(a => a + 1), [Symbol(), "x item"].map(e => e)].map(e => e);
function f1() {
  try {
    let v1 = undefined;
  } catch (e) { console.log(String(e).length); }
  %DeoptimizeFunction([255, v0, "omega key x"]);
  return [(Infinity << v1.length), new Array(1)];
}
if (((v0 - f1()) | v0.length)) {
  console.log(new Array(0));
} else {
  %StringCharCodeAt(f1, typeof v0);
}
for (let i0 = 0; i0 < 5; i0++) {
  console.log([f1(), f1()].map(e => e));
  try {
    let v2 = v0;
  } catch (e) { console.log(String(e).length); }
}
let v3 = v0;
function f4(p0, p1) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v6 = Infinity;
  }
  let v7 = typeof v6;
  console.log(JSON.stringify(p1));
  return JSON.stringify(p0);
}
let v5 = v0;
let v6 = 1.5;
let v7 = f4(v0, [1e+21, new Array(3)].map(e => e));
console.log(new Array(1));
function f8() {
  let v8 = JSON.stringify(v0);
  let v9 = [v0, v5, [v6, "gamma"].map(e => e)];
  try {
    let v10 = 1e+21;
  } catch (e) { console.log(String(e).length); }
  return 1;
}
for (let i0 = 0; i0 < 2; i0++) {
  if (v5) {
    %DeoptimizeFunction(f1);
  } else {
    let v9 = new Array(3);
  }
}
try {
  if (((Symbol() * {beta: JSON.stringify(v0), omega: (v6 < typeof v3), node: f1()}) & Math.max)) {
    let v10 = f1();
  } else {
    let v11 = [v0, v3].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  let v12 = JSON.stringify(v3);
  let v13 = v5;
}
%CreatePrivateSymbol(1.5);
let v14 = v13;
let v15 = [v2, v7];
console.log(v5);
console.log([v11, [v3, new Array(3)].map(e => e)].map(e => e));
let v16 = v11.length;
let v17 = JSON.stringify(v14);
let v18 = JSON.stringify(v13);
let v19 = v13;
if (typeof v19) {
  let v20 = ((v5 | ([] + (a => a + 1))) % [v0.length, ("x key item" - -2147483648)].map(e => e));
} else {
  let v21 = [3.14159, v7].map(e => e);
}
%HaveSameMap(f1, f8);
%StringCharCodeAt(String(v20), f8);
let v22 = new Array(1);
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v23 = 0;
  } catch (e) { console.log(String(e).length); }
}
function f24(p0) {
  let v25 = new Array(2);
  if ("key") {
    let v26 = typeof v22;
  } else {
    let v27 = f8();
  }
  return [3.14159, f8()].map(e => e);
}
let v25 = [[[([] + null), (3.14159 & 1e+21)].map(e => e)], v2].map(e => e);
let v26 = -2147483648;
if (v11) {
  let v27 = v0;
} else {
  console.log(v21);
}
if (3.14159) {
  let v28 = v7;
} else {
  let v29 = (Symbol() % Infinity);
}
function f30(p0) {
  let v31 = v15;
  let v32 = typeof v18;
  if (f4(2147483647, 0)) {
    let v33 = v17.length;
  } else {
    let v34 = Math.max;
  }
  if (p0) {
    console.log(Infinity);
  } else {
    let v35 = v16;
  }
  return false;
}

let v0 = ((3.14159 * []) - new Array(4));
function f1() {
  let v1 = {};
  return Math.max;
}
console.log(v0);
let v2 = f1();
%PrepareFunctionForOptimization(v0);
let v3 = typeof v2;
try {
  let v4 = [v2, f1()].map(e => e);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v5 = {x: v4};
  console.log(v4);
}
for (let i0 = 0; i0 < 1; i0++) {
  console.log(f1());
}
let v6 = 1;
for (let i0 = 0; i0 < 4; i0++) {
  let v7 = v2;
  let v8 = ([new Array(1), v4].map(e => e) == String(v6));
}
console.log(v4);
console.log(new Array(2));
try {
  if ([JSON.stringify(v0), String(v7)].map(e => e)) {
    let v9 = (String(v3) < ([new Array(2), new Array(4)].map(e => e) << [true, new Array(2)].map(e => e)));
  } else {
    let v10 = 3.14159;
  }
} catch (e) { console.log(String(e).length); }
let v11 = ((v6 - f1()) << [new Array(1), (1e+21 - (a => a + 1))].map(e => e));
if ([(v3 | f1()), f1()].map(e => e)) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v12 = f1();
    %CompileBaseline(v3);
  }
} else {
  console.log(JSON.stringify(v6));
}
let v13 = v0;
let v14 = JSON.stringify(v3);
console.log(v5);
for (let i0 = 0; i0 < 4; i0++) {
  console.log((f1() | (Math.max + String(v5))));
}
console.log(f1());
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v15 = JSON.stringify(v2);
    let v16 = v5;
  }
} catch (e) { console.log(String(e).length); }
let v17 = undefined;
let v18 = v10;
try {
  if ({}) {
    let v19 = 1e-07;
  } else {
    let v20 = (v4 | ((new Array(4) % {value: "item item", x: NaN, alpha: 1.5}) & 7));
  }
} catch (e) { console.log(String(e).length); }
console.log((v14 % (v9 % ([] % "value item"))));
let v21 = v0;
let v22 = 1;
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log((String(v14) - v21));
  }
  let v23 = new Array(2);
}
let v24 = f1();
try {
  let v25 = v13;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v26 = (7 | false);
}
console.log(2147483647);
let v27 = v10;
let v28 = v9;
console.log(v10);
console.log([false, -1].map(e => e));
let v29 = [f1(), String(v19)].map(e => e);
console.log(v7);
let v30 = {};
let v31 = 1e-07;
function f32(p0, p1) {
  let v34 = 2;
  try {
    console.log((65536 == new Array(1)));
  } catch (e) { console.log(String(e).length); }
  return v23.length;
}
%StringCharCodeAt(f32, "item");
let v33 = f1();
let v34 = v19;

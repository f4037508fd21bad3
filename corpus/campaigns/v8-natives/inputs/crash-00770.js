let v0 = NaN;
console.log([({delta: v0, beta: v0} << {x: new Array(0)}), 1e-07].map(e => e));
console.log(Infinity);
console.log([1.5, 1, (v0 | v0)]);
let v1 = ["item node alpha", v0, v0];
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v2 = v1;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 1; i1++) {
    let v3 = (v1 % typeof v0);
    let v4 = v3;
  }
}
%PrepareFunctionForOptimization(1e+21);
let v5 = [{item: v4, key: [(new Array(2) < [v4]), null].map(e => e)}, [[42, [[new Array(2), typeof v1]]].map(e => e), typeof v2].map(e => e)].map(e => e);
function f6() {
  try {
    let v6 = [v5, -2147483648].map(e => e);
  } catch (e) { console.log(String(e).length); }
  console.log(v1);
  if ([]) {
    console.log((v1 + Math.max));
  } else {
    let v7 = v6.length;
  }
  return v2;
}
let v7 = v1;
if (3.14159) {
  let v8 = [new Array(3), (f6() % 42)].map(e => e);
} else {
  console.log([v8, Symbol(), JSON.stringify(v3)]);
}
let v9 = -2147483648;
function f10(p0) {
  let v11 = (typeof v4 << [JSON.stringify(v5), v5].map(e => e));
  if (2) {
    let v12 = f6();
  } else {
    let v13 = f6();
  }
  let v14 = 2147483647;
  return 1e+21;
}
if (v9) {
  let v11 = f6();
} else {
  let v12 = v4;
}
console.log("x gamma");
let v13 = v4.length;
try {
  console.log([(v13 << String(v7))]);
} catch (e) { console.log(String(e).length); }
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v14 = new Array(4);
  }
} catch (e) { console.log(String(e).length); }
function f15(p0) {
  console.log([[v1, "node delta node", [42, f6()].map(e => e)], (String(v11) == [true, {omega: (v4 + function (p) { return p; })}].map(e => e))].map(e => e));
  console.log(1e-07);
  return f10(v0);
}
console.log(v11);
let v16 = 2147483647;
try {
  if (JSON.stringify(v5)) {
    let v17 = v12;
  } else {
    console.log(f6());
  }
} catch (e) { console.log(String(e).length); }
console.log(false);
function f18(p0, p1) {
  let v20 = (f6() * v11);
  console.log(typeof v11);
  %CreatePrivateSymbol([v1, v2].map(e => e));
  let v21 = [f15(v11), new Array(1)].map(e => e);
  return v17;
}
let v19 = v0.length;
function f20(p0, p1) {
  try {
    let v22 = [v17, v5].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v23 = [];
  let v24 = new Array(2);
  return Infinity;
}
let v21 = [f20(f18("item beta key", new Array(0)), v1), typeof v8].map(e => e);
let v22 = Math.max;
let v23 = v7;
try {
  let v24 = new Array(4);
} catch (e) { console.log(String(e).length); }
console.log(v2);
try {
  console.log(new Array(0));
} catch (e) { console.log(String(e).length); }
if ([[JSON.stringify(v16), f6()].map(e => e), f10(["x beta", 0].map(e => e))].map(e => e)) {
  let v25 = [3.14159, {x: (String(v5) & v11)}].map(e => e);
} else {
  let v26 = typeof v16;
}
let v27 = "gamma node item";
try {
  try {
    let v28 = typeof v22;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v29 = f6();
let v30 = v25;
let v31 = Symbol();
let v32 = v14;
function f33(p0, p1) {
  try {
    let v35 = (JSON.stringify(v29) & ("node key item" * [42, (a => a + 1)].map(e => e)));
  } catch (e) { console.log(String(e).length); }
  let v36 = v30;
  try {
    let v37 = v17;
  } catch (e) { console.log(String(e).length); }
  return [v25, [[1e-07, (a => a + 1)].map(e => e), {alpha: "delta value"}].map(e => e)].map(e => e);
}
try {
  let v34 = String(v3);
} catch (e) { console.log(String(e).length); }
function f35(p0, p1) {
  let v37 = 1.5;
  console.log(v7);
  %CreatePrivateSymbol(f10);
  let v38 = [v9, [v8, 1e+21].map(e => e)].map(e => e);
  return (["omega alpha item", undefined].map(e => e) | f6());
}
let v36 = [JSON.stringify(v25), Math.max, typeof v21];
%PrepareFunctionForOptimization(f33);
try {
  let v37 = [v8, [null, NaN].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v38 = v22;
let v39 = undefined;
let v40 = v14;
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v41 = (f10([]) < typeof v13);
  } catch (e) { console.log(String(e).length); }
  if (v16) {
    console.log((v39 == undefined));
  } else {
    let v42 = (f15(v21.length) == typeof v13);
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  let v43 = typeof v26;
  let v44 = v26.length;
}
let v45 = [{}, v25].map(e => e);
function f46() {
  try {
    let v46 = Math.max;
  } catch (e) { console.log(String(e).length); }
  return v3;
}
let v47 = {beta: (typeof v2 == typeof v0)};

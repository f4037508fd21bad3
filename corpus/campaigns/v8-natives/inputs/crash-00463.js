let v0 = function (p) { return p; };
let v1 = "key gamma";
let v2 = v1.length;
let v3 = [3.14159, v1].map(e => e);
let v4 = Math.max;
console.log((a => a + 1));
function f5() {
  console.log(-2147483648);
  return {beta: String(v2), delta: v4, beta: v4};
}
console.log(v0);
let v6 = v1;
function f7(p0) {
  let v8 = [1e+21, [v0.length, f5()].map(e => e)].map(e => e);
  let v9 = "gamma beta";
  console.log(["beta value", ((-0.0 == function (p) { return p; }) * ("node value" * new Array(1)))].map(e => e));
  let v10 = [];
  return v6;
}
let v8 = Math.max;
try {
  let v9 = 2;
} catch (e) { console.log(String(e).length); }
%StringCharCodeAt(Infinity, f5);
console.log([[[Symbol(), {value: (v2 & typeof v0), node: function (p) { return p; }, value: (v4 % JSON.stringify(v1))}].map(e => e), NaN].map(e => e), Symbol()].map(e => e));
let v10 = v3;
console.log((0.5 + (0 % ["delta", -0.0].map(e => e))));
console.log([([new Array(0), ["beta value", f7(v6)]].map(e => e) < "x"), 7].map(e => e));
function f11(p0, p1) {
  if ("alpha node") {
    let v13 = f7(([] & null));
  } else {
    let v14 = v1;
  }
  let v15 = [f7((undefined * "gamma")), String(v10)].map(e => e);
  return typeof v15;
}
let v12 = JSON.stringify(v4);
console.log(v1.length);
console.log(String(v2));
let v13 = Infinity;
%CompileBaseline([v9.length, f11(0.5, [[[-0.0, 0.5].map(e => e), v1.length].map(e => e)])].map(e => e));
let v14 = -1;
console.log([v12.length, JSON.stringify(v1)].map(e => e));
try {
  console.log(v9);
} catch (e) { console.log(String(e).length); }
console.log(String(v8));
let v15 = f11(v10, ((a => a + 1) % JSON.stringify(v13)));
let v16 = 42;
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v17 = [(v10 % false), ["gamma", v13].map(e => e)].map(e => e);
  }
  %DeoptimizeFunction(f11);
}
let v18 = v9;
function f19() {
  console.log(1e+21);
  try {
    console.log(JSON.stringify(v8));
  } catch (e) { console.log(String(e).length); }
  return 2147483647;
}
console.log(v9);
let v20 = function (p) { return p; };
let v21 = 1e-07;
let v22 = [v12, 1.5, 42];
let v23 = v13;
if ({}) {
  try {
    let v24 = v1;
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    let v25 = (v24 < (v21 % [function (p) { return p; }, v2]));
  } catch (e) { console.log(String(e).length); }
}
try {
  let v26 = v18;
} catch (e) { console.log(String(e).length); }
let v27 = new Array(2);
let v28 = v23;
if (1e-07) {
  let v29 = ((a => a + 1) - 3.14159);
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(-0.0);
    console.log((new Array(3) | new Array(2)));
  }
}

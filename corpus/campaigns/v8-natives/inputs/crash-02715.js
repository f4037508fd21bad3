let v0 = undefined;
console.log([function (p) { return p; }, 42].map(e => e));
console.log(false);
try {
  let v1 = [v0, -2147483648, v0];
} catch (e) { console.log(String(e).length); }
console.log({key: [undefined, ([] & 65536)].map(e => e), delta: function (p) { return p; }});
try {
  console.log(Symbol());
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  console.log(v0);
  console.log(typeof v1);
}
let v2 = typeof v0;
let v3 = String(v0);
console.log(String(v0));
%GetOptimizationStatus("x beta");
console.log(Infinity);
console.log(Math.max);
let v4 = ([(new Array(4) < 2147483647), v0].map(e => e) - String(v2));
let v5 = (a => a + 1);
%NewRegExpWithBacktrackLimit([new Array(3)], v4, [1e-07, v0]);
try {
  console.log(v5);
} catch (e) { console.log(String(e).length); }
function f6() {
  let v6 = new Array(1);
  let v7 = [v4, v0].map(e => e);
  return String(v3);
}
function f7(p0) {
  let v8 = new Array(3);
  %NewRegExpWithBacktrackLimit({omega: (v1 + (2147483647 & 1.5))}, v3, p0);
  return "beta";
}
let v8 = [v1, [f7(undefined), ((a => a + 1) == [v2])].map(e => e)].map(e => e);
console.log(f7(v0));
if (([JSON.stringify(v8), f6()].map(e => e) == new Array(4))) {
  let v9 = 0.5;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v10 = v4.length;
    let v11 = f6();
  }
}
if (Infinity) {
  console.log([v2, f6()].map(e => e));
} else {
  let v12 = NaN;
}
try {
  let v13 = -0.0;
} catch (e) { console.log(String(e).length); }
if (f7(0.5)) {
  let v14 = NaN;
} else {
  %DeoptimizeFunction(f7);
}
let v15 = [Symbol(), v10].map(e => e);
let v16 = [(f6() + v3.length), (v10 - v4)].map(e => e);
let v17 = v9;
let v18 = JSON.stringify(v16);
let v19 = [{}, JSON.stringify(v18)].map(e => e);
try {
  let v20 = 3.14159;
} catch (e) { console.log(String(e).length); }
console.log(2147483647);
for (let i0 = 0; i0 < 2; i0++) {
  let v21 = (((new Array(4) + 3.14159) < v18) + v16);
  let v22 = v11;
}
let v23 = 0;
let v24 = -2147483648;
let v25 = String(v8);
if ({node: (1 + 1e+21)}) {
  let v26 = [f7(String(v21)), undefined].map(e => e);
} else {
  let v27 = v5;
}
console.log((Symbol() - f6()));
try {
  let v28 = typeof v1;
} catch (e) { console.log(String(e).length); }
let v29 = [v4, v18];
let v30 = [v20, v0].map(e => e);

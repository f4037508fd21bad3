let v0 = [0.5];
let v1 = String(v0);
for (let i0 = 0; i0 < 2; i0++) {
  console.log({alpha: new Array(3), omega: ("item alpha" + 2147483647), beta: [null, v1.length].map(e => e)});
  console.log(Math.max);
}
let v2 = v1;
if (v1) {
  let v3 = v1;
} else {
  let v4 = v2;
}
%StringCharCodeAt(new Array(4), v0);
console.log(function (p) { return p; });
let v5 = (v3 < [(JSON.stringify(v1) == v1), function (p) { return p; }]);
console.log([(({} << 0.5) % ["beta node", {value: ([[], new Array(4)].map(e => e) << [function (p) { return p; }, [String(v4)]].map(e => e)), beta: v0.length}].map(e => e)), 1.5].map(e => e));
function f6() {
  console.log(v2);
  let v6 = typeof v0;
  let v7 = [(a => a + 1), 1.5].map(e => e);
  return v7;
}
for (let i0 = 0; i0 < 2; i0++) {
  if (JSON.stringify(v2)) {
    let v7 = v0;
  } else {
    let v8 = {delta: JSON.stringify(v3), delta: {item: v4}};
  }
}
let v9 = [typeof v4];
try {
  console.log(false);
} catch (e) { console.log(String(e).length); }
let v10 = (f6() - (Math.max == v2));
try {
  let v11 = v0;
} catch (e) { console.log(String(e).length); }
let v12 = [];
%DebugPrint([[0, v2].map(e => e), v3]);
console.log([[(new Array(2) % 255), new Array(0)].map(e => e), f6()].map(e => e));
console.log((a => a + 1));
let v13 = f6();
let v14 = (a => a + 1);
let v15 = (typeof v13 * [(a => a + 1), f6()].map(e => e));
let v16 = -2147483648;
let v17 = f6();
let v18 = JSON.stringify(v0);
console.log([false, new Array(1)].map(e => e));
console.log({node: v5, beta: [(Math.max | -0.0), [{key: v4.length}, 255].map(e => e)].map(e => e)});
let v19 = [(v10 << Infinity), (((a => a + 1) | ["alpha", [String(v17), (2147483647 < Math.max)].map(e => e)]) | NaN)].map(e => e);
console.log((v9 < [v2, f6()].map(e => e)));
let v20 = v5;
try {
  let v21 = ((1.5 - v1) + []);
} catch (e) { console.log(String(e).length); }
console.log(v19.length);
console.log(f6());
let v22 = v15;
function f23() {
  try {
    let v23 = ([f6(), typeof v13].map(e => e) * NaN);
  } catch (e) { console.log(String(e).length); }
  let v24 = f6();
  return f6();
}
try {
  console.log(v14);
} catch (e) { console.log(String(e).length); }
console.log(f23());
let v24 = undefined;

let v0 = false;
let v1 = "delta value";
try {
  try {
    let v2 = [typeof v0, [Math.max, function (p) { return p; }].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
if (v0) {
  %HasFastProperties(({item: "key", key: Math.max, key: {}} % v2));
} else {
  if (1e-07) {
    console.log(JSON.stringify(v1));
  } else {
    let v3 = "gamma";
  }
}
%CreatePrivateSymbol([1e-07]);
function f4(p0) {
  let v5 = v3;
  let v6 = v1.length;
  try {
    let v7 = [new Array(3), 1e+21];
  } catch (e) { console.log(String(e).length); }
  return -0.0;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v5 = v3;
  let v6 = (a => a + 1);
}
console.log((42 % {item: [new Array(0), v0.length].map(e => e)}));
let v7 = (v3 % v6);
let v8 = v2;
for (let i0 = 0; i0 < 4; i0++) {
  let v9 = -2147483648;
}
let v10 = v9;
console.log(7);
try {
  console.log(typeof v2);
} catch (e) { console.log(String(e).length); }
let v11 = f4((([] == true) << v0));
let v12 = v11;
if ([v1.length, ({value: new Array(1)} - f4([(({} % "beta alpha") | String(v12)), v12.length, JSON.stringify(v1)]))].map(e => e)) {
  try {
    let v13 = NaN;
  } catch (e) { console.log(String(e).length); }
} else {
  let v14 = typeof v1;
}
let v15 = JSON.stringify(v6);
for (let i0 = 0; i0 < 3; i0++) {
  if (Symbol()) {
    let v16 = Infinity;
  } else {
    let v17 = typeof v5;
  }
  let v18 = 3.14159;
}
console.log(v9);
let v19 = v16;

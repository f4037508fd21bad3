function f0() {
  let v0 = [[true], 2].map(e => e);
  return [v0, v0];
}
try {
  let v1 = (new Array(4) & f0());
} catch (e) { console.log(String(e).length); }
%HaveSameMap(f0, -2147483648);
let v2 = Math.max;
console.log((f0() | Math.max));
let v3 = v2;
if (v3) {
  let v4 = f0();
} else {
  let v5 = v3;
}
let v6 = 2147483647;
let v7 = (a => a + 1);
let v8 = typeof v5;
for (let i0 = 0; i0 < 4; i0++) {
  let v9 = v2;
}
let v10 = v7;
let v11 = [[[typeof v9]], f0()].map(e => e);
let v12 = f0();
console.log(0.5);
let v13 = [[], f0()].map(e => e);
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v14 = [typeof v3, "gamma beta"].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
if (Symbol()) {
  if ({x: v13.length, omega: [f0(), f0()].map(e => e), gamma: f0()}) {
    let v15 = null;
  } else {
    let v16 = [v3, v3].map(e => e);
  }
} else {
  let v17 = true;
}
function f18(p0) {
  let v19 = String(v1);
  let v20 = [];
  let v21 = [v19];
  let v22 = f0();
  return (f0() * {});
}
let v19 = v5;
let v20 = ([v17, v1].map(e => e) < typeof v4);
for (let i0 = 0; i0 < 2; i0++) {
  console.log([Symbol(), v15].map(e => e));
}
let v21 = (([function (p) { return p; }, 2147483647].map(e => e) % -1) < f18(new Array(1)));

let v0 = {x: function (p) { return p; }, key: [new Array(4), Symbol()].map(e => e)};
%CreatePrivateSymbol(new Array(3));
function f1(p0, p1) {
  console.log(JSON.stringify(p0));
  %GetOptimizationStatus({alpha: 1e-07});
  return p0;
}
let v2 = ([v0, 2147483647].map(e => e) * f1({value: -0.0, alpha: {key: 2}}, typeof v0));
let v3 = 1;
let v4 = v0;
let v5 = 1.5;
let v6 = false;
let v7 = f1(Infinity, (3.14159 % [v4, [f1([], Symbol()), new Array(0)].map(e => e), new Array(4)]));
console.log(v4);
let v8 = [v5.length, v2.length];
console.log(new Array(3));
for (let i0 = 0; i0 < 3; i0++) {
  %StringCharCodeAt(f1, f1);
  let v9 = typeof v7;
}
let v10 = new Array(0);
let v11 = ((v0 << typeof v8) % (v3 & -2147483648));
for (let i0 = 0; i0 < 4; i0++) {
  let v12 = "item delta";
  let v13 = (a => a + 1);
}
try {
  let v14 = v5;
} catch (e) { console.log(String(e).length); }
try {
  console.log(v6);
} catch (e) { console.log(String(e).length); }
let v15 = JSON.stringify(v10);
if (v6.length) {
  let v16 = f1(Math.max, [v10, v11, v0]);
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(f1(f1(((a => a + 1) - true), v8), 65536));
    let v17 = f1(null, v5);
  }
}
let v18 = f1((new Array(2) % v13), v13);
let v19 = "item";
if (v13) {
  let v20 = v13;
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v21 = [([] % -0.0), v18].map(e => e);
    let v22 = v9;
  }
}
let v23 = v20;
for (let i0 = 0; i0 < 2; i0++) {
  let v24 = f1(v14, f1(new Array(1), v23));
}
console.log({item: [["beta", 1].map(e => e), new Array(0)].map(e => e)});
let v25 = v21;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(1);
  let v26 = v4;
}
for (let i0 = 0; i0 < 4; i0++) {
  if ([v12, JSON.stringify(v8)].map(e => e)) {
    let v27 = "omega";
  } else {
    let v28 = 7;
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v29 = (v8 << [v15, new Array(1)].map(e => e));
  }
}
let v30 = typeof v5;

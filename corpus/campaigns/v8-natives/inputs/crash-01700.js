let v0 = "delta";
let v1 = "delta key";
let v2 = [v0, function (p) { return p; }].map(e => e);
let v3 = v1;
%GetOptimizationStatus([[7, 7].map(e => e), [v2, v3]].map(e => e));
let v4 = "gamma";
if (v4.length) {
  let v5 = new Array(4);
} else {
  if ((typeof v0 == JSON.stringify(v3))) {
    let v6 = 1e+21;
  } else {
    let v7 = ([(v1 & 1e+21)] == [1e-07, v0].map(e => e));
  }
}
console.log(("value" | "alpha"));
let v8 = (v6 << JSON.stringify(v2));
let v9 = 1e-07;
let v10 = typeof v1;
function f11(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v12 = 2;
  }
  let v13 = ([new Array(1)] << (a => a + 1));
  let v14 = Math.max;
  return (v4.length == {key: v8, item: (p0 | 1e-07)});
}
let v12 = f11(new Array(3));
console.log(f11(new Array(3)));
let v13 = v10;
let v14 = v9;
let v15 = "item node alpha";
let v16 = [["x x node", v14].map(e => e), -0.0].map(e => e);
let v17 = v2;
let v18 = f11(Math.max);
let v19 = [new Array(0), new Array(2)].map(e => e);
let v20 = typeof v17;
let v21 = v12;
function f22() {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log([("alpha" - [(["x gamma gamma", [v9]].map(e => e) - v4.length), [v5, [f11(v21), new Array(3)]].map(e => e)]), ([1e-07, new Array(1)].map(e => e) - f11(1e+21))].map(e => e));
    console.log("alpha gamma value");
  }
  let v22 = new Array(0);
  let v23 = v20;
  return f11(v3);
}
let v23 = "gamma";
for (let i0 = 0; i0 < 4; i0++) {
  let v24 = (a => a + 1);
}
let v25 = "beta alpha";
try {
  let v26 = {omega: (typeof v24 << v17), item: {}};
} catch (e) { console.log(String(e).length); }
function f27(p0, p1) {
  console.log({item: {gamma: (f11(-1) - v5), beta: new Array(3), x: new Array(1)}, value: [JSON.stringify(v19), (JSON.stringify(v17) - -0.0), [v0, v0].map(e => e)], beta: f22()});
  return [v19, v25, v7];
}
let v28 = ["item"];
function f29(p0, p1) {
  let v31 = f11(new Array(0));
  return f11(f22());
}
function f30() {
  let v30 = ((65536 & [new Array(3), new Array(0)].map(e => e)) | "gamma");
  return JSON.stringify(v24);
}
let v31 = [{omega: new Array(4), alpha: v28, gamma: v0}, [v17, f29(Math.max, new Array(1))].map(e => e)].map(e => e);

let v0 = true;
function f1() {
  %CompileBaseline(JSON.stringify(v0));
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(v0.length);
  }
  let v1 = {x: "delta", item: 65536, value: v0};
  let v2 = [[[(new Array(3) * 7), -0.0].map(e => e), v0, "key key"], [v1, (a => a + 1), function (p) { return p; }]].map(e => e);
  return function (p) { return p; };
}
console.log(({value: {beta: [v0, (function (p) { return p; } < 1e+21)].map(e => e), value: v0}, omega: typeof v0} << f1()));
let v2 = [[v0, true].map(e => e), [v0, v0].map(e => e)].map(e => e);
function f3() {
  let v3 = f1();
  let v4 = (v3 + v0);
  let v5 = f1();
  console.log([([1, "x"].map(e => e) - ["key value alpha", -1].map(e => e)), f1()].map(e => e));
  return new Array(2);
}
try {
  let v4 = f1();
} catch (e) { console.log(String(e).length); }
let v5 = f3();
try {
  let v6 = 0.5;
} catch (e) { console.log(String(e).length); }
if ("key omega") {
  if (new Array(0)) {
    let v7 = [[f1(), 1e-07].map(e => e), new Array(1), v5];
  } else {
    let v8 = v4;
  }
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v9 = 1.5;
    let v10 = [(typeof v5 + v9), f3()];
  }
}
try {
  let v11 = [1e+21, ((1e+21 << function (p) { return p; }) | [[Symbol(), v10.length].map(e => e), v10, JSON.stringify(v8)])].map(e => e);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  console.log(true);
}
let v12 = v8;
try {
  let v13 = v6;
} catch (e) { console.log(String(e).length); }
try {
  let v14 = v2;
} catch (e) { console.log(String(e).length); }
let v15 = JSON.stringify(v14);
console.log(f3());
console.log(new Array(0));
function f16(p0, p1) {
  let v18 = null;
  let v19 = 65536;
  for (let i1 = 0; i1 < 4; i1++) {
    let v20 = [Math.max, 3.14159].map(e => e);
  }
  return ({key: [({key: [{}, 2147483647].map(e => e), omega: (v10 % v4.length)} + 3.14159), typeof v15].map(e => e), omega: typeof v11, beta: v14} % (a => a + 1));
}
console.log(v12);
let v17 = [{key: f1(), item: [JSON.stringify(v13), v11].map(e => e)}, typeof v11].map(e => e);
if ([0.5, JSON.stringify(v13)]) {
  let v18 = v2;
} else {
  try {
    console.log({alpha: [new Array(0), v4.length].map(e => e), key: new Array(1), item: [1e+21, [1e+21, {value: "item omega beta"}].map(e => e)].map(e => e)});
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 2; i0++) {
  let v19 = [(String(v11) & ({node: [[new Array(1), null].map(e => e), [function (p) { return p; }, -2147483648].map(e => e)].map(e => e)} + {delta: f1(), omega: v17}))];
}
let v20 = [[f1(), v12.length].map(e => e), (v11 < [Symbol(), 0.5].map(e => e))].map(e => e);

%StringCharCodeAt((new Array(3) % 2147483647), "omega");
let v0 = null;
function f1(p0, p1) {
  let v3 = p1;
  console.log([(p0 == new Array(2)), "node"].map(e => e));
  return ["item beta", {item: [undefined, [p1]].map(e => e)}].map(e => e);
}
function f2() {
  console.log(f1(new Array(2), -0.0));
  let v2 = v0;
  let v3 = [42, new Array(3)].map(e => e);
  let v4 = [v0.length, f1(v2, v3)].map(e => e);
  return v2;
}
for (let i0 = 0; i0 < 2; i0++) {
  if (f1(new Array(2), typeof v0)) {
    let v3 = v0;
  } else {
    console.log(v3);
  }
}
let v4 = [1e+21, (f2() == [[true], "gamma beta"].map(e => e))].map(e => e);
console.log([f1(f1((a => a + 1), new Array(0)), String(v0)), 3.14159].map(e => e));
console.log(v4);
for (let i0 = 0; i0 < 5; i0++) {
  try {
    let v5 = new Array(4);
  } catch (e) { console.log(String(e).length); }
}
console.log(JSON.stringify(v5));
function f6() {
  if (v3) {
    let v6 = (a => a + 1);
  } else {
    let v7 = f1(1.5, false);
  }
  let v8 = (a => a + 1);
  return v7;
}
console.log(v4);
function f7() {
  let v7 = ["delta alpha", {delta: 2, gamma: v4}].map(e => e);
  console.log(f1((JSON.stringify(v3) << v4), [([[function (p) { return p; }, [[v0, {alpha: [v3, {value: [v0, function (p) { return p; }].map(e => e), node: v3, omega: [{item: f1(f2(), {})}, 42].map(e => e)}, v7]}, [v5, [[(f2() - [new Array(3), {}].map(e => e))], new Array(0)].map(e => e)].map(e => e)], [v3, [1e+21, 255].map(e => e), v5]].map(e => e)].map(e => e), function (p) { return p; }, (v4 & {item: v0.length, beta: JSON.stringify(v7)})] << {node: f1(({} & new Array(0)), v5), x: new Array(2)}), v0].map(e => e)));
  let v8 = f2();
  return "item";
}
let v8 = v0;
if ("beta") {
  %HaveSameMap(v4, ([1e+21, new Array(2)].map(e => e) - (-2147483648 + "x delta x")));
} else {
  let v9 = Math.max;
}
console.log(f6());
let v10 = v3;
let v11 = (v9.length - (v3 < f6()));
try {
  let v12 = f1(f2(), (JSON.stringify(v4) == f1((a => a + 1), -2147483648)));
} catch (e) { console.log(String(e).length); }
let v13 = true;
let v14 = Symbol();
console.log(typeof v13);
let v15 = v8;
let v16 = v13;
console.log(new Array(2));
if (v11) {
  try {
    let v17 = true;
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v18 = String(v5);
  }
}
let v19 = f7();
console.log(1e-07);
console.log({});
let v20 = ({} + Infinity);
let v21 = Infinity;
let v22 = 2;
let v23 = 65536;
let v24 = v11;
console.log(JSON.stringify(v21));
try {
  let v25 = new Array(2);
} catch (e) { console.log(String(e).length); }
if (2) {
  let v26 = f6();
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log({});
  }
}
let v27 = (v5 + JSON.stringify(v10));
let v28 = String(v22);
let v29 = (new Array(2) | Symbol());
let v30 = v21;
let v31 = "key item item";
if ((v0 % ("delta item item" * v17))) {
  console.log(1);
} else {
  let v32 = v27;
}
let v33 = [String(v32), "item node"].map(e => e);
let v34 = (Symbol() % v24);
let v35 = function (p) { return p; };

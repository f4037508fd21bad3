let v0 = Math.max;
console.log(-0.0);
let v1 = [v0, [("omega x key" * {}), [true, 1e+21].map(e => e)].map(e => e)].map(e => e);
if (1e-07) {
  if (3.14159) {
    let v2 = Math.max;
  } else {
    let v3 = (0 < new Array(2));
  }
} else {
  try {
    let v4 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
}
if ({}) {
  let v5 = typeof v4;
} else {
  let v6 = [v0, v5].map(e => e);
}
%CompileBaseline("node beta");
let v7 = 1e-07;
function f8() {
  for (let i1 = 0; i1 < 2; i1++) {
    let v8 = (v6 * "key");
    let v9 = [JSON.stringify(v2)];
  }
  return (v7 == [Symbol(), -0.0].map(e => e));
}
let v9 = [v6, f8()].map(e => e);
if (1.5) {
  let v10 = f8();
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v11 = new Array(4);
  }
}
let v12 = (v0 - (v11.length - v0));
console.log([([2147483647, Math.max].map(e => e) % null)]);
console.log(2);
let v13 = v12;
%DebugPrint(typeof v7);
if (f8()) {
  let v14 = Symbol();
} else {
  let v15 = 2;
}
let v16 = Infinity;
let v17 = (a => a + 1);
let v18 = [null, (["delta", null].map(e => e) + null)].map(e => e);
let v19 = v15;
let v20 = [(1e-07 - Math.max), (1 << f8())].map(e => e);
let v21 = [((42 % 2147483647) << {})];
let v22 = false;
console.log([v6.length, -2147483648].map(e => e));

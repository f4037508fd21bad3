%DeoptimizeFunction([65536, "key item"].map(e => e));
let v0 = [[Symbol(), Infinity].map(e => e), [{alpha: new Array(2), alpha: Math.max}, 42]].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  let v1 = null;
  let v2 = Infinity;
}
console.log(typeof v0);
let v3 = v2;
try {
  console.log([v3, Symbol()].map(e => e));
} catch (e) { console.log(String(e).length); }
function f4(p0) {
  try {
    let v5 = NaN;
  } catch (e) { console.log(String(e).length); }
  return Math.max;
}
console.log(f4(f4(v3)));
let v5 = {x: v1, gamma: {node: (["gamma", {}].map(e => e) == 2147483647)}, omega: []};
let v6 = typeof v5;
let v7 = {};
let v8 = (typeof v0 & [[function (p) { return p; }, [f4([2147483647, {alpha: -0.0}].map(e => e)), (String(v5) << f4(undefined))]].map(e => e), [[[(0 * "delta"), v3].map(e => e), (v7 << String(v6))], Symbol()].map(e => e)].map(e => e));
let v9 = 7;
let v10 = f4(v0);
function f11() {
  let v11 = v0;
  let v12 = f4(Math.max);
  return [typeof v5, f4((Math.max < -1)), {x: (typeof v5 & [new Array(0), "item key omega"].map(e => e)), x: "key", alpha: ("beta alpha" + new Array(0))}];
}
function f12() {
  let v12 = String(v10);
  if (v5) {
    let v13 = ([[3.14159, v5].map(e => e), v8.length, 1.5] | false);
  } else {
    let v14 = f4([v0, {}].map(e => e));
  }
  try {
    let v15 = [];
  } catch (e) { console.log(String(e).length); }
  try {
    let v16 = [v13, typeof v14].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return (typeof v12 << (1e-07 - v15));
}
let v13 = (a => a + 1);
let v14 = v7;
let v15 = [v3, 1e-07].map(e => e);
console.log({x: "omega delta", gamma: v13});
let v16 = new Array(1);
let v17 = {alpha: v13};
let v18 = f11();
let v19 = "item gamma";
console.log(1.5);
for (let i0 = 0; i0 < 4; i0++) {
  let v20 = v17;
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(v3);
  }
}
let v21 = Math.max;
let v22 = 0.5;
console.log(v15);
console.log(new Array(1));

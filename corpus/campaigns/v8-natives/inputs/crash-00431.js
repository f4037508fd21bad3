function f0(p0, p1) {
  let v2 = typeof p0;
  %CreatePrivateSymbol(new Array(2));
  return [String(p1), p1].map(e => e);
}
try {
  let v1 = ([false, [1, {item: 1e-07, key: ({value: [Symbol(), (a => a + 1)].map(e => e), gamma: 1e-07} << 0.5), beta: [(new Array(3) + null), f0("delta", 1.5)].map(e => e)}].map(e => e)].map(e => e) < [-0.0, {}].map(e => e));
} catch (e) { console.log(String(e).length); }
let v2 = JSON.stringify(v1);
console.log(v1);
function f3(p0) {
  let v4 = f0(255, (p0 | p0));
  try {
    let v5 = [[Math.max, f0(Infinity, 2)].map(e => e), JSON.stringify(v4)];
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 2; i1++) {
    let v6 = [["x value item", new Array(1)].map(e => e), 2147483647].map(e => e);
  }
  return function (p) { return p; };
}
let v4 = v1;
let v5 = {};
let v6 = [[({beta: f0(new Array(0), f3({node: v2})), item: v4} * NaN), String(v1)].map(e => e), f0(new Array(2), 0.5)].map(e => e);
let v7 = (v1.length * v1);
%DebugPrint([v7, String(v5)].map(e => e));
function f8(p0, p1) {
  let v10 = typeof v5;
  let v11 = ({value: new Array(1), item: String(v1)} + [p0, String(v1)].map(e => e));
  console.log(f3(v5));
  return 42;
}
let v9 = (f8(String(v5), f3(2147483647)) << v4);
if ((1e-07 + {alpha: f0(f0(Infinity, "beta"), (Symbol() | "node item"))})) {
  console.log(f0([f3(["gamma", {value: NaN, key: {key: (Math.max * {})}}].map(e => e)), v4, (v6 * String(v5))], f8({omega: ([NaN, new Array(3)].map(e => e) * v2), x: undefined, delta: "item beta"}, v2)));
} else {
  let v10 = v1;
}
let v11 = ("alpha" << [[{value: ((Math.max % {alpha: (("node node alpha" % null) == {beta: [[3.14159, undefined].map(e => e), 3.14159].map(e => e), alpha: [(3.14159 - [f8(v1, {omega: ({delta: new Array(0), value: f3(f8("value item", (a => a + 1)))} << f3(-0.0)), beta: v9}), v9, f8(true, f8("beta", (a => a + 1)))]), v1].map(e => e)}), beta: [v6.length, []], omega: (f3(new Array(2)) * v4)}) + function (p) { return p; })}, {value: 42}].map(e => e), "item"].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  let v12 = f3(f3((1e-07 | "item x x")));
}
let v13 = 7;
let v14 = Infinity;
console.log(JSON.stringify(v10));
let v15 = v1;
let v16 = [v14, f3(v12.length)].map(e => e);
let v17 = 255;
for (let i0 = 0; i0 < 4; i0++) {
  let v18 = v11;
}
try {
  let v19 = {delta: f0(function (p) { return p; }, [NaN, {}].map(e => e))};
} catch (e) { console.log(String(e).length); }
let v20 = [f3(typeof v13), "value"].map(e => e);
try {
  console.log(v6);
} catch (e) { console.log(String(e).length); }
let v21 = "key node";
console.log("key beta");
console.log(JSON.stringify(v7));
for (let i0 = 0; i0 < 3; i0++) {
  let v22 = 0.5;
}
let v23 = new Array(1);
console.log([Infinity, v1].map(e => e));

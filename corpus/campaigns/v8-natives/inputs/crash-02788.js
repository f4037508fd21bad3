let v0 = (a => a + 1);
%DeoptimizeFunction((("alpha beta value" % new Array(0)) << JSON.stringify(v0)));
let v1 = v0;
let v2 = [];
console.log(([(v2 % new Array(2)), (undefined | v0.length)] == (v0 < [([{}, 7].map(e => e) & (Math.max < "beta gamma")), v0, ([] + v0)])));
let v3 = ({delta: Math.max, value: "value x gamma"} == v1);
let v4 = new Array(2);
try {
  try {
    let v5 = 42;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v6 = undefined;
console.log(new Array(1));
console.log(null);
let v7 = (0 < null);
let v8 = 3.14159;
let v9 = 65536;
function f10() {
  let v10 = v7;
  let v11 = new Array(2);
  let v12 = v10;
  return {key: Math.max, key: typeof v8, delta: v7};
}
console.log((1e+21 | f10()));
console.log(v1);
console.log([typeof v7, new Array(3)].map(e => e));
let v11 = f10();
let v12 = [v3, v7].map(e => e);
let v13 = v6.length;
console.log([v11.length, [v4, v9].map(e => e)].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  let v14 = [v3, null].map(e => e);
  let v15 = (new Array(1) - {item: v4, delta: (("alpha gamma" * [(v1 & v4), v7, (f10() + [f10()])]) * f10()), beta: v11.length});
}
let v16 = String(v9);

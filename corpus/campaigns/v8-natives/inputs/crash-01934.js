let v0 = ({key: new Array(0)} | (-2147483648 % new Array(0)));
let v1 = [function (p) { return p; }, [[function (p) { return p; }, new Array(2)].map(e => e), [null, "omega"].map(e => e)].map(e => e)].map(e => e);
try {
  console.log(v1);
} catch (e) { console.log(String(e).length); }
console.log([[([v1, String(v1), typeof v0] - typeof v1)], new Array(2), v1]);
console.log(v0);
console.log((new Array(4) + 42));
%OptimizeFunctionOnNextCall(typeof v1);
let v2 = v1;
function f3(p0) {
  let v4 = 255;
  let v5 = [v2, v2].map(e => e);
  let v6 = v2.length;
  return ("delta x" % 2);
}
let v4 = [v1];
for (let i0 = 0; i0 < 4; i0++) {
  let v5 = f3(f3("gamma"));
}
if ("x") {
  console.log(f3(v0.length));
} else {
  let v6 = undefined;
}
%DeoptimizeFunction(f3);
let v7 = -1;
try {
  let v8 = (["node item", (65536 < [1, 2])].map(e => e) | ([[], "key x value"].map(e => e) < JSON.stringify(v0)));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v9 = v2;
  let v10 = new Array(1);
}
console.log([f3([NaN, null].map(e => e)), [v2, String(v0)].map(e => e)].map(e => e));
console.log((0.5 | 0));
let v11 = f3(f3(v2));
console.log(v5);
if ("gamma key beta") {
  console.log(typeof v10);
} else {
  try {
    let v12 = f3([v5]);
  } catch (e) { console.log(String(e).length); }
}
console.log(v7);
let v13 = String(v10);
let v14 = (null & "item node delta");
let v15 = typeof v7;
console.log(2);
let v16 = f3("value");
for (let i0 = 0; i0 < 5; i0++) {
  let v17 = (v0 << [[v11, ["gamma", true].map(e => e), (v11 + (a => a + 1))], "key"].map(e => e));
  let v18 = String(v11);
}

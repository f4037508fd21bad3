let v0 = (Math.max == [-0.0, new Array(2)].map(e => e));
let v1 = v0;
%StringCharCodeAt([v0.length, new Array(0)].map(e => e), 1);
%OptimizeFunctionOnNextCall({key: v0, node: false, alpha: JSON.stringify(v1)});
try {
  let v2 = [{x: JSON.stringify(v0), beta: v1}, new Array(3)];
} catch (e) { console.log(String(e).length); }
let v3 = Symbol();
let v4 = v1;
let v5 = (Math.max << new Array(4));
let v6 = v5;
let v7 = v2;
if ({x: ({delta: "item gamma"} | new Array(0))}) {
  console.log(Math.max);
} else {
  let v8 = ({key: v3, item: [new Array(2), [3.14159, 1e+21].map(e => e)].map(e => e)} == v1.length);
}
if ({value: {x: String(v1), value: String(v6), beta: {item: 7, beta: v1.length, omega: [[3.14159, "node alpha"].map(e => e), 3.14159].map(e => e)}}, node: Symbol(), item: ([1.5, String(v6), [v1, v4]] == String(v0))}) {
  let v9 = v2;
} else {
  console.log((v3 & v7));
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log(v0);
}
let v10 = 1;
let v11 = 2;
let v12 = Symbol();
let v13 = [];
console.log(3.14159);
console.log([[[new Array(0), 1].map(e => e), v2].map(e => e)]);
try {
  let v14 = [true];
} catch (e) { console.log(String(e).length); }
console.log("gamma alpha key");
let v15 = new Array(1);

let v0 = new Array(4);
let v1 = Infinity;
%NewRegExpWithBacktrackLimit(JSON.stringify(v1), v1, v1);
console.log([{key: 0.5}, [v1, v0].map(e => e)].map(e => e));
if (function (p) { return p; }) {
  console.log(v1.length);
} else {
  let v2 = [(255 + (a => a + 1)), v0].map(e => e);
}
let v3 = -1;
if (JSON.stringify(v3)) {
  console.log("item alpha");
} else {
  let v4 = v1;
}
if (v2) {
  let v5 = [(a => a + 1), String(v3)].map(e => e);
} else {
  console.log(new Array(1));
}
let v6 = (a => a + 1);
if (String(v2)) {
  let v7 = "x key";
} else {
  if (v0) {
    let v8 = [v3, [{value: NaN}, function (p) { return p; }]].map(e => e);
  } else {
    let v9 = -2147483648;
  }
}
console.log(v6);
console.log([v2, [Symbol(), v7.length].map(e => e)]);
let v10 = [1.5];
console.log(typeof v3);
let v11 = new Array(0);
try {
  console.log(v1);
} catch (e) { console.log(String(e).length); }
console.log({node: v2});
console.log((v4 < true));
let v12 = [typeof v11, v1];
let v13 = -0.0;
console.log(new Array(4));
let v14 = (v2 * "alpha");
let v15 = "value delta gamma";
let v16 = null;
let v17 = 1.5;
let v18 = 3.14159;
console.log(v6);
for (let i0 = 0; i0 < 1; i0++) {
  let v19 = NaN;
}
try {
  let v20 = "node";
} catch (e) { console.log(String(e).length); }
let v21 = (new Array(4) % "x alpha key");
for (let i0 = 0; i0 < 5; i0++) {
  let v22 = ([null] - v15);
}
if (("delta" % {key: v20, x: v4})) {
  let v23 = v3;
} else {
  let v24 = [new Array(2), "omega"].map(e => e);
}
let v25 = [{alpha: "value gamma", beta: "beta omega omega"}, 1e-07].map(e => e);

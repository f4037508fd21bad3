let v0 = [([-0.0, new Array(0), "node"] * 255), ["alpha beta node", {beta: new Array(3), key: []}].map(e => e)].map(e => e);
console.log([]);
let v1 = {alpha: (-0.0 % "beta"), value: [-0.0]};
%StringCharCodeAt(7, String(v0));
let v2 = {};
let v3 = String(v2);
try {
  let v4 = JSON.stringify(v0);
} catch (e) { console.log(String(e).length); }
if (true) {
  console.log(v1.length);
} else {
  let v5 = [String(v0), [[new Array(4), "delta"].map(e => e), []].map(e => e)].map(e => e);
}
let v6 = 2;
let v7 = v6.length;
let v8 = Symbol();
if ("item") {
  if ((v2 % [(NaN * 1e-07), "item"].map(e => e))) {
    let v9 = v1.length;
  } else {
    let v10 = v9;
  }
} else {
  let v11 = [{beta: 1e+21, beta: (new Array(2) + (a => a + 1))}, v8, {beta: v0, beta: String(v1)}];
}
console.log(v9);
try {
  console.log(v8);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  let v12 = v9;
}
try {
  let v13 = "omega key omega";
} catch (e) { console.log(String(e).length); }
console.log(new Array(0));
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = (([v9] << v8) * 1);
  for (let i1 = 0; i1 < 5; i1++) {
    %NeverOptimizeFunction({item: [255, Math.max, undefined], x: v0, key: v10.length});
    let v15 = "omega x";
  }
}
console.log(v12);
try {
  let v16 = ((a => a + 1) - typeof v5);
} catch (e) { console.log(String(e).length); }
let v17 = JSON.stringify(v6);
console.log(([[], 2, typeof v2] * v3));
for (let i0 = 0; i0 < 4; i0++) {
  let v18 = undefined;
}
if ([JSON.stringify(v4), v10].map(e => e)) {
  let v19 = [v14, {key: v4}].map(e => e);
} else {
  console.log("gamma item node");
}
function f20(p0, p1) {
  let v22 = 0.5;
  console.log("key");
  for (let i1 = 0; i1 < 2; i1++) {
    let v23 = p0;
  }
  %PrepareFunctionForOptimization("item");
  return undefined;
}

let v0 = 1;
let v1 = [2147483647, v0].map(e => e);
let v2 = -0.0;
console.log(v0);
for (let i0 = 0; i0 < 2; i0++) {
  let v3 = NaN;
  let v4 = [v3, v2].map(e => e);
}
let v5 = v0;
let v6 = -1;
let v7 = v6;
let v8 = String(v0);
if ([[42, 3.14159].map(e => e), [[-0.0, Symbol()].map(e => e), [Math.max, -2147483648].map(e => e)].map(e => e)].map(e => e)) {
  let v9 = (v2 & (JSON.stringify(v1) - "omega key item"));
} else {
  console.log(v5);
}
try {
  let v10 = Math.max;
} catch (e) { console.log(String(e).length); }
let v11 = [];
console.log(v8.length);
let v12 = ["node"];
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    %CompileBaseline(v8);
  }
  let v13 = 1.5;
}
let v14 = "x key";
let v15 = 255;
for (let i0 = 0; i0 < 3; i0++) {
  let v16 = (a => a + 1);
}
console.log(v16);
console.log(typeof v4);
if ([Symbol()]) {
  let v17 = [0.5, [v16, {alpha: undefined, alpha: (a => a + 1), value: (v12 - {})}].map(e => e), new Array(3)];
} else {
  let v18 = false;
}
let v19 = "node alpha";
console.log([[[v19, String(v4)].map(e => e), v9, 65536]]);
if (undefined) {
  %NeverOptimizeFunction(typeof v3);
} else {
  let v20 = (a => a + 1);
}
let v21 = ((a => a + 1) * new Array(0));
let v22 = v18;
let v23 = [((2147483647 - [v6.length, typeof v15]) == v5), v21].map(e => e);
let v24 = v23;
let v25 = [NaN, [[255, 65536].map(e => e), [NaN, function (p) { return p; }].map(e => e)].map(e => e)].map(e => e);
if (v0) {
  let v26 = -2147483648;
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log([65536, [v0.length, (new Array(0) | new Array(3))].map(e => e)].map(e => e));
  }
}
let v27 = v21;
let v28 = v21;
let v29 = 2147483647;
console.log(([v28] < [v6, new Array(0)].map(e => e)));
let v30 = v24;
let v31 = new Array(1);
let v32 = v28.length;
for (let i0 = 0; i0 < 3; i0++) {
  let v33 = v16;
  let v34 = [[1.5, "node item item"].map(e => e), v29].map(e => e);
}

let v0 = {value: {}, gamma: 42};
let v1 = 2;
let v2 = v0.length;
%GetOptimizationStatus((3.14159 | function (p) { return p; }));
let v3 = v2;
let v4 = new Array(1);
let v5 = [v1, {omega: {x: "key value value", key: [[255, new Array(3)].map(e => e), String(v3)].map(e => e), key: []}, x: v1}, Math.max];
function f6() {
  let v6 = Infinity;
  return v0;
}
let v7 = f6();
let v8 = [[f6(), [new Array(4), (a => a + 1)].map(e => e)].map(e => e), String(v1)].map(e => e);
if ((v8 << [[-0.0, false].map(e => e), v1].map(e => e))) {
  console.log(function (p) { return p; });
} else {
  for (let i1 = 0; i1 < 3; i1++) {
    let v9 = ["node", 1e+21].map(e => e);
  }
}
function f10(p0) {
  try {
    let v11 = f6();
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(f6());
    let v12 = f6();
  }
  try {
    let v13 = (JSON.stringify(v3) | f6());
  } catch (e) { console.log(String(e).length); }
  console.log(v4);
  return v1.length;
}
let v11 = 7;
let v12 = v11.length;
console.log(v0.length);
console.log(f10({delta: v9}));
console.log([-1]);
let v13 = typeof v2;
let v14 = String(v2);
function f15(p0) {
  let v16 = typeof v7;
  console.log([[JSON.stringify(v12), [p0, [{alpha: (f6() < 3.14159), gamma: new Array(1)}, v0.length].map(e => e), 2147483647], 1e+21], v4].map(e => e));
  return f6();
}
let v16 = Math.max;
console.log(new Array(1));
let v17 = f6();
let v18 = v12;
if (f15((typeof v2 % v7))) {
  let v19 = (v11 << f15(v12));
} else {
  console.log(Symbol());
}
let v20 = f6();
function f21(p0) {
  if (1e+21) {
    let v22 = v19;
  } else {
    let v23 = (0 - v7);
  }
  let v24 = "omega";
  console.log([["omega", JSON.stringify(v8)].map(e => e), v7].map(e => e));
  let v25 = [v1.length];
  return (function (p) { return p; } < [v9, {}, new Array(4)]);
}
try {
  let v22 = v20;
} catch (e) { console.log(String(e).length); }
let v23 = ((f15(-2147483648) | v5.length) + undefined);
for (let i0 = 0; i0 < 5; i0++) {
  let v24 = new Array(0);
  let v25 = v14;
}
console.log(0.5);
let v26 = v18.length;
try {
  if ((a => a + 1)) {
    %DebugPrint(Infinity);
  } else {
    console.log([(String(v24) & ["value alpha", false].map(e => e)), new Array(0)].map(e => e));
  }
} catch (e) { console.log(String(e).length); }
try {
  let v27 = [((-0.0 & 255) & v8)];
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  let v28 = v5;
  console.log(v13);
}
let v29 = f15([Math.max, null].map(e => e));
if ("item") {
  %CompileBaseline(f6);
} else {
  console.log(v18);
}
let v30 = (v19.length + v9);
console.log([v24]);
console.log(String(v19));
console.log(([JSON.stringify(v20), 0.5].map(e => e) == [[new Array(1)], (undefined - NaN)].map(e => e)));
let v31 = v26;
let v32 = {};
let v33 = (-2147483648 % v17);
for (let i0 = 0; i0 < 1; i0++) {
  let v34 = v20;
}
console.log(Symbol());
let v35 = [f15([new Array(0), v18, (a => a + 1)]), v29];
let v36 = -1;
let v37 = JSON.stringify(v22);
console.log(f21(v32));
let v38 = v22;
let v39 = [[], v30];
let v40 = Symbol();
let v41 = f6();
try {
  try {
    console.log(1e-07);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }

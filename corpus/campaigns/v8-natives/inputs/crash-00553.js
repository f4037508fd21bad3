%NewRegExpWithBacktrackLimit(Symbol(), (a => a + 1), "value delta");
try {
  try {
    let v0 = [{}];
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  console.log({beta: ([{}, null].map(e => e) % "x key x"), delta: typeof v0, key: new Array(0)});
}
let v1 = 1e+21;
function f2(p0) {
  let v3 = {x: String(v0), gamma: "item item", gamma: new Array(2)};
  return JSON.stringify(v3);
}
let v3 = v0.length;
if (7) {
  console.log(v0);
} else {
  let v4 = -0.0;
}
let v5 = [v0.length, true].map(e => e);
let v6 = v3;
if (null) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v7 = new Array(0);
  }
} else {
  try {
    let v8 = (f2(new Array(2)) + (function (p) { return p; } & v1));
  } catch (e) { console.log(String(e).length); }
}
let v9 = f2(v8);
if ("beta") {
  let v10 = v5;
} else {
  let v11 = v1.length;
}
try {
  if (["delta item gamma", {x: "omega"}].map(e => e)) {
    let v12 = v3;
  } else {
    let v13 = 7;
  }
} catch (e) { console.log(String(e).length); }
let v14 = [v4, v10].map(e => e);
let v15 = 255;
console.log(v12);
let v16 = ([2147483647, f2(Symbol())].map(e => e) - [v1, undefined].map(e => e));
let v17 = Math.max;
try {
  let v18 = {gamma: "omega node delta", delta: [new Array(0)]};
} catch (e) { console.log(String(e).length); }
let v19 = v16;
let v20 = v11;
let v21 = v8;
let v22 = "item";
if (JSON.stringify(v17)) {
  let v23 = f2(v16);
} else {
  let v24 = [[], [v16, {}].map(e => e)].map(e => e);
}
if ((([{}, -2147483648].map(e => e) << [[], Math.max].map(e => e)) - v12)) {
  if (1) {
    let v25 = undefined;
  } else {
    let v26 = new Array(4);
  }
} else {
  console.log(((v4 % v1) << -0.0));
}
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v27 = 1.5;
    let v28 = v20;
  }
  let v29 = f2(f2(Math.max));
}
try {
  let v30 = v10;
} catch (e) { console.log(String(e).length); }
function f31() {
  let v31 = (new Array(3) * ["key item", [{key: ("value" == -0.0), alpha: (String(v30) & [42, 3.14159].map(e => e))}, {x: v30}].map(e => e)].map(e => e));
  let v32 = [];
  console.log([v24, function (p) { return p; }].map(e => e));
  return v11;
}
let v32 = v5;
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v33 = v11;
  }
  let v34 = {value: f31(), key: v4};
}
console.log((v21 | [String(v3), v11].map(e => e)));
console.log(f2(f31()));
try {
  let v35 = v32.length;
} catch (e) { console.log(String(e).length); }

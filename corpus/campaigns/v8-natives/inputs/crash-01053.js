let v0 = new Array(0);
%NeverOptimizeFunction([2]);
if (v0) {
  console.log(v0);
} else {
  let v1 = null;
}
for (let i0 = 0; i0 < 5; i0++) {
  if ({node: NaN, value: 42, delta: -1}) {
    let v2 = new Array(4);
  } else {
    let v3 = [new Array(4), v2].map(e => e);
  }
}
console.log(typeof v1);
let v4 = 1e+21;
if (v0) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v5 = Symbol();
  }
} else {
  let v6 = new Array(3);
}
let v7 = "gamma beta item";
let v8 = [];
let v9 = v0;
let v10 = new Array(0);
let v11 = ((2147483647 - (new Array(4) == [[Math.max, v10, [v7, function (p) { return p; }].map(e => e)]])) < Infinity);
let v12 = null;
let v13 = new Array(4);
for (let i0 = 0; i0 < 3; i0++) {
  let v14 = undefined;
}
let v15 = [v7.length, [(null + new Array(3)), v12.length].map(e => e)];
let v16 = [v4, v12].map(e => e);
let v17 = Infinity;
let v18 = typeof v3;
let v19 = v0;
let v20 = 2147483647;
console.log((new Array(4) | v17));
if ((a => a + 1)) {
  console.log((2147483647 == "alpha"));
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v21 = Math.max;
    console.log((String(v14) * v21));
  }
}
if ([Symbol(), [undefined]].map(e => e)) {
  try {
    let v22 = String(v15);
  } catch (e) { console.log(String(e).length); }
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v23 = Symbol();
    console.log(v20);
  }
}
console.log(JSON.stringify(v0));
for (let i0 = 0; i0 < 2; i0++) {
  let v24 = {gamma: ({omega: 1e-07} < "alpha")};
  console.log(new Array(1));
}
let v25 = (String(v0) < 42);
console.log(v20);
let v26 = true;
function f27() {
  let v27 = [[false, 65536].map(e => e), "item alpha"];
  try {
    console.log(v5.length);
  } catch (e) { console.log(String(e).length); }
  return 255;
}
%StringCharCodeAt(f27, -1);
let v28 = "gamma x delta";
let v29 = [v8, v4, v26];
let v30 = [function (p) { return p; }, v15].map(e => e);
console.log({alpha: Math.max});
let v31 = (v4 | String(v15));
try {
  if ([v5.length, 3.14159].map(e => e)) {
    let v32 = function (p) { return p; };
  } else {
    let v33 = JSON.stringify(v1);
  }
} catch (e) { console.log(String(e).length); }
if (JSON.stringify(v33)) {
  let v34 = f27();
} else {
  let v35 = 2147483647;
}
console.log(v17);
if (Infinity) {
  let v36 = v32;
} else {
  try {
    let v37 = 42;
  } catch (e) { console.log(String(e).length); }
}
let v38 = f27();
let v39 = [JSON.stringify(v28), v33].map(e => e);
console.log(v15);
let v40 = "alpha";
console.log(v3);

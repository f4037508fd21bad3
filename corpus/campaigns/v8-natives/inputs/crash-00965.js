let v0 = "gamma";
for (let i0 = 0; i0 < 5; i0++) {
  let v1 = v0;
  let v2 = 0.5;
}
%OptimizeFunctionOnNextCall(((new Array(1) < 1) + v0));
function f3() {
  let v3 = (v0 + [v0]);
  if ([v3]) {
    console.log("value delta alpha");
  } else {
    let v4 = [(a => a + 1)];
  }
  let v5 = "alpha gamma";
  return v0;
}
try {
  console.log(JSON.stringify(v1));
} catch (e) { console.log(String(e).length); }
let v4 = f3();
let v5 = [{}, (String(v4) << v0)].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  let v6 = Infinity;
}
let v7 = f3();
let v8 = 3.14159;
let v9 = {alpha: [v8, null].map(e => e)};
try {
  let v10 = -0.0;
} catch (e) { console.log(String(e).length); }
console.log(v9);
let v11 = [new Array(0), new Array(1)].map(e => e);
console.log(v2);
try {
  let v12 = String(v7);
} catch (e) { console.log(String(e).length); }
let v13 = f3();
if (function (p) { return p; }) {
  let v14 = {delta: (v5 - [Infinity, (a => a + 1)].map(e => e))};
} else {
  let v15 = new Array(0);
}
try {
  let v16 = ([v15, (0.5 << Symbol())].map(e => e) % v1.length);
} catch (e) { console.log(String(e).length); }
if (v1) {
  console.log(1e+21);
} else {
  console.log(f3());
}
let v17 = "node node";
let v18 = [[new Array(2), typeof v16].map(e => e), "delta gamma"].map(e => e);
let v19 = v6;
let v20 = (v1 < (new Array(0) < JSON.stringify(v8)));
if (v11) {
  try {
    let v21 = v9.length;
  } catch (e) { console.log(String(e).length); }
} else {
  console.log("value delta");
}
let v22 = v15;
if (["gamma gamma gamma", v12].map(e => e)) {
  if (v8) {
    console.log([f3()]);
  } else {
    let v23 = f3();
  }
} else {
  let v24 = ((f3() & v7) * String(v7));
}
let v25 = v22;
let v26 = ["item delta", [[[], (a => a + 1)].map(e => e), v21].map(e => e)].map(e => e);
let v27 = -0.0;
let v28 = v20;
%GetOptimizationStatus(f3);
let v29 = [];
console.log(v21.length);
try {
  let v30 = new Array(1);
} catch (e) { console.log(String(e).length); }
console.log(([] & {}));
let v31 = [String(v20), [(a => a + 1), (function (p) { return p; } - [v24])].map(e => e)].map(e => e);
try {
  let v32 = Symbol();
} catch (e) { console.log(String(e).length); }
let v33 = 0.5;
if (f3()) {
  console.log([(v31 % NaN), "key node gamma"].map(e => e));
} else {
  console.log((v10 - [v32, v10].map(e => e)));
}
for (let i0 = 0; i0 < 3; i0++) {
  let v34 = (v18 & v18);
}
let v35 = f3();
let v36 = JSON.stringify(v7);
let v37 = function (p) { return p; };
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v38 = {};
  } catch (e) { console.log(String(e).length); }
  let v39 = [[[v38, f3()]], true].map(e => e);
}
let v40 = 2;
let v41 = [v17, v10].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  let v42 = 255;
  try {
    %PrepareFunctionForOptimization([v17, [2, 255].map(e => e)].map(e => e));
  } catch (e) { console.log(String(e).length); }
}
if ([]) {
  let v43 = 0.5;
} else {
  let v44 = String(v38);
}
console.log([[v9, v22].map(e => e), new Array(0), v27.length]);
let v45 = ([f3(), (null << [])].map(e => e) & v33);
let v46 = false;
function f47(p0) {
  let v48 = v9;
  let v49 = (a => a + 1);
  try {
    let v50 = false;
  } catch (e) { console.log(String(e).length); }
  console.log(1e-07);
  return f3();
}
let v48 = f47(new Array(4));
let v49 = f3();
for (let i0 = 0; i0 < 4; i0++) {
  console.log([-2147483648, (v45 << (undefined - new Array(1)))].map(e => e));
}

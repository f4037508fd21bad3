function f0(p0) {
  let v1 = "item";
  let v2 = true;
  %StringCharCodeAt([typeof v1], "x delta");
  let v3 = [];
  return [[v3, (a => a + 1)].map(e => e)];
}
if (Math.max) {
  let v1 = f0(0);
} else {
  try {
    let v2 = {alpha: f0([function (p) { return p; }, 65536].map(e => e))};
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 3; i0++) {
  let v3 = 3.14159;
  let v4 = f0(v1);
}
try {
  console.log(v3);
} catch (e) { console.log(String(e).length); }
let v5 = 1e-07;
let v6 = String(v2);
let v7 = 3.14159;
console.log(new Array(4));
let v8 = ((typeof v7 + (-2147483648 << {})) << v2);
try {
  try {
    let v9 = ["omega", []].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v10 = 2147483647;
try {
  let v11 = {x: v10, alpha: v7, value: v4};
} catch (e) { console.log(String(e).length); }
let v12 = f0(f0([true, 1e+21].map(e => e)));
let v13 = [(a => a + 1), f0(f0(new Array(2)))].map(e => e);
let v14 = {x: v7.length, delta: function (p) { return p; }, value: ([7, [(Symbol() * Math.max), {}, v9]].map(e => e) - true)};
if (Symbol()) {
  for (let i1 = 0; i1 < 4; i1++) {
    %CompileBaseline(v4);
  }
} else {
  let v15 = v5;
}
let v16 = v9;
let v17 = "gamma";
let v18 = ((false | 1e-07) | JSON.stringify(v15));
let v19 = {gamma: v5, omega: {omega: NaN, item: v7.length}};
if (v3) {
  let v20 = JSON.stringify(v6);
} else {
  if (f0([65536, -0.0].map(e => e))) {
    let v21 = v12;
  } else {
    let v22 = f0([Math.max, []].map(e => e));
  }
}
let v23 = typeof v16;
if ((v18.length - new Array(1))) {
  let v24 = v1;
} else {
  let v25 = [f0("value"), v17].map(e => e);
}
let v26 = function (p) { return p; };
if (f0(v3)) {
  let v27 = [42, 2].map(e => e);
} else {
  for (let i1 = 0; i1 < 4; i1++) {
    let v28 = Symbol();
    %NeverOptimizeFunction(v2.length);
  }
}

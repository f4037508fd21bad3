let v0 = [0.5, "beta x key"].map(e => e);
try {
  let v1 = v0;
} catch (e) { console.log(String(e).length); }
let v2 = [1e+21, (new Array(0) << "beta x gamma")];
for (let i0 = 0; i0 < 3; i0++) {
  console.log(3.14159);
}
let v3 = function (p) { return p; };
let v4 = 1e-07;
let v5 = new Array(2);
let v6 = 7;
console.log([(JSON.stringify(v2) < 1.5), [[(v2 << v4), v2], v0].map(e => e)].map(e => e));
let v7 = [];
let v8 = (v5 - v5);
console.log(NaN);
for (let i0 = 0; i0 < 2; i0++) {
  let v9 = Math.max;
}
if ({beta: 1.5, gamma: v2}) {
  let v10 = v2;
} else {
  let v11 = (true << String(v7));
}
console.log(new Array(4));
console.log(new Array(1));
console.log(-2147483648);
try {
  if (v2) {
    let v12 = 3.14159;
  } else {
    let v13 = typeof v2;
  }
} catch (e) { console.log(String(e).length); }
let v14 = undefined;
let v15 = Symbol();
let v16 = ("item" & ([(a => a + 1), function (p) { return p; }].map(e => e) & typeof v3));
let v17 = (([true, 255].map(e => e) + v4) << (a => a + 1));
try {
  let v18 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
let v19 = v6;
let v20 = v0;
let v21 = {key: new Array(3)};
let v22 = v5;
let v23 = [2147483647, v4].map(e => e);
let v24 = function (p) { return p; };
let v25 = 7;
let v26 = 1.5;
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v27 = (new Array(4) % {value: v21});
  } catch (e) { console.log(String(e).length); }
}
console.log(typeof v3);
try {
  if (NaN) {
    let v28 = function (p) { return p; };
  } else {
    let v29 = (v18 << v19);
  }
} catch (e) { console.log(String(e).length); }
console.log(v5.length);
console.log(-0.0);
for (let i0 = 0; i0 < 1; i0++) {
  let v30 = "gamma item item";
}
let v31 = "omega";
%DeoptimizeFunction([1.5, (a => a + 1)].map(e => e));
console.log(v6.length);

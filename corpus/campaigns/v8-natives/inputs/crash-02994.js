let v0 = function (p) { return p; };
console.log([v0, new Array(0)].map(e => e));
console.log("gamma alpha x");
let v1 = "omega beta delta";
console.log(1e-07);
if (1.5) {
  let v2 = 255;
} else {
  let v3 = -1;
}
let v4 = 3.14159;
if (NaN) {
  if ({gamma: "gamma"}) {
    let v5 = null;
  } else {
    let v6 = [{key: "item omega x", gamma: [typeof v1, typeof v3].map(e => e), beta: function (p) { return p; }}];
  }
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    %OptimizeFunctionOnNextCall([function (p) { return p; }, -2147483648].map(e => e));
    let v7 = v3.length;
  }
}
let v8 = "omega gamma omega";
console.log(v1);
try {
  let v9 = v6;
} catch (e) { console.log(String(e).length); }
function f10(p0) {
  let v11 = (v7 == true);
  return (Math.max * "value");
}
let v11 = (v0 << v3.length);
let v12 = function (p) { return p; };
let v13 = [f10((new Array(2) % Symbol())), [new Array(2), v7].map(e => e)];
if (v13) {
  console.log(new Array(3));
} else {
  let v14 = new Array(2);
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log(String(v2));
}
console.log(new Array(0));
if ((v2 & typeof v14)) {
  let v15 = f10([v5, 7].map(e => e));
} else {
  let v16 = [[[], ("gamma omega" < function (p) { return p; })].map(e => e), Infinity];
}
console.log(v8);
let v17 = f10(undefined);
let v18 = v5.length;
let v19 = v17;
console.log(v13);
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v20 = [v2, [(2 - new Array(3)), v8].map(e => e)].map(e => e);
  } catch (e) { console.log(String(e).length); }
  let v21 = f10(v3);
}
let v22 = (f10(f10(new Array(4))) * typeof v16);
let v23 = Math.max;
let v24 = "delta beta";
let v25 = (Symbol() < v1);
let v26 = [{value: [undefined], key: "beta value node", beta: v12}, Symbol()].map(e => e);
function f27(p0) {
  try {
    console.log(v11);
  } catch (e) { console.log(String(e).length); }
  let v28 = v25;
  return v4;
}
for (let i0 = 0; i0 < 4; i0++) {
  let v28 = {x: f27((new Array(2) % Symbol())), omega: v18.length, omega: Math.max};
  let v29 = new Array(2);
}
console.log(1e+21);
let v30 = false;
let v31 = v11.length;
console.log([-1, v11, v1]);
for (let i0 = 0; i0 < 2; i0++) {
  console.log(JSON.stringify(v14));
  let v32 = (v2.length == false);
}
for (let i0 = 0; i0 < 5; i0++) {
  let v33 = String(v7);
  console.log(JSON.stringify(v3));
}
let v34 = ([v32, 7].map(e => e) % v6);
let v35 = ([0.5, String(v18)].map(e => e) + {});
console.log(JSON.stringify(v11));
let v36 = f27(v15);
for (let i0 = 0; i0 < 3; i0++) {
  let v37 = v18.length;
}
console.log(undefined);
try {
  let v38 = f27((a => a + 1));
} catch (e) { console.log(String(e).length); }
if ((Infinity == 7)) {
  let v39 = v24;
} else {
  let v40 = {};
}
function f41(p0) {
  let v42 = 1e-07;
  %NewRegExpWithBacktrackLimit(function (p) { return p; }, v1, f27(JSON.stringify(v30)));
  return (a => a + 1);
}
let v42 = f41(v28);
function f43(p0) {
  console.log(Math.max);
  let v44 = (f10([true, new Array(2), [typeof v20, ({omega: [(Symbol() * 1.5), {beta: ([Symbol(), 7].map(e => e) % [f27(f27(Math.max))]), key: v16, alpha: JSON.stringify(v23)}].map(e => e)} & {omega: f27(f41(false))})].map(e => e)]) * v42);
  let v45 = v23;
  return f41(f27({gamma: v1}));
}

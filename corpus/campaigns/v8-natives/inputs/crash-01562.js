%PrepareFunctionForOptimization([[new Array(0), [{}, {}].map(e => e)], undefined].map(e => e));
let v0 = NaN;
if ((v0.length << v0.length)) {
  console.log(-1);
} else {
  if (v0) {
    let v1 = 1.5;
  } else {
    let v2 = (Symbol() % 255);
  }
}
for (let i0 = 0; i0 < 3; i0++) {
  let v3 = v2;
}
console.log((function (p) { return p; } - 1));
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = {x: NaN};
  if ([(new Array(3) << v0), v0].map(e => e)) {
    let v5 = v3;
  } else {
    let v6 = new Array(2);
  }
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log(-2147483648);
}
if (v5) {
  let v7 = [new Array(1), 42].map(e => e);
} else {
  console.log(v6);
}
console.log(["key", [JSON.stringify(v6)]].map(e => e));
if ([[NaN, String(v3)].map(e => e), 2]) {
  try {
    %NeverOptimizeFunction(new Array(3));
  } catch (e) { console.log(String(e).length); }
} else {
  let v8 = {gamma: v5, x: v1};
}
let v9 = JSON.stringify(v6);
let v10 = v6;
let v11 = 1e+21;
let v12 = v9;
for (let i0 = 0; i0 < 1; i0++) {
  let v13 = (v9 < (a => a + 1));
}
for (let i0 = 0; i0 < 5; i0++) {
  if ({gamma: String(v12), key: [{}, 7].map(e => e), alpha: String(v5)}) {
    let v14 = {key: v11, beta: false};
  } else {
    let v15 = 1.5;
  }
  if (NaN) {
    let v16 = v7;
  } else {
    let v17 = (v9 * Math.max);
  }
}
console.log([[false], typeof v1].map(e => e));
let v18 = [[JSON.stringify(v6), [-0.0, "gamma x beta"].map(e => e)].map(e => e)];
console.log([(v5 & v16), function (p) { return p; }].map(e => e));
let v19 = JSON.stringify(v9);

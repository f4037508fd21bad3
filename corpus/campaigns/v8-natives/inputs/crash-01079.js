let v0 = {omega: false, x: Infinity};
console.log([Infinity, {alpha: undefined, gamma: "beta key alpha"}, "omega"]);
console.log("item delta key");
let v1 = new Array(0);
try {
  try {
    let v2 = new Array(4);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
%NeverOptimizeFunction(NaN);
try {
  console.log(JSON.stringify(v1));
} catch (e) { console.log(String(e).length); }
let v3 = (JSON.stringify(v1) << Infinity);
let v4 = [v2, {gamma: 255}].map(e => e);
let v5 = v4.length;
console.log((1e-07 - 1e+21));
if ([v3, Symbol()].map(e => e)) {
  try {
    let v6 = NaN;
  } catch (e) { console.log(String(e).length); }
} else {
  if ({alpha: "delta alpha node"}) {
    let v7 = ((function (p) { return p; } == [Math.max, 2147483647].map(e => e)) | undefined);
  } else {
    let v8 = true;
  }
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log({alpha: 42, omega: typeof v8});
}
let v9 = [v5, v5].map(e => e);
let v10 = typeof v0;
if (["node node", Symbol()].map(e => e)) {
  let v11 = (v7 | true);
} else {
  %CreatePrivateSymbol(v2);
}
for (let i0 = 0; i0 < 3; i0++) {
  try {
    console.log(Symbol());
  } catch (e) { console.log(String(e).length); }
  console.log(7);
}
let v12 = new Array(2);
try {
  if (typeof v4) {
    let v13 = v7;
  } else {
    let v14 = [];
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  console.log([]);
  if ([v7, (1.5 << 1e-07), ["node node value", 7].map(e => e)]) {
    console.log(v4);
  } else {
    let v15 = typeof v6;
  }
}
console.log(JSON.stringify(v10));
try {
  let v16 = v14.length;
} catch (e) { console.log(String(e).length); }
let v17 = v6;

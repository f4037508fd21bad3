let v0 = [];
%CreatePrivateSymbol(v0);
let v1 = [new Array(0), "item", JSON.stringify(v0)];
console.log(-2147483648);
let v2 = [(["key alpha node", [v0]].map(e => e) * (true << {node: [2, {}]})), (JSON.stringify(v0) << {item: ([[], [Math.max, undefined]].map(e => e) - (new Array(1) & new Array(3)))}), {gamma: undefined, value: [((a => a + 1) * Math.max), v0].map(e => e), omega: v1}];
if (new Array(0)) {
  let v3 = [v2];
} else {
  let v4 = v2;
}
let v5 = null;
if (v5) {
  console.log(JSON.stringify(v3));
} else {
  try {
    let v6 = v5;
  } catch (e) { console.log(String(e).length); }
}
if ([{node: new Array(1), key: "gamma"}, [typeof v1, v3].map(e => e)].map(e => e)) {
  console.log((a => a + 1));
} else {
  let v7 = "omega";
}
if (Infinity) {
  let v8 = {omega: [{alpha: v7, key: "node", gamma: v3}, (a => a + 1), v5], node: JSON.stringify(v3), gamma: "item beta"};
} else {
  let v9 = new Array(2);
}
let v10 = false;
if ({x: {}}) {
  let v11 = 2147483647;
} else {
  console.log(1);
}
for (let i0 = 0; i0 < 2; i0++) {
  let v12 = {};
}
let v13 = "beta";
console.log((new Array(2) == v2));
let v14 = v7.length;
if (Symbol()) {
  let v15 = (String(v0) | 1e+21);
} else {
  console.log(v3);
}
let v16 = [NaN, Symbol()].map(e => e);
console.log(({x: JSON.stringify(v4), item: v15.length, beta: ("delta node delta" | 0)} * [NaN, [0.5, Symbol()].map(e => e)].map(e => e)));
let v17 = "alpha omega x";
let v18 = String(v4);
console.log(-0.0);
let v19 = "alpha gamma";
let v20 = 42;
try {
  if (new Array(3)) {
    let v21 = "delta key";
  } else {
    let v22 = {omega: v4};
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  if (42) {
    let v23 = [1e-07, v18].map(e => e);
  } else {
    let v24 = {key: 1e+21, alpha: {node: v21}, omega: v21};
  }
  if ([v9, v2].map(e => e)) {
    let v25 = 1e+21;
  } else {
    let v26 = v12;
  }
}
let v27 = String(v20);
let v28 = [{omega: ["value item node", true].map(e => e), key: [{delta: typeof v14}, 2147483647].map(e => e), node: v1}, [[null, function (p) { return p; }].map(e => e), 2147483647].map(e => e), (true < v1)];
console.log(function (p) { return p; });
let v29 = JSON.stringify(v3);

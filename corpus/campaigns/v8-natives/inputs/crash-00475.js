let v0 = {node: new Array(3)};
console.log({delta: typeof v0, gamma: {key: typeof v0, alpha: (new Array(3) + -0.0)}});
console.log(new Array(4));
let v1 = new Array(0);
let v2 = v0;
console.log("delta value beta");
console.log([[[]]]);
console.log(v2);
let v3 = true;
%HasFastProperties(v2);
let v4 = v3;
let v5 = [[((a => a + 1) - "delta")], v3].map(e => e);
console.log(new Array(0));
let v6 = {delta: [v3, v1.length, JSON.stringify(v3)], alpha: -0.0, gamma: v2};
let v7 = -2147483648;
for (let i0 = 0; i0 < 5; i0++) {
  console.log(Symbol());
}
let v8 = (1.5 << (v3.length % [function (p) { return p; }, 0].map(e => e)));
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v9 = false;
  }
} catch (e) { console.log(String(e).length); }
let v10 = [];
let v11 = "x node key";
let v12 = {value: (a => a + 1), item: "delta node"};
let v13 = v11;
%DeoptimizeFunction(v10);
function f14(p0, p1) {
  let v16 = {alpha: {}, key: "node alpha"};
  let v17 = true;
  let v18 = v0.length;
  return v4;
}
let v15 = f14({gamma: v13, x: v5}, JSON.stringify(v2));
let v16 = f14(1e+21, v13);
let v17 = [new Array(0), f14([[v4, v4, f14(0.5, new Array(1))], "delta omega beta"].map(e => e), [(a => a + 1), new Array(3)].map(e => e))].map(e => e);
for (let i0 = 0; i0 < 5; i0++) {
  let v18 = ((Infinity & ["value", []].map(e => e)) % v6);
}
let v19 = f14([v1, 42].map(e => e), f14(v4, ({gamma: f14(function (p) { return p; }, String(v1))} << 65536)));
console.log(f14(Infinity, typeof v12));
try {
  let v20 = 2147483647;
} catch (e) { console.log(String(e).length); }
let v21 = -2147483648;
let v22 = f14(v2, f14(NaN, JSON.stringify(v21)));
let v23 = v21;
console.log({x: v15, beta: v10});
if (new Array(0)) {
  if (null) {
    console.log([([{x: f14(String(v0), v20)}, "gamma"].map(e => e) * v4), function (p) { return p; }].map(e => e));
  } else {
    let v24 = v16;
  }
} else {
  let v25 = JSON.stringify(v12);
}
let v26 = f14(new Array(1), "node omega omega");

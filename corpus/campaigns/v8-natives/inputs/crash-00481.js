let v0 = [[-0.0, undefined].map(e => e), Math.max].map(e => e);
let v1 = v0;
let v2 = v0;
function f3(p0, p1) {
  console.log(Math.max);
  let v5 = [NaN, [p0, v0].map(e => e)].map(e => e);
  let v6 = JSON.stringify(p1);
  return (new Array(0) | {gamma: "gamma gamma alpha", alpha: {}});
}
for (let i0 = 0; i0 < 4; i0++) {
  %NewRegExpWithBacktrackLimit(f3((-2147483648 * -0.0), String(v2)), f3, f3);
}
console.log(v2);
function f4(p0, p1) {
  let v6 = v1.length;
  try {
    let v7 = new Array(0);
  } catch (e) { console.log(String(e).length); }
  let v8 = typeof p0;
  let v9 = JSON.stringify(v1);
  return p1.length;
}
console.log(3.14159);
console.log(f3((String(v2) - v0), {}));
let v5 = {item: {}, gamma: v2, value: [[{gamma: (f3(Infinity, -0.0) % [v0])}, [v2, f3(65536, v2), "gamma"]].map(e => e), f4([{omega: f3((new Array(2) % [f4(f3("delta node", 1e+21), 1), v1, Infinity]), v2), omega: v1, delta: [[new Array(0), undefined], v1].map(e => e)}, [(0 < "gamma node omega"), f4(7, [String(v1)])].map(e => e), true], (a => a + 1))].map(e => e)};
let v6 = ((function (p) { return p; } - {x: new Array(1), value: {x: (3.14159 < JSON.stringify(v5))}, omega: f3([7, Math.max].map(e => e), [new Array(0), new Array(3)].map(e => e))}) + typeof v1);
let v7 = v1;
console.log(f4(([[v7, false, [{x: NaN, gamma: -2147483648, gamma: false}, Symbol()].map(e => e)], "delta delta"].map(e => e) % v6), f4(undefined, [[v2, "omega value value", v1], {}].map(e => e))));
let v8 = v0.length;
let v9 = v5;
console.log(0.5);
function f10(p0) {
  let v11 = [String(v1), [{beta: undefined}, v6].map(e => e)];
  let v12 = function (p) { return p; };
  let v13 = p0;
  return {alpha: [["alpha node gamma", {omega: true}].map(e => e), new Array(0)].map(e => e), gamma: undefined, item: v9};
}
for (let i0 = 0; i0 < 1; i0++) {
  let v11 = undefined;
}
let v12 = v5;
let v13 = f3("alpha gamma delta", new Array(1));
function f14(p0, p1) {
  let v16 = [(({omega: v1} & 2) == JSON.stringify(v13)), v5].map(e => e);
  return 65536;
}
let v15 = v1;
function f16(p0) {
  let v17 = typeof v6;
  return p0;
}
let v17 = f4(v9, String(v7));
let v18 = {item: "x", beta: new Array(2)};

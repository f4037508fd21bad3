let v0 = -0.0;
try {
  for (let i1 = 0; i1 < 2; i1++) {
    %NewRegExpWithBacktrackLimit(0, JSON.stringify(v0), v0);
  }
} catch (e) { console.log(String(e).length); }
let v1 = new Array(4);
function f2(p0, p1) {
  try {
    let v4 = -0.0;
  } catch (e) { console.log(String(e).length); }
  for (let i1 = 0; i1 < 5; i1++) {
    let v5 = [p0, []].map(e => e);
    let v6 = [];
  }
  let v7 = p1.length;
  return [[v5, ["alpha"]].map(e => e), [new Array(3), v7, (new Array(2) | v6)]].map(e => e);
}
console.log(String(v1));
let v3 = f2(typeof v0, v0);
let v4 = new Array(1);
if (1) {
  console.log("key");
} else {
  let v5 = -2147483648;
}
let v6 = v3;
let v7 = v1;
let v8 = f2(v7, v5);
let v9 = "node beta";
function f10() {
  let v10 = [[v7, [JSON.stringify(v6), 1e+21, {omega: 0.5, node: [f2(new Array(3), "omega node"), [{x: [(2 + [((0.5 % -0.0) % v1), (65536 + v0)]), {item: v6.length, alpha: v0}].map(e => e), value: [v8, JSON.stringify(v0)].map(e => e)}, null].map(e => e)].map(e => e), value: f2(f2(false, NaN), new Array(3))}]].map(e => e), [-2147483648, String(v8)].map(e => e)].map(e => e);
  let v11 = f2(String(v7), v5);
  console.log(new Array(1));
  for (let i1 = 0; i1 < 3; i1++) {
    let v12 = f2(f2(new Array(3), [2147483647, NaN].map(e => e)), f2(v6, v3));
  }
  return [Math.max, f2(JSON.stringify(v7), String(v7))].map(e => e);
}
console.log(f10());
console.log(1);
if (v3) {
  if (v6.length) {
    let v11 = v9;
  } else {
    let v12 = ((v5 << (255 < NaN)) + f2((false | [Symbol()]), v7));
  }
} else {
  let v13 = 0.5;
}
console.log(v9);
try {
  let v14 = [65536, []].map(e => e);
} catch (e) { console.log(String(e).length); }
let v15 = (v1 == [String(v3), {}].map(e => e));
try {
  let v16 = new Array(0);
} catch (e) { console.log(String(e).length); }
if (f10()) {
  console.log({delta: ({delta: [(new Array(1) + "beta omega item")]} & ([v11, [{}, v5].map(e => e), f10()] < 0.5))});
} else {
  console.log(new Array(1));
}
function f17() {
  let v17 = {item: v11};
  return v8;
}
let v18 = typeof v12;
let v19 = [v16, (typeof v14 < "delta node")].map(e => e);
let v20 = ("omega value" * 1.5);
console.log(42);
console.log(JSON.stringify(v11));
try {
  let v21 = f2(typeof v0, 65536);
} catch (e) { console.log(String(e).length); }
%StringCharCodeAt(f17, v11);
%NewRegExpWithBacktrackLimit(1e+21, f2, f2);

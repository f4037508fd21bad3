let v0 = [(65536 == 1.5), new Array(3)].map(e => e);
console.log([v0, [{delta: (v0 == []), item: v0}, {beta: (v0 + v0.length), x: String(v0)}, new Array(4)]].map(e => e));
let v1 = String(v0);
let v2 = v0;
let v3 = undefined;
let v4 = [true, v1].map(e => e);
%GetOptimizationStatus({gamma: "alpha value gamma"});
console.log(7);
let v5 = [{gamma: typeof v0, x: (JSON.stringify(v4) | [{}, new Array(2)].map(e => e))}, v1, (2147483647 < false)];
console.log(v5);
try {
  try {
    let v6 = -2147483648;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v7 = 7;
function f8() {
  let v8 = new Array(0);
  console.log(JSON.stringify(v4));
  let v9 = ([(v6 * v1), v5, [v2, JSON.stringify(v7), [new Array(0), new Array(4), [new Array(2), v0, [["x omega", new Array(3)].map(e => e), {gamma: ((0.5 * function (p) { return p; }) - 255), alpha: true}].map(e => e)]]]] - [true, [v0]].map(e => e));
  return v1;
}
let v9 = "node item gamma";
console.log({});
let v10 = v0;
console.log(v7);
let v11 = 3.14159;
if (v6.length) {
  let v12 = 0.5;
} else {
  let v13 = v3;
}
function f14() {
  console.log(-2147483648);
  console.log(v2.length);
  for (let i1 = 0; i1 < 4; i1++) {
    let v14 = f8();
  }
  let v15 = 1;
  return new Array(0);
}

let v0 = "delta item item";
console.log(Symbol());
let v1 = [JSON.stringify(v0), new Array(3)].map(e => e);
%DeoptimizeFunction(true);
if ([JSON.stringify(v0), Symbol(), new Array(3)]) {
  console.log([Infinity, new Array(4)].map(e => e));
} else {
  let v2 = v1;
}
let v3 = 3.14159;
if ([v2, v2].map(e => e)) {
  try {
    let v4 = [2147483647, (a => a + 1)].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  let v5 = v1;
}
function f6(p0) {
  let v7 = "x delta";
  let v8 = Infinity;
  let v9 = 2;
  for (let i1 = 0; i1 < 5; i1++) {
    let v10 = (a => a + 1);
    let v11 = v2;
  }
  return v0.length;
}
console.log(Math.max);
let v7 = JSON.stringify(v5);
let v8 = v7;
try {
  try {
    let v9 = (function (p) { return p; } * v5);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v10 = v7;
function f11(p0) {
  let v12 = 2147483647;
  let v13 = "gamma node x";
  return (a => a + 1);
}
let v12 = f6(Symbol());
let v13 = JSON.stringify(v0);
function f14(p0, p1) {
  let v16 = "gamma value";
  return {};
}
console.log(String(v1));
function f15() {
  let v15 = [v10, new Array(1)].map(e => e);
  let v16 = "omega item";
  if (1.5) {
    console.log(v1);
  } else {
    let v17 = JSON.stringify(v16);
  }
  return v13;
}
console.log([[{value: v3}, v1].map(e => e), v0].map(e => e));

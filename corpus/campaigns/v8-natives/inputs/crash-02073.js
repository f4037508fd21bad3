if ({}) {
  %CompileBaseline([Math.max, [[3.14159, Infinity, (["omega", 3.14159].map(e => e) - [Math.max, []].map(e => e))], NaN].map(e => e)].map(e => e));
} else {
  let v0 = true;
}
let v1 = v0;
let v2 = 2147483647;
let v3 = new Array(2);
let v4 = ([0.5, -1].map(e => e) % v3);
console.log(v4);
function f5(p0) {
  let v6 = {beta: JSON.stringify(v4), node: v4.length};
  console.log(v2);
  return v4;
}
let v6 = f5(f5(f5(-1)));
let v7 = [];
let v8 = v2;
console.log(typeof v4);
console.log([-0.0, [new Array(1), "delta"].map(e => e)].map(e => e));
console.log(v7);
let v9 = Symbol();
let v10 = v3.length;
let v11 = String(v4);
function f12(p0) {
  console.log(f5([v2, String(v4)].map(e => e)));
  let v13 = JSON.stringify(v1);
  let v14 = {x: v10};
  console.log({});
  return [[(function (p) { return p; } == (a => a + 1)), f5((a => a + 1))].map(e => e), new Array(0)].map(e => e);
}
for (let i0 = 0; i0 < 4; i0++) {
  let v13 = {item: f5(f5(function (p) { return p; }))};
}
try {
  let v14 = 255;
} catch (e) { console.log(String(e).length); }
let v15 = function (p) { return p; };
console.log(f12(v9));
if ([f5(null)]) {
  let v16 = v9;
} else {
  let v17 = {key: [1e-07, v4].map(e => e)};
}
let v18 = 3.14159;
console.log(JSON.stringify(v0));
let v19 = f5(f5(f12(0.5)));
let v20 = String(v10);
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v21 = v16;
  } catch (e) { console.log(String(e).length); }
}

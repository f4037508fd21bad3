let v0 = ["item beta", "node beta"].map(e => e);
let v1 = typeof v0;
if ((v0 | function (p) { return p; })) {
  %DeoptimizeFunction([v1, v0].map(e => e));
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v2 = v0;
  }
}
console.log([null, true].map(e => e));
console.log([42, function (p) { return p; }].map(e => e));
let v3 = v0;
let v4 = v3.length;
console.log(v3);
function f5(p0) {
  console.log(["node", String(v2)].map(e => e));
  let v6 = (v2 << JSON.stringify(v4));
  for (let i1 = 0; i1 < 3; i1++) {
    let v7 = Math.max;
    let v8 = function (p) { return p; };
  }
  return -1;
}
let v6 = false;
console.log((typeof v0 % new Array(1)));
try {
  if ([f5("value alpha"), f5(new Array(1))].map(e => e)) {
    console.log(v6);
  } else {
    let v7 = [[f5(Symbol()), f5([[[2, 42].map(e => e), [Symbol(), function (p) { return p; }].map(e => e)].map(e => e), (v0 < f5(new Array(4)))])].map(e => e), new Array(3)].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
%OptimizeFunctionOnNextCall([v3, new Array(1)].map(e => e));
for (let i0 = 0; i0 < 5; i0++) {
  let v8 = v3;
  %DeoptimizeFunction(new Array(4));
}
let v9 = [new Array(0), JSON.stringify(v3)].map(e => e);
let v10 = v7;
let v11 = 0.5;
let v12 = f5((Infinity << Symbol()));
let v13 = ([(42 | {x: JSON.stringify(v0), node: [], item: f5(typeof v2)}), v3].map(e => e) % f5(v9));
let v14 = v9;

let v0 = "beta";
let v1 = [v0, ([{x: v0, key: {}}, function (p) { return p; }].map(e => e) == [1, Math.max].map(e => e))].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = [[[({node: v0} << v0)], (2 - (a => a + 1))].map(e => e), false].map(e => e);
}
let v3 = 1.5;
console.log([v3, [[function (p) { return p; }, 2].map(e => e), v3].map(e => e)].map(e => e));
%NewRegExpWithBacktrackLimit(42, -1, Math.max);
console.log(v3);
let v4 = undefined;
%NeverOptimizeFunction({});
let v5 = typeof v3;
let v6 = [v1, Math.max].map(e => e);
let v7 = 1e-07;
let v8 = v3;
let v9 = (JSON.stringify(v4) + [v4, [v6, v5, ((1e-07 + 255) % [])]].map(e => e));
if (v8) {
  let v10 = v1;
} else {
  if (v5) {
    let v11 = v9;
  } else {
    let v12 = 3.14159;
  }
}
let v13 = v11;
function f14(p0, p1) {
  let v16 = "item key key";
  let v17 = (7 == [v16, ["item omega value", 1e-07].map(e => e)].map(e => e));
  let v18 = [v9, (typeof p0 < "node")].map(e => e);
  return v17;
}
try {
  if (v1) {
    let v15 = v12;
  } else {
    let v16 = typeof v0;
  }
} catch (e) { console.log(String(e).length); }
let v17 = [(f14(undefined, -1) << f14("beta alpha", new Array(1))), v1].map(e => e);
console.log(v2);
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v18 = v9;
  }
} catch (e) { console.log(String(e).length); }

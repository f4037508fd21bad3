%NeverOptimizeFunction("value delta item");
let v0 = -2147483648;
if ("x gamma value") {
  %IsBeingInterpreted();
} else {
  let v1 = typeof v0;
}
console.log(v1);
console.log([[[false, "beta beta"].map(e => e), ([v0] | [v0, (NaN < 3.14159), v1])].map(e => e), [[(a => a + 1)], 3.14159]].map(e => e));
let v2 = v0;
let v3 = false;
console.log(v0);
let v4 = true;
let v5 = ((1.5 << {omega: String(v4), omega: (v2 << new Array(1)), alpha: v4.length}) | String(v1));
let v6 = new Array(0);
function f7() {
  let v7 = Symbol();
  return [];
}
try {
  let v8 = 1.5;
} catch (e) { console.log(String(e).length); }
console.log((1.5 | f7()));
let v9 = v6;
function f10() {
  for (let i1 = 0; i1 < 1; i1++) {
    let v10 = String(v3);
  }
  return [v2.length, [Math.max, typeof v6].map(e => e)].map(e => e);
}
function f11(p0) {
  %CreatePrivateSymbol(true);
  return [(p0 | v5), (false % [null, new Array(0)].map(e => e))].map(e => e);
}
let v12 = new Array(1);
console.log(v4);
if ((null + f7())) {
  let v13 = v4;
} else {
  console.log(v13);
}

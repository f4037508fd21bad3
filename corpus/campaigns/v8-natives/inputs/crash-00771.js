let v0 = {value: []};
let v1 = 1e+21;
let v2 = [];
let v3 = 2147483647;
let v4 = "beta alpha key";
let v5 = ("beta" << (v2 == ("omega item omega" % "x")));
let v6 = v5;
function f7(p0) {
  console.log((v0 + 0.5));
  let v8 = [(3.14159 << (new Array(0) + 3.14159)), NaN].map(e => e);
  let v9 = typeof v6;
  return ([(-0.0 - [[function (p) { return p; }], (JSON.stringify(v5) < [undefined, 1.5].map(e => e)), v2]), [0.5]].map(e => e) % v6.length);
}
let v8 = new Array(0);
function f9(p0, p1) {
  let v11 = Symbol();
  if (3.14159) {
    %CompileBaseline(f7);
  } else {
    let v12 = f7(f7("key key"));
  }
  return JSON.stringify(v3);
}
let v10 = function (p) { return p; };
for (let i0 = 0; i0 < 1; i0++) {
  let v11 = v0;
  for (let i1 = 0; i1 < 1; i1++) {
    let v12 = v4.length;
  }
}
let v13 = 7;
for (let i0 = 0; i0 < 5; i0++) {
  let v14 = "alpha key";
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(new Array(2));
  }
}
let v15 = String(v8);
if (0) {
  try {
    let v16 = Symbol();
  } catch (e) { console.log(String(e).length); }
} else {
  let v17 = Math.max;
}
for (let i0 = 0; i0 < 4; i0++) {
  try {
    console.log((v5 & [0.5, [(a => a + 1), 1.5].map(e => e)].map(e => e)));
  } catch (e) { console.log(String(e).length); }
}
%NewRegExpWithBacktrackLimit(String(v6), [f7((a => a + 1)), {alpha: [f7({item: [7, (a => a + 1)].map(e => e)})]}].map(e => e), f9(function (p) { return p; }, 0.5));
let v18 = Symbol();
let v19 = f9((JSON.stringify(v13) == f7(0.5)), f9({delta: [f7(new Array(4)), null].map(e => e)}, [new Array(2), new Array(2)].map(e => e)));
let v20 = "alpha beta beta";
if ([{gamma: v20}, [[], f9(JSON.stringify(v3), v3)]].map(e => e)) {
  try {
    console.log(new Array(1));
  } catch (e) { console.log(String(e).length); }
} else {
  let v21 = v15;
}
try {
  let v22 = f7(typeof v20);
} catch (e) { console.log(String(e).length); }
let v23 = f9(v5, new Array(2));
let v24 = v0;
for (let i0 = 0; i0 < 3; i0++) {
  let v25 = (NaN * Infinity);
}

let v0 = {alpha: {beta: ({key: new Array(1)} - NaN), beta: (true << 1e+21)}};
let v1 = 0.5;
console.log(2147483647);
console.log(2);
function f2(p0) {
  console.log((v1 * "item node"));
  for (let i1 = 0; i1 < 3; i1++) {
    %PrepareFunctionForOptimization(255);
  }
  let v3 = ([2, ((a => a + 1) == 255)].map(e => e) & v0);
  let v4 = v0;
  return {alpha: undefined, value: 1};
}
console.log(v0);
let v3 = 42;
if ((f2(Symbol()) << v3.length)) {
  try {
    let v4 = {};
  } catch (e) { console.log(String(e).length); }
} else {
  console.log([Infinity, -1].map(e => e));
}
let v5 = v3;
%IsBeingInterpreted();
if ([([new Array(2), [-0.0]].map(e => e) == function (p) { return p; }), v0].map(e => e)) {
  if ("delta beta item") {
    let v6 = f2(undefined);
  } else {
    let v7 = NaN;
  }
} else {
  let v8 = [f2(v0), (v4 < f2("gamma beta")), -1];
}
if ([v7, [[new Array(0), [v7, v3, 0.5]].map(e => e)]].map(e => e)) {
  let v9 = [v1, 1.5];
} else {
  let v10 = v9;
}
for (let i0 = 0; i0 < 5; i0++) {
  let v11 = 2;
  for (let i1 = 0; i1 < 2; i1++) {
    let v12 = f2(f2(new Array(0)));
    let v13 = f2(v7.length);
  }
}
console.log(f2(true));
console.log("key beta omega");
for (let i0 = 0; i0 < 1; i0++) {
  let v14 = v8;
  for (let i1 = 0; i1 < 3; i1++) {
    let v15 = Math.max;
  }
}
let v16 = [typeof v11, [v13.length, [f2(true), 42].map(e => e), 2]];
console.log(255);
try {
  console.log(f2(Infinity));
} catch (e) { console.log(String(e).length); }
function f17(p0, p1) {
  if (new Array(0)) {
    let v19 = [f2({}), typeof v3].map(e => e);
  } else {
    let v20 = "item";
  }
  let v21 = f2(f2(2));
  return [f2({gamma: (new Array(1) % f2(255)), beta: 2147483647, item: JSON.stringify(v15)}), [new Array(2), 1e-07].map(e => e)].map(e => e);
}
let v18 = v13;
for (let i0 = 0; i0 < 3; i0++) {
  let v19 = typeof v11;
  let v20 = {delta: ((Symbol() & "beta beta gamma") == (255 * {gamma: (new Array(2) * 0.5), value: (a => a + 1)}))};
}

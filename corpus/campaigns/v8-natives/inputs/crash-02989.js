let v0 = "x";
let v1 = v0;
let v2 = v1;
let v3 = {};
let v4 = new Array(3);
try {
  let v5 = ([v2, [3.14159, [v0]].map(e => e)].map(e => e) + v3);
} catch (e) { console.log(String(e).length); }
let v6 = 2;
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log([new Array(4), v6.length]);
  }
  console.log(function (p) { return p; });
}
let v7 = v2;
let v8 = [(false << ("omega omega value" + new Array(1))), "gamma node key"].map(e => e);
let v9 = Math.max;
let v10 = [(({x: JSON.stringify(v8), value: [new Array(4), {value: v4}]} << new Array(2)) - function (p) { return p; }), new Array(0)];
%CompileBaseline(String(v9));
%HaveSameMap([v8, {}].map(e => e), new Array(0));
if ({}) {
  let v11 = v2;
} else {
  let v12 = (typeof v3 == typeof v1);
}
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v13 = NaN;
    let v14 = [];
  }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v15 = -1;
  } catch (e) { console.log(String(e).length); }
  if (v12) {
    console.log(v14);
  } else {
    let v16 = "delta";
  }
}
console.log(v6);
let v17 = [];
try {
  console.log(undefined);
} catch (e) { console.log(String(e).length); }
let v18 = undefined;
let v19 = JSON.stringify(v12);
let v20 = v17.length;
if (v5) {
  let v21 = ({key: v13} << v20);
} else {
  let v22 = ("key node" | JSON.stringify(v12));
}
let v23 = v15;
console.log(v18);
let v24 = [NaN, new Array(2)].map(e => e);
let v25 = v22;
console.log(v19);
let v26 = (a => a + 1);
function f27(p0, p1) {
  try {
    let v29 = null;
  } catch (e) { console.log(String(e).length); }
  console.log("value");
  let v30 = v4;
  console.log([42]);
  return ((v16.length < v0) & 65536);
}
if ([v0, (a => a + 1)].map(e => e)) {
  let v28 = 0;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    let v29 = f27(f27(JSON.stringify(v0), 0.5), f27(v21, -2147483648));
  }
}
let v30 = (1e+21 - function (p) { return p; });
console.log({item: f27(f27(new Array(4), 2147483647), ([] == 7)), value: [1.5, new Array(2)]});
let v31 = v18;
let v32 = f27(f27(f27(1.5, [Symbol(), []]), [42, function (p) { return p; }].map(e => e)), [2, []].map(e => e));
let v33 = v15.length;
function f34(p0) {
  console.log(p0);
  for (let i1 = 0; i1 < 3; i1++) {
    let v35 = new Array(4);
  }
  return Math.max;
}
let v35 = f27(f27([true, 7].map(e => e), v29), Math.max);
let v36 = {key: v25};
let v37 = Math.max;
console.log({key: f27(v19, function (p) { return p; }), omega: f27(1e+21, [1, "key omega x"].map(e => e))});
console.log(-0.0);
let v38 = null;
console.log(new Array(3));
function f39() {
  let v39 = function (p) { return p; };
  if (v25) {
    let v40 = new Array(1);
  } else {
    console.log([v19, "beta"].map(e => e));
  }
  console.log([[[function (p) { return p; }], f27(1, NaN)].map(e => e), new Array(4)].map(e => e));
  let v41 = new Array(0);
  return "alpha node gamma";
}
let v40 = v23;
console.log(JSON.stringify(v35));
if (String(v22)) {
  if (f34(String(v35))) {
    let v41 = undefined;
  } else {
    let v42 = f34(v20);
  }
} else {
  let v43 = {value: [v33, [Symbol(), {node: v20}].map(e => e)].map(e => e), alpha: null, item: JSON.stringify(v6)};
}
%NeverOptimizeFunction(Math.max);

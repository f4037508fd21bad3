let v0 = false;
let v1 = JSON.stringify(v0);
console.log(v0);
let v2 = {key: v1};
let v3 = [{node: 1e-07, alpha: 2147483647}];
let v4 = "gamma delta value";
try {
  let v5 = "alpha omega delta";
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 2; i0++) {
  let v6 = NaN;
}
let v7 = new Array(1);
let v8 = 1e+21;
console.log(v4);
let v9 = typeof v0;
console.log([2147483647]);
let v10 = (new Array(2) & new Array(3));
let v11 = v8;
let v12 = v10.length;
console.log(v12);
for (let i0 = 0; i0 < 4; i0++) {
  try {
    let v13 = [false, new Array(0)];
  } catch (e) { console.log(String(e).length); }
}
console.log(v8);
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = "gamma";
}
if ([v10, {item: "delta node", key: (v2.length % [Infinity, "delta gamma"].map(e => e)), value: Math.max}].map(e => e)) {
  %PrepareFunctionForOptimization([undefined, v2].map(e => e));
} else {
  let v15 = "node";
}
for (let i0 = 0; i0 < 3; i0++) {
  console.log(new Array(3));
}
for (let i0 = 0; i0 < 4; i0++) {
  if (["key", Symbol()].map(e => e)) {
    let v16 = JSON.stringify(v4);
  } else {
    let v17 = -2147483648;
  }
  %PrepareFunctionForOptimization("value x node");
}
function f18(p0) {
  let v19 = [new Array(4), ["beta key item", NaN, ([Math.max, NaN].map(e => e) << "value value")]];
  let v20 = 1.5;
  let v21 = (typeof v12 % (a => a + 1));
  let v22 = null;
  return v1.length;
}
%DebugPrint(new Array(3));
if (([Infinity, String(v10)].map(e => e) + (-2147483648 * (255 + Infinity)))) {
  let v19 = v6;
} else {
  let v20 = v3;
}
console.log(v2);
if ((v7 + [{item: function (p) { return p; }, beta: undefined}, f18("key omega")].map(e => e))) {
  if ([new Array(4)]) {
    let v21 = Math.max;
  } else {
    console.log({item: Infinity, delta: typeof v2});
  }
} else {
  for (let i1 = 0; i1 < 2; i1++) {
    let v22 = (a => a + 1);
    let v23 = [new Array(3), v16].map(e => e);
  }
}
let v24 = v21;
console.log([v23, 65536].map(e => e));
let v25 = [undefined, f18(v20.length), (v8 << v17)];
let v26 = "gamma";
try {
  let v27 = v14;
} catch (e) { console.log(String(e).length); }
function f28(p0, p1) {
  console.log({gamma: {key: f18(f18("alpha key")), alpha: String(v25)}, delta: [], omega: (f18((a => a + 1)) % [{}, function (p) { return p; }].map(e => e))});
  for (let i1 = 0; i1 < 3; i1++) {
    let v30 = JSON.stringify(v1);
  }
  let v31 = f18("alpha x delta");
  return null;
}
let v29 = f18(JSON.stringify(v3));
let v30 = f18(([] % v25.length));
console.log((v23 % [(NaN + [f28(["value value value", new Array(2)].map(e => e), v30), []]), new Array(3)].map(e => e)));
console.log(((({node: 2, gamma: new Array(4)} << (a => a + 1)) * v1) - ([{omega: Infinity}, new Array(1)].map(e => e) == v1)));
console.log(typeof v14);
let v31 = 1e-07;
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v32 = f28((function (p) { return p; } % typeof v14), [[7, []].map(e => e), v7.length].map(e => e));
  } catch (e) { console.log(String(e).length); }
}
for (let i0 = 0; i0 < 2; i0++) {
  let v33 = [[v8, 2147483647].map(e => e), undefined].map(e => e);
  let v34 = v20;
}
let v35 = "value delta value";
let v36 = [f18(v26), [typeof v1, v0].map(e => e)].map(e => e);
function f37() {
  let v37 = ("x alpha" % String(v7));
  return (f18([Math.max, "item key item"].map(e => e)) << new Array(4));
}
console.log(v15);
let v38 = Symbol();
let v39 = v30;
let v40 = {};
let v41 = "delta alpha";
try {
  let v42 = new Array(1);
} catch (e) { console.log(String(e).length); }
function f43() {
  if ((a => a + 1)) {
    let v43 = ([[7, 1e+21].map(e => e), f28(function (p) { return p; }, [f18([[-0.0, null], true].map(e => e))])].map(e => e) - 2147483647);
  } else {
    let v44 = v32;
  }
  %DeoptimizeFunction({x: new Array(2)});
  %DeoptimizeFunction([f18(42), "beta beta"].map(e => e));
  console.log(("beta item" | v21));
  return f28(new Array(2), [(1e+21 << Math.max), undefined].map(e => e));
}
try {
  if (([65536, [(a => a + 1), function (p) { return p; }].map(e => e)].map(e => e) * new Array(0))) {
    let v44 = {delta: ("delta alpha node" << (255 << {})), node: [f37(), 3.14159].map(e => e)};
  } else {
    let v45 = f37();
  }
} catch (e) { console.log(String(e).length); }
let v46 = v14;
let v47 = [JSON.stringify(v13), {value: v15, value: f28(1e+21, 0.5)}].map(e => e);
let v48 = f37();
console.log({value: v33});

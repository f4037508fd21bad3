let v0 = [0.5, [{item: function (p) { return p; }}, []].map(e => e)].map(e => e);
let v1 = 0;
let v2 = 65536;
let v3 = v0;
function f4(p0) {
  try {
    let v5 = Symbol();
  } catch (e) { console.log(String(e).length); }
  %NeverOptimizeFunction(p0);
  let v6 = v5;
  console.log([[[{item: p0, node: v6}, v1].map(e => e)], new Array(1)].map(e => e));
  return new Array(0);
}
let v5 = (("beta value x" + v0) & v3);
try {
  if (1e-07) {
    let v6 = v1;
  } else {
    let v7 = f4(new Array(2));
  }
} catch (e) { console.log(String(e).length); }
console.log([{omega: f4((1e-07 < function (p) { return p; })), node: [true, typeof v0].map(e => e), item: new Array(0)}, (v7 | "item")].map(e => e));
let v8 = (v5 < new Array(0));
console.log(f4(v0));
let v9 = function (p) { return p; };
for (let i0 = 0; i0 < 2; i0++) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log("value");
  }
}
let v10 = {beta: (false << v5), alpha: [{}, [[undefined, 1e+21], (a => a + 1)].map(e => e), f4("key key")], alpha: (v2 & false)};
console.log(v0);
let v11 = ["omega alpha", ([1e-07, [typeof v6]].map(e => e) - undefined)].map(e => e);
console.log(v9.length);
console.log(v7);
console.log(JSON.stringify(v6));
try {
  if (JSON.stringify(v1)) {
    let v12 = -1;
  } else {
    let v13 = false;
  }
} catch (e) { console.log(String(e).length); }
let v14 = f4([[typeof v3], typeof v10].map(e => e));
let v15 = f4([typeof v1, [(a => a + 1), {node: typeof v2, beta: f4(undefined)}].map(e => e)].map(e => e));
try {
  let v16 = (new Array(3) + f4(({value: "node item"} % [v10, String(v10), v14])));
} catch (e) { console.log(String(e).length); }
let v17 = [42, f4(v8)].map(e => e);
let v18 = v0;
let v19 = v14;
console.log(f4(v11.length));
let v20 = 1;
let v21 = v3;
let v22 = (new Array(1) | [{x: NaN}, {delta: v12, omega: {alpha: [v9.length, "node"].map(e => e), key: JSON.stringify(v6), beta: [1e+21, ({beta: f4(v18)} << new Array(1))].map(e => e)}}].map(e => e));
if ([[(f4(Symbol()) + f4(Symbol())), [true, f4(v7), {key: []}]], (f4("gamma node item") << f4(null))].map(e => e)) {
  let v23 = typeof v17;
} else {
  if (typeof v6) {
    let v24 = ([(new Array(2) == true), new Array(0)].map(e => e) << v22);
  } else {
    let v25 = f4(f4(v21));
  }
}
if (String(v18)) {
  if ({omega: [f4(-2147483648), new Array(3)].map(e => e), node: v12}) {
    let v26 = typeof v11;
  } else {
    let v27 = (a => a + 1);
  }
} else {
  console.log([-0.0, (typeof v8 | v20.length)].map(e => e));
}
let v28 = [];
let v29 = v3;
let v30 = [[["item item key", {value: typeof v11, beta: [[1e+21, NaN].map(e => e), [new Array(1), 1e-07].map(e => e)].map(e => e)}].map(e => e), f4({omega: [[], [undefined, 7].map(e => e)].map(e => e), value: (((a => a + 1) | (a => a + 1)) - Symbol()), gamma: v2})].map(e => e), v9];
for (let i0 = 0; i0 < 5; i0++) {
  let v31 = [v12, "x gamma"].map(e => e);
  try {
    let v32 = (a => a + 1);
  } catch (e) { console.log(String(e).length); }
}
try {
  try {
    let v33 = Infinity;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log(f4([v13, String(v33)].map(e => e)));
let v34 = ([v12, v22].map(e => e) % v3);
let v35 = [false, 3.14159].map(e => e);
console.log(v18);
let v36 = new Array(4);
%PrepareFunctionForOptimization((["gamma item key", "value beta x"].map(e => e) < {item: [1e-07, f4(f4(new Array(2))), v23], omega: f4([{}, 0.5].map(e => e))}));
for (let i0 = 0; i0 < 1; i0++) {
  let v37 = v20;
}
let v38 = JSON.stringify(v19);
let v39 = v6;
let v40 = [v31, Infinity].map(e => e);
let v41 = f4(new Array(1));
let v42 = ((typeof v35 < f4(2147483647)) % f4(String(v23)));
let v43 = "value omega key";
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v44 = f4(v13);
  }
} catch (e) { console.log(String(e).length); }
try {
  let v45 = ("gamma x" % v42);
} catch (e) { console.log(String(e).length); }
let v46 = String(v37);
let v47 = {omega: [f4((a => a + 1)), 42].map(e => e), beta: v3};
let v48 = [(v10 < String(v21)), -2147483648, true];
let v49 = 1;
let v50 = String(v26);
function f51(p0, p1) {
  let v53 = [v24.length, ((1e-07 % [new Array(2), [(v43.length % v2), 255, v0]]) & [(a => a + 1), 1.5].map(e => e)), "omega node node"];
  try {
    let v54 = f4(String(v9));
  } catch (e) { console.log(String(e).length); }
  return {gamma: String(v8), key: v30};
}

let v0 = function (p) { return p; };
function f1(p0, p1) {
  let v3 = p1.length;
  let v4 = v3;
  for (let i1 = 0; i1 < 2; i1++) {
    let v5 = [typeof v4, v3, (a => a + 1)];
    %OptimizeFunctionOnNextCall(1e+21);
  }
  return {alpha: (p0 < v5.length), x: p1};
}
let v2 = [v0, ((true < new Array(3)) * f1(1e+21, false))].map(e => e);
try {
  try {
    let v3 = JSON.stringify(v0);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v4 = ((a => a + 1) | f1((function (p) { return p; } < {omega: v0}), typeof v2));
let v5 = ([{omega: (v3.length * "gamma key"), delta: [([[f1("key", false), null].map(e => e), v2] == (a => a + 1)), v2].map(e => e), key: 1.5}, ["x alpha delta", 1e-07].map(e => e)].map(e => e) < function (p) { return p; });
let v6 = v4;
let v7 = v4;
if ((JSON.stringify(v6) % Math.max)) {
  if (new Array(2)) {
    let v8 = [(v5 < "item value omega"), v2].map(e => e);
  } else {
    console.log(({delta: Symbol()} % [f1(42, "value alpha alpha"), v0].map(e => e)));
  }
} else {
  try {
    console.log([f1([{alpha: -0.0, node: new Array(2)}, NaN].map(e => e), [new Array(2), Math.max].map(e => e)), new Array(0)].map(e => e));
  } catch (e) { console.log(String(e).length); }
}
if ((v6 & v6)) {
  let v9 = ["x omega", v3].map(e => e);
} else {
  let v10 = -0.0;
}
let v11 = String(v3);
let v12 = [null, [v0, v6].map(e => e)].map(e => e);
if (v9.length) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v13 = v5;
    let v14 = 1e-07;
  }
} else {
  let v15 = String(v6);
}
%DebugPrint(f1(f1("key gamma alpha", "item item delta"), -2147483648));
let v16 = v12;
let v17 = v16;
let v18 = {beta: ([v0] == f1([v2, 7, v0], [new Array(4), 2147483647]))};
if (v5) {
  let v19 = "item item x";
} else {
  let v20 = ([new Array(3), 2].map(e => e) < v14);
}
let v21 = f1(JSON.stringify(v3), typeof v19);
let v22 = JSON.stringify(v14);
for (let i0 = 0; i0 < 1; i0++) {
  let v23 = JSON.stringify(v11);
  let v24 = String(v19);
}
if (v20) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v25 = [{delta: v3}, v6, Symbol()];
  }
} else {
  let v26 = [(f1("alpha value", 0.5) - ({key: f1(3.14159, v11)} * 3.14159)), "omega alpha delta"].map(e => e);
}
console.log(f1(v11, -2147483648));
function f27(p0, p1) {
  let v29 = f1(v21, JSON.stringify(v13));
  let v30 = "alpha gamma delta";
  console.log(f1("omega", v23));
  let v31 = f1(false, (v4 & v14));
  return String(v31);
}
let v28 = [{omega: f27(typeof v8, String(v8)), alpha: [Symbol(), v17].map(e => e)}, [v15.length, {x: {key: JSON.stringify(v4)}, alpha: -1}].map(e => e)].map(e => e);
for (let i0 = 0; i0 < 2; i0++) {
  let v29 = [v20, [f27(1.5, {node: function (p) { return p; }}), v11].map(e => e)].map(e => e);
}
if ((a => a + 1)) {
  let v30 = new Array(4);
} else {
  let v31 = f27(-2147483648, function (p) { return p; });
}
try {
  let v32 = f27((NaN - 255), {beta: "delta item gamma", item: "item", delta: new Array(2)});
} catch (e) { console.log(String(e).length); }
let v33 = v24;
let v34 = "alpha";
for (let i0 = 0; i0 < 4; i0++) {
  console.log(String(v16));
  let v35 = [];
}
let v36 = ({omega: "x item gamma", node: v18} | v31);
let v37 = [(new Array(0) | [-2147483648, {x: [v33, [v14]].map(e => e), node: "key", alpha: f27(f27((a => a + 1), "value node"), v0)}].map(e => e)), v24].map(e => e);
function f38(p0) {
  try {
    let v39 = -0.0;
  } catch (e) { console.log(String(e).length); }
  let v40 = [(v0 == f27([], true)), {}];
  let v41 = v16;
  let v42 = v36;
  return v28;
}
try {
  let v39 = -2147483648;
} catch (e) { console.log(String(e).length); }
let v40 = [f27(typeof v21, typeof v15)];
let v41 = f1(({alpha: v19, delta: {omega: f1("gamma key", ((a => a + 1) + [new Array(4)]))}} + (a => a + 1)), [v6, (new Array(2) < "alpha beta")].map(e => e));
let v42 = Symbol();
let v43 = (1.5 << f1("value item", v42.length));
let v44 = 1.5;
function f45(p0) {
  if (0.5) {
    let v46 = "key x x";
  } else {
    let v47 = v21;
  }
  if ((f1("node value", new Array(0)) % v25)) {
    let v48 = f27(0.5, [v4, f38(new Array(1))].map(e => e));
  } else {
    let v49 = v23.length;
  }
  let v50 = f38(-0.0);
  return v29;
}
if (false) {
  try {
    let v46 = (([function (p) { return p; }, 1e+21].map(e => e) | Math.max) * v36);
  } catch (e) { console.log(String(e).length); }
} else {
  let v47 = f27("beta", {key: [], beta: JSON.stringify(v25), key: v15});
}
let v48 = v47;
console.log(new Array(0));
let v49 = v30.length;

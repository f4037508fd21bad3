let v0 = [{alpha: ([{gamma: 0.5, gamma: [Symbol(), "node value", (null & [false, new Array(3)].map(e => e))], omega: (a => a + 1)}, new Array(2)].map(e => e) & {key: 1.5, gamma: new Array(1), item: {alpha: [1, Infinity], delta: 0, x: ([new Array(0), undefined].map(e => e) + {delta: {omega: 2, delta: "delta", key: [[[[255, []], "gamma delta delta"].map(e => e), {key: new Array(1), alpha: 0.5}], [new Array(0), [[1e+21, [{alpha: ["key beta delta", 2147483647, [Infinity, {beta: [{}, new Array(2)].map(e => e), gamma: Math.max, omega: -1}]], gamma: [[(a => a + 1), [3.14159]]], beta: new Array(3)}, "delta gamma"].map(e => e)].map(e => e), undefined]].map(e => e)].map(e => e)}, item: {key: (function (p) { return p; } & new Array(4)), item: {delta: (false == [2147483647, [], new Array(0)]), omega: 2, delta: {beta: -1}}}, beta: "delta delta"})}})}, ["alpha"]];
function f1(p0) {
  let v2 = v0;
  let v3 = (v2 - (typeof v0 % 255));
  if ("omega") {
    let v4 = typeof v0;
  } else {
    let v5 = v4;
  }
  console.log([[3.14159, ([v0] * [[[[v0], 1.5].map(e => e), "item value beta"].map(e => e)])].map(e => e), v2]);
  return v5.length;
}
function f2() {
  console.log("value");
  console.log(new Array(1));
  let v2 = f1(NaN);
  return {alpha: ((true | 0) & [1, null].map(e => e)), omega: [[((new Array(2) % [f1(v0), [[3.14159], [[(a => a + 1)], NaN].map(e => e)].map(e => e)]) % v2), "key"], v2, v2]};
}
let v3 = "beta";
function f4() {
  let v4 = v0.length;
  let v5 = f2();
  console.log(function (p) { return p; });
  return v0;
}
%StringCharCodeAt(f2, f1);
let v5 = [String(v0), {beta: v3, alpha: JSON.stringify(v0)}].map(e => e);
console.log(v3);
console.log(JSON.stringify(v0));
for (let i0 = 0; i0 < 3; i0++) {
  let v6 = (v5 % [{item: Infinity, beta: new Array(1)}]);
}
let v7 = [true, [[NaN, null].map(e => e), ["delta item gamma", []].map(e => e)].map(e => e)].map(e => e);
function f8() {
  if (v0) {
    let v8 = typeof v6;
  } else {
    let v9 = ([v6, function (p) { return p; }].map(e => e) < [String(v5), v5].map(e => e));
  }
  try {
    let v10 = NaN;
  } catch (e) { console.log(String(e).length); }
  return ([new Array(3), [v0]].map(e => e) == new Array(1));
}
function f9(p0, p1) {
  let v11 = new Array(1);
  try {
    let v12 = p1;
  } catch (e) { console.log(String(e).length); }
  let v13 = [-2147483648, f4()];
  try {
    let v14 = [f1(typeof p0), JSON.stringify(v7)];
  } catch (e) { console.log(String(e).length); }
  return v11;
}
if (function (p) { return p; }) {
  let v10 = v7;
} else {
  let v11 = v5;
}
function f12(p0, p1) {
  let v14 = [v0, typeof v0].map(e => e);
  console.log(v14);
  let v15 = (Infinity + v14.length);
  return f4();
}
if (v5) {
  if ("key omega omega") {
    let v13 = 0.5;
  } else {
    let v14 = 1e-07;
  }
} else {
  let v15 = f9(v3, f9({}, ["delta node key", 1.5].map(e => e)));
}
let v16 = [];
let v17 = ([v16, [new Array(1), [{gamma: "key omega alpha", value: (["value x", [Symbol(), v11, v6]].map(e => e) | v10)}, {gamma: JSON.stringify(v14), alpha: (1.5 % v14), beta: [[[v3, {item: (String(v13) * JSON.stringify(v7))}].map(e => e)], v13].map(e => e)}].map(e => e)].map(e => e)] < v0);
let v18 = [(v14 & typeof v13), 3.14159].map(e => e);
let v19 = [((Symbol() - [v15]) + 1e+21), 42].map(e => e);
let v20 = v18;
let v21 = (String(v17) << 1e+21);
let v22 = v11;
let v23 = JSON.stringify(v6);
console.log([[[[v15, ((255 & new Array(1)) - v7)], new Array(0)].map(e => e), [(a => a + 1), NaN].map(e => e)].map(e => e), NaN].map(e => e));
let v24 = new Array(1);
for (let i0 = 0; i0 < 3; i0++) {
  if (("alpha delta" < {delta: [f1(new Array(3)), v16].map(e => e), item: v19, beta: ("x beta" < [new Array(1), Infinity].map(e => e))})) {
    let v25 = [(v24.length << Math.max), v17].map(e => e);
  } else {
    let v26 = v13.length;
  }
  for (let i1 = 0; i1 < 2; i1++) {
    let v27 = ([(42 << {x: v22, x: v23.length}), (Symbol() << new Array(2))].map(e => e) - null);
    let v28 = [{gamma: v5, alpha: "beta", node: 1}, (function (p) { return p; } == v18), v14];
  }
}
try {
  try {
    let v29 = String(v19);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log([Symbol(), [String(v7), function (p) { return p; }].map(e => e), v28]);
let v30 = [((3.14159 & [v15, [0, [[[new Array(3), 65536].map(e => e), [{omega: v20, omega: 1e+21, omega: "alpha node"}, v14]].map(e => e), v18, 1e-07]], f8()]) - f1({})), [f1(42), v25].map(e => e)].map(e => e);
if ((v20 % (v24 + f1(function (p) { return p; })))) {
  console.log(v23.length);
} else {
  let v31 = v3;
}
let v32 = [];
let v33 = Math.max;
try {
  console.log(([v26, Symbol()] & JSON.stringify(v5)));
} catch (e) { console.log(String(e).length); }
try {
  let v34 = JSON.stringify(v21);
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  let v35 = String(v30);
  let v36 = (7 * 2);
}
console.log(new Array(4));
for (let i0 = 0; i0 < 1; i0++) {
  %StringCharCodeAt(f8, typeof v6);
  try {
    let v37 = v5;
  } catch (e) { console.log(String(e).length); }
}
let v38 = (a => a + 1);
let v39 = (new Array(2) < v26);
try {
  let v40 = [[[true, "beta value node"].map(e => e), v25].map(e => e), "node"];
} catch (e) { console.log(String(e).length); }
let v41 = v17;
let v42 = v6;
console.log("value x gamma");

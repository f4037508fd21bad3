%HasFastProperties(([[["x", "omega"].map(e => e), false].map(e => e), "node", ["alpha node", [{value: Symbol(), omega: (a => a + 1), beta: "gamma"}]].map(e => e)] << [[1, "alpha gamma item"]]));
let v0 = [1e-07, null].map(e => e);
let v1 = {value: [2147483647, new Array(0)].map(e => e), value: [1.5, 65536]};
let v2 = v0;
try {
  if (true) {
    let v3 = v1;
  } else {
    let v4 = ["beta key delta", (v0 | undefined)].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
let v5 = ["beta key value", "beta"].map(e => e);
console.log(v1);
try {
  let v6 = [(2147483647 % undefined), {delta: (255 == [new Array(4), 3.14159].map(e => e)), x: "key x"}].map(e => e);
} catch (e) { console.log(String(e).length); }
let v7 = [((NaN - new Array(1)) < []), [Infinity, 1e+21]].map(e => e);
if ((a => a + 1)) {
  let v8 = {x: 2147483647};
} else {
  if (1e-07) {
    let v9 = ((a => a + 1) == v2);
  } else {
    let v10 = "gamma beta x";
  }
}
let v11 = (v6 < new Array(4));
for (let i0 = 0; i0 < 2; i0++) {
  console.log([Infinity, []].map(e => e));
}
try {
  console.log(1e-07);
} catch (e) { console.log(String(e).length); }
let v12 = "value item";
if (JSON.stringify(v1)) {
  let v13 = v1;
} else {
  let v14 = (([(a => a + 1), 2].map(e => e) % [new Array(3), 1.5].map(e => e)) | 7);
}
function f15(p0) {
  let v16 = Infinity;
  console.log(v13);
  return 1e-07;
}
let v16 = [(0 % 1e+21), null].map(e => e);
let v17 = [v7];
function f18(p0) {
  let v19 = v8;
  return undefined;
}
let v19 = [v9, v16, (v2 - undefined)];
let v20 = v8;
let v21 = new Array(2);
function f22(p0) {
  let v23 = ("node" % [String(v2), v3]);
  for (let i1 = 0; i1 < 2; i1++) {
    let v24 = -1;
  }
  return v1;
}
for (let i0 = 0; i0 < 2; i0++) {
  let v23 = false;
}
try {
  for (let i1 = 0; i1 < 5; i1++) {
    let v24 = {omega: {x: 1e+21}, gamma: {beta: typeof v21, omega: v2}};
    let v25 = [f22([null, "key node"].map(e => e)), Math.max].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
let v26 = ((v24 + [[], {x: v1}].map(e => e)) << v11);
let v27 = [v21, null].map(e => e);
if (v23) {
  let v28 = "gamma x";
} else {
  let v29 = [[["beta delta", 1e-07].map(e => e), 65536].map(e => e)];
}
let v30 = f18({beta: Symbol()});
function f31(p0) {
  let v32 = new Array(2);
  let v33 = "omega alpha omega";
  let v34 = f15([String(v5), [7, "node item x"].map(e => e)].map(e => e));
  console.log(v17);
  return (p0.length < v3);
}
let v32 = {item: f22(["value x node", "node value x"].map(e => e)), alpha: v21};
try {
  let v33 = v9;
} catch (e) { console.log(String(e).length); }
%NewRegExpWithBacktrackLimit((Math.max * f18(false)), -0.0, v25);
let v34 = -0.0;
let v35 = v6.length;
let v36 = v11;
let v37 = 7;
let v38 = v21;
let v39 = {alpha: f15([42, undefined].map(e => e))};
let v40 = (typeof v13 + typeof v9);
function f41(p0, p1) {
  let v43 = v21;
  console.log((([{omega: new Array(0), gamma: [p1, (v33 * {x: [], value: f18([new Array(0), function (p) { return p; }].map(e => e))})], value: new Array(0)}, Infinity].map(e => e) < v37) == v29));
  return [v36, v21].map(e => e);
}
console.log((v36 < (JSON.stringify(v38) * [1e+21, Symbol()].map(e => e))));
for (let i0 = 0; i0 < 3; i0++) {
  try {
    let v42 = [3.14159, String(v4)];
  } catch (e) { console.log(String(e).length); }
  let v43 = 1;
}

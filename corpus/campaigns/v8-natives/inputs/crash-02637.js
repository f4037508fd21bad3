%NewRegExpWithBacktrackLimit("delta", [[2], [true], {gamma: {delta: false}, node: [], item: "item"}], 0.5);
let v0 = "delta key gamma";
if ((-0.0 | new Array(0))) {
  try {
    let v1 = function (p) { return p; };
  } catch (e) { console.log(String(e).length); }
} else {
  let v2 = "omega";
}
let v3 = [v2, new Array(4)].map(e => e);
function f4(p0) {
  let v5 = ["omega node item", typeof v1].map(e => e);
  return v3;
}
let v5 = f4(String(v0));
console.log(f4(42));
try {
  console.log(JSON.stringify(v3));
} catch (e) { console.log(String(e).length); }
console.log(f4(v3));
let v6 = [];
let v7 = v5;
function f8(p0) {
  let v9 = "beta node node";
  if (f4(function (p) { return p; })) {
    console.log([v0, String(v0)].map(e => e));
  } else {
    let v10 = f4(JSON.stringify(v0));
  }
  let v11 = v7.length;
  console.log(255);
  return 1e-07;
}
console.log(v3);
let v9 = v2;
let v10 = null;
for (let i0 = 0; i0 < 4; i0++) {
  let v11 = f4(typeof v7);
}
let v12 = v3;
let v13 = [v11, v3].map(e => e);
for (let i0 = 0; i0 < 1; i0++) {
  let v14 = [(v6 & new Array(4)), v0].map(e => e);
  if (1.5) {
    let v15 = v12;
  } else {
    let v16 = (v12 < [f8(Symbol()), ["key gamma", 1.5].map(e => e)].map(e => e));
  }
}
if ((v16.length | [v12, f4({})].map(e => e))) {
  let v17 = {};
} else {
  let v18 = "node item";
}
function f19(p0) {
  let v20 = v5;
  let v21 = v17;
  for (let i1 = 0; i1 < 2; i1++) {
    let v22 = v3;
  }
  let v23 = 65536;
  return new Array(4);
}
let v20 = (JSON.stringify(v16) * -1);
%DebugPrint(1e-07);
console.log(v7);
function f21(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v23 = v2;
    let v24 = [];
  }
  return ([v14, v5].map(e => e) < String(v15));
}
let v22 = "key omega x";
console.log([f8([null, 3.14159].map(e => e)), (("beta item gamma" % "alpha x item") << [7, null].map(e => e))].map(e => e));
console.log(([f21(([true] % Math.max), JSON.stringify(v2)), JSON.stringify(v0)] < v14));
console.log({item: v17, node: [v5.length, 1].map(e => e)});
let v23 = [(a => a + 1), String(v14), v0];
let v24 = v18;
console.log(v9);
if (JSON.stringify(v24)) {
  let v25 = (typeof v14 & v2);
} else {
  if ([v1, [v24, f21(3.14159, new Array(3))].map(e => e)].map(e => e)) {
    let v26 = v3;
  } else {
    let v27 = [v20, String(v20)].map(e => e);
  }
}
try {
  let v28 = v16;
} catch (e) { console.log(String(e).length); }
function f29(p0) {
  let v30 = Infinity;
  try {
    console.log(typeof v16);
  } catch (e) { console.log(String(e).length); }
  let v31 = v22.length;
  console.log([v7, [[Math.max, null].map(e => e), f8([[f19([]), f19([])].map(e => e), v27.length])].map(e => e)].map(e => e));
  return v2;
}
if (new Array(1)) {
  let v30 = String(v15);
} else {
  console.log(v30);
}
let v31 = ({} % String(v9));
let v32 = [f21(new Array(1), true), (new Array(1) + [255, "item x"].map(e => e))];
let v33 = v14;
let v34 = ("item beta key" << f21(v25, v28));
console.log("gamma x gamma");
console.log([["delta", "gamma"].map(e => e), JSON.stringify(v13)].map(e => e));
try {
  let v35 = 3.14159;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 3; i0++) {
  console.log(typeof v22);
  let v36 = v26;
}
console.log(v20);
if (3.14159) {
  try {
    let v37 = v17;
  } catch (e) { console.log(String(e).length); }
} else {
  console.log(v5);
}
function f38(p0, p1) {
  let v40 = (v20 % f19([{}, [f21((true % {beta: 1}), Math.max), 255, f21(f29((a => a + 1)), f29("beta gamma key"))]].map(e => e)));
  let v41 = f8([(undefined % []), f8({x: new Array(4), key: 2147483647})].map(e => e));
  return new Array(3);
}
try {
  console.log(["key beta", (new Array(3) << [{node: [], alpha: v6, node: true}, [f4(v33)]].map(e => e))].map(e => e));
} catch (e) { console.log(String(e).length); }
let v39 = v25;
let v40 = String(v11);
let v41 = Symbol();
function f42() {
  console.log(v11);
  for (let i1 = 0; i1 < 1; i1++) {
    let v42 = (Symbol() % Infinity);
  }
  let v43 = ([-1, [{gamma: [false, ["alpha beta", Math.max].map(e => e)].map(e => e), alpha: v17, node: [(f21(2, (a => a + 1)) << {key: [function (p) { return p; }, ["item", -0.0].map(e => e)].map(e => e), delta: f4(["alpha x", 7].map(e => e)), key: [v42, [[f29(JSON.stringify(v1)), new Array(0)], "gamma key"].map(e => e)].map(e => e)}), -1, (Infinity | v9)]}, -0.0].map(e => e)].map(e => e) + [NaN, function (p) { return p; }].map(e => e));
  let v44 = v17;
  return f4(f19((a => a + 1)));
}
let v43 = v14.length;
let v44 = v27;
let v45 = [JSON.stringify(v41), v33].map(e => e);
let v46 = Math.max;

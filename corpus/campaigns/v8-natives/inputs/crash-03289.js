let v0 = (a => a + 1);
function f1() {
  let v1 = {alpha: "alpha alpha"};
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(1.5);
    let v2 = [([[v0.length, v0, ({item: v0, gamma: JSON.stringify(v1)} < function (p) { return p; })], new Array(0)].map(e => e) & [new Array(0), 255].map(e => e)), (v0 % v0)].map(e => e);
  }
  return false;
}
let v2 = true;
let v3 = "node";
%StringCharCodeAt(v3.length, (v2 < ("x" < NaN)));
function f4() {
  if ((3.14159 - [f1(), ((3.14159 < function (p) { return p; }) < function (p) { return p; }), Math.max])) {
    let v4 = ("x delta" << 42);
  } else {
    let v5 = v3;
  }
  console.log(new Array(0));
  return v3;
}
try {
  try {
    console.log("key");
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
try {
  console.log([-0.0, v3].map(e => e));
} catch (e) { console.log(String(e).length); }
let v5 = [v2, (f1() & v0)].map(e => e);
let v6 = "beta x gamma";
if (JSON.stringify(v6)) {
  try {
    let v7 = [[(f4() * v5)], undefined].map(e => e);
  } catch (e) { console.log(String(e).length); }
} else {
  try {
    console.log((String(v2) << "value item delta"));
  } catch (e) { console.log(String(e).length); }
}
try {
  try {
    console.log(typeof v2);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v8 = Infinity;
let v9 = [[(f1() % new Array(4)), v5, (v2 % String(v6))], f1()];
console.log([v9, v6].map(e => e));
let v10 = v2;
let v11 = typeof v9;
try {
  let v12 = [new Array(2), {}];
} catch (e) { console.log(String(e).length); }
let v13 = f1();
let v14 = 3.14159;
for (let i0 = 0; i0 < 1; i0++) {
  console.log([[("item" | 2), -0.0].map(e => e), (a => a + 1)].map(e => e));
}
let v15 = f1();
for (let i0 = 0; i0 < 4; i0++) {
  let v16 = v12.length;
  let v17 = f4();
}
let v18 = v12;
let v19 = v0.length;
let v20 = -1;
let v21 = String(v5);
console.log(f4());
try {
  console.log((function (p) { return p; } < [[function (p) { return p; }, Infinity].map(e => e), f1()].map(e => e)));
} catch (e) { console.log(String(e).length); }
function f22(p0) {
  let v23 = [f4(), f4()];
  let v24 = Symbol();
  return "key node value";
}
function f23() {
  let v23 = 1e+21;
  if (["beta x", v18].map(e => e)) {
    let v24 = typeof v9;
  } else {
    let v25 = [Symbol(), {key: ["x", [null, new Array(1)].map(e => e)].map(e => e)}, {node: f1(), x: [[1.5, undefined].map(e => e), f22("gamma item")].map(e => e), node: ([1e+21, []].map(e => e) - 7)}];
  }
  let v26 = v19;
  let v27 = Symbol();
  return [1e+21, ((new Array(2) & Infinity) + (-0.0 & new Array(0)))].map(e => e);
}
let v24 = [v9, function (p) { return p; }].map(e => e);
console.log(f23());
let v25 = {x: (v18.length % [Infinity, [f23(), JSON.stringify(v7), true]].map(e => e)), alpha: f1()};
let v26 = new Array(4);
try {
  let v27 = v0.length;
} catch (e) { console.log(String(e).length); }
function f28(p0) {
  console.log(typeof v11);
  console.log(v12);
  let v29 = f1();
  let v30 = new Array(3);
  return [String(v29), 1.5, v11];
}
let v29 = v2;
let v30 = v7;
let v31 = v29;
function f32(p0) {
  console.log(String(v17));
  let v33 = {node: (JSON.stringify(v27) == v15), x: Math.max};
  return v15;
}
let v33 = f22([f23(), {node: 1.5, value: v29, beta: (f32(1e-07) + v25)}]);
let v34 = v11;
if (f32(v16)) {
  console.log(new Array(1));
} else {
  let v35 = v33;
}
let v36 = [(v30.length % f4()), JSON.stringify(v9)].map(e => e);
if ([f1(), ({} % typeof v18)].map(e => e)) {
  console.log(v8);
} else {
  let v37 = ({} - f23());
}
console.log(f1());
console.log(v31);
let v38 = "omega";
for (let i0 = 0; i0 < 4; i0++) {
  try {
    %CompileBaseline(f23);
  } catch (e) { console.log(String(e).length); }
}
console.log(typeof v25);
let v39 = f4();
%HaveSameMap([[3.14159, [v6, v9, 2147483647]].map(e => e), f28(65536)].map(e => e), f22);
let v40 = 3.14159;
let v41 = v38;
let v42 = [[v27, (([v37] == new Array(3)) * "alpha value"), f28(f28("x"))], [f22(-0.0), v13].map(e => e)].map(e => e);
let v43 = v14;

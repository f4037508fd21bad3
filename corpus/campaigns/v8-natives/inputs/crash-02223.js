let v0 = [{node: ([new Array(3), {omega: 255, alpha: ((42 << new Array(3)) == [0, Infinity].map(e => e))}].map(e => e) == new Array(3)), gamma: (({delta: {key: new Array(1), alpha: {omega: [undefined, {gamma: new Array(4)}], alpha: new Array(4)}}, omega: 2} % -1) - (a => a + 1))}, true].map(e => e);
let v1 = ["beta value node", 2].map(e => e);
try {
  console.log(JSON.stringify(v0));
} catch (e) { console.log(String(e).length); }
let v2 = new Array(0);
let v3 = [[("alpha delta" - 1e+21), v1].map(e => e), v1].map(e => e);
let v4 = new Array(1);
let v5 = Symbol();
try {
  let v6 = v4;
} catch (e) { console.log(String(e).length); }
let v7 = [[1, v4].map(e => e), undefined];
%DeoptimizeFunction(2147483647);
let v8 = 1e-07;
for (let i0 = 0; i0 < 4; i0++) {
  let v9 = true;
}
let v10 = v8;
let v11 = v10;
let v12 = {item: "value key gamma", item: (v4 | v9)};
function f13() {
  %CompileBaseline(42);
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(Math.max);
  }
  return v10;
}
console.log(v2);
let v14 = 65536;
let v15 = v6;
let v16 = f13();
let v17 = v11;
function f18(p0) {
  if (false) {
    let v19 = f13();
  } else {
    console.log(JSON.stringify(v15));
  }
  try {
    let v20 = f13();
  } catch (e) { console.log(String(e).length); }
  return -0.0;
}
function f19(p0) {
  let v20 = {key: f18(f13())};
  return (a => a + 1);
}
let v20 = new Array(2);
function f21(p0) {
  try {
    let v22 = v12;
  } catch (e) { console.log(String(e).length); }
  return f13();
}
if (String(v10)) {
  if ([0.5, [(a => a + 1), (new Array(0) * 1e-07)].map(e => e)].map(e => e)) {
    console.log(typeof v17);
  } else {
    let v22 = [];
  }
} else {
  if (3.14159) {
    let v23 = [v11.length];
  } else {
    let v24 = typeof v4;
  }
}
if ([v12, -1].map(e => e)) {
  let v25 = f18(new Array(0));
} else {
  let v26 = new Array(2);
}
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v27 = f13();
  } catch (e) { console.log(String(e).length); }
  let v28 = {node: [new Array(4), ("item node x" & new Array(2))].map(e => e), omega: {gamma: -0.0, x: [(Math.max | 3.14159), ({} | new Array(4))].map(e => e), beta: (42 - v17)}, x: v25};
}
let v29 = v23;
if (typeof v5) {
  let v30 = new Array(2);
} else {
  console.log(255);
}
console.log([[new Array(1), v11].map(e => e), (a => a + 1)].map(e => e));
let v31 = f21(f13());
let v32 = (typeof v23 == 2147483647);
try {
  let v33 = v5;
} catch (e) { console.log(String(e).length); }
let v34 = ({alpha: 2, value: [([true, -0.0, f21((2 | Infinity))] << new Array(1)), (function (p) { return p; } * {alpha: (((a => a + 1) + function (p) { return p; }) & "gamma x"), beta: 2})].map(e => e)} - 65536);
if ([[3.14159, v2].map(e => e), {}].map(e => e)) {
  let v35 = ("x omega" | v3.length);
} else {
  let v36 = v25;
}
try {
  for (let i1 = 0; i1 < 2; i1++) {
    let v37 = Math.max;
    let v38 = [v36, []].map(e => e);
  }
} catch (e) { console.log(String(e).length); }
let v39 = new Array(3);
function f40() {
  let v40 = [];
  let v41 = f18({x: NaN});
  console.log((String(v33) & v0.length));
  console.log(null);
  return [String(v8), function (p) { return p; }].map(e => e);
}
function f41(p0) {
  let v42 = v22.length;
  try {
    console.log(JSON.stringify(v24));
  } catch (e) { console.log(String(e).length); }
  let v43 = NaN;
  return f40();
}
console.log(f41(v20));
function f42(p0, p1) {
  try {
    let v44 = [v20];
  } catch (e) { console.log(String(e).length); }
  let v45 = [function (p) { return p; }, [{value: [f21(f18({node: v24, gamma: [v6, v7].map(e => e), x: [v2, f13()].map(e => e)}))], alpha: null, x: p0}, [[v25, "omega delta"].map(e => e)]].map(e => e)].map(e => e);
  let v46 = 1e-07;
  let v47 = [false, v38].map(e => e);
  return f19(new Array(1));
}
console.log(new Array(2));
let v43 = (v5 << "value gamma gamma");

let v0 = null;
let v1 = String(v0);
let v2 = [v0, v1].map(e => e);
let v3 = true;
function f4() {
  let v4 = typeof v3;
  %CompileBaseline({delta: new Array(0)});
  let v5 = "omega omega omega";
  try {
    let v6 = undefined;
  } catch (e) { console.log(String(e).length); }
  return "value key";
}
try {
  let v5 = {item: function (p) { return p; }, node: Infinity};
} catch (e) { console.log(String(e).length); }
let v6 = v0;
let v7 = f4();
console.log(typeof v0);
try {
  let v8 = [String(v2)];
} catch (e) { console.log(String(e).length); }
let v9 = (JSON.stringify(v7) % (f4() << {value: v5, x: JSON.stringify(v8), x: 2147483647}));
let v10 = typeof v9;
if (null) {
  let v11 = 3.14159;
} else {
  let v12 = v11;
}
let v13 = v10;
if (f4()) {
  let v14 = ([(42 * 1.5), [1e-07, [new Array(3), JSON.stringify(v13)]].map(e => e)].map(e => e) == v11);
} else {
  let v15 = new Array(4);
}
let v16 = -1;
function f17() {
  let v17 = (undefined | true);
  let v18 = (1.5 < v13);
  if ([f4(), (f4() < f4())].map(e => e)) {
    let v19 = [f4(), (v12.length % 2147483647)];
  } else {
    let v20 = f4();
  }
  let v21 = ([typeof v8, [42]].map(e => e) % f4());
  return [1e-07, f4()].map(e => e);
}
let v18 = v11.length;
let v19 = v18;
console.log(typeof v11);
let v20 = [];
function f21(p0) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(f4());
    let v22 = v1;
  }
  try {
    let v23 = (a => a + 1);
  } catch (e) { console.log(String(e).length); }
  try {
    let v24 = [typeof v7, f17()].map(e => e);
  } catch (e) { console.log(String(e).length); }
  return v2;
}
function f22(p0, p1) {
  let v24 = ((Infinity << "item omega") | v15);
  let v25 = "omega alpha";
  let v26 = new Array(1);
  return [[("item" < new Array(0)), NaN].map(e => e), (v7 + f17())].map(e => e);
}
for (let i0 = 0; i0 < 2; i0++) {
  %StringCharCodeAt(f4, f21(f21("value key")));
}
function f23(p0) {
  console.log(true);
  return [v13.length, (null + v8)].map(e => e);
}
let v24 = Infinity;
let v25 = ([3.14159, [[[], new Array(3)].map(e => e), v0].map(e => e)] < f17());
let v26 = [String(v13), f17()].map(e => e);
%NeverOptimizeFunction(f22);
let v27 = v14;
try {
  let v28 = Symbol();
} catch (e) { console.log(String(e).length); }
console.log({gamma: JSON.stringify(v16)});
console.log(new Array(1));
let v29 = undefined;
console.log((f22(3.14159, v8) | v24));
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 3; i1++) {
    console.log(v26);
  }
  let v30 = f21([f22(NaN, Math.max), 1e+21].map(e => e));
}
if (v19) {
  for (let i1 = 0; i1 < 3; i1++) {
    let v31 = v7;
    let v32 = v27;
  }
} else {
  if (new Array(0)) {
    let v33 = String(v0);
  } else {
    console.log(f17());
  }
}
console.log(v29);
let v34 = v32;
for (let i0 = 0; i0 < 4; i0++) {
  let v35 = f17();
  let v36 = v13;
}
console.log(-2147483648);
let v37 = Symbol();
let v38 = [v16, new Array(4)].map(e => e);
%HasFastProperties((new Array(1) & ([] % "node")));
console.log(Math.max);

%StringCharCodeAt(1e+21, 1.5);
let v0 = Infinity;
console.log(v0);
console.log(JSON.stringify(v0));
console.log(JSON.stringify(v0));
%NewRegExpWithBacktrackLimit(v0, 1e+21, [["x delta", new Array(1)].map(e => e), (v0.length < v0), 2]);
try {
  let v1 = typeof v0;
} catch (e) { console.log(String(e).length); }
let v2 = false;
function f3() {
  console.log(v1);
  let v3 = 1e-07;
  let v4 = null;
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(({} << (["value node node"] | new Array(3))));
  }
  return JSON.stringify(v0);
}
let v4 = [String(v0), typeof v2].map(e => e);
let v5 = v4;
if ([[new Array(2), v0].map(e => e), 1e-07]) {
  console.log([[1e+21], 7].map(e => e));
} else {
  if ({delta: new Array(4)}) {
    let v6 = new Array(1);
  } else {
    let v7 = [f3(), (7 == (Symbol() % {alpha: (String(v4) < Math.max), gamma: [Symbol(), [{}, false].map(e => e)].map(e => e), node: ["gamma x gamma", [{}, 1.5].map(e => e)].map(e => e)}))].map(e => e);
  }
}
function f8() {
  console.log([v0, v7]);
  return [(a => a + 1), [v5, f3()].map(e => e)].map(e => e);
}
%IsBeingInterpreted();
let v9 = v6;
let v10 = typeof v0;
console.log(3.14159);
let v11 = v5;
for (let i0 = 0; i0 < 2; i0++) {
  let v12 = (f8() * v5);
  let v13 = f3();
}
let v14 = ({x: (v11 < f3()), node: new Array(1)} + [new Array(0), typeof v0].map(e => e));
try {
  let v15 = [f3(), 3.14159].map(e => e);
} catch (e) { console.log(String(e).length); }
let v16 = [[[{item: f8()}, Math.max].map(e => e), [[], new Array(0)].map(e => e)].map(e => e)];
if (JSON.stringify(v6)) {
  let v17 = {x: [v7, v11].map(e => e), node: ((true | 42) + ([[v12, true].map(e => e), [[v10, [{}, null].map(e => e)].map(e => e)], new Array(0)] & new Array(2)))};
} else {
  console.log((v1 < v7));
}
let v18 = undefined;
if (v11) {
  let v19 = JSON.stringify(v7);
} else {
  let v20 = f8();
}
let v21 = v20;
try {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(typeof v2);
    console.log(JSON.stringify(v21));
  }
} catch (e) { console.log(String(e).length); }
function f22(p0, p1) {
  let v24 = [String(v21), f8(), new Array(3)];
  let v25 = 1.5;
  return f3();
}
function f23(p0, p1) {
  if (JSON.stringify(v16)) {
    let v25 = f3();
  } else {
    let v26 = (v2 % v11);
  }
  console.log([f22(true, [NaN, 1e+21].map(e => e)), [1, ([] == v0)]].map(e => e));
  let v27 = Infinity;
  let v28 = v14;
  return (Infinity % {value: {item: {}, delta: f22(1e-07, v17), value: f22(function (p) { return p; }, [[3.14159, v10], Symbol()].map(e => e))}});
}
let v24 = v6.length;
for (let i0 = 0; i0 < 3; i0++) {
  let v25 = v16;
  console.log(((["value item alpha", null].map(e => e) & new Array(0)) & []));
}
let v26 = typeof v25;
let v27 = (1.5 << [v14]);
let v28 = Symbol();
let v29 = f23(new Array(0), String(v26));
let v30 = v18;
let v31 = {};
let v32 = [Math.max, 1.5].map(e => e);
if ([v11, -0.0].map(e => e)) {
  let v33 = v26;
} else {
  let v34 = f23(true, [f8(), v10.length].map(e => e));
}
let v35 = v31;
%OptimizeFunctionOnNextCall(v6);
let v36 = v30;

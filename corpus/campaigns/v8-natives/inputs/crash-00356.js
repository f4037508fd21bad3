%HasFastProperties(0);
function f0(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v1 = ([p0, Math.max].map(e => e) - p0);
  }
  let v2 = v1;
  console.log(JSON.stringify(p0));
  return typeof p0;
}
let v1 = "gamma value";
function f2(p0, p1) {
  let v4 = p1;
  if ([v4, {delta: v4}].map(e => e)) {
    let v5 = (([new Array(0), function (p) { return p; }].map(e => e) + {beta: p0}) + [[[[new Array(0), [(Math.max * []), v4, f0(Symbol())]].map(e => e), v4].map(e => e), [p0, v4].map(e => e)], v1].map(e => e));
  } else {
    let v6 = v5;
  }
  return v5;
}
let v3 = ((String(v1) << (42 + new Array(3))) < v1);
if (v3) {
  let v4 = v3;
} else {
  let v5 = [v1, String(v4)].map(e => e);
}
let v6 = typeof v4;
let v7 = 0.5;
let v8 = v3;
if (typeof v3) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v9 = f2(3.14159, typeof v8);
  }
} else {
  let v10 = 7;
}
let v11 = 0;
let v12 = v3;
let v13 = v9;
try {
  let v14 = {gamma: [v6.length, String(v12)].map(e => e), node: (v7 & v8)};
} catch (e) { console.log(String(e).length); }
let v15 = f0(1);
let v16 = -2147483648;
let v17 = f2(undefined, {beta: v5});
console.log(v1);
let v18 = 2;
let v19 = JSON.stringify(v15);
let v20 = f0(v16);
let v21 = (new Array(1) + ((1 | -0.0) < v10.length));
let v22 = 1;
try {
  let v23 = [String(v21), v11].map(e => e);
} catch (e) { console.log(String(e).length); }
let v24 = [new Array(1), Symbol()].map(e => e);
let v25 = (2147483647 + [[1, new Array(2)].map(e => e), new Array(3)].map(e => e));
console.log((v16 % ([-0.0, [v15]].map(e => e) - f0(-0.0))));
let v26 = v21;
function f27(p0) {
  let v28 = 0.5;
  let v29 = 2147483647;
  let v30 = v22.length;
  return v23;
}
console.log(v10);
console.log(v7);
%DeoptimizeFunction([JSON.stringify(v21), 1].map(e => e));
console.log(f27([String(v1), f0(new Array(1))].map(e => e)));
try {
  let v28 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
let v29 = {};
function f30() {
  for (let i1 = 0; i1 < 1; i1++) {
    let v30 = f0(f0({gamma: [typeof v18, [v15]].map(e => e), omega: v28}));
    let v31 = {};
  }
  let v32 = 3.14159;
  %DeoptimizeFunction(f2(String(v5), (255 * new Array(4))));
  return v17.length;
}
let v31 = ({gamma: v13} - f2(v13, [Infinity, 1e+21].map(e => e)));
let v32 = (v8.length == [f2([[v31, (false * (a => a + 1))].map(e => e)], false), undefined].map(e => e));
let v33 = v6;
let v34 = f2([1e+21, {node: ({} | [])}].map(e => e), v16);
try {
  let v35 = [([["gamma delta beta", v24].map(e => e), []] - f2({omega: 2, node: JSON.stringify(v31), beta: null}, "gamma x beta")), typeof v8].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log(1.5);
function f36(p0, p1) {
  let v38 = {key: 0.5, beta: new Array(2)};
  let v39 = Symbol();
  let v40 = {x: v17};
  if (v4.length) {
    let v41 = v9.length;
  } else {
    console.log(v4);
  }
  return Infinity;
}
console.log((String(v20) == JSON.stringify(v26)));
let v37 = JSON.stringify(v32);
let v38 = v9;
let v39 = {key: v3, item: (a => a + 1), x: v34};
for (let i0 = 0; i0 < 4; i0++) {
  console.log((f27("delta beta gamma") < [f27(new Array(3)), 42].map(e => e)));
}
if (v28.length) {
  let v40 = Math.max;
} else {
  let v41 = [];
}
let v42 = f30();
let v43 = [v31, String(v16)].map(e => e);
function f44() {
  let v44 = f27(new Array(0));
  let v45 = v32;
  let v46 = [[v19.length, v1].map(e => e), v3].map(e => e);
  return String(v13);
}
let v45 = undefined;
let v46 = f2((v11 == null), [false, (3.14159 + "key")].map(e => e));
let v47 = String(v43);
for (let i0 = 0; i0 < 2; i0++) {
  %DeoptimizeFunction(3.14159);
}
let v48 = v16;

let v0 = Infinity;
let v1 = [65536, -0.0];
%NeverOptimizeFunction((Math.max == 1.5));
let v2 = function (p) { return p; };
let v3 = "node";
let v4 = v2;
let v5 = Math.max;
let v6 = {value: typeof v3, item: v2};
for (let i0 = 0; i0 < 2; i0++) {
  let v7 = v2;
}
let v8 = "beta value";
console.log(v0);
for (let i0 = 0; i0 < 4; i0++) {
  if (typeof v4) {
    let v9 = JSON.stringify(v2);
  } else {
    let v10 = ((v2 << v2) - v0);
  }
}
let v11 = [v6, [({x: Math.max, key: 42} & {}), v4].map(e => e)].map(e => e);
try {
  %NeverOptimizeFunction(["omega", false].map(e => e));
} catch (e) { console.log(String(e).length); }
%CreatePrivateSymbol(0.5);
let v12 = v11;
let v13 = "value alpha alpha";
let v14 = 0;
let v15 = v10;
let v16 = -1;
let v17 = JSON.stringify(v6);
try {
  let v18 = v13;
} catch (e) { console.log(String(e).length); }
let v19 = (v0 == "key x omega");
let v20 = [[1.5, typeof v18, -2147483648], v6].map(e => e);
try {
  let v21 = v9;
} catch (e) { console.log(String(e).length); }
let v22 = v7;
let v23 = [function (p) { return p; }, 3.14159].map(e => e);
for (let i0 = 0; i0 < 4; i0++) {
  let v24 = {beta: v21};
}
let v25 = [[[(new Array(3) < new Array(1)), "item"].map(e => e)], 1.5].map(e => e);
if ([v25, 0.5].map(e => e)) {
  if ({gamma: -0.0}) {
    let v26 = new Array(1);
  } else {
    let v27 = [];
  }
} else {
  let v28 = 2;
}
let v29 = "alpha";
let v30 = v15.length;
let v31 = v19.length;
let v32 = v24.length;
let v33 = new Array(1);
let v34 = {beta: "value delta beta", x: ((a => a + 1) + String(v12)), omega: {value: "x x x", item: null}};
let v35 = [];
let v36 = "item gamma";
try {
  console.log(new Array(4));
} catch (e) { console.log(String(e).length); }
let v37 = JSON.stringify(v8);
if (new Array(1)) {
  let v38 = v33;
} else {
  for (let i1 = 0; i1 < 5; i1++) {
    console.log(v17);
  }
}
console.log(new Array(3));
for (let i0 = 0; i0 < 1; i0++) {
  let v39 = (v12 | v10);
  if ((v8 % "node")) {
    let v40 = [{gamma: v4, value: 1e+21, value: 3.14159}, v4].map(e => e);
  } else {
    let v41 = v26;
  }
}
for (let i0 = 0; i0 < 2; i0++) {
  let v42 = typeof v20;
}
let v43 = v42;
let v44 = 0;
let v45 = {beta: String(v20)};
console.log(([Math.max, true].map(e => e) | v28));

let v0 = Infinity;
let v1 = [0.5, v0];
let v2 = false;
let v3 = v2;
let v4 = "omega gamma beta";
%CompileBaseline(new Array(0));
let v5 = new Array(3);
if ([v3, Symbol()].map(e => e)) {
  console.log(0.5);
} else {
  let v6 = [{key: new Array(3), item: v1, alpha: [2, [42, "node alpha item"].map(e => e), v3]}, v1].map(e => e);
}
let v7 = NaN;
let v8 = -2147483648;
let v9 = function (p) { return p; };
function f10(p0, p1) {
  if (v5.length) {
    let v12 = 0;
  } else {
    let v13 = false;
  }
  return [p0, String(v6), {alpha: (undefined * null)}];
}
try {
  for (let i1 = 0; i1 < 3; i1++) {
    let v11 = v6;
  }
} catch (e) { console.log(String(e).length); }
let v12 = [String(v8)];
let v13 = 1;
try {
  let v14 = [];
} catch (e) { console.log(String(e).length); }
let v15 = JSON.stringify(v7);
let v16 = typeof v13;
console.log(v6);
let v17 = ((["x node item", -0.0].map(e => e) % Infinity) % {});
let v18 = v0;
if (-1) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v19 = ((([] < 255) | JSON.stringify(v13)) - v0);
    let v20 = false;
  }
} else {
  let v21 = f10(({key: "omega", key: 3.14159} == 1), "x");
}
let v22 = v21;
let v23 = Infinity;
if (65536) {
  let v24 = (a => a + 1);
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v25 = [typeof v21, v22].map(e => e);
    let v26 = v18;
  }
}
console.log(f10(null, typeof v18));
let v27 = v21;
let v28 = new Array(3);
if (v27) {
  let v29 = new Array(2);
} else {
  let v30 = v4.length;
}
let v31 = (f10(v23, v4) & {node: v2});
if (f10(JSON.stringify(v22), f10(v13, typeof v30))) {
  if ([Symbol(), false, new Array(4)]) {
    let v32 = ([JSON.stringify(v18), v29].map(e => e) == new Array(2));
  } else {
    let v33 = 3.14159;
  }
} else {
  if ([v17, []].map(e => e)) {
    let v34 = v6;
  } else {
    let v35 = [(v12 + {item: 42, x: v28.length, omega: JSON.stringify(v18)}), f10(typeof v24, v28)].map(e => e);
  }
}
let v36 = v30;
console.log([]);
let v37 = new Array(3);
console.log({});
let v38 = f10(v3, function (p) { return p; });
if (v36) {
  let v39 = (String(v18) | 1e-07);
} else {
  let v40 = JSON.stringify(v27);
}
let v41 = (v0 * v36);

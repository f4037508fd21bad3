let v0 = new Array(3);
%StringCharCodeAt(new Array(4), 0.5);
try {
  let v1 = 2;
} catch (e) { console.log(String(e).length); }
let v2 = v0;
if (Infinity) {
  let v3 = ((v2 == typeof v0) % [[v1, new Array(2), v1], null, Infinity]);
} else {
  let v4 = (false & [0, ([1.5] + Math.max)].map(e => e));
}
for (let i0 = 0; i0 < 2; i0++) {
  console.log(new Array(3));
}
function f5(p0, p1) {
  let v7 = function (p) { return p; };
  let v8 = [v7, {node: [String(v0), [("beta gamma x" < [-0.0, 65536].map(e => e)), v2]].map(e => e)}].map(e => e);
  if (v7) {
    console.log({delta: -0.0, omega: new Array(4)});
  } else {
    %ToFastProperties(v4);
  }
  return {item: "x item node", alpha: v0};
}
if (v2) {
  let v6 = v2;
} else {
  console.log((new Array(1) < [[0.5, []].map(e => e), f5(NaN, Infinity)].map(e => e)));
}
let v7 = "key";
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v8 = f5("item", v2);
    let v9 = f5(v8, Math.max);
  }
}
let v10 = [v4.length, (v6 * v4)];
function f11(p0) {
  if (-0.0) {
    console.log((function (p) { return p; } | new Array(3)));
  } else {
    console.log([v4, f5([new Array(0), []].map(e => e), {value: 1e-07})].map(e => e));
  }
  return v7;
}
if (String(v1)) {
  if (f5(v4, 1.5)) {
    let v12 = v10;
  } else {
    let v13 = v12;
  }
} else {
  let v14 = 255;
}
for (let i0 = 0; i0 < 4; i0++) {
  console.log(new Array(1));
  let v15 = [(v10 < -2147483648), {alpha: (("gamma" * new Array(2)) % v4)}].map(e => e);
}
console.log(1e-07);
for (let i0 = 0; i0 < 4; i0++) {
  if (true) {
    let v16 = f5(v9.length, v12);
  } else {
    let v17 = v9.length;
  }
  let v18 = [];
}
console.log([v3, v14.length].map(e => e));
function f19() {
  if ((([{key: -1}, [typeof v10, [[f11("omega"), [[([(a => a + 1), "delta node"].map(e => e) << v16), f5([f11(1.5)], -1), v17], {alpha: (v9 - v9.length), node: v9}].map(e => e)].map(e => e)]]].map(e => e) << f11(new Array(4))) << (Math.max + v12))) {
    let v19 = new Array(2);
  } else {
    let v20 = Math.max;
  }
  let v21 = v3;
  let v22 = v14;
  return v21;
}
function f20() {
  if (v1) {
    let v20 = "gamma";
  } else {
    let v21 = v4;
  }
  let v22 = ((String(v8) < f5([[function (p) { return p; }, (new Array(4) & NaN)].map(e => e), v14, f19()], 1e-07)) % v7);
  for (let i1 = 0; i1 < 1; i1++) {
    let v23 = ({alpha: Math.max} | NaN);
  }
  return 3.14159;
}
if (({} << v9)) {
  let v21 = [v2, f20(), v13];
} else {
  try {
    let v22 = v15;
  } catch (e) { console.log(String(e).length); }
}

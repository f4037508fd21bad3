let v0 = new Array(2);
let v1 = 1;
let v2 = v1;
let v3 = ("x key value" + [v2, 2147483647].map(e => e));
let v4 = (new Array(3) | v0);
console.log(v3.length);
let v5 = "alpha";
let v6 = v0;
%StringCharCodeAt(0, v5);
if (String(v6)) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v7 = new Array(0);
  }
} else {
  console.log([[], v5, 3.14159]);
}
if (Symbol()) {
  let v8 = {x: 42, x: 1e+21, gamma: NaN};
} else {
  let v9 = v6;
}
function f10(p0, p1) {
  let v12 = "item omega";
  let v13 = v9;
  if (v13) {
    let v14 = -1;
  } else {
    let v15 = new Array(2);
  }
  %ToFastProperties([]);
  return new Array(3);
}
let v11 = [v3.length, v9].map(e => e);
let v12 = 42;
let v13 = v3;
let v14 = undefined;
let v15 = v11;
if ((v14 % (f10(new Array(4), "alpha key") * String(v9)))) {
  try {
    let v16 = v0;
  } catch (e) { console.log(String(e).length); }
} else {
  if (f10("value delta", {value: 1e-07})) {
    let v17 = true;
  } else {
    let v18 = Symbol();
  }
}
if ([new Array(2), (v17.length * (true % (a => a + 1)))].map(e => e)) {
  let v19 = [new Array(2), NaN].map(e => e);
} else {
  if ((String(v9) % v4)) {
    let v20 = new Array(0);
  } else {
    let v21 = new Array(3);
  }
}
console.log(f10(v20, 255));
let v22 = (f10({gamma: 0.5, value: f10(null, ["x key", "item item gamma"].map(e => e)), item: v1}, Math.max) | 1e-07);

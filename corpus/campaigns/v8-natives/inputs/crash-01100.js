function f0(p0) {
  let v1 = p0;
  return p0;
}
for (let i0 = 0; i0 < 4; i0++) {
  %NeverOptimizeFunction({});
  for (let i1 = 0; i1 < 5; i1++) {
    let v1 = f0(1e+21);
  }
}
for (let i0 = 0; i0 < 4; i0++) {
  let v2 = typeof v1;
}
console.log(v2);
let v3 = 1.5;
let v4 = JSON.stringify(v2);
try {
  let v5 = 0;
} catch (e) { console.log(String(e).length); }
console.log(-2147483648);
try {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log(v4);
    let v6 = 0;
  }
} catch (e) { console.log(String(e).length); }
let v7 = [(true % [0, Math.max].map(e => e)), JSON.stringify(v4)].map(e => e);
let v8 = undefined;
let v9 = f0(v5);
console.log(JSON.stringify(v1));
let v10 = v2;
let v11 = 65536;
let v12 = [Math.max];
let v13 = ({key: [f0(undefined), v10].map(e => e)} % (a => a + 1));
let v14 = [v7, ([[], null].map(e => e) < v11.length)].map(e => e);
let v15 = String(v5);
for (let i0 = 0; i0 < 4; i0++) {
  let v16 = 0.5;
  if (new Array(2)) {
    console.log((v11 < null));
  } else {
    let v17 = v6;
  }
}
try {
  let v18 = [new Array(0), 0.5, new Array(1)];
} catch (e) { console.log(String(e).length); }
let v19 = new Array(4);
let v20 = v12;
for (let i0 = 0; i0 < 2; i0++) {
  let v21 = f0(v11);
  let v22 = v16;
}
if ((0 == ((new Array(3) - 255) - v16))) {
  try {
    let v23 = "key alpha alpha";
  } catch (e) { console.log(String(e).length); }
} else {
  let v24 = f0([]);
}
%CreatePrivateSymbol(null);
let v25 = [];
try {
  let v26 = function (p) { return p; };
} catch (e) { console.log(String(e).length); }
function f27(p0, p1) {
  let v29 = [1.5, String(v8)].map(e => e);
  let v30 = -2147483648;
  console.log(((("node node" == "beta item key") % new Array(0)) * v14));
  return {value: v7, alpha: 1e+21};
}
let v28 = String(v20);
let v29 = [v17, v22.length].map(e => e);
let v30 = v4;

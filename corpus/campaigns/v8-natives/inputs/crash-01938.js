if ("key") {
  let v0 = -2147483648;
} else {
  let v1 = 3.14159;
}
%CompileBaseline("delta");
try {
  let v2 = 1e-07;
} catch (e) { console.log(String(e).length); }
let v3 = v2;
if (Symbol()) {
  if ([new Array(2), [(v0 & v0.length)]].map(e => e)) {
    let v4 = v1;
  } else {
    console.log([v3, v3].map(e => e));
  }
} else {
  let v5 = (v1 < [65536, 0.5].map(e => e));
}
let v6 = v5;
if ({gamma: v0, alpha: v1, key: Symbol()}) {
  console.log(v2);
} else {
  let v7 = typeof v2;
}
let v8 = new Array(0);
function f9() {
  console.log(typeof v5);
  for (let i1 = 0; i1 < 1; i1++) {
    let v9 = v7;
    let v10 = [[("gamma" - "item x"), Infinity].map(e => e), String(v2)].map(e => e);
  }
  let v11 = true;
  let v12 = ([[v2, [[new Array(0), v10].map(e => e), v0, v4]].map(e => e)] * 255);
  return Infinity;
}
let v10 = new Array(3);
console.log(new Array(2));
let v11 = f9();
let v12 = v7;
try {
  console.log({});
} catch (e) { console.log(String(e).length); }
console.log(v3.length);
if (1e+21) {
  let v13 = [v11.length, v8].map(e => e);
} else {
  let v14 = [f9(), v10].map(e => e);
}
let v15 = typeof v6;
try {
  let v16 = 255;
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 5; i0++) {
  for (let i1 = 0; i1 < 1; i1++) {
    let v17 = v2;
  }
}
if (("beta item" < 0)) {
  let v18 = v14.length;
} else {
  let v19 = [(NaN - v7), [[65536, new Array(0)].map(e => e), v11].map(e => e)].map(e => e);
}
let v20 = [typeof v5, v16.length].map(e => e);
let v21 = undefined;
let v22 = 1;
console.log(v11);

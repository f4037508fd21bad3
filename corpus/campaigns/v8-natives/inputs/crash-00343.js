let v0 = new Array(4);
if ("key x omega") {
  let v1 = "key value omega";
} else {
  console.log(-2147483648);
}
let v2 = (new Array(2) & v0);
let v3 = JSON.stringify(v0);
let v4 = Math.max;
console.log(undefined);
let v5 = 7;
for (let i0 = 0; i0 < 4; i0++) {
  console.log("key item value");
}
try {
  let v6 = ([v5, v3].map(e => e) * "key delta gamma");
} catch (e) { console.log(String(e).length); }
let v7 = Math.max;
console.log((v3 < [0.5]));
try {
  %CompileBaseline(NaN);
} catch (e) { console.log(String(e).length); }
let v8 = (v0 % Math.max);
console.log(v3);
let v9 = Infinity;
if ([Math.max, "x", String(v3)]) {
  let v10 = 42;
} else {
  if (v2) {
    let v11 = new Array(4);
  } else {
    let v12 = Infinity;
  }
}
try {
  if (String(v2)) {
    let v13 = "gamma alpha beta";
  } else {
    let v14 = v12;
  }
} catch (e) { console.log(String(e).length); }
let v15 = 1e-07;
let v16 = typeof v11;
let v17 = 255;
console.log(v1);
console.log("omega beta alpha");

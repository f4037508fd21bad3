%GetOptimizationStatus(1.5);
let v0 = Symbol();
let v1 = ([["delta alpha omega", true].map(e => e), Infinity].map(e => e) * typeof v0);
let v2 = ["x", [{}, false].map(e => e)].map(e => e);
let v3 = Symbol();
let v4 = v0;
let v5 = (a => a + 1);
try {
  let v6 = {};
} catch (e) { console.log(String(e).length); }
let v7 = (v1 | [["omega delta key", (a => a + 1)], v4].map(e => e));
console.log(JSON.stringify(v5));
for (let i0 = 0; i0 < 3; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v8 = String(v3);
  }
  if (false) {
    let v9 = (v4 < v3);
  } else {
    let v10 = [new Array(0), v6];
  }
}
%NewRegExpWithBacktrackLimit([Symbol(), (new Array(3) & function (p) { return p; })].map(e => e), NaN, v6);
console.log(JSON.stringify(v9));
for (let i0 = 0; i0 < 4; i0++) {
  let v11 = v1.length;
}
for (let i0 = 0; i0 < 5; i0++) {
  if ({x: [1, (1e+21 + "x gamma")], beta: undefined}) {
    console.log(["x gamma alpha", v10]);
  } else {
    console.log(v3);
  }
}
let v12 = true;
let v13 = v5;
for (let i0 = 0; i0 < 5; i0++) {
  let v14 = typeof v9;
}
let v15 = ([(Symbol() + "node"), "gamma gamma x"].map(e => e) - {});
let v16 = JSON.stringify(v14);
try {
  let v17 = 2;
} catch (e) { console.log(String(e).length); }
let v18 = (Infinity & v13);
let v19 = [3.14159, String(v14), "key gamma"];

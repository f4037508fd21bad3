let v0 = (a => a + 1);
%NeverOptimizeFunction(["x beta item", 7, true]);
if (undefined) {
  let v1 = [typeof v0, new Array(1)].map(e => e);
} else {
  let v2 = 1e+21;
}
let v3 = 255;
let v4 = [(-0.0 % v2)];
let v5 = -0.0;
if ((JSON.stringify(v4) == [function (p) { return p; }, typeof v5].map(e => e))) {
  let v6 = new Array(0);
} else {
  let v7 = function (p) { return p; };
}
let v8 = 2;
function f9() {
  let v9 = [];
  let v10 = ("value node" % function (p) { return p; });
  return (v10 - 0.5);
}
console.log(["beta alpha node", v1.length].map(e => e));
for (let i0 = 0; i0 < 1; i0++) {
  for (let i1 = 0; i1 < 4; i1++) {
    let v10 = f9();
    console.log("gamma");
  }
  let v11 = "x beta key";
}
if (JSON.stringify(v2)) {
  let v12 = 2;
} else {
  if ({}) {
    let v13 = ("beta omega" == []);
  } else {
    let v14 = 1e-07;
  }
}
let v15 = [JSON.stringify(v0), 42].map(e => e);
let v16 = v11;
console.log([Infinity, v10].map(e => e));
let v17 = f9();
if (((v11 % String(v12)) < [[[[f9(), v14].map(e => e), "beta omega", [null, 1.5]], new Array(4)].map(e => e), f9()].map(e => e))) {
  console.log(["alpha omega value", v11].map(e => e));
} else {
  let v18 = typeof v10;
}
if ([f9(), v2].map(e => e)) {
  let v19 = new Array(3);
} else {
  if ([v7, v2].map(e => e)) {
    let v20 = "gamma";
  } else {
    let v21 = typeof v12;
  }
}
let v22 = v1;
let v23 = (v22 % 255);
let v24 = (a => a + 1);
if (new Array(3)) {
  console.log(v0);
} else {
  %HasFastProperties(f9);
}
console.log(v6);

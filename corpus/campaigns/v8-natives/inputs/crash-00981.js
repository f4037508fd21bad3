let v0 = 65536;
console.log(v0);
let v1 = function (p) { return p; };
let v2 = [[JSON.stringify(v0), v0].map(e => e), "omega value", (v0 * ["item delta item", (typeof v1 == v0.length)])];
let v3 = [-2147483648, v1].map(e => e);
if ([v1, (JSON.stringify(v0) * String(v1)), v3]) {
  let v4 = (1e-07 * true);
} else {
  for (let i1 = 0; i1 < 1; i1++) {
    let v5 = "omega delta item";
  }
}
let v6 = new Array(3);
let v7 = [[{gamma: function (p) { return p; }}, ((null + new Array(2)) & new Array(3)), v6]];
if ([[NaN, -0.0, new Array(0)]]) {
  let v8 = v0;
} else {
  let v9 = v6;
}
try {
  let v10 = [[function (p) { return p; }, v9].map(e => e)];
} catch (e) { console.log(String(e).length); }
%StringCharCodeAt(2, v2);
console.log(String(v10));
let v11 = "beta node item";
let v12 = (1e-07 & [v6, (true + 2147483647)].map(e => e));
console.log(v6);
let v13 = 3.14159;
let v14 = {};
console.log(Symbol());
let v15 = function (p) { return p; };
try {
  let v16 = Symbol();
} catch (e) { console.log(String(e).length); }
try {
  let v17 = Symbol();
} catch (e) { console.log(String(e).length); }
let v18 = new Array(1);
let v19 = v1;
console.log(new Array(3));
try {
  let v20 = [new Array(0), JSON.stringify(v16)].map(e => e);
} catch (e) { console.log(String(e).length); }
try {
  try {
    let v21 = [[v3.length, [{}, [[true, -1].map(e => e), []].map(e => e), []]].map(e => e), typeof v14].map(e => e);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log(v12);
if (v17) {
  let v22 = new Array(4);
} else {
  let v23 = new Array(1);
}
%ToFastProperties(v3);
let v24 = 0;
let v25 = 3.14159;
let v26 = {omega: {value: -2147483648, alpha: "omega key"}, omega: -2147483648, node: v18};
console.log([typeof v8, "item node key"].map(e => e));
let v27 = null;
let v28 = [v17, v24, String(v14)];
console.log(JSON.stringify(v2));
console.log(7);
try {
  try {
    let v29 = v0;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
function f30(p0) {
  if (255) {
    let v31 = v25;
  } else {
    let v32 = [(["alpha", function (p) { return p; }].map(e => e) < {gamma: [Infinity, [{node: (v18 << [0, (a => a + 1)].map(e => e)), value: [new Array(2), v13.length].map(e => e)}, {beta: JSON.stringify(v28)}].map(e => e)].map(e => e), item: 0}), v23].map(e => e);
  }
  if (2) {
    console.log(v9);
  } else {
    let v33 = [v25, new Array(3)].map(e => e);
  }
  return v2;
}
let v31 = v1;
let v32 = v14;
let v33 = v17;
try {
  try {
    let v34 = JSON.stringify(v31);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
console.log(true);
let v35 = -0.0;
let v36 = f30([(Symbol() < Symbol()), (Symbol() & {})].map(e => e));
function f37(p0, p1) {
  if (new Array(4)) {
    let v39 = typeof v26;
  } else {
    let v40 = f30(v32);
  }
  let v41 = new Array(4);
  return null;
}
function f38(p0, p1) {
  console.log(new Array(3));
  let v40 = 1e-07;
  let v41 = JSON.stringify(v7);
  return v4;
}
let v39 = new Array(2);
console.log(false);
console.log("value");
let v40 = Infinity;
let v41 = typeof v31;
let v42 = String(v18);

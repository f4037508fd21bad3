%DeoptimizeFunction([{item: [(a => a + 1)], node: [[new Array(3), new Array(3)].map(e => e), NaN].map(e => e), value: new Array(3)}, ("value" << "beta")].map(e => e));
try {
  for (let i1 = 0; i1 < 4; i1++) {
    let v0 = new Array(2);
    console.log(new Array(4));
  }
} catch (e) { console.log(String(e).length); }
console.log(Math.max);
console.log((v0 + v0));
for (let i0 = 0; i0 < 2; i0++) {
  try {
    let v1 = v0;
  } catch (e) { console.log(String(e).length); }
}
let v2 = 1e-07;
try {
  let v3 = v2;
} catch (e) { console.log(String(e).length); }
console.log([(JSON.stringify(v0) + v1), typeof v0].map(e => e));
let v4 = [v3, Symbol(), new Array(0)];
try {
  for (let i1 = 0; i1 < 1; i1++) {
    let v5 = 1e+21;
    let v6 = 42;
  }
} catch (e) { console.log(String(e).length); }
let v7 = new Array(2);
let v8 = v0;
let v9 = false;
console.log("alpha node");
function f10(p0) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v11 = {};
    let v12 = [];
  }
  let v13 = ([v1] << p0);
  console.log(1.5);
  console.log([(v9.length < 1e-07), new Array(3)].map(e => e));
  return v12;
}
%IsBeingInterpreted();
function f11() {
  if ([typeof v7, ([new Array(4), Infinity].map(e => e) == v7)].map(e => e)) {
    let v11 = f10([v2, ("delta delta delta" + [])].map(e => e));
  } else {
    let v12 = Symbol();
  }
  for (let i1 = 0; i1 < 2; i1++) {
    let v13 = ([{value: null, omega: v7.length}, -1, v6] - ((new Array(3) & false) & function (p) { return p; }));
    let v14 = 7;
  }
  let v15 = String(v13);
  let v16 = [NaN, [v3, v3].map(e => e)];
  return [true, [("item" << [v4]), JSON.stringify(v1)].map(e => e)].map(e => e);
}
let v12 = [v5];
try {
  let v13 = v0;
} catch (e) { console.log(String(e).length); }
function f14(p0) {
  for (let i1 = 0; i1 < 2; i1++) {
    let v15 = null;
  }
  let v16 = f11();
  let v17 = [f10({node: f10([(a => a + 1), 3.14159].map(e => e)), value: Symbol(), value: (1e-07 | ([[[[], "gamma gamma beta"].map(e => e), f10(new Array(4))], 255] & {omega: (a => a + 1), beta: (v12 + f11()), omega: "omega item"}))}), ((Symbol() % Infinity) == JSON.stringify(v3))].map(e => e);
  return v16;
}
let v15 = [f14(v9), new Array(3)].map(e => e);
let v16 = v5;
let v17 = f11();
let v18 = (v7 * f11());
console.log([1.5, v17].map(e => e));
try {
  let v19 = (a => a + 1);
} catch (e) { console.log(String(e).length); }
console.log(f11());
let v20 = {node: ([(a => a + 1), {x: new Array(1), beta: v19.length}].map(e => e) << v18)};
function f21() {
  let v21 = f14(v1);
  for (let i1 = 0; i1 < 1; i1++) {
    let v22 = ["omega item", v12].map(e => e);
  }
  let v23 = (a => a + 1);
  return v2;
}
let v22 = JSON.stringify(v15);
let v23 = [v15, v8].map(e => e);
let v24 = f10([f11(), 1.5].map(e => e));
let v25 = JSON.stringify(v5);
try {
  let v26 = [v9.length, new Array(1)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v27 = v0;
for (let i0 = 0; i0 < 5; i0++) {
  let v28 = (a => a + 1);
}
let v29 = ([f21(), false].map(e => e) << v17);
let v30 = {item: v2, value: ([] == v24)};

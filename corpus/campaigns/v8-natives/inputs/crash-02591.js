let v0 = (([{}, "omega"].map(e => e) * new Array(4)) | new Array(4));
console.log(({item: "item node x", delta: (v0 == String(v0)), x: new Array(4)} & 0.5));
try {
  if (Infinity) {
    console.log([v0, v0].map(e => e));
  } else {
    let v1 = (Symbol() - ("value delta gamma" - v0));
  }
} catch (e) { console.log(String(e).length); }
console.log(v0);
%CreatePrivateSymbol(((null - {}) << v0));
let v2 = [2147483647, [[1, String(v1)].map(e => e), true]].map(e => e);
function f3(p0) {
  let v4 = (-2147483648 + v1);
  return "omega node";
}
let v4 = v0;
function f5(p0) {
  let v6 = (undefined == JSON.stringify(v1));
  if (String(v0)) {
    let v7 = JSON.stringify(v2);
  } else {
    let v8 = f3((a => a + 1));
  }
  for (let i1 = 0; i1 < 1; i1++) {
    let v9 = v7;
    let v10 = (1e-07 & new Array(1));
  }
  let v11 = "key";
  return v6;
}
function f6(p0) {
  %OptimizeFunctionOnNextCall(f5);
  return [new Array(1), (f3(Infinity) | [42, "node alpha beta"].map(e => e))].map(e => e);
}
let v7 = undefined;
console.log((String(v4) * new Array(3)));
try {
  let v8 = [f6([new Array(1), -2147483648].map(e => e)), (true - v0)].map(e => e);
} catch (e) { console.log(String(e).length); }
let v9 = typeof v1;
let v10 = v8;
let v11 = v7;
%DebugPrint(f5);
for (let i0 = 0; i0 < 3; i0++) {
  if (new Array(1)) {
    console.log(v10);
  } else {
    let v12 = 0;
  }
  let v13 = [v0, JSON.stringify(v4)].map(e => e);
}
console.log([[f3("item omega x"), [JSON.stringify(v8), {}]].map(e => e), (v12 | (-0.0 < 0))].map(e => e));
console.log(1.5);
try {
  let v14 = [String(v7), {node: NaN}, v0];
} catch (e) { console.log(String(e).length); }
let v15 = ({node: v11} * f6([1.5, -1].map(e => e)));
%HasFastProperties(f5(v7));
for (let i0 = 0; i0 < 4; i0++) {
  for (let i1 = 0; i1 < 5; i1++) {
    let v16 = "omega key";
  }
}
function f17() {
  console.log((f3(v7) % Symbol()));
  for (let i1 = 0; i1 < 2; i1++) {
    console.log(v1);
  }
  for (let i1 = 0; i1 < 5; i1++) {
    let v17 = typeof v11;
  }
  return (v11 < [([null, -1].map(e => e) & {x: f5([new Array(1), "key"].map(e => e))})]);
}
if (v14) {
  let v18 = new Array(4);
} else {
  let v19 = true;
}
console.log(JSON.stringify(v14));
let v20 = "omega";
for (let i0 = 0; i0 < 3; i0++) {
  let v21 = (0.5 & 1e+21);
  %CompileBaseline(v13);
}
%CreatePrivateSymbol("beta");
let v22 = JSON.stringify(v10);
let v23 = "alpha node delta";
let v24 = v23;
let v25 = Symbol();
for (let i0 = 0; i0 < 5; i0++) {
  let v26 = v18.length;
}
try {
  let v27 = [[42, f5("gamma node node")].map(e => e), new Array(4)].map(e => e);
} catch (e) { console.log(String(e).length); }
console.log(new Array(4));
let v28 = [f3(v19), new Array(1)].map(e => e);
console.log(f3((a => a + 1)));
console.log(42);

let v0 = (true == [1e-07]);
let v1 = 2147483647;
%DebugPrint({omega: undefined});
%PrepareFunctionForOptimization("key");
if ([Symbol(), [v1, 0.5, String(v1)]].map(e => e)) {
  console.log("omega key item");
} else {
  let v2 = new Array(2);
}
function f3(p0, p1) {
  let v5 = -2147483648;
  let v6 = {};
  return [p1];
}
if (v0) {
  let v4 = ((v1.length & NaN) < String(v0));
} else {
  console.log(v0.length);
}
let v5 = new Array(4);
let v6 = {beta: undefined, gamma: v5};
let v7 = 1e+21;
let v8 = v5.length;
console.log(false);
for (let i0 = 0; i0 < 5; i0++) {
  if ([new Array(4), ["alpha value", "node alpha beta"].map(e => e)].map(e => e)) {
    console.log((["value gamma delta", {item: v8, omega: f3(new Array(0), f3(Math.max, 255)), alpha: ([f3(v5.length, 65536), 2, [{}, v0].map(e => e)] + (Infinity + [1e+21, (["x", [[v1, v5.length].map(e => e)]].map(e => e) - [1, 1e-07].map(e => e))]))}, (a => a + 1)] < Math.max));
  } else {
    console.log(v5);
  }
}
try {
  console.log(function (p) { return p; });
} catch (e) { console.log(String(e).length); }
try {
  console.log(typeof v2);
} catch (e) { console.log(String(e).length); }
let v9 = "value beta";
let v10 = {};
for (let i0 = 0; i0 < 4; i0++) {
  if (v7) {
    console.log(f3(v9, 2));
  } else {
    console.log(v10);
  }
  console.log(new Array(3));
}
try {
  let v11 = 1.5;
} catch (e) { console.log(String(e).length); }
console.log(v7);
let v12 = {omega: new Array(4), beta: v1};
let v13 = v0.length;
%NeverOptimizeFunction(f3(new Array(4), f3(Infinity, new Array(3))));
for (let i0 = 0; i0 < 1; i0++) {
  try {
    let v14 = 1e-07;
  } catch (e) { console.log(String(e).length); }
  let v15 = f3((v1.length * f3("key", new Array(2))), function (p) { return p; });
}
console.log(JSON.stringify(v14));
try {
  let v16 = {x: Math.max, omega: 42, node: {}};
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 4; i0++) {
  console.log(v2);
  console.log([v6, [(false < undefined), f3((a => a + 1), -2147483648)].map(e => e)].map(e => e));
}
function f17(p0, p1) {
  for (let i1 = 0; i1 < 2; i1++) {
    console.log("node gamma");
    let v19 = "delta node";
  }
  try {
    let v20 = {omega: "key node value", value: undefined, gamma: (v10.length + "omega")};
  } catch (e) { console.log(String(e).length); }
  if (String(p0)) {
    let v21 = ("node" < 42);
  } else {
    let v22 = v2;
  }
  return new Array(2);
}
let v18 = v11;
console.log(typeof v16);
let v19 = (v5 == {gamma: v10, value: f17("value delta", (7 < Symbol()))});
console.log({value: [v7.length, v0].map(e => e), item: Infinity});
function f20(p0) {
  if (f17([v12, JSON.stringify(v7)].map(e => e), 1e-07)) {
    let v21 = v4;
  } else {
    let v22 = v15;
  }
  return (a => a + 1);
}
let v21 = (v13 % ([1.5, [v19, v10.length]].map(e => e) < typeof v2));
console.log(v19);
let v22 = v7;

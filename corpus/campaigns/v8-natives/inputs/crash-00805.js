let v0 = [];
try {
  console.log((a => a + 1));
} catch (e) { console.log(String(e).length); }
let v1 = -1;
function f2(p0, p1) {
  let v4 = p0;
  return v4;
}
try {
  let v3 = v0;
} catch (e) { console.log(String(e).length); }
console.log(v1);
try {
  %CompileBaseline([new Array(0), false].map(e => e));
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  let v4 = 1e-07;
  console.log([f2("alpha", 1.5), 0.5].map(e => e));
}
console.log(f2(["delta", {}].map(e => e), typeof v0));
console.log(f2([(new Array(2) + new Array(1)), [undefined, (v4 | f2(new Array(3), NaN)), f2(v0, v0)]].map(e => e), "node item item"));
console.log((-2147483648 * {alpha: v4}));
console.log([false, ("delta key gamma" | {gamma: [v1, JSON.stringify(v0)].map(e => e), alpha: {item: f2(f2({x: [f2(1e-07, "item"), new Array(1)].map(e => e), node: {x: v3.length}}, new Array(4)), (new Array(2) - false))}})].map(e => e));
let v5 = Symbol();
let v6 = true;
console.log(v1);
console.log(["x delta item", [(-0.0 % []), (Symbol() * new Array(4))].map(e => e)].map(e => e));
let v7 = new Array(4);
let v8 = f2((f2([1], {alpha: [v7], omega: v7, key: (f2(Infinity, []) & 1.5)}) + JSON.stringify(v3)), v4.length);
%DebugPrint(f2);
try {
  console.log(Math.max);
} catch (e) { console.log(String(e).length); }
if (String(v1)) {
  let v9 = [String(v6), ((0.5 & {beta: [([] == new Array(4)), String(v3)].map(e => e)}) - [v7])];
} else {
  let v10 = 3.14159;
}
for (let i0 = 0; i0 < 4; i0++) {
  if (v10) {
    let v11 = new Array(4);
  } else {
    let v12 = false;
  }
  if ({item: f2(new Array(0), v6)}) {
    let v13 = (v0 & v10.length);
  } else {
    let v14 = {value: v10, x: [String(v7), 1].map(e => e), gamma: 255};
  }
}
for (let i0 = 0; i0 < 2; i0++) {
  %StringCharCodeAt(typeof v10, f2(typeof v3, -2147483648));
  let v15 = v5;
}
let v16 = [[[String(v0), 1].map(e => e), "alpha"], ("beta" * typeof v3)].map(e => e);
console.log((v11 << v1));
for (let i0 = 0; i0 < 2; i0++) {
  console.log(JSON.stringify(v11));
}
for (let i0 = 0; i0 < 1; i0++) {
  if ([2, 1.5].map(e => e)) {
    console.log(JSON.stringify(v16));
  } else {
    let v17 = v4;
  }
  let v18 = {};
}
let v19 = {value: null, item: v14};

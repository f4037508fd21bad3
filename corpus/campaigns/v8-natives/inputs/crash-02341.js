let v0 = (a => a + 1);
try {
  console.log([([1, "value"].map(e => e) + "omega")]);
} catch (e) { console.log(String(e).length); }
function f1(p0, p1) {
  for (let i1 = 0; i1 < 1; i1++) {
    console.log([Infinity, JSON.stringify(v0)].map(e => e));
    console.log({x: String(p1), omega: "gamma x", beta: v0});
  }
  %DeoptimizeFunction(("gamma key" % p0));
  let v3 = 65536;
  let v4 = 0.5;
  return (v3 == Math.max);
}
let v2 = v0;
let v3 = [new Array(2), v0].map(e => e);
let v4 = new Array(2);
console.log([(JSON.stringify(v0) << ("gamma key delta" < "delta beta")), Symbol()].map(e => e));
let v5 = f1(function (p) { return p; }, v0);
let v6 = 0.5;
function f7() {
  for (let i1 = 0; i1 < 4; i1++) {
    console.log(v4);
  }
  console.log(2147483647);
  return {key: v5, beta: v3};
}
if (f1(-0.0, v6)) {
  let v8 = undefined;
} else {
  let v9 = v5;
}
let v10 = 0;
let v11 = {key: [([] * null), (true == [[v6, f1({value: 255}, new Array(1))].map(e => e), typeof v8])].map(e => e)};
function f12() {
  let v12 = v10;
  return v11;
}
let v13 = v8;
let v14 = ([v0, f1(new Array(1), "key node omega")].map(e => e) == [Infinity, function (p) { return p; }].map(e => e));
if (v8) {
  console.log(v8);
} else {
  try {
    let v15 = v13;
  } catch (e) { console.log(String(e).length); }
}
if ([v4, String(v8)].map(e => e)) {
  let v16 = {value: new Array(4), omega: {item: (v2 << JSON.stringify(v0)), alpha: [([new Array(3), "beta beta x"].map(e => e) == String(v13))], item: "node x"}, beta: (false | "node item beta")};
} else {
  try {
    console.log(0.5);
  } catch (e) { console.log(String(e).length); }
}
let v17 = (([] + (new Array(0) & [v16, ((undefined - 1e-07) - false)])) - {value: undefined, x: [Infinity, 65536, v14]});
let v18 = function (p) { return p; };
let v19 = [v3, f12()].map(e => e);
if (new Array(2)) {
  let v20 = ({} % (f7() - f12()));
} else {
  if (v16) {
    let v21 = typeof v0;
  } else {
    let v22 = JSON.stringify(v16);
  }
}
for (let i0 = 0; i0 < 3; i0++) {
  let v23 = {delta: {delta: f1((true < Math.max), f12())}, node: typeof v21};
  try {
    %OptimizeFunctionOnNextCall(f12);
  } catch (e) { console.log(String(e).length); }
}

let v0 = function (p) { return p; };
try {
  let v1 = String(v0);
} catch (e) { console.log(String(e).length); }
%CreatePrivateSymbol(Math.max);
try {
  try {
    let v2 = v0;
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
let v3 = new Array(1);
try {
  try {
    console.log(1.5);
  } catch (e) { console.log(String(e).length); }
} catch (e) { console.log(String(e).length); }
for (let i0 = 0; i0 < 1; i0++) {
  console.log("alpha x key");
}
let v4 = [(NaN % Symbol()), String(v0)].map(e => e);
let v5 = 1e-07;
for (let i0 = 0; i0 < 5; i0++) {
  let v6 = JSON.stringify(v2);
}
function f7(p0) {
  try {
    let v8 = p0;
  } catch (e) { console.log(String(e).length); }
  let v9 = [JSON.stringify(p0)];
  let v10 = v6.length;
  return [JSON.stringify(v9)];
}
try {
  let v8 = {beta: 0.5};
} catch (e) { console.log(String(e).length); }
if (new Array(1)) {
  try {
    let v9 = undefined;
  } catch (e) { console.log(String(e).length); }
} else {
  let v10 = [function (p) { return p; }, Symbol()].map(e => e);
}
console.log(v0);
let v11 = [[v9, v10.length].map(e => e), v0].map(e => e);
console.log([v10, f7(f7(function (p) { return p; }))].map(e => e));
let v12 = ([JSON.stringify(v11), [f7(v3), v11, v8]].map(e => e) < v10);
let v13 = [];
for (let i0 = 0; i0 < 2; i0++) {
  let v14 = "gamma item";
}
let v15 = 2147483647;
try {
  let v16 = v12;
} catch (e) { console.log(String(e).length); }
console.log(v2);
console.log({});
for (let i0 = 0; i0 < 3; i0++) {
  let v17 = [v13, v13];
  let v18 = f7(v3);
}
console.log({beta: 42, x: v18, key: "omega"});
try {
  let v19 = [2147483647, [v4, v4.length].map(e => e)].map(e => e);
} catch (e) { console.log(String(e).length); }

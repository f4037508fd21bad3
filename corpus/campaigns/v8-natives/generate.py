#!/usr/bin/env python3
"""A grammar-based JavaScript generator, run against node's V8 the way V8's own fuzzers run it
(with --allow-natives-syntax): random programs of declarations, functions, loops, objects and
strings, with now and then a call of a V8 runtime function (%Name(...)) on whatever value the
grammar picked. The programs that make node die of a signal (a fatal CHECK: SIGTRAP; a bad
memory access: SIGSEGV) are kept, as a fuzzer keeps its crashes; the others are dropped.

    python3 generate.py --seed 20261129 --count 400 --out inputs/

The same seed, count and node version give the same inputs. campaign.toml records them.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

# Runtime functions and how many arguments each takes (V8 refuses a call of another arity
# before running anything). Whether a call crashes depends on the values the grammar passes.
NATIVES = [
    ("OptimizeFunctionOnNextCall", 1),
    ("PrepareFunctionForOptimization", 1),
    ("DeoptimizeFunction", 1),
    ("NeverOptimizeFunction", 1),
    ("GetOptimizationStatus", 1),
    ("CompileBaseline", 1),
    ("HasFastProperties", 1),
    ("ToFastProperties", 1),
    ("HaveSameMap", 2),
    ("CreatePrivateSymbol", 1),
    ("StringCharCodeAt", 2),
    ("NewRegExpWithBacktrackLimit", 3),
    ("DebugPrint", 1),
    ("IsBeingInterpreted", 0),
]

WORDS = ["alpha", "beta", "gamma", "delta", "omega", "x", "key", "value", "item", "node"]


class Program:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.vars: list[str] = []
        self.funcs: list[tuple[str, int]] = []
        self.lines: list[str] = []
        self.depth = 0

    def name(self, prefix: str) -> str:
        return f"{prefix}{len(self.vars) + len(self.funcs)}"

    def literal(self) -> str:
        r = self.rng
        kind = r.randrange(8)
        if kind == 0:
            return str(r.choice([0, 1, -1, 2, 7, 42, 255, 65536, 2**31 - 1, -(2**31)]))
        if kind == 1:
            return repr(r.choice([0.5, 1.5, -0.0, 3.14159, 1e21, 1e-7]))
        if kind == 2:
            return '"' + " ".join(r.choice(WORDS) for _ in range(r.randrange(1, 4))) + '"'
        if kind == 3:
            return "[" + ", ".join(self.expr(1) for _ in range(r.randrange(0, 4))) + "]"
        if kind == 4:
            fields = (f"{r.choice(WORDS)}: {self.expr(1)}" for _ in range(r.randrange(0, 4)))
            return "{" + ", ".join(fields) + "}"
        if kind == 5:
            return r.choice(["undefined", "null", "true", "false", "NaN", "Infinity"])
        if kind == 6:
            return r.choice(["(a => a + 1)", "function (p) { return p; }", "Math.max", "Symbol()"])
        return f"new Array({r.randrange(0, 5)})"

    def expr(self, depth: int = 0) -> str:
        r = self.rng
        if depth > 2:
            return self.literal()
        kind = r.randrange(9)
        if kind < 2 and self.vars:
            return r.choice(self.vars)
        if kind == 2 and self.funcs:
            f, n = r.choice(self.funcs)
            return f"{f}({', '.join(self.expr(depth + 1) for _ in range(n))})"
        if kind == 3:
            op = r.choice(["+", "-", "*", "%", "&", "|", "<<", "==", "<"])
            return f"({self.expr(depth + 1)} {op} {self.expr(depth + 1)})"
        if kind == 4 and self.vars:
            v = r.choice(self.vars)
            return r.choice([f"{v}.length", f"String({v})", f"JSON.stringify({v})", f"typeof {v}"])
        if kind == 5:
            return f"[{self.expr(depth + 1)}, {self.expr(depth + 1)}].map(e => e)"
        return self.literal()

    def native(self) -> str:
        name, arity = self.rng.choice(NATIVES)
        args = []
        for _ in range(arity):
            if self.funcs and self.rng.random() < 0.4:
                args.append(self.rng.choice(self.funcs)[0])
            else:
                args.append(self.expr(1))
        return f"%{name}({', '.join(args)});"

    def statement(self) -> None:
        r = self.rng
        pad = "  " * self.depth
        kind = r.randrange(12)
        if kind == 0 and self.depth == 0:
            f, n = self.name("f"), r.randrange(0, 3)
            params = [f"p{k}" for k in range(n)]
            self.lines.append(f"function {f}({', '.join(params)}) {{")
            self.depth += 1
            saved = self.vars
            self.vars = self.vars + params
            for _ in range(r.randrange(1, 5)):
                self.statement()
            self.lines.append(f"  return {self.expr()};")
            self.vars = saved
            self.depth -= 1
            self.lines.append("}")
            self.funcs.append((f, n))
        elif kind == 1 and self.depth < 2:
            self.lines.append(f"{pad}for (let i{self.depth} = 0; i{self.depth} < {r.randrange(1, 6)}; i{self.depth}++) {{")
            self.depth += 1
            for _ in range(r.randrange(1, 3)):
                self.statement()
            self.depth -= 1
            self.lines.append(f"{pad}}}")
        elif kind == 2 and self.depth < 2:
            self.lines.append(f"{pad}if ({self.expr()}) {{")
            self.depth += 1
            self.statement()
            self.depth -= 1
            self.lines.append(f"{pad}}} else {{")
            self.depth += 1
            self.statement()
            self.depth -= 1
            self.lines.append(f"{pad}}}")
        elif kind == 3 and self.depth < 2:
            self.lines.append(f"{pad}try {{")
            self.depth += 1
            self.statement()
            self.depth -= 1
            self.lines.append(f"{pad}}} catch (e) {{ console.log(String(e).length); }}")
        elif kind == 4 and r.random() < 0.3:
            self.lines.append(pad + self.native())
        elif kind in (5, 6) and self.vars:
            self.lines.append(f"{pad}console.log({self.expr()});")
        else:
            v = self.name("v")
            self.lines.append(f"{pad}let {v} = {self.expr()};")
            self.vars.append(v)

    def text(self, statements: int) -> str:
        for _ in range(statements):
            self.statement()
        return "\n".join(self.lines) + "\n"


def crashes(path: str) -> bool:
    """Whether node dies of a signal on the program (a fatal error or a bad access)."""
    try:
        run = subprocess.run(
            ["node", "--allow-natives-syntax", path],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=10,
        )
    except subprocess.TimeoutExpired:
        return False
    return run.returncode < 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, required=True, help="crashing programs to keep")
    ap.add_argument("--out", required=True)
    ap.add_argument("--max-tries", type=int, default=20000)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    kept = tries = 0
    with tempfile.TemporaryDirectory() as tmp:
        while kept < args.count and tries < args.max_tries:
            rng = random.Random(f"{args.seed}/{tries}")
            text = Program(rng).text(rng.randrange(20, 60))
            tries += 1
            probe = os.path.join(tmp, "probe.js")
            with open(probe, "w") as f:
                f.write(text)
            if crashes(probe):
                with open(os.path.join(args.out, f"crash-{tries - 1:05}.js"), "w") as f:
                    f.write(text)
                kept += 1
    print(f"{kept} crashing programs of {tries} generated", file=sys.stderr)
    return 0 if kept == args.count else 1


if __name__ == "__main__":
    sys.exit(main())

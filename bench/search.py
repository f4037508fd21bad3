"""The report's section on whittle's search against classic ddmin, greedy deletion, CDD and WDD on
synthetic cases (`--search`): runs examples/search.rs, stores its JSON as <results>/search.json,
and renders that file as markdown."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
import time
from pathlib import Path

from common import REPO, SCRIPT, fmt_num, fmt_ratio, mean, ratio, stamp

SEARCH_JSON = "search.json"


def run_search(args, argv) -> int:
    """Runs examples/search.rs (whittle's search and the reference searches on synthetic cases)
    and stores its JSON as <results>/search.json."""
    cmd = ["cargo", "run", "--quiet", "--release", "--example", "search", "--",
           "--n", str(args.search_n), "--seeds", str(args.search_seeds)]
    print(f"[bench] {shlex.join(cmd)}", flush=True)
    started = stamp(argv)
    t0 = time.monotonic()
    p = subprocess.run(cmd, cwd=REPO, stdout=subprocess.PIPE, text=True)
    if p.returncode != 0:
        print(f"[bench] the search example failed (exit {p.returncode})", file=sys.stderr)
        return 1
    data = json.loads(p.stdout)
    data["meta"] = dict(started, example=shlex.join(cmd[cmd.index("--") + 1:]),
                        wall_s=round(time.monotonic() - t0, 1))
    results_dir = Path(args.results).resolve()
    results_dir.mkdir(parents=True, exist_ok=True)
    (results_dir / SEARCH_JSON).write_text(json.dumps(data, indent=1) + "\n")
    print(f"[bench] wrote {results_dir / SEARCH_JSON}")
    return 0


def search_section(data: dict, rel: str) -> list[str]:
    meta = data.get("meta", {})
    n, rows, passes = data["n"], data["subset"], data.get("passes", [])
    L = ["## Search on synthetic cases", ""]
    L.append(f"Oracle calls of whittle's search and of two reference searches on the *subset model*: "
             f"{n} elements, one a line (`e0` ... `e{n - 1}`), interesting iff every line of a fixed random "
             f"subset is still there; subsets of 1, 10, 50 and 90 % of the elements (seeds 1-{data['seeds']}, "
             "figures are means over the seeds), and the input already minimal (100 %). whittle runs "
             "in-process through its library API (`reduce` with an `FnJudge`, `-j 1`), with only its "
             "`lines` pass and with the `generic` preset. *ddmin* is classic delta debugging (Zeller and "
             "Hildebrandt 2002: n = 2, subsets then complements, then double n); *greedy* deletes one "
             "element at a time, sweeping from the end (or the start) until a sweep deletes nothing; "
             "*CDD* is counter-based delta debugging (Zhang et al. 2024, the simplification of ProbDD: "
             "in round r, runs of round(-1/ln(1 - p_r)) elements with p_r = 0.1/(1 - 1/e)^r, each tried "
             "once, down to single elements); *WDD* is weighted delta debugging (Zhou et al. 2025: ddmin "
             "with parts of equal weight, here an element's bytes). "
             "Every search counts the calls that reached the oracle; the references have a cache of "
             "configurations already tested, and whittle its own verdict cache. Ratios below 1 favour "
             "whittle; *greedy* in a ratio is the better of the two sweeps.")
    L.append("")
    L.append(f"Regenerate with `python3 {SCRIPT} --search` (runs `cargo run --release --example "
             f"search -- {meta.get('example', '')}`); raw data: [`{rel}/{SEARCH_JSON}`]({rel}/{SEARCH_JSON}); "
             f"{meta.get('date', '?')}, commit {meta.get('commit', '?')}.")
    L.append("")
    head = "| needed | ddmin | greedy end / start | CDD | WDD |"
    sep = "| ---: | ---: | ---: | ---: | ---: |"
    for name in passes:
        head += f" whittle `{name}` | ÷ ddmin | ÷ greedy | `-j 2` |"
        sep += " ---: | ---: | ---: | ---: |"
    L += [head, sep]
    bounds = {name: {"ddmin": [], "greedy": None} for name in passes}
    problems = []
    for pct in sorted({r["percent"] for r in rows}):
        rs = [r for r in rows if r["percent"] == pct]
        dd = mean(r["ddmin"] for r in rs)
        ge, gs = mean(r["greedy_end"] for r in rs), mean(r["greedy_start"] for r in rs)
        greedy = min(ge, gs)
        needed = rs[0]["needed"]
        cdd = mean(r["cdd"] for r in rs) if all("cdd" in r for r in rs) else None
        wdd = mean(r["wdd"] for r in rs) if all("wdd" in r for r in rs) else None
        line = (f"| {pct} % ({needed}) | {fmt_num(dd)} | {fmt_num(ge)} / {fmt_num(gs)} "
                f"| {fmt_num(cdd) if cdd is not None else '-'} | {fmt_num(wdd) if wdd is not None else '-'} |")
        for name in passes:
            w = mean(r["whittle"][name]["calls"] for r in rs)
            w2 = mean(r["whittle"][name]["calls_j2"] for r in rs)
            rd, rg = ratio(w, dd), ratio(w, greedy)
            line += f" {fmt_num(w)} | {fmt_ratio(rd)} | {fmt_ratio(rg)} | {fmt_num(w2)} |"
            if pct == 100:
                bounds[name]["greedy"] = rg
            else:
                bounds[name]["ddmin"].append((rd, pct))
            for r in rs:
                run = r["whittle"][name]
                if not run["minimal"]:
                    problems.append(f"`{name}` missed the minimum ({pct} %, seed {r['seed']})")
                if not run["same_at_j2"]:
                    problems.append(f"`{name}` gave another result at `-j 2` ({pct} %, seed {r['seed']})")
        L.append(line)
    L.append("")
    L.append("Bounds (issue \"pass manager\"): whittle's calls at most 0.8 times ddmin's on every "
             "subset share (means over the seeds), and at most 1.15 times greedy's when the input "
             "is already minimal.")
    L.append("")
    for name in passes:
        worst = max(bounds[name]["ddmin"], default=(None, None))
        g = bounds[name]["greedy"]
        dd_ok = worst[0] is not None and worst[0] <= 0.8
        g_ok = g is not None and g <= 1.15
        L.append(f"- `{name}`: ÷ ddmin at most {fmt_ratio(worst[0])} (at {worst[1]} %): "
                 f"{'met' if dd_ok else '**missed**'}; ÷ greedy on the minimal input "
                 f"{fmt_ratio(g)}: {'met' if g_ok else '**missed**'}")
    minimal = [r for r in rows if r["percent"] == 100]
    for name in passes:
        by = minimal[0]["whittle"][name].get("by_pass") if minimal else None
        if by and len(by) > 1:
            parts = ", ".join(f"{p} {c}" for p, c in by if c)
            L.append(f"- `{name}` on the minimal input, calls by pass: {parts}")
    if problems:
        L.append("- " + "; ".join(problems))
    else:
        L.append("- every whittle run reached the minimum, with the same result at `-j 1` and `-j 2`")
    if not all(r["references_minimal"] for r in rows):
        L.append("- **a reference search missed the minimum** (a bug in examples/search.rs)")
    if passes and all("cdd" in r for r in rows):
        first = passes[0]
        better, worse = [], []
        for pct in sorted({r["percent"] for r in rows}):
            rs = [r for r in rows if r["percent"] == pct]
            w = mean(r["whittle"][first]["calls"] for r in rs)
            c = mean(r["cdd"] for r in rs)
            (better if c < w else worse).append(f"{pct} % ({fmt_ratio(ratio(c, w))})")
        L.append(f"- CDD ÷ whittle `{first}`: fewer calls at {', '.join(better) or 'no share'}; "
                 f"as many or more at {', '.join(worse) or 'no share'}"
                 + ("" if all(r.get("cdd_minimal", True) for r in rows)
                    else " (CDD missed the minimum on some seeds: it is not 1-minimal by design)"))
    L.append("")
    ints = data.get("integers") or []
    if ints:
        L.append("### Integer lists")
        L.append("")
        L.append("A list of integers, one per line, interesting iff a condition holds (conditions and "
                 "minima from the Hypothesis shrinking notebook); random starting lists (seeds "
                 f"1-{data['seeds']}); whittle with the `generic` preset, which shrinks numbers with its "
                 "`literals` pass. Calls are means over the seeds (least-most).")
        L.append("")
        L.append("| condition | minimum | reached | whittle calls | `-j 2` | calls by pass (first seed) |")
        L.append("| --- | --- | ---: | ---: | ---: | --- |")
        minima = {"sum >= 500": "`500`", "at least 10 distinct": "`0`..`9`", "first > second": "`1`,`0`",
                  "len > max": "`0`"}
        for cond in dict.fromkeys(r["condition"] for r in ints):
            rs = [r for r in ints if r["condition"] == cond]
            calls = [r["calls"] for r in rs]
            by = ", ".join(f"{p} {c}" for p, c in rs[0].get("by_pass", []) if c)
            same = "" if all(r["same_at_j2"] for r in rs) else " (another result at `-j 2`)"
            L.append(f"| {cond} | {minima.get(cond, '?')} | {sum(r['minimal'] for r in rs)}/{len(rs)} "
                     f"| {fmt_num(mean(calls))} ({min(calls)}-{max(calls)}) "
                     f"| {fmt_num(mean(r['calls_j2'] for r in rs))}{same} | {by} |")
        L.append("")
    return L

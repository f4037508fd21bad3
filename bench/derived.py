"""whittle with derived passes only beside its full presets: the C, JavaScript and Rust corpus
run with `--derived-only --preset grammar` (the language's query files left out, the facts of
its grammar derived, the general preset) into <results>/derived/, shown next to the full
presets' rows of the main run. Regenerate with

    python3 bench/bench.py --reducers whittle --cases c,javascript,rust --cap 300 \\
        --whittle-args '--derived-only --preset grammar' --results bench/results/derived --resume

then `--report-only --resume` for the main report."""

from __future__ import annotations

import json
import os
import statistics
from pathlib import Path

from common import fmt_num, md

DERIVED_DIR = "derived"


def stored_runs(results_dir: Path) -> tuple[dict, list[dict]] | None:
    """The derived run's meta and rows: results.json, or results.partial.json if newer."""
    found = [p for p in (results_dir / "results.json", results_dir / "results.partial.json")
             if p.is_file()]
    if not found:
        return None
    data = max((json.loads(p.read_text()) for p in found),
               key=lambda d: d["meta"].get("date", ""))
    return data["meta"], data["runs"]


def cell(r: dict | None) -> str:
    if r is None:
        return "not run"
    capped = " (capped)" if r.get("capped") else ""
    ok = "" if r.get("interesting") else ", **not interesting**"
    return f"{r['final_bytes']} / {r['final_tokens']}{capped}{ok}"


def derived_section(results_dir: Path, records: list[dict], md_dir: Path) -> list[str]:
    """The section, or nothing when no derived run is stored."""
    stored = stored_runs(results_dir / DERIVED_DIR)
    if stored is None:
        return []
    meta, runs = stored
    derived = {r["case"]: r for r in runs if r["reducer"] == "whittle"}
    full = {r["case"]: r for r in records if r["reducer"] == "whittle"}
    rel = os.path.relpath(results_dir / DERIVED_DIR, md_dir)
    versions = sorted({r["version"] for r in derived.values()})
    L = ["## Derived passes only", ""]
    L.append("The C, JavaScript and Rust corpus with whittle's passes derived from the grammar alone "
             f"(`{md(meta.get('whittle_args', ''))}`: no query file of the language, the general "
             "`grammar` preset), beside the full presets' rows of the main run above (both whittle; "
             "their versions are under the table). Raw data: "
             f"[`{rel}/`]({rel}/results.json). Load average at the start of the derived run: "
             f"{meta.get('machine', {}).get('loadavg_start', '?')}.")
    L.append("")
    L.append("| case | input tokens | full preset bytes / tokens | calls | wall s "
             "| derived only bytes / tokens | calls | wall s | tokens, derived / full |")
    L.append("|---|---:|---|---:|---:|---|---:|---:|---:|")
    ratios = []
    for case in sorted(derived):
        d, f = derived[case], full.get(case)
        ratio = ""
        if f and f["final_tokens"]:
            x = d["final_tokens"] / f["final_tokens"]
            ratios.append(x)
            ratio = f"{x:.2f}"
        L.append(f"| {case} | {d['input_tokens']} | {cell(f)} | "
                 f"{fmt_num(f['oracle_calls']) if f else ''} | {fmt_num(f['wall_s']) if f else ''} | "
                 f"{cell(d)} | {fmt_num(d['oracle_calls'])} | {fmt_num(d['wall_s'])} | {ratio} |")
    L.append("")
    if ratios:
        same = sum(1 for x in ratios if x <= 1.0)
        L.append(f"{len(ratios)} cases; derived passes alone end with at most the full preset's "
                 f"tokens on {same}; median ratio of tokens {statistics.median(ratios):.2f}, "
                 f"largest {max(ratios):.2f}. Derived only: "
                 f"{', '.join(md(v) for v in versions)}; full presets: "
                 f"{', '.join(md(v) for v in sorted({full[c]['version'] for c in derived if c in full}))}.")
        L.append("")
    return L

"""Sizes at fixed wall-clock checkpoints (common.CHECKPOINTS: 60, 300 and 900 s). A run's row keeps
them (`checkpoints`, recorded by the runner from copies of the file it took as the run passed each
one); a row from before that is read from its size series. The report's section "Size at 60 s,
300 s and 900 s", and the comparison of whittle's checkpoints with those of an earlier results
directory (--baseline), which flags a case whose whittle is larger than the baseline's beyond a
noise margin (MARGIN_PCT % of the baseline's tokens or MARGIN_TOKENS, whichever is larger, over
the baseline's size at (1 - TIME_SLACK) of the checkpoint's time)."""

from __future__ import annotations

import json
import math
import os
import statistics
from pathlib import Path

from cases import Case, languages
from common import CHECKPOINTS, md

# --baseline's noise: tokens (MARGIN_PCT % of the baseline's, at least MARGIN_TOKENS) and time (this
# run's value at c against the baseline's at (1 - TIME_SLACK)·c). bench/README.md says why.
MARGIN_PCT = 5.0
MARGIN_TOKENS = 2
TIME_SLACK = 0.2


def at_checkpoints(rec: dict, points: list) -> dict[int, dict | None]:
    """checkpoint -> {"bytes", "tokens" (None: not known), "final" (the run had ended: its result),
    "capped_before" (it was capped before the checkpoint: its size at the cap), "from_series"};
    None for a row without a result. A row without stored checkpoints is read from its size series
    ([seconds, bytes(, tokens)]): the last point at or before the checkpoint, whose tokens only
    whittle's points carry (and the first point, the input, whose tokens the row has)."""
    if rec.get("status") == "skipped" or "final_tokens" not in rec:
        return {c: None for c in CHECKPOINTS}
    stored, out = rec.get("checkpoints") or {}, {}
    for c in CHECKPOINTS:
        if str(c) in stored:
            v = dict(stored[str(c)])
        elif c >= rec["wall_s"] or (rec.get("capped") and c >= rec["cap_s"]):
            v = {"bytes": rec["final_bytes"], "tokens": rec["final_tokens"], "final": True}
        else:
            before = [p for p in points if p[0] <= c]
            if not before:
                out[c] = None
                continue
            p = before[-1]
            tokens = p[2] if len(p) > 2 else (rec["input_tokens"] if p is points[0]
                                              and p[1] == rec["input_bytes"] else None)
            v = {"bytes": p[1], "tokens": tokens, "at_s": p[0], "from_series": True}
        v["capped_before"] = bool(v.get("final") and rec.get("capped") and rec["cap_s"] < c)
        out[c] = v
    return out


def label(c: int) -> str:
    return f"{c} s"


def title() -> str:
    names = [label(c) for c in CHECKPOINTS]
    return "Size at " + (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0])


def cell(v: dict | None, best: int | None = None) -> str:
    """A checkpoint's tokens as the tables show them: `—` unknown, `*` size at an earlier cap,
    bold the fewest of the case."""
    if v is None or v.get("tokens") is None:
        return "—"
    s = str(v["tokens"])
    if best is not None and v["tokens"] == best:
        s = f"**{s}**"
    return s + ("\\*" if v.get("capped_before") else "")


def checkpoint_section(ran: list, cases: list[Case], by: dict, series: dict) -> list[str]:
    """Per case, each reducer's tokens at every checkpoint beside its final tokens, and how often
    whittle has the fewest at each."""
    head = " | ".join(label(c) for c in CHECKPOINTS)
    rows, derived, L = [], 0, []
    whittle = next((r for r in ran if r.name == "whittle"), None)
    wins = {c: [0, 0] for c in CHECKPOINTS}         # whittle has the fewest, cases compared
    for lang in languages(cases):
        table = []
        for c in (c for c in cases if c.lang == lang):
            vals = {}
            for r in ran:
                x = by.get((c.id, r.name))
                if x and "final_tokens" in x:
                    vals[r.name] = (x, at_checkpoints(x, series.get(c.id, {}).get(r.name, [])))
                    derived += "checkpoints" not in x
            if not vals:
                continue
            best = {}
            for k in CHECKPOINTS:
                known = [v[k]["tokens"] for x, v in vals.values() if v[k] and v[k].get("tokens") is not None
                         and (x.get("interesting") or not v[k].get("final"))]
                best[k] = min(known) if known else None
                if whittle and whittle.name in vals and len(vals) > 1 and len(known) == len(vals):
                    wins[k][1] += 1
                    wins[k][0] += vals[whittle.name][1][k]["tokens"] == best[k]
            fin = min((x["final_tokens"] for x, _ in vals.values() if x.get("interesting")), default=None)
            first = True
            for name, (x, v) in vals.items():
                final = (f"**{x['final_tokens']}**" if x["final_tokens"] == fin else str(x["final_tokens"])) \
                    + ("" if x.get("interesting") else " !")
                table.append(f"| {f'`{c.name}`' if first else ''} | {name} | "
                             + " | ".join(cell(v[k], best[k]) for k in CHECKPOINTS)
                             + f" | {final} | {x['wall_s']:.1f}{' (cap)' if x.get('capped') else ''} |")
                first = False
        if table:
            rows += [f"### {lang}", "", f"| case | reducer | {head} | final | wall s |",
                     "| --- | --- |" + " ---: |" * (len(CHECKPOINTS) + 2)] + table + [""]
    if not rows:
        return []
    L += [f"## {title()}", "",
          "Tokens of the file each reducer updates as it stood at each checkpoint of wall time (the "
          "last state the sampler read at or before that second), beside the final tokens: how far a "
          "reducer gets in a minute, five and fifteen, not only where it ends. A run that ended before "
          "a checkpoint shows its result there; `*`: the run was capped before the checkpoint, so "
          "the value is its size at the cap (a longer run might have gone further). Bold: the fewest "
          "of the case (results that fail the harness's re-check, marked `!`, are not counted). "
          "Counted as the final tokens are (`whittle --count-tokens`), from a copy of the file the "
          "runner keeps at each checkpoint."]
    if derived:
        L += ["", f"{derived} rows ran before the runner kept those copies: their values are read "
              "from their size series (the last point at or before the checkpoint), whose points "
              "carry tokens only for whittle (as counted when it ran), so a peer's are `—` there."]
    if whittle:
        said = [f"at {label(k)} on {w} of {n}" for k, (w, n) in wins.items() if n]
        if said:
            L += ["", "whittle has the fewest tokens (ties included), of the cases where every "
                  "reducer's value at the checkpoint is known: " + "; ".join(said) + "."]
    return L + [""] + rows


# --------------------------------------------------------------------------- --baseline

def load_run(results_dir: Path) -> tuple[dict, list[dict], dict]:
    """meta, rows and series of the run stored in a results directory: results.json with
    series.json, or results.partial.json when it is the only one or its last sitting is newer."""
    full, partial = results_dir / "results.json", results_dir / "results.partial.json"

    def last(d: dict) -> str:
        return ((d["meta"].get("sittings") or [{}])[-1].get("date") or d["meta"].get("date", ""))

    data = json.loads(full.read_text()) if full.is_file() else None
    if partial.is_file():
        p = json.loads(partial.read_text())
        if data is None or last(p) >= last(data):
            return p["meta"], p["runs"], p.get("series", {})
    if data is None:
        raise SystemExit(f"bench: --baseline {results_dir}: no results.json or results.partial.json")
    samples = results_dir / "series.json"
    series = json.loads(samples.read_text())["series"] if samples.is_file() else {}
    return data["meta"], data["runs"], series


def baseline_of(args) -> dict | None:
    """--baseline DIR and its noise options, as write_report takes them."""
    if not getattr(args, "baseline", None):
        return None
    return {"base_dir": Path(args.baseline).resolve(), "margin": args.baseline_margin,
            "slack": args.baseline_slack}


def parse_margin(s: str) -> tuple[float, int]:
    """`PCT,TOKENS` (e.g. `5,2` or `5%,2`) of --baseline-margin."""
    try:
        pct, tokens = s.split(",")
        return float(pct.strip().rstrip("%")), int(tokens)
    except ValueError:
        raise SystemExit(f"bench: --baseline-margin wants PCT,TOKENS (e.g. 5,2), got {s!r}")


def allowed(base: int, margin: tuple[float, int]) -> int:
    """How many tokens more than the baseline's still count as noise."""
    return max(margin[1], math.ceil(base * margin[0] / 100))


def tokens_at(rec: dict, points: list, t: float) -> int | None:
    """A whittle row's tokens at `t` s: its result if it had ended (or been capped) by then, else
    the last point of its size series at or before `t` that carries tokens (the first point, the
    input, with the row's input tokens); None if the series does not say."""
    if t >= rec["wall_s"] or (rec.get("capped") and t >= rec["cap_s"]):
        return rec["final_tokens"]
    before = [p for p in points if p[0] <= t and (len(p) > 2 or p is points[0])]
    if not before:
        return None
    p = before[-1]
    return p[2] if len(p) > 2 else (rec["input_tokens"] if p[1] == rec["input_bytes"] else None)


def whittles(meta: dict, records: list[dict]) -> list[str]:
    kinds = {n: m.get("kind") for n, m in meta.get("reducers", {}).items()}
    return list(dict.fromkeys(r["reducer"] for r in records
                              if kinds.get(r["reducer"], r["reducer"].split("-")[0]) == "whittle"))


def median_load(rows: list[dict]) -> str:
    loads = [float(r["loadavg_start"].split()[0]) for r in rows if r.get("loadavg_start")]
    return f"{statistics.median(loads):.2f}" if loads else "?"


def compare(base: dict, bpoints: list, now: dict, npoints: list, margin: tuple[float, int],
            slack: float) -> tuple[list[str], list[str], list[str]]:
    """One case: its cells (baseline → this run, at each checkpoint and the end), where this run is
    worse beyond the noise, and where better. At a checkpoint c this run is worse when its tokens
    exceed by more than the margin the baseline's at (1 - slack)·c (where the baseline was on a
    machine that much faster), better when they are below by more than the margin the baseline's
    at c / (1 - slack); c is this run's cap where it was capped before the checkpoint, and for its
    final tokens; the final tokens of a run that was not capped are compared as they are."""
    a, b = at_checkpoints(base, bpoints), at_checkpoints(now, npoints)
    cap = now["cap_s"] if now.get("capped") else None     # a capped run's size is then the cap's
    points = [(label(k), min(k, cap or k), a[k], b[k]) for k in CHECKPOINTS]
    points.append(("final", cap, {"tokens": base["final_tokens"]}, {"tokens": now["final_tokens"]}))
    cells, worse, gained = [], [], []
    for what, t, x, y in points:
        s = f"{cell(x)} → {cell(y)}"
        if y and y.get("tokens") is not None:
            n = y["tokens"]
            hi = tokens_at(base, bpoints, t * (1 - slack)) if t else base["final_tokens"]
            lo = tokens_at(base, bpoints, t / (1 - slack)) if t else base["final_tokens"]
            if hi is not None and n - hi > allowed(hi, margin):
                worse.append(what)
                s = f"**{s}**"
            elif lo is not None and lo - n > allowed(lo, margin):
                gained.append(what)
        cells.append(s)
    if base.get("interesting") and not now.get("interesting"):
        worse.append("re-check")
    return cells, worse, gained


def baseline_section(meta: dict, records: list[dict], series: dict, cases: list[Case], base_dir: Path,
                     margin: tuple[float, int], slack: float, md_dir: Path) -> tuple[list[str], list[str]]:
    """whittle's checkpoints and final tokens beside those of the run in base_dir, per case both
    have; returns the section's lines and the regressions (`case (reducer): where`)."""
    bmeta, brecords, bseries = load_run(base_dir)
    rel = os.path.relpath(base_dir, md_dir)
    L = [f"## whittle against the baseline `{rel}`", "",
         f"whittle's tokens at each checkpoint and at the end in the baseline run (`{rel}`, "
         f"{bmeta.get('date', '?')[:10]}) → in this one, per case both have. A case is flagged as a "
         f"**regression** (its cells in bold) when this run has more tokens than the baseline at a "
         f"checkpoint, or at the end, beyond the noise: more than {margin[0]:g} % of the baseline's "
         f"tokens or {margin[1]} tokens, whichever is larger, over what the baseline had at "
         f"{100 * (1 - slack):g} % of that time (`--baseline-margin {margin[0]:g},{margin[1]}`, "
         f"`--baseline-slack {slack:g}`: a machine up to {100 / (1 - slack) - 100:.0f} % slower is "
         "noise, and so is a small difference in size; a capped run's final size is its size at "
         "the cap, compared likewise), or when its result fails the re-check and the baseline's "
         "did not; *better* when it has fewer by as much. bench/README.md says how the margin was "
         "chosen. The median load average at the start of each side's runs is given: compare "
         "sittings on an equally quiet machine. `*`: the size at a cap shorter than the checkpoint.",
         ""]
    regressions, compared = [], False
    cur_by = {(x["case"], x["reducer"]): x for x in records}
    base_by = {(x["case"], x["reducer"]): x for x in brecords}
    for name in whittles(meta, records):
        both = [c for c in cases if "final_tokens" in cur_by.get((c.id, name), {})
                and "final_tokens" in base_by.get((c.id, name), {})]
        if not both:
            continue
        compared = True
        cur_rows = [cur_by[(c.id, name)] for c in both]
        base_rows = [base_by[(c.id, name)] for c in both]
        L += [f"### {name}", ""]
        for side, rows in (("baseline", base_rows), ("this run", cur_rows)):
            versions = ", ".join(sorted({r.get("version", "?") for r in rows}))
            L.append(f"- {side}: {md(versions)}; median load average {median_load(rows)}")
        L += ["", "| case | " + " | ".join(label(k) for k in CHECKPOINTS) + " | final | verdict |",
              "| --- |" + " ---: |" * (len(CHECKPOINTS) + 1) + " --- |"]
        flagged = better = 0
        for c, now, base in zip(both, cur_rows, base_rows):
            cells, worse, gained = compare(base, bseries.get(c.id, {}).get(name, []), now,
                                           series.get(c.id, {}).get(name, []), margin, slack)
            regressions += [f"{c.id} ({name}): {w}" for w in worse]
            verdict = "; ".join(([f"**regression** at {', '.join(worse)}"] if worse else [])
                                + ([f"better at {', '.join(gained)}"] if gained else []))
            flagged += bool(worse)
            better += bool(gained) and not worse
            L.append(f"| `{c.id}` | " + " | ".join(cells) + f" | {verdict} |")
        L += ["", f"{flagged} of {len(both)} cases flagged as regressions; {better} better somewhere "
              "and worse nowhere.", ""]
    if not compared:
        L += ["No whittle row is in both runs.", ""]
    return L, regressions

"""The stored results of a corpus run in <results>/: results.json (meta and one record per
case/reducer run), series.json (size over time), results.csv, and results.partial.json while a
run is unfinished; and how a sitting started with --resume goes on with an earlier run."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from cases import Case, count_texts, count_tokens
from common import CHECKPOINTS, now_iso
from runner import SAMPLE_PERIOD

CSV_FIELDS = ["case", "lang", "reducer", "version", "status", "input_bytes", "input_tokens", "final_bytes",
              "final_tokens", "oracle_calls", "wall_s", "interesting", "capped", "exit_code", "jobs", "cap_s",
              "final_from", "command", "whittle_test"]
# each checkpoint's tokens and bytes (a row from before they were recorded leaves them empty)
CHECKPOINT_FIELDS = [f"{what}_at_{c}s" for c in CHECKPOINTS for what in ("tokens", "bytes")]


def write_partial(path: Path, meta: dict, records: list[dict], series: dict) -> None:
    path.write_text(json.dumps({"meta": meta, "runs": records, "series": series}, indent=1) + "\n")


def write_results(results_dir: Path, meta: dict, records: list[dict], series: dict) -> None:
    """A finished run: results.json, series.json and results.csv."""
    (results_dir / "results.json").write_text(json.dumps({"meta": meta, "runs": records}, indent=1) + "\n")
    (results_dir / "series.json").write_text(json.dumps(
        {"meta": {"date": meta["date"], "sample_period_s": SAMPLE_PERIOD,
                  "format": "case -> reducer -> [[wall seconds, bytes], ...] (a point when the size changes, "
                            "and the final size at the end; whittle's points and every final one "
                            "also carry the tokens: [wall seconds, bytes, tokens])"},
         "series": series}, indent=None, separators=(",", ":")) + "\n")
    with open(results_dir / "results.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=CSV_FIELDS + CHECKPOINT_FIELDS + ["date", "nproc"],
                           extrasaction="ignore")
        w.writeheader()
        for rec in records:
            at = {f"{what}_at_{c}s": v[what] for c, v in (rec.get("checkpoints") or {}).items()
                  for what in ("tokens", "bytes")}
            w.writerow({**rec, **at, "date": meta["date"], "nproc": meta["machine"]["nproc"]})


def earlier_run(results_dir: Path) -> tuple[dict, Path] | None:
    """The run that --resume goes on with: an unfinished one (results.partial.json), else the last
    finished one (results.json and series.json), to which this sitting adds reducers or cases."""
    partial = results_dir / "results.partial.json"
    if partial.is_file():
        return json.loads(partial.read_text()), partial
    done, samples = results_dir / "results.json", results_dir / "series.json"
    if done.is_file() and samples.is_file():
        return dict(json.loads(done.read_text()), series=json.loads(samples.read_text())["series"]), done
    return None


def pairs_of(meta: dict) -> list[list[str]]:
    """The case/reducer pairs a run has asked for so far (a run older than this field asked for
    every case with every reducer that was not skipped)."""
    if "pairs" in meta:
        return meta["pairs"]
    return [[c, r] for c in meta["cases"] for r, m in meta["reducers"].items() if not m["skipped"]]


def resumed(old: dict, meta: dict) -> tuple[list[dict], dict, dict]:
    """The runs, series and meta of an earlier run, merged with this sitting's meta: the cases, the
    reducers and the pairs asked for are the earlier sittings' and this one's (a sitting can add a
    reducer on a few cases), every earlier run is kept, and every sitting's date, load and command
    are listed."""
    cases = old["meta"]["cases"] + [c for c in meta["cases"] if c not in old["meta"]["cases"]]
    pairs = pairs_of(old["meta"]) + [p for p in meta["pairs"] if p not in pairs_of(old["meta"])]
    reducers = dict(old["meta"]["reducers"])
    for r, m in meta["reducers"].items():
        if not m["skipped"] or r not in reducers:
            reducers[r] = m
    before = old["meta"].get("sittings") or [{k: old["meta"].get(k) for k in ("date", "command")}
                                             | {"loadavg_start": old["meta"]["machine"].get("loadavg_start")}]
    now = {"date": meta["date"], "command": meta["command"], "loadavg_start": meta["machine"]["loadavg_start"],
           "versions": {r: m["version"] for r, m in meta["reducers"].items() if not m["skipped"]}}
    kept = {k: old["meta"][k] for k in ("recounted",) if k in old["meta"]}
    return old["runs"], old.get("series", {}), dict(meta, cases=cases, pairs=pairs, reducers=reducers,
                                                      date=before[0]["date"], sittings=before + [now],
                                                      **kept)


def carried(results_dir: Path, meta: dict) -> tuple[list[dict], dict, dict]:
    """A fresh run keeps the rows of the last finished run that it does not run again (other
    reducers, other cases), each marked with the date of the run it comes from: regenerating the
    report never deletes a row it did not re-run."""
    old = json.loads((results_dir / "results.json").read_text())
    samples = results_dir / "series.json"
    old_series = json.loads(samples.read_text())["series"] if samples.is_file() else {}
    asked = {tuple(p) for p in meta["pairs"]}
    keep = [dict(r, carried_from=r.get("carried_from") or old["meta"]["date"])
            for r in old["runs"] if (r["case"], r["reducer"]) not in asked]
    kept_pairs = [[r["case"], r["reducer"]] for r in keep]
    series = {c: {r: s for r, s in by.items() if [c, r] in kept_pairs} for c, by in old_series.items()}
    reducers = dict(meta["reducers"])
    for name, m in old["meta"]["reducers"].items():
        if name not in reducers and any(r["reducer"] == name for r in keep):
            reducers[name] = m
    cases = meta["cases"] + [c for c in old["meta"]["cases"]
                             if c not in meta["cases"] and any(r["case"] == c for r in keep)]
    return keep, series, dict(meta, cases=cases, pairs=meta["pairs"] + kept_pairs, reducers=reducers,
                              carried=len(keep))


def recount(results_dir: Path, whittle: str, corpus: dict[str, Case]) -> list[str]:
    """Counts again, with `whittle`, the tokens of the stored runs (after a change to the counter):
    each row's input, from the corpus file if it is still the same size, and its final text where
    the row keeps it (results of up to FINAL_TEXT_MAX bytes), and so its checkpoints after the run
    had ended. A row whose final text is not kept keeps its count and says so (`tokens_recounted:
    false`); the series' points and the checkpoints taken mid-run (whose texts are not kept) keep
    theirs. Returns what it did, a line per results file."""
    said = []
    for name in ("results.json", "results.partial.json"):
        path = results_dir / name
        if not path.is_file():
            continue
        data = json.loads(path.read_text())
        runs = [r for r in data["runs"] if "final_tokens" in r]
        same = sorted({r["case"] for r in runs if r["case"] in corpus
                       and corpus[r["case"]].input.stat().st_size == r["input_bytes"]})
        inputs = dict(zip(same, count_tokens(whittle, [corpus[c].input for c in same])))
        kept = [r for r in runs if "final_text" in r
                and len(r["final_text"].encode()) == r["final_bytes"]]
        finals = count_texts(whittle, [(r["file"], r["final_text"].encode()) for r in kept])
        changed = 0
        for r in runs:
            if r["case"] in inputs:
                r["input_tokens"] = inputs[r["case"]]
            r["tokens_recounted"] = False
        for r, n in zip(kept, finals):
            changed += r["final_tokens"] != n
            r["final_tokens"], r["tokens_recounted"] = n, True
            for v in (r.get("checkpoints") or {}).values():
                if v.get("final"):
                    v["tokens"] = n
        data["meta"]["recounted"] = {"date": now_iso(), "rows": len(kept), "changed": changed}
        if name == "results.json":
            samples = results_dir / "series.json"
            series = json.loads(samples.read_text())["series"] if samples.is_file() else {}
            write_results(results_dir, data["meta"], data["runs"], series)
        else:
            write_partial(path, data["meta"], data["runs"], data.get("series", {}))
        said.append(f"{name}: {len(kept)} final texts recounted, {changed} of them changed; "
                    f"{len(runs) - len(kept)} rows keep their earlier count (no final text kept)")
    return said

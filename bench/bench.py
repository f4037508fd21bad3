#!/usr/bin/env python3
"""Benchmark whittle against its peers (C-Vise, C-Reduce, Shrink Ray, treereduce)
on the corpus (corpus/<lang>/<case>/{<file>, test.sh, case.toml}).

Python 3.11 standard library only.

For every selected case x reducer it
  * makes a scratch directory holding a copy of the input (the corpus is never
    touched) and a counting wrapper around the case's test.sh (one line appended to a
    counter file with an absolute path per oracle call, then `exec` of the real test);
  * for whittle on a case whose case.toml has a `[whittle]` table (`args`, `command`: a real
    crash that whittle reduces with no test script, `whittle --same-crash FILE -- CMD...`),
    runs that inline form instead of test.sh, with the same counter put before the command;
    the peers run test.sh, and the result is re-checked with test.sh as for every run;
  * runs the reducer with the same parallelism (-j, default 2) in its own process
    group under a wall-clock cap (killed with its whole process tree at the cap);
  * samples the size of the file the reducer updates every ~0.5 s;
  * keeps a copy of that file as it stood at 60, 300 and 900 s of wall time, and records
    its bytes and tokens there (`checkpoints`; a run that ended earlier: its result);
  * records final bytes, final tokens (counted by `whittle --count-tokens`), oracle
    calls, wall seconds, whether it was capped, and whether the final file is still
    interesting -- re-checked here by running test.sh on a copy in a fresh temporary
    directory;
and writes bench/results/{results.json,results.csv,series.json}, one SVG plot per
case in bench/results/plots/, and BENCHMARKS.md at the repository root.

This file is the entry point: the command line and the loop over case/reducer pairs.
The rest is in the modules beside it:
  common.py    paths, running a command, where a result comes from, number formats
  cases.py     the corpus cases, selecting them, counting tokens (through whittle)
  reducers.py  whittle and the peers: finding them, wrappers, their command lines
  runner.py    one reduction under a cap, killing process trees, re-checking results
  store.py     results.json, series.json, results.csv; resuming an earlier run
  report.py    BENCHMARKS.md
  checkpoints.py  sizes at 60, 300 and 900 s of wall time; whittle against a --baseline run
  plots.py     the size-over-time SVG plots
  search.py    the --search section (examples/search.rs)
  speed.py     the --speed section
  scaling.py   the --scaling section
  cluster.py   the section of bench/slurm.sh's run (tests on a one-node Slurm cluster)
  grammars.py  the --grammars section (what each tree-sitter grammar costs to build)

Usage: python3 bench/bench.py [--quick] [--reducers whittle,cvise,...] [--cases ...]
                              [--jobs 2] [--cap SECS] [--whittle PATH] [--whittle-args '...']
       python3 bench/bench.py --search     # whittle's search vs ddmin and greedy, synthetic cases
       python3 bench/bench.py --speed      # whittle's own cost per candidate, peak memory
       python3 bench/bench.py --scaling    # one reduction with a sleeping test at several -j
       python3 bench/bench.py --grammars   # each grammar's parser.c: compile time, object size
       python3 bench/bench.py --report-only
Run with --help for everything.
"""

from __future__ import annotations

import argparse
import shlex
import shutil
import signal
import sys
import time
from pathlib import Path

from cases import count_tokens, languages, load_cases, select_cases
from common import REPO, RESULTS, SCRIPT, loadavg, machine_info, now_iso, yn
from grammars import run_grammars
from reducers import Reducer, inline_note, invocation, make_reducers, reducers_of, whittle_exe
from checkpoints import MARGIN_PCT, MARGIN_TOKENS, TIME_SLACK, baseline_of, parse_margin
from report import refresh_markdown, report_only, write_report
from runner import RECHECK_TIMEOUT, SAMPLE_PERIOD, run_one
from scaling import run_case_scaling, run_scaling
from search import run_search
from speed import run_speed
from store import carried, earlier_run, recount, resumed, write_partial, write_results


def parse_args(argv=None):
    p = argparse.ArgumentParser(
        description="Benchmark whittle against C-Vise, C-Reduce, Shrink Ray and treereduce on corpus/.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Reducer names: whittle, whittle-<preset> (adds --preset <preset>), cvise, creduce, "
               "shrinkray, treereduce. A reducer that is not installed is skipped with a note.")
    p.add_argument("--quick", action="store_true",
                   help="only cases with quick = true in case.toml, cap 300 s (unless --cap)")
    p.add_argument("--reducers", default="whittle,cvise,creduce,shrinkray,treereduce",
                   help="comma-separated (default: %(default)s)")
    p.add_argument("--cases", help="comma-separated: lang/case, case, or a language (default: all, "
                   "or all quick ones with --quick)")
    p.add_argument("--jobs", "-j", type=int, default=2, help="parallelism given to every reducer (default 2)")
    p.add_argument("--cap", type=float, help="wall-clock cap per run in seconds (default 1800, quick 300)")
    p.add_argument("--whittle", help="whittle binary (default: target/release/whittle, built if missing)")
    p.add_argument("--whittle-args", default="", help="extra arguments for every whittle variant")
    p.add_argument("--extra-args", action="append", default=[], metavar="REDUCER=ARGS",
                   help="extra arguments for one reducer, e.g. cvise='--not-c' (repeatable)")
    p.add_argument("--results", default=str(RESULTS),
                   help="directory for results.json, results.csv, series.json, plots/ (default bench/results)")
    p.add_argument("--markdown", help="report path (default: BENCHMARKS.md, or with --results DIR, "
                   "DIR/BENCHMARKS.md: a run stored elsewhere never rewrites the repository's report)")
    p.add_argument("--report-only", action="store_true",
                   help="run nothing: regenerate the plots and the markdown from <results>/results.json "
                        "and series.json")
    p.add_argument("--baseline", metavar="DIR",
                   help="an earlier results directory (results.json and series.json, or results.partial.json): "
                        "the report shows its whittle rows' tokens at 60, 300 and 900 s and at the end beside "
                        "this run's, flagging a case where this run is larger beyond the noise as a regression "
                        "(printed too); with --report-only, compares two stored runs")
    p.add_argument("--baseline-margin", default=f"{MARGIN_PCT:g},{MARGIN_TOKENS}", metavar="PCT,TOKENS",
                   help="tokens that count as noise against --baseline: PCT %% of the baseline's, at least "
                        "TOKENS (default %(default)s)")
    p.add_argument("--baseline-slack", type=float, default=TIME_SLACK, metavar="FRACTION",
                   help="time that counts as noise against --baseline: this run's size at a checkpoint c is "
                        "compared with the baseline's at (1 - FRACTION)*c (default %(default)s: a machine "
                        "25%% slower)")
    p.add_argument("--recount", action="store_true",
                   help="run nothing: count again, with this whittle (--whittle), the tokens of the stored "
                        "runs (inputs, and the final texts results.json keeps), then regenerate the markdown")
    p.add_argument("--search", action="store_true",
                   help="run no corpus case: measure whittle's search against ddmin and greedy deletion on "
                        "synthetic cases (examples/search.rs), store <results>/search.json, regenerate the markdown")
    p.add_argument("--search-n", type=int, default=1000, help="elements per synthetic case (default 1000)")
    p.add_argument("--search-seeds", type=int, default=5, help="seeds per synthetic case (default 5)")
    p.add_argument("--speed", action="store_true",
                   help="run no corpus case: measure whittle's own speed and memory with near-free tests "
                        "(cmp, grep) on 1 MB and 10 MB of C, store <results>/speed.json, regenerate the markdown")
    p.add_argument("--speed-seconds", type=float, default=20,
                   help="--stop-after of the speed runs where no candidate is interesting (default 20)")
    p.add_argument("--speed-cap", type=float, default=180,
                   help="wall-clock cap of the speed runs that reduce (default 180)")
    p.add_argument("--scaling", action="store_true",
                   help="run no corpus case: one reduction of 58 KB of JavaScript with a test that sleeps "
                        "then greps, at several -j (wall time, oracle calls, same bytes?), store "
                        "<results>/scaling.json, regenerate the markdown")
    p.add_argument("--scaling-jobs", default="1,2,4,8,16,32,64",
                   help="the -j of the scaling runs (default %(default)s)")
    p.add_argument("--scaling-peers", default="", metavar="REDUCERS",
                   help="with --scaling: run these peers (comma-separated: cvise, creduce, shrinkray) on the "
                        "same input and test at every -j too")
    p.add_argument("--scaling-peer-jobs", default="1,16",
                   help="the -j of the peers' scaling runs (default %(default)s)")
    p.add_argument("--scaling-sleep", type=float, default=0.3,
                   help="seconds the scaling test sleeps (default 0.3); a run with another sleep "
                        "than the stored main table's, or with --whittle-args, is stored beside it")
    p.add_argument("--scaling-cap", type=float, default=600,
                   help="wall-clock cap of one scaling run (default 600)")
    p.add_argument("--scaling-cases", default="", metavar="CASES",
                   help="with --scaling: reduce these corpus cases (comma-separated) at every -j of "
                        "--scaling-jobs, each test made to wait first (--scaling-wait), instead of the "
                        "synthetic input")
    p.add_argument("--scaling-wait", default="1", metavar="SECS|measured",
                   help="with --scaling-cases: seconds each test sleeps before the case's test.sh runs, "
                        "or `measured`, the case's seconds_per_test (default 1)")
    p.add_argument("--scaling-latency", type=float, default=0, metavar="SECS",
                   help="with --scaling: launch every test through a launcher that waits SECS first, as "
                        "a remote node does (default 0: none)")
    p.add_argument("--grammars", action="store_true",
                   help="run no corpus case: for every tree-sitter grammar crate whittle depends on, time "
                        "compiling its parser.c (and scanner) at -O3 as the cc crate does, and measure the "
                        "object code, store <results>/grammars.json, regenerate the markdown")
    p.add_argument("--keep", action="store_true", help="keep the scratch directories (for debugging)")
    p.add_argument("--logs", action="store_true", help="save each reducer's output under <results>/logs/")
    p.add_argument("--resume", action="store_true",
                   help="keep the finished runs of an interrupted run (<results>/results.partial.json), or "
                        "else of the last finished one (<results>/results.json), and run only the selected "
                        "case/reducer pairs it lacks (earlier sittings' cases and reducers stay in the report); "
                        "a long run can go on over several sittings, and a sitting can add a reducer on a few "
                        "cases (with --report-only: report the finished runs of the unfinished run)")
    p.add_argument("--pause-file", metavar="PATH",
                   help="before each run, wait while PATH exists: a long sitting on a shared machine steps "
                        "aside (between runs, never during one) while other work needs the cores")
    p.add_argument("--rerun", default="", metavar="REDUCERS",
                   help="with --resume: run these reducers (comma-separated) again on the selected cases, "
                        "in place of their finished runs (after a change to whittle, say)")
    a = p.parse_args(argv)
    a.rerun = {s.strip() for s in a.rerun.split(",") if s.strip()}
    a.baseline_margin = parse_margin(a.baseline_margin)
    if not 0 <= a.baseline_slack < 1:
        p.error("--baseline-slack must be at least 0 and below 1")
    if a.baseline and not Path(a.baseline).is_dir():
        p.error(f"--baseline {a.baseline}: not a directory")
    if a.rerun and not a.resume:
        p.error("--rerun needs --resume")
    extra = {}
    for item in a.extra_args:
        if "=" not in item:
            p.error(f"--extra-args wants REDUCER=ARGS, got {item!r}")
        k, v = item.split("=", 1)
        extra[k] = (extra.get(k, "") + " " + v).strip()
    a.extra_args = extra
    if a.markdown is None:
        same = Path(a.results).resolve() == RESULTS.resolve()
        a.markdown = str(REPO / "BENCHMARKS.md" if same else Path(a.results) / "BENCHMARKS.md")
    if a.cap is None:
        a.cap = 300.0 if a.quick else 1800.0
    if a.jobs < 1:
        p.error("--jobs must be >= 1")
    return a


class Interrupted(Exception):
    pass


def token_counter(args, reducers: list[Reducer]) -> str:
    """The whittle binary that counts every run's tokens: the one being measured, if whittle
    is among the reducers, else the one --whittle names or the repo's release build."""
    for r in reducers:
        if r.kind == "whittle" and not r.skip:
            return r.exe
    exe, why = whittle_exe(args)
    if why:
        sys.exit(f"bench: tokens are counted by whittle --count-tokens, and there is no whittle: {why}")
    return str(exe.resolve())


def run_meta(args, argv, cases, reducers: list[Reducer]) -> dict:
    """What results.json says about this sitting."""
    cmd = ["python3", SCRIPT] + (list(argv) if argv is not None else sys.argv[1:])
    ran = [r for r in reducers if not r.skip]
    return {
        "command": shlex.join(cmd),
        "date": now_iso(),
        "machine": machine_info(),
        "quick": args.quick, "jobs": args.jobs, "cap_s": args.cap,
        "whittle_args": args.whittle_args, "extra_args": args.extra_args,
        "sample_period_s": SAMPLE_PERIOD, "recheck_timeout_s": RECHECK_TIMEOUT,
        "cases": [c.id for c in cases],
        "reducers": {r.name: {"kind": r.kind, "version": r.version, "exe": r.exe or r.info.get("exes"),
                              "extra_args": r.extra, "skipped": r.skip, "notes": r.notes,
                              "invocation": invocation(r, args.jobs),
                              **({"shrinkray_grammars_cached_before": r.info.get("grammars_before"),
                                  "shrinkray_flags": r.info.get("flags"),
                                  "shrinkray_parallelism_flag": r.info.get("par_flag")}
                                 if r.kind == "shrinkray" and not r.skip else {})}
                     for r in reducers},
        "pairs": [[c.id, r.name] for c in cases for r in ran],
    }


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.recount:
        results_dir = Path(args.results).resolve()
        known = {c.id: c for c in load_cases()}
        for line in recount(results_dir, token_counter(args, []), known):
            print(f"[bench] {line}")
        return report_only(args)
    if args.report_only:
        return report_only(args)
    if args.search or args.speed or args.scaling or args.grammars:
        given = sys.argv[1:] if argv is None else argv
        rc = run_search(args, given) if args.search else 0
        if rc == 0 and args.speed:
            rc = run_speed(args, given)
        if rc == 0 and args.scaling:
            rc = (run_case_scaling if args.scaling_cases else run_scaling)(args, given)
        if rc == 0 and args.grammars:
            rc = run_grammars(args, given)
        if rc == 0:
            refresh_markdown(args)
        return rc
    corpus = load_cases()
    cases = select_cases(corpus, args.cases, args.quick)
    if not cases:
        sys.exit("bench: no cases selected")
    reducers = make_reducers(args, languages(corpus))
    for r in reducers:
        note = inline_note(r, cases, args.jobs)
        if note:
            r.notes.append(note)
    ran = [r for r in reducers if not r.skip]
    if not ran:
        sys.exit("bench: no reducer available")
    whittle = token_counter(args, reducers)
    input_tokens = dict(zip((c.id for c in cases), count_tokens(whittle, [c.input for c in cases])))
    results_dir = Path(args.results).resolve()
    results_dir.mkdir(parents=True, exist_ok=True)
    if args.logs:
        shutil.rmtree(results_dir / "logs", ignore_errors=True)    # an earlier run's logs

    meta = run_meta(args, argv, cases, reducers)
    records: list[dict] = []
    series: dict[str, dict[str, list]] = {}
    partial = results_dir / "results.partial.json"
    earlier = earlier_run(results_dir) if args.resume else None
    # Runs to do again (--rerun): their old rows stay until the new ones replace them, so a
    # rerun stopped halfway loses nothing.
    again: set[tuple[str, str]] = set()
    if earlier:
        records, series, meta = resumed(earlier[0], meta)
        again = {(c.id, r) for c in cases for r in args.rerun}
        print(f"[bench] resuming: {len(records)} finished runs kept from {earlier[1]}", flush=True)
    elif (results_dir / "results.json").is_file():
        records, series, meta = carried(results_dir, meta)
        print(f"[bench] {len(records)} rows of the last run that this run does not repeat are kept "
              "(marked as from an earlier run)", flush=True)
    done = {(x["case"], x["reducer"]) for x in records} - again

    def on_signal(signum, frame):
        raise Interrupted(signal.Signals(signum).name)

    old = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    total = len(cases) * len(ran)
    i = 0
    try:
        for c in cases:
            for r in ran:
                i += 1
                if (c.id, r.name) in done:
                    continue
                wait_while(args.pause_file)
                print(f"[bench] {i}/{total} {c.id} {r.name} (cap {args.cap:g} s) ...", end="", flush=True)
                load_start = loadavg()
                rec, s = run_one(c, r, args.jobs, args.cap, args.keep,
                                 results_dir / "logs" if args.logs else None,
                                 results_dir / "uninteresting", whittle, input_tokens[c.id])
                rec.update(loadavg_start=load_start, loadavg_end=loadavg())
                records = [x for x in records if (x["case"], x["reducer"]) != (c.id, r.name)]
                records.append(rec)
                series.setdefault(c.id, {})[r.name] = s
                if rec.get("status") == "skipped":
                    print(f" skipped: {rec.get('note')}", flush=True)
                else:
                    print(f" {rec['input_bytes']} -> {rec['final_bytes']} B, {rec['final_tokens']} tokens, "
                          f"{rec['oracle_calls']} calls, {rec['wall_s']:.1f} s, "
                          f"interesting={yn(rec['interesting'])}, {rec['status']}; tokens at "
                          + ", ".join(f"{k} s {v['tokens']}" for k, v in rec["checkpoints"].items()), flush=True)
                write_partial(partial, meta, records, series)
    except Interrupted as e:
        print(f"\n[bench] interrupted ({e}): running reducer killed, scratch removed; "
              f"{len(records)} finished runs kept in {partial}", file=sys.stderr)
        return 130
    finally:
        for s, h in old.items():
            signal.signal(s, h)

    finished = {(x["case"], x["reducer"]) for x in records}
    lacking = [(c, r) for c, r in meta["pairs"] if (c, r) not in finished]
    if lacking:
        write_partial(partial, meta, records, series)
        print(f"[bench] {len(lacking)} runs of earlier sittings' cases still to go, kept in {partial} "
              f"(--resume goes on; --report-only --resume reports)", flush=True)
        return 0
    meta["loadavg_end"] = loadavg()
    write_results(results_dir, meta, records, series)
    known = {c.id: c for c in corpus}
    reported = [known[c] for c in meta["cases"] if c in known]
    regressions = write_report(meta, records, series, reducers_of(meta), reported, results_dir,
                               Path(args.markdown), baseline_of(args))
    partial.unlink(missing_ok=True)
    print(f"[bench] wrote {results_dir}/results.json, results.csv, series.json, plots/ and {args.markdown}")
    for r in regressions:
        print(f"[bench] regression against {args.baseline}: {r}")
    return 0


def wait_while(path: str | None) -> None:
    """Waits while the pause file exists (checked every 5 s), saying so once."""
    if not path or not Path(path).exists():
        return
    print(f"[bench] paused while {path} exists ({now_iso()})", flush=True)
    while Path(path).exists():
        time.sleep(5)
    print(f"[bench] going on ({now_iso()}, load average {loadavg()})", flush=True)


if __name__ == "__main__":
    sys.exit(main())

"""The report's section on scaling with workers (`--scaling`): whittle on about 58 KB of
JavaScript with a test that sleeps, then greps, so a test costs wall time but no CPU and the
cores are not the limit; the same reduction at several -j, its wall time, oracle calls, tests
at once, runs killed, whittle's own CPU per test, and the result's size. With
`--scaling-cases`, corpus cases too, each test made to wait first (`--scaling-wait`: a fixed
latency, or `measured`, the case's own time per test) and then run as it is: a model of a
machine with more cores, or of tests on remote nodes (`--scaling-latency`: a launcher that
waits before every test). Stored as <results>/scaling.json and rendered as markdown."""

from __future__ import annotations

import argparse
import hashlib
import json
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

from cases import load_cases, select_cases
from common import CORPUS, SCRIPT, first_line, fmt_num, loadavg, run_capture, stamp
from reducers import build_command, make_reducers, whittle_exe, write_wrapper
from runner import SAMPLE_PERIOD, file_size, sample, signal_tree
from speed import measure

SCALING_JSON = "scaling.json"
MARKER = b"var whittle_scaling_marker;\n"
# The test keeps these: the marker and four functions of the inputs, far apart.
PATTERNS = ("whittle_scaling_marker", "function hasKey", "function isNumber", "function decode",
            "function isDate")


def scaling_input(path: Path, size: int) -> Path:
    """About `size` bytes of JavaScript: the corpus's small JavaScript inputs (minimist, cookie)
    repeated, whole files only, with MARKER as a line between two of them in the middle."""
    sources = [CORPUS / "javascript" / c for c in ("minimist-typeerror/minimist.js",
                                                   "cookie-parse-serialize/index.js")]
    blobs = [p.read_bytes() for p in sources]
    parts: list[bytes] = []
    while sum(map(len, parts)) < size:
        parts.append(blobs[len(parts) % len(blobs)])
    parts.insert(len(parts) // 2, MARKER)
    path.write_bytes(b"".join(parts))
    return path


def whittle_and_version(args) -> tuple[Path, str] | None:
    """The whittle to run, as an absolute path (the runs start in their own directories), and
    its version; None, said on stderr, when there is none."""
    exe, why = whittle_exe(args)
    if why:
        print(f"[bench] no whittle binary: {why}", file=sys.stderr)
        return None
    exe = exe.resolve()
    rc, version = run_capture([str(exe), "--version"])
    return exe, version


def run_scaling(args, argv) -> int:
    """Runs the same reduction at every -j of --scaling-jobs, stores <results>/scaling.json."""
    found = whittle_and_version(args)
    if not found:
        return 1
    exe, version = found
    started = stamp(argv)
    sleep = args.scaling_sleep
    jobs_list = [int(j) for j in args.scaling_jobs.split(",")]
    extra = args.whittle_args.split()
    runs = []
    with tempfile.TemporaryDirectory(prefix="whittle-scaling-") as tmp:
        tmp = Path(tmp)
        src = scaling_input(tmp / "input.js", 58_000)
        input_bytes = src.stat().st_size
        test = tmp / "test.sh"
        test.write_text(f"#!/bin/sh\nsleep {sleep}\n" + "".join(
            f"grep -q '{p}' input.js || exit 1\n" for p in PATTERNS))
        test.chmod(0o755)
        for jobs in jobs_list:
            work = tmp / f"j{jobs}"
            work.mkdir()
            (work / "input.js").write_bytes(src.read_bytes())
            stats = work / "stats.json"
            argv_w = [str(exe), "-q", "-j", str(jobs), "-o", str(work / "out.js"),
                      "--stats-json", str(stats)] + extra + launcher_args(args, tmp) + [str(test), "input.js"]
            print(f"[bench] scaling -j {jobs} ...", end="", flush=True)
            m = measure(argv_w, work, args.scaling_cap)
            st = json.loads(stats.read_text()) if stats.is_file() else {}
            out = work / "out.js"
            digest = hashlib.sha256(out.read_bytes()).hexdigest()[:12] if out.is_file() else None
            rec = {"jobs": jobs, **m, **run_figures(st), "result_sha256": digest}
            runs.append(rec)
            print(f" {m['wall_s']} s, {rec['oracle_calls']} calls, {rec['final_bytes']} B ({digest})",
                  flush=True)
        peers = peer_runs(args, src, test, tmp,
                          [int(j) for j in args.scaling_peer_jobs.split(",") if j.strip()])
    speedups(runs, runs)
    meta = dict(started, whittle=str(exe), version=first_line(version), input_bytes=input_bytes,
                sleep_s=sleep, whittle_args=args.whittle_args, loadavg_end=loadavg(),
                peer_sample_s=SAMPLE_PERIOD, latency_s=args.scaling_latency)
    results_dir = Path(args.results).resolve()
    results_dir.mkdir(parents=True, exist_ok=True)
    path = results_dir / SCALING_JSON
    data = merge_scaling(json.loads(path.read_text()) if path.is_file() else {}, meta, runs, peers)
    path.write_text(json.dumps(data, indent=1) + "\n")
    print(f"[bench] wrote {path}")
    return 0


def run_figures(st: dict) -> dict:
    """What a scaling row keeps of whittle's --stats-json: tests run, runs killed (a later
    candidate's run once an earlier one won, a run a merged change made moot), changes merged,
    tests at once, whittle's own CPU per test, the result's size."""
    calls = st.get("oracle_calls")
    cpu = st.get("cpu_seconds")
    return {"oracle_calls": calls, "cancelled": st.get("cancelled"), "merged": st.get("merged"),
            "final_bytes": st.get("final_bytes"), "final_tokens": st.get("final_tokens"),
            "tests_at_once": round(st["tests_at_once"], 1) if "tests_at_once" in st else None,
            "cpu_ms_per_test": round(1000 * cpu / calls, 2) if cpu is not None and calls else None}


def launcher_args(args, tmp: Path) -> list[str]:
    """With --scaling-latency S: whittle's tests go through a launcher that waits S seconds
    before each (the latency of a test sent to a remote node), written into `tmp`."""
    if not args.scaling_latency:
        return []
    launcher = tmp / "latency.sh"
    launcher.write_text(f'#!/bin/sh\nsleep {args.scaling_latency}\nexec "$@"\n')
    launcher.chmod(0o755)
    return ["--launcher", str(launcher)]


def run_case_scaling(args, argv) -> int:
    """--scaling-cases: each corpus case's test made to wait first (--scaling-wait), run at every
    -j of --scaling-jobs; stored in <results>/scaling.json under "cases", one entry per case,
    wait, latency and --whittle-args (a rerun replaces its entry, the others stay)."""
    found = whittle_and_version(args)
    if not found:
        return 1
    exe, version = found
    cases = select_cases(load_cases(), args.scaling_cases, False)
    jobs_list = [int(j) for j in args.scaling_jobs.split(",")]
    extra = args.whittle_args.split()
    entries = []
    for case in cases:
        started = stamp(argv)
        wait = (float(case.meta.get("seconds_per_test", 1.0)) if args.scaling_wait == "measured"
                else float(args.scaling_wait))
        runs = []
        with tempfile.TemporaryDirectory(prefix="whittle-scaling-case-") as tmp:
            tmp = Path(tmp)
            test = tmp / "test.sh"
            test.write_text(f"#!/bin/sh\nsleep {wait}\nexec {case.test}\n")
            test.chmod(0o755)
            for jobs in jobs_list:
                work = tmp / f"j{jobs}"
                work.mkdir()
                (work / case.file).write_bytes(case.input.read_bytes())
                stats = work / "stats.json"
                out = work / ("out-" + case.file)
                argv_w = [str(exe), "-q", "-j", str(jobs), "-o", str(out), "--stats-json", str(stats),
                          "--stop-after", f"{args.scaling_cap:g}"] + extra + launcher_args(args, tmp) \
                    + [str(test), case.file]
                print(f"[bench] scaling {case.id} (wait {wait:g} s) -j {jobs} ...", end="", flush=True)
                m = measure(argv_w, work, args.scaling_cap + 120)
                st = json.loads(stats.read_text()) if stats.is_file() else {}
                digest = hashlib.sha256(out.read_bytes()).hexdigest()[:12] if out.is_file() else None
                rec = {"jobs": jobs, **m, **run_figures(st), "stopped": st.get("stopped"),
                       "rechecked": st.get("rechecked"), "result_sha256": digest}
                runs.append(rec)
                print(f" {m['wall_s']} s, {rec['oracle_calls']} calls, {rec['tests_at_once']} at once, "
                      f"{rec['final_tokens']} tokens", flush=True)
        speedups(runs, runs)
        entries.append({"case": case.id, "wait_s": wait, "wait": args.scaling_wait,
                        "latency_s": args.scaling_latency, "whittle_args": args.whittle_args,
                        "input_bytes": case.input.stat().st_size,
                        "meta": dict(started, whittle=str(exe), version=first_line(version),
                                     loadavg_end=loadavg()),
                        "runs": runs})
    results_dir = Path(args.results).resolve()
    results_dir.mkdir(parents=True, exist_ok=True)
    path = results_dir / SCALING_JSON
    data = json.loads(path.read_text()) if path.is_file() else {}
    key = lambda e: (e["case"], e["wait"], e.get("latency_s"), e.get("whittle_args", ""))
    new = {key(e) for e in entries}
    data["cases"] = [e for e in data.get("cases", []) if key(e) not in new] + entries
    path.write_text(json.dumps(data, indent=1) + "\n")
    print(f"[bench] wrote {path}")
    return 0


def speedups(runs: list[dict], base_runs: list[dict], key: str = "speedup") -> None:
    """Each run's speed-up (`key`) and calls over the `-j 1` run of `base_runs`."""
    base = next((r for r in base_runs if r["jobs"] == 1), None)
    for r in runs:
        if base and base["wall_s"] and r["wall_s"]:
            r[key] = round(base["wall_s"] / r["wall_s"], 2)
        if key == "speedup" and base and base.get("oracle_calls") and r.get("oracle_calls"):
            r["calls_vs_j1"] = round(r["oracle_calls"] / base["oracle_calls"], 2)


def merge_scaling(old: dict, meta: dict, runs: list[dict], peers: list[dict]) -> dict:
    """The stored scaling data with this run's in place of the rows it re-ran, the rest kept:
    whittle without `--whittle-args` is the main table, with them a variant of its own (its
    speed-ups also over the main table's `-j 1`); peer rows by reducer and `-j`."""
    args = meta.get("whittle_args", "").strip()
    sleep = meta.get("sleep_s")
    data = dict(old) if old else {"meta": meta, "runs": [], "peers": []}
    main_sleep = data.get("meta", {}).get("sleep_s") if data.get("runs") else sleep
    if args or sleep != main_sleep:
        variant = {"whittle_args": args, "meta": meta, "runs": runs}
        data["variants"] = [v for v in data.get("variants", [])
                            if (v["whittle_args"], v["meta"].get("sleep_s")) != (args, sleep)] + [variant]
    else:
        data["meta"], data["runs"] = meta, runs
    for v in data.get("variants", []):
        # Only against a main table whose test slept as long.
        if v["meta"].get("sleep_s") == data["meta"].get("sleep_s"):
            speedups(v["runs"], data["runs"], key="speedup_vs_default")
        else:
            for r in v["runs"]:
                r.pop("speedup_vs_default", None)
    # Each peer row keeps when it ran and how its size was sampled.
    for p in data.get("peers", []):
        p.setdefault("date", old.get("meta", {}).get("date"))
        p.setdefault("sample_s", old.get("meta", {}).get("peer_sample_s"))
        p.setdefault("sleep_s", old.get("meta", {}).get("sleep_s"))
    for p in peers:
        p.update(date=meta.get("date"), sample_s=meta.get("peer_sample_s"), sleep_s=meta.get("sleep_s"))
    rerun = {(p["reducer"], p["jobs"]) for p in peers}
    data["peers"] = [p for p in data.get("peers", []) if (p["reducer"], p["jobs"]) not in rerun] + peers
    return data


def peer_runs(args, src: Path, test: Path, tmp: Path, jobs_list: list[int]) -> list[dict]:
    """The peers of --scaling-peers on the same input and test at every -j: wall time (to their
    exit or the cap), oracle calls (a counting wrapper), final bytes, and when the file first
    reached its final size (Shrink Ray goes on after that, to show no cut works)."""
    names = [n.strip() for n in (args.scaling_peers or "").split(",") if n.strip()]
    if not names:
        return []
    peers = [r for r in make_reducers(argparse.Namespace(**dict(vars(args), reducers=",".join(names))),
                                      ["javascript"]) if not r.skip]
    out = []
    for r in peers:
        for jobs in jobs_list:
            work = tmp / f"{r.name}-j{jobs}"
            work.mkdir()
            original = src.read_bytes()
            (work / "input.js").write_bytes(original)
            counter = work / "calls"
            counter.write_text("")
            wrapper = work / "test-wrapper.sh"
            case = SimpleNamespace(file="input.js", lang="javascript", test=test)
            write_wrapper(r, case, wrapper, counter, work, work / "best")
            tracked: dict = {}
            argv = build_command(r, case, jobs, wrapper, work, work / "out.js", tracked)
            print(f"[bench] scaling {r.name} -j {jobs} ...", end="", flush=True)
            m = watch(argv, work, args.scaling_cap, tracked["file"], original)
            rec = {"reducer": r.name, "version": r.version, "jobs": jobs, **m,
                   "oracle_calls": len(counter.read_text().splitlines())}
            out.append(rec)
            print(f" {m['wall_s']} s ({m['final_at_s']} s to its final size), {rec['oracle_calls']} calls, "
                  f"{m['final_bytes']} B", flush=True)
    for r in out:
        base = next((b for b in out if b["reducer"] == r["reducer"] and b["jobs"] == 1), None)
        # Only between runs that reached the same size: a run capped on its way down has no
        # time to compare.
        if base and r["final_at_s"] and base["final_at_s"] and r["final_bytes"] == base["final_bytes"]:
            r["speedup"] = round(base["final_at_s"] / r["final_at_s"], 2)
    return out


def watch(argv: list[str], cwd: Path, cap: float, file: Path, original: bytes) -> dict:
    """Runs argv to its exit or `cap` seconds, sampling `file`'s size as the corpus runs do
    (`runner.sample`): the wall time, the final size and when the file first had it."""
    series: list[list[float]] = []
    t0 = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    wall, capped = sample(proc, t0, {"file": file}, original, cap, series)
    signal_tree(proc.pid, proc.pid, signal.SIGKILL)
    final = file_size(file)
    final_at = next((t for t, b in series if b == final), None)
    return {"wall_s": round(wall, 1), "killed_at_cap": capped, "final_bytes": final,
            "final_at_s": round(final_at, 1) if final_at is not None else None}


def scaling_section(data: dict, rel: str) -> list[str]:
    meta = data.get("meta", {})
    m = meta.get("machine", {})
    runs = data.get("runs", [])
    same = len({r.get("result_sha256") for r in runs}) == 1
    L = ["## Scaling with workers", ""]
    L.append(f"One reduction at several `-j`: {meta.get('input_bytes', '?')} bytes of JavaScript (the "
             "corpus's minimist and cookie inputs repeated, a marker line in the middle), with a test "
             f"that sleeps {meta.get('sleep_s', '?')} s and then greps for the marker and four function "
             "headers of the inputs.")
    L.append("")
    L.append("What this models: a machine with as many cores as `-j`, or tests run on other nodes. The "
             "tests wait instead of computing, so the 2 cores here are not the limit and the speed-up "
             "shows how much of the search runs side by side. What is real: whittle's own work per test "
             "(making, hashing and writing candidates, starting tests, parsing; its CPU per test is "
             "measured, from `--stats-json` `cpu_seconds`), the machine's memory, and the real check "
             "after the wait. What it does not model: a compiler's CPU and memory at 64 tests at once, "
             "or a shared filesystem's cost. From `-j 8` on the sweeps go wide (candidates side by side, "
             "the interesting ones merged, README \"Many workers\"), so the result may differ from "
             "`-j 1`'s.")
    L.append("")
    L.append("Columns: oracle calls include runs killed before they ended (*killed*: a later candidate "
             "once an earlier one won, or a run that a merged change made moot); *merged*: changes "
             "found side by side and merged; tests / s: oracle calls over wall time; tests at once: the test runs' wall times summed over the "
             "reduction's (at `-j N` at most N); whittle CPU per test: whittle's own user and system "
             "time over its oracle calls.")
    L.append("")
    L.append(f"Regenerate with `{meta.get('command') or f'python3 {SCRIPT} --scaling'}`; raw data: "
             f"[`{rel}/{SCALING_JSON}`]({rel}/{SCALING_JSON}); {meta.get('date', '?')}, commit "
             f"{meta.get('commit', '?')}, whittle arguments `{meta.get('whittle_args') or '(none)'}`, "
             f"{m.get('nproc', '?')} cores, load average {m.get('loadavg_start', '?')} at start, "
             f"{meta.get('loadavg_end', '?')} at end; latency of a launch "
             f"{meta.get('latency_s') or 0:g} s. "
             + ("Every `-j` gave the same result bytes." if same else
                "The results are not all the same bytes (see the tokens)."))
    L.append("")
    L += run_table(runs)
    for v in data.get("variants", []):
        vm = v["meta"]
        vsame = len({r.get("result_sha256") for r in v["runs"]}) == 1
        L.append(f"With whittle arguments `{v['whittle_args'] or '(none)'}`, the test sleeping "
                 f"{vm.get('sleep_s', '?')} s ({vm.get('date', '?')}, commit {vm.get('commit', '?')}, "
                 f"load average {vm.get('machine', {}).get('loadavg_start', '?')} at start, "
                 f"{vm.get('loadavg_end', '?')} at end; `{vm.get('command', '?')}`)"
                 + ("; speed-up over the table above's `-j 1`: "
                    + ", ".join(f"{r['speedup_vs_default']} at `-j {r['jobs']}`"
                                for r in v["runs"] if r.get("speedup_vs_default"))
                    if any(r.get("speedup_vs_default") for r in v["runs"]) else "")
                 + (". Every `-j` gave the same result bytes." if vsame else
                    ". The results are not all the same bytes (see the tokens)."))
        L.append("")
        L += run_table(v["runs"])
    for e in data.get("cases", []):
        em = e["meta"]
        wait = ("its own time per test on the original, " if e.get("wait") == "measured" else "") \
            + f"{e['wait_s']:g} s"
        latency = (f", and every test launched through a launcher that waits {e['latency_s']:g} s first"
                   if e.get("latency_s") else "")
        L.append(f"### {e['case']}, tests that wait {wait}")
        L.append("")
        L.append(f"{e['input_bytes']} bytes; the case's test.sh, run after a sleep of {wait}{latency}; "
                 f"whittle arguments `{e.get('whittle_args') or '(none)'}`; {em.get('date', '?')}, commit "
                 f"{em.get('commit', '?')}, {em.get('machine', {}).get('nproc', '?')} cores, load average "
                 f"{em.get('machine', {}).get('loadavg_start', '?')} at start, {em.get('loadavg_end', '?')} "
                 f"at end; `{em.get('command', '?')}`.")
        L.append("")
        L += run_table(e["runs"])
    peers = data.get("peers", [])
    if peers:
        L.append(f"The peers on the same input and test, the test sleeping {peers[0].get('sleep_s', '?')} s "
                 "(`--scaling-peers`), each at the same `-j` (C-Vise "
                 "and C-Reduce `--n`, Shrink Ray its parallelism): wall time to their exit (or the cap), "
                 "and the time the file first had its final size, from samples every "
                 f"{peers[0].get('sample_s') or SAMPLE_PERIOD:g} s, run on {peers[0].get('date', '?')} (Shrink Ray "
                 "goes on after that, trying every cut of the result); the speed-up is that time over "
                 "the same reducer's at `-j 1` when both reached the same size.")
        L.append("")
        L.append("| reducer | `-j` | wall s | s to final size | speed-up over `-j 1` | oracle calls | final bytes |")
        L.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for r in peers:
            capped = " (capped)" if r.get("killed_at_cap") else ""
            L.append(f"| {r['reducer']} | {r['jobs']} | {fmt_num(r.get('wall_s'))}{capped} "
                     f"| {fmt_num(r.get('final_at_s'))} | {r.get('speedup', '-')} "
                     f"| {r.get('oracle_calls', '-')} | {r.get('final_bytes', '-')} |")
        L.append("")
    return L


def run_table(runs: list[dict]) -> list[str]:
    """A table of whittle's runs at several -j: wall time and speed-up, tests, runs killed,
    changes merged, tests at once, whittle's CPU per test, the result."""
    L = ["| `-j` | wall s | speed-up over `-j 1` | oracle calls | calls / `-j 1` calls | tests / s "
         "| killed | merged | tests at once | whittle CPU ms / test | final bytes | final tokens | result |",
         "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for r in runs:
        capped = " (stopped)" if r.get("stopped") else ""
        rate = (f"{r['oracle_calls'] / r['wall_s']:.0f}"
                if r.get("oracle_calls") and r.get("wall_s") else "-")
        L.append(f"| {r['jobs']} | {fmt_num(r.get('wall_s'))}{capped} | {r.get('speedup', '-')} "
                 f"| {r.get('oracle_calls', '-')} | {r.get('calls_vs_j1', '-')} | {rate} "
                 f"| {r.get('cancelled', '-')} | {r.get('merged', '-') if r.get('merged') is not None else '-'} "
                 f"| {r.get('tests_at_once') or '-'} | {r.get('cpu_ms_per_test') or '-'} "
                 f"| {r.get('final_bytes', '-')} | {r.get('final_tokens') or '-'} "
                 f"| `{r.get('result_sha256')}` |")
    L.append("")
    return L

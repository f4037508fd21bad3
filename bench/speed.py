"""The report's section on whittle's own speed and memory (`--speed`): whittle on 1 MB and
10 MB of C with near-free tests (cmp, grep), its calls per second, CPU per call and peak memory
from --stats-json, stored as <results>/speed.json and rendered as markdown."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import CORPUS, SCRIPT, first_line, fmt_num, loadavg, run_capture, stamp
from reducers import whittle_exe

SPEED_JSON = "speed.json"
SPEED_MARKER = b"int whittle_speed_marker;\n"
SWEEP_MB = (5, 20, 50)


def speed_input(path: Path, size: int, lang: str = "c") -> Path:
    """`size` bytes of C (the corpus's csmith programs, repeated, cut at a line end; they parse
    without errors) or at least `size` bytes of C++ (the corpus's preprocessed meshoptimizer
    vertex codec, whole copies), with SPEED_MARKER as a line in the middle."""
    sources = sorted((CORPUS / "c").glob("csmith-*/*.c")) if lang == "c" else \
        sorted((CORPUS / "cpp").glob("meshopt-vertexcodec-*/*.ii"))
    blob = b"".join(p.read_bytes() for p in sources)
    out = bytearray()
    while len(out) < size:
        out += blob
    if lang == "c":
        out = out[:out.rfind(b"\n", 0, size) + 1]
    # C++ whole copies only: one cut short leaves an unclosed namespace, an error region that
    # every incremental parse of a candidate near it parses again.
    mid = out.rfind(b"\n", 0, len(out) // 2) + 1
    path.write_bytes(bytes(out[:mid]) + SPEED_MARKER + bytes(out[mid:]))
    return path


def measure(argv: list[str], cwd: Path, cap: float) -> dict:
    """Runs argv in its own process group; wall time, and CPU time of the process tree (whittle
    and the tests it waited for) from wait4. argv runs under a shell that forks it: Linux keeps
    a process's peak RSS across exec, so a program started straight from this (large) Python
    process would report Python's peak as its own."""
    t0 = time.monotonic()
    proc = subprocess.Popen(["/bin/sh", "-c", '"$@"; exit $?', "sh"] + argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)
    killed = False
    while True:
        pid, status, ru = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() - t0 > cap and not killed:
            os.killpg(proc.pid, signal.SIGTERM)
            killed = True
        time.sleep(0.05)
    wall = time.monotonic() - t0
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    proc.returncode = os.waitstatus_to_exitcode(status)
    return {"exit_code": proc.returncode, "wall_s": round(wall, 2), "killed_at_cap": killed,
            "tree_cpu_s": round(ru.ru_utime + ru.ru_stime, 2),
            "stderr_tail": err.strip().splitlines()[-3:]}


def run_speed(args, argv) -> int:
    """Measures whittle's own cost per candidate with near-free tests, stores <results>/speed.json."""
    exe, why = whittle_exe(args)
    if why:
        print(f"[bench] no whittle binary: {why}", file=sys.stderr)
        return 1
    exe = exe.resolve()     # the runs start in their own directories: a relative --whittle would not do
    rc, version = run_capture([str(exe), "--version"])
    started = stamp(argv)
    stall = args.speed_seconds
    runs = []
    with tempfile.TemporaryDirectory(prefix="whittle-speed-") as tmp:
        tmp = Path(tmp)
        mb1 = speed_input(tmp / "c-1mb.orig.c", 1 << 20)
        mb10 = speed_input(tmp / "c-10mb.orig.c", 10 << 20)
        cpp1 = speed_input(tmp / "cpp-1mb.orig.ii", 1 << 20, "cpp")
        # The size sweep: C++ of 5, 20 and 50 MB (with the 1 MB rows above), stalled and reduced.
        sweep = [speed_input(tmp / f"cpp-{mb}mb.orig.ii", mb << 20, "cpp") for mb in SWEEP_MB]
        grep = ["grep", "-q", "whittle_speed_marker", "@@"]
        # (name, input, preset, jobs, oracle, what it measures, --stop-after, cap)
        plan = [
            ("stall", mb1, "generic", 1, ["cmp", "-s", str(mb1), "@@"], stall, stall + 60),
            ("stall", mb1, "c", 1, ["cmp", "-s", str(mb1), "@@"], stall, stall + 60),
            ("stall", mb1, "generic", 2, ["cmp", "-s", str(mb1), "@@"], stall, stall + 60),
            ("reduce", mb1, "generic", 1, grep, None, args.speed_cap),
            ("reduce", mb1, "c", 1, grep, None, args.speed_cap),
            ("stall", mb10, "generic", 1, ["cmp", "-s", str(mb10), "@@"], stall, stall + 120),
            ("reduce", mb10, "c", 1, grep, None, args.speed_cap),
            ("stall", cpp1, "cpp", 1, ["cmp", "-s", str(cpp1), "@@"], stall, stall + 60),
            ("reduce", cpp1, "cpp", 1, grep, None, args.speed_cap),
        ]
        for big in sweep:
            plan += [
                ("stall", big, "cpp", 1, ["cmp", "-s", str(big), "@@"], stall, stall + 120),
                ("reduce", big, "cpp", 1, grep, None, args.speed_cap),
            ]
        for k, (kind, src, preset, jobs, oracle, stop, cap) in enumerate(plan):
            work = tmp / f"run{k}"
            work.mkdir()
            stats = work / "stats.json"
            argv_w = [str(exe), "-q", "-j", str(jobs), "--preset", preset, "-o", str(work / "out.c"),
                      "--stats-json", str(stats)]
            if stop:
                argv_w += ["--stop-after", str(stop)]
            argv_w += [str(src), "--"] + oracle
            label = f"{kind} {src.stat().st_size / 2**20:.0f} MB, {preset}, -j {jobs}"
            print(f"[bench] {label} ...", end="", flush=True)
            m = measure(argv_w, work, cap)
            st = json.loads(stats.read_text()) if stats.is_file() else {}
            calls = st.get("oracle_calls")
            secs = st.get("seconds")
            rec = {"kind": kind, "input_bytes": src.stat().st_size, "preset": preset, "jobs": jobs,
                   "oracle": shlex.join(["cmp", "-s", "ORIGINAL", "@@"] if oracle[0] == "cmp" else oracle),
                   "stop_after_s": stop, "invocation": shlex.join(
                       ["whittle", "-q", "-j", str(jobs), "--preset", preset, "-o", "OUT"]
                       + (["--stop-after", str(stop)] if stop else []) + ["FILE", "--"]
                       + (["cmp", "-s", "FILE", "@@"] if oracle[0] == "cmp" else oracle)),
                   **m,
                   "oracle_calls": calls, "cache_hits": st.get("cache_hits"),
                   "whittle_s": secs, "final_bytes": st.get("final_bytes"), "stopped": st.get("stopped"),
                   "cpu_s": st.get("cpu_seconds"), "max_rss_kb": st.get("max_rss_kb"),
                   "skipped_unparsable": sum(p.get("skipped_unparsable", 0) for p in st.get("passes", [])),
                   "passes": [{k2: p[k2] for k2 in ("name", "calls", "successes", "seconds")}
                              for p in st.get("passes", []) if p.get("calls") or p.get("seconds", 0) > 0.05]}
            if calls and secs:
                rec["calls_per_s"] = round(calls / secs, 1)
            if calls and st.get("cpu_seconds") is not None:
                rec["cpu_ms_per_call"] = round(1000 * st["cpu_seconds"] / calls, 2)
            runs.append(rec)
            print(f" {calls} calls in {secs and round(secs, 1)} s ({rec.get('calls_per_s')}/s), whittle CPU "
                  f"{rec.get('cpu_ms_per_call')} ms/call, max RSS {rec.get('max_rss_kb')} KB, "
                  f"{st.get('final_bytes')} B", flush=True)
    data = {"meta": dict(started, whittle=str(exe), version=first_line(version),
                         loadavg_end=loadavg()),
            "runs": runs}
    results_dir = Path(args.results).resolve()
    results_dir.mkdir(parents=True, exist_ok=True)
    (results_dir / SPEED_JSON).write_text(json.dumps(data, indent=1) + "\n")
    print(f"[bench] wrote {results_dir / SPEED_JSON}")
    return 0


def speed_section(data: dict, rel: str) -> list[str]:
    meta = data.get("meta", {})
    m = meta.get("machine", {})
    L = ["## Engine speed", ""]
    L.append("whittle's own cost per candidate, with tests that cost almost nothing, on C made of the "
             "corpus's csmith programs repeated to 1 MB and 10 MB (no parse errors), one "
             "`int whittle_speed_marker;` line in the middle. *stall*: the test is `cmp -s ORIGINAL @@`, "
             "so no candidate is interesting and every one is about as large as the input; the run stops "
             "after a fixed time (`--stop-after`). *reduce*: the test is `grep -q whittle_speed_marker @@`, "
             "run to the end. Calls/s is oracle calls over whittle's own wall time; *whittle CPU* is "
             "whittle's own user + system time (its threads, not the tests; `--stats-json` "
             "`cpu_seconds`) per call: making, hashing and writing candidates, job directories, "
             "spawning, parsing. With the `c` preset, keep-parsing skips candidates that parse worse "
             "without a test: their parse is in whittle's CPU but not in the calls. Peak memory is "
             "whittle's own (`max_rss_kb`).")
    L.append("")
    L.append("The size sweep: C++ of 1, 5, 20 and 50 MB (the corpus's preprocessed meshoptimizer "
             "vertex codec, whole copies, a marker line in the middle), `cpp` preset, `-j 1`. whittle "
             "parses no file above 1 MB: a larger one starts with the passes that do without the "
             "parse, led by `blocks` (a brace scan), until it is under 1 MB. So a *stall* row above "
             "1 MB shows the cost of a candidate in that first stage, and a *reduce* row's peak "
             "memory is that of the input's copies (the best, the candidates in flight, the scan's "
             "lists: a few times the input) or of the parse of at most 1 MB (about 100 MB), "
             "whichever is larger.")
    L.append("")
    L.append("The 1 MB `reduce` run with the `c` preset took 68 oracle calls at da2a8cd, 335 at c37d0b5 "
             "and 73 at 37fd6e5. The 335 came from `prefix-suffix`, the pass that cuts such a file down in a "
             "few calls, waiting for the coarse stages' syntax passes (since fcb94f3 it takes part in them). "
             "Of the 5 calls over 68, prefix-suffix makes the same 46 calls in both: the rest are one test "
             "each, on the 20-byte result, of passes added since (`unused`, `token-pairs`, two of `rename`), "
             "against one fewer of `items`.")
    L.append("")
    L.append("Large candidates and memory. Since 607a01b glibc hands large buffers straight back to "
             "the system (`M_MMAP_THRESHOLD`; 1 MB until 49e4625, 256 KB since), so dead copies of a "
             "large input do not pile up in its arenas: 13 MB of C reduced at `-j 2` (the bounded-memory "
             "test's input) peaked at 120 MB in 3 runs of 94bf69b (123 or 161 MB before, from run to "
             "run), 112-113 MB in 2 of 607a01b; one arena instead (`MALLOC_ARENA_MAX=1` on 94bf69b) "
             "peaked at 155-162 MB. But each candidate of that size was then a fresh mapping, faulted "
             "in and zeroed: 10 MB `generic` stall, 10 s runs back to back (2026-11-27 11:46-11:48 "
             "UTC), 94bf69b 5.72 ms/call, 607a01b 14.67. 7eb4520 took out the copies behind the "
             "peaks (a token count made a vector of the file's 4 million tokens, 67 MB; the fallbacks "
             "of a flaky re-check kept up to 16 earlier results, now as many as fit in the original's "
             "size; a sweep's winner was kept while it grew): the 13 MB run peaks at 62-63 MB; with a "
             "test that also turns down a quarter of the candidates by checksum (`cksum big.c | awk "
             "'{ exit $1 % 4 == 0 }'`, many accepted steps of nearly the input's size, `--stop-below "
             "100000`) 321 MB at 3e16d57, 100-113 MB at 7eb4520. 6809276 makes large candidates in "
             "the buffers of candidates done with: 10 MB stall 11.3-12.9 -> 5.2-5.3 ms/call at `-j 1` "
             "and 13.4 -> 5.2 at `-j 2`, the same peaks (checksum run 114 MB). 49e4625 moves both to "
             "256 KB: 20 s of 1 MB candidates at `-j 2` (the third row) peaked at 87 MB, the "
             "candidates just under 1 MB piling up in the arenas, now 45 MB at the same CPU per call "
             "(runs of 2026-11-27 13:10-14:35 UTC, one binary after the other).")
    L.append("")
    L.append(f"Regenerate with `python3 {SCRIPT} --speed`; raw data: "
             f"[`{rel}/{SPEED_JSON}`]({rel}/{SPEED_JSON}); {meta.get('date', '?')}, commit "
             f"{meta.get('commit', '?')}, {m.get('nproc', '?')} cores, load average "
             f"{m.get('loadavg_start', '?')} at start, {meta.get('loadavg_end', '?')} at end (wall "
             "times depend on the load; CPU per call much less).")
    L.append("")
    L.append("| run | input | preset | `-j` | oracle calls | whittle s | calls/s | whittle CPU ms/call "
             "| peak MB | final bytes |")
    L.append("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in data["runs"]:
        size = f"{r['input_bytes'] / 2**20:.0f} MB"
        stopped = " (stopped)" if r.get("stopped") and r["kind"] == "reduce" else ""
        rss = r.get("max_rss_kb")
        L.append(f"| {r['kind']}{stopped} | {size} | {r['preset']} | {r['jobs']} | {r.get('oracle_calls', '-')} "
                 f"| {fmt_num(r.get('whittle_s'))} | {fmt_num(r.get('calls_per_s'))} "
                 f"| {r.get('cpu_ms_per_call', '-')} | {fmt_num(rss / 1024) if rss else '-'} "
                 f"| {r.get('final_bytes', '-')} |")
    L.append("")
    return L

#!/usr/bin/env python3
"""Benchmark whittle against its peers (C-Vise, C-Reduce, Shrink Ray, treereduce)
on the corpus (corpus/<lang>/<case>/{<file>, test.sh, case.toml}).

Python 3.11 standard library only.

For every selected case x reducer it
  * makes a scratch directory holding a copy of the input (the corpus is never
    touched) and a counting wrapper around the case's test.sh (one line appended to a
    counter file with an absolute path per oracle call, then `exec` of the real test);
  * runs the reducer with the same parallelism (-j, default 2) in its own process
    group under a wall-clock cap (killed with its whole process tree at the cap);
  * samples the size of the file the reducer updates every ~0.5 s;
  * records final bytes, final tokens, oracle calls, wall seconds, whether it was
    capped, and whether the final file is still interesting -- re-checked here by
    running test.sh on a copy in a fresh temporary directory;
and writes corpus/results/{results.json,results.csv,series.json}, one SVG plot per
case in corpus/results/plots/, and BENCHMARKS.md at the repository root.

Usage: python3 corpus/bench.py [--quick] [--reducers whittle,cvise,...] [--cases ...]
                               [--jobs 2] [--cap SECS] [--whittle PATH] [--whittle-args '...']
       python3 corpus/bench.py --search     # whittle's search vs ddmin and greedy, synthetic cases
       python3 corpus/bench.py --speed      # whittle's own cost per candidate, peak memory
       python3 corpus/bench.py --report-only
Run with --help for everything.
"""

from __future__ import annotations

import argparse
import csv
import datetime as _dt
import glob
import json
import math
import os
import platform
import re
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape as xml_escape

CORPUS = Path(__file__).resolve().parent
REPO = CORPUS.parent
LANGS = ("c", "javascript", "rust")
KNOWN_PEERS = ("cvise", "creduce", "shrinkray", "treereduce")
SAMPLE_PERIOD = 0.5          # seconds between size samples
KILL_GRACE = 5.0             # seconds between SIGTERM and SIGKILL at the cap
RECHECK_TIMEOUT = 300        # seconds for the harness's own re-check of the result
COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
          "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"]


# --------------------------------------------------------------------------- tokens

_TOKEN_RE = re.compile(
    r'"(?:[^"\\\n]|\\[^\n])*"'          # one-line "..." string (with escapes)
    r"|'(?:[^'\\\n]|\\[^\n])*'"         # one-line '...' string
    r"|(?:[A-Za-z0-9_]|[^\W\d_])+"      # run of ASCII word chars or Unicode letters
    r"|\S"                              # any other non-whitespace character
)


def count_tokens(data: bytes) -> int:
    """Tokens under one simple rule, the same for every reducer: a maximal run of
    [A-Za-z0-9_] or UTF-8 letters is one token, a one-line "..." or '...' string is
    one token, every other non-whitespace byte is one token; whitespace separates."""
    text = data.decode("utf-8", errors="surrogateescape")
    n = 0
    for m in _TOKEN_RE.finditer(text):
        s = m.group()
        if len(s) == 1 and not (s.isalnum() or s == "_"):
            n += len(s.encode("utf-8", errors="surrogateescape"))   # bytes of a symbol
        else:
            n += 1
    return n


# --------------------------------------------------------------------------- cases

@dataclass
class Case:
    lang: str
    name: str
    dir: Path
    file: str
    quick: bool
    oracle: str
    meta: dict

    @property
    def id(self) -> str:
        return f"{self.lang}/{self.name}"

    @property
    def input(self) -> Path:
        return self.dir / self.file

    @property
    def test(self) -> Path:
        return self.dir / "test.sh"


def load_cases() -> list[Case]:
    cases = []
    for lang in LANGS:
        for d in sorted((CORPUS / lang).glob("*/")):
            toml = d / "case.toml"
            if not toml.is_file():
                continue
            meta = tomllib.loads(toml.read_text())
            cases.append(Case(lang, d.name, d, meta["file"], bool(meta.get("quick", False)),
                              meta.get("oracle", "?"), meta))
    return cases


def select_cases(all_cases: list[Case], spec: str | None, quick: bool) -> list[Case]:
    if not spec:
        return [c for c in all_cases if c.quick or not quick]
    chosen = []
    for item in [s.strip().strip("/") for s in spec.split(",") if s.strip()]:
        hits = [c for c in all_cases
                if item in (c.id, c.name, c.lang) or c.id == item.removeprefix("corpus/")]
        if not hits:
            sys.exit(f"bench: no case matches {item!r} (cases: {', '.join(c.id for c in all_cases)})")
        if quick and item in LANGS:
            hits = [c for c in hits if c.quick]
        chosen += [c for c in hits if c not in chosen]
    return chosen


# --------------------------------------------------------------------------- reducers

@dataclass
class Reducer:
    name: str                    # as named on the command line: whittle, whittle-generic, cvise, ...
    kind: str                    # whittle | cvise | creduce | shrinkray | treereduce
    exe: str | None = None       # path (for treereduce: directory-independent prefix)
    extra: list[str] = field(default_factory=list)
    version: str = ""
    notes: list[str] = field(default_factory=list)
    skip: str | None = None      # reason it is not run
    info: dict = field(default_factory=dict)


def run_capture(argv: list[str], timeout: float = 60) -> tuple[int, str]:
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout, text=True, errors="replace",
                           stdin=subprocess.DEVNULL)
        return p.returncode, p.stdout
    except (OSError, subprocess.TimeoutExpired) as e:
        return -1, str(e)


def first_line(s: str) -> str:
    for line in s.splitlines():
        if line.strip():
            return line.strip()
    return ""


def whittle_exe(args) -> tuple[Path, str | None]:
    """The whittle binary and, if there is none, why. Without --whittle, the repo's release
    build, brought up to date first (cargo does nothing when it is), so that the commit the
    report names is the one that was measured."""
    if args.whittle:
        exe = Path(args.whittle)
        return exe, None if exe.exists() else f"--whittle {exe} does not exist"
    exe = REPO / "target" / "release" / "whittle"
    print("[bench] cargo build --release", flush=True)
    p = subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=REPO)
    if p.returncode != 0 or not exe.exists():
        return exe, "cargo build --release failed"
    return exe, None


def prepare_whittle(r: Reducer, args) -> None:
    exe, r.skip = whittle_exe(args)
    if r.skip:
        return
    r.exe = str(exe.resolve())
    rc, out = run_capture([r.exe, "--version"])
    r.version = first_line(out) if rc == 0 else f"? ({first_line(out)})"
    extra = shlex.split(args.whittle_args or "")
    if r.name != "whittle":
        suffix = r.name.removeprefix("whittle-")
        extra = ["--preset", suffix] + extra
    r.extra = extra + shlex.split(args.extra_args.get(r.name, ""))
    try:
        commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--", "src",
                                "grammars", "passes", "Cargo.toml", "Cargo.lock"],
                               capture_output=True, text=True).stdout.strip()
        if commit and exe.resolve().is_relative_to(REPO.resolve()):
            r.version += f" (repo commit {commit}{', modified' if dirty else ''})"
    except OSError:
        pass


def find_shrinkray() -> str | None:
    exe = shutil.which("shrinkray")
    if exe:
        return exe
    for c in sorted(glob.glob("/opt/whittle-peers/*/bin/shrinkray")):
        if os.access(c, os.X_OK):
            return c
    return None


def prepare_peer(r: Reducer, args) -> None:
    if r.kind in ("cvise", "creduce"):
        exe = shutil.which(r.kind)
        if not exe:
            r.skip = f"{r.kind} not installed (not on PATH; see corpus/install-peers.sh)"
            return
        rc, out = run_capture([exe, "--version"])
        if rc != 0:
            r.skip = f"'{r.kind} --version' fails: {first_line(out)}"
            return
        r.exe, r.version = exe, first_line(out)
    elif r.kind == "treereduce":
        found = {lang: shutil.which(f"treereduce-{lang}") for lang in LANGS}
        if not any(found.values()):
            r.skip = "treereduce-{c,javascript,rust} not installed (cargo install treereduce-c ...)"
            return
        r.info["exes"] = found
        missing = [lang for lang, e in found.items() if not e]
        if missing:
            r.notes.append("no treereduce for " + ", ".join(missing))
        exe = next(e for e in found.values() if e)
        rc, out = run_capture([exe, "--version"])
        r.version = first_line(out)
        r.notes.append("treereduce puts the candidate in an extension-less @@ temp file: the "
                       "wrapper copies it to the case's file name in a fresh directory and runs "
                       "test.sh there; it only writes -o at the end, so its size series (and its "
                       "result if capped) comes from the smallest interesting candidate the wrapper saw")
    elif r.kind == "shrinkray":
        exe = find_shrinkray()
        if not exe:
            r.skip = ("shrinkray not installed (not on PATH nor /opt/whittle-peers/*/bin/shrinkray; "
                      "it needs Python >= 3.12, see corpus/install-peers.sh)")
            return
        rc, helptext = run_capture([exe, "--help"])
        if rc != 0:
            r.skip = f"'shrinkray --help' fails: {first_line(helptext)}"
            return
        r.exe = exe
        r.info["help"] = helptext
        rc, out = run_capture([exe, "--version"])
        if rc == 0 and out.strip():
            r.version = first_line(out)
        else:
            py = Path(os.path.realpath(exe)).parent / "python3"
            rc, out = run_capture([str(py), "-c", "import importlib.metadata as m; print(m.version('shrinkray'))"])
            r.version = f"shrinkray {out.strip()}" if rc == 0 else "shrinkray (version unknown)"
        flags = []
        if "--no-llm" in helptext:
            flags.append("--no-llm")
            r.notes.append("ran with --no-llm")
        else:
            r.notes.append("shrinkray --help has no --no-llm flag")
        par = re.search(r"(--parallelism)\b", helptext) or re.search(r"(--jobs)\b", helptext) \
            or re.search(r"(?<![-\w])(-j)\b", helptext)
        r.info["par_flag"] = par.group(1) if par else None
        if not par:
            r.notes.append("no parallelism flag in shrinkray --help: ran with its default")
        if "--ui" in helptext:
            flags.append("--ui=basic")         # the default textual UI wants a terminal
        if "basename" in helptext:
            flags.append("--input-type=basename")   # test.sh reads the candidate by its file name
        if "--no-history" in helptext:
            flags.append("--no-history")       # no .shrinkray/ copy of every reduction
        r.info["flags"] = flags
        g = shrinkray_grammars(exe)
        r.info["grammars_before"] = g
        if g is None:
            r.notes.append("could not query its tree-sitter grammar cache")
        else:
            have = sorted(k for k, v in g.items() if v)
            r.notes.append("tree-sitter grammars cached offline before the benchmark: "
                           + (", ".join(have) if have else "none")
                           + " (per-run status in results.json: shrinkray_grammar)")
    r.extra = shlex.split(args.extra_args.get(r.name, ""))


def shrinkray_grammars(exe: str) -> dict[str, bool] | None:
    """Which of our languages' tree-sitter grammars Shrink Ray can load without
    downloading (tree-sitter-language-pack >= 1 fetches grammars at run time into a
    cache; older versions bundle them)."""
    py = Path(os.path.realpath(exe)).parent / "python3"     # the venv's interpreter
    if not py.exists():
        return None
    code = ("import json, importlib.util as u\n"
            "langs = ['c', 'javascript', 'rust']\n"
            "if not u.find_spec('tree_sitter_language_pack'):\n"
            "    print(json.dumps({l: False for l in langs})); raise SystemExit\n"
            "import tree_sitter_language_pack as t\n"
            "if hasattr(t, 'downloaded_languages'):\n"
            "    have = set(t.downloaded_languages())\n"
            "    print(json.dumps({l: l in have for l in langs}))\n"
            "else:\n"
            "    print(json.dumps({l: True for l in langs}))\n")
    rc, out = run_capture([str(py), "-c", code])
    try:
        return json.loads(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def shrinkray_run_grammar(lang: str, before: dict | None, after: dict | None, output: str) -> str:
    warn = [l.strip() for l in output.splitlines() if "tree-sitter grammar" in l and "WARNING" in l]
    if before and before.get(lang):
        return f"grammar for {lang} available offline (cached before the run)"
    if warn:
        return f"ran WITHOUT the tree-sitter grammar for {lang}: {warn[0]}"
    if after and after.get(lang):
        return (f"grammar for {lang} not cached: Shrink Ray downloaded it in the background during "
                "this run (its tree-sitter passes joined once it arrived)")
    return f"grammar for {lang} not cached and not downloaded: ran without tree-sitter passes"


def make_reducers(args) -> list[Reducer]:
    out = []
    for name in [s.strip() for s in args.reducers.split(",") if s.strip()]:
        if name == "whittle" or name.startswith("whittle-"):
            r = Reducer(name, "whittle")
            prepare_whittle(r, args)
        elif name in KNOWN_PEERS:
            r = Reducer(name, name)
            prepare_peer(r, args)
        else:
            sys.exit(f"bench: unknown reducer {name!r} (whittle, whittle-<preset>, {', '.join(KNOWN_PEERS)})")
        if r.skip:
            print(f"[bench] skipping {name}: {r.skip}", flush=True)
        else:
            print(f"[bench] {name}: {r.version}", flush=True)
        out.append(r)
    return out


# --------------------------------------------------------------------------- one run

COUNT_WRAPPER = """#!/usr/bin/env bash
# bench.py counting wrapper: one line per oracle call, then the real test
echo "$$" >> {counter}
exec {test} "$@"
"""

# treereduce: the candidate is an extension-less @@ temp file ($1). Copy it under the
# case's file name into a fresh directory and run test.sh there. Keep the smallest
# interesting candidate in {best} (treereduce itself only writes -o at the end).
TREEREDUCE_WRAPPER = """#!/usr/bin/env bash
# bench.py counting wrapper for treereduce
echo "$$" >> {counter}
cand="$1"
d=$(mktemp -d {tmp}/tr.XXXXXX) || exit 125
cp -- "$cand" "$d"/{file} || {{ rm -rf "$d"; exit 125; }}
(cd "$d" && exec {test})
rc=$?
if [ "$rc" -eq 0 ]; then
  (
    flock 9
    new=$(stat -c %s "$d"/{file})
    cur=$(stat -c %s {best} 2>/dev/null || echo 999999999999)
    if [ "$new" -lt "$cur" ]; then cp -- "$d"/{file} {best}.tmp.$$ && mv -f {best}.tmp.$$ {best}; fi
  ) 9> {best}.lock
fi
rm -rf "$d"
exit "$rc"
"""


def write_exe(path: Path, text: str) -> None:
    path.write_text(text)
    path.chmod(0o755)


def process_table() -> dict[int, list[int]]:
    """ppid -> [pid] for every process we can see."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read().decode("ascii", "replace")
            ppid = int(stat[stat.rindex(")") + 2:].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    return children


def descendants(pid: int) -> list[int]:
    table = process_table()
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        for c in table.get(p, []):
            out.append(c)
            todo.append(c)
    return out


def signal_tree(root: int, pgid: int, sig: int) -> None:
    pids = descendants(root)
    groups = {pgid}
    for p in pids:
        try:
            groups.add(os.getpgid(p))
        except OSError:
            pass
    groups.discard(os.getpgrp())
    for g in groups:
        try:
            os.killpg(g, sig)
        except OSError:
            pass
    for p in [root] + pids:
        try:
            os.kill(p, sig)
        except OSError:
            pass


def kill_tree(proc: subprocess.Popen) -> None:
    """SIGTERM the reducer, its process group and every descendant (tests may run in
    their own process groups), then SIGKILL whatever is left."""
    pgid = proc.pid
    signal_tree(proc.pid, pgid, signal.SIGTERM)
    deadline = time.monotonic() + KILL_GRACE
    while time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.1)
    signal_tree(proc.pid, pgid, signal.SIGKILL)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


def file_size(path: Path) -> int | None:
    try:
        return path.stat().st_size
    except OSError:
        return None


def recheck(case: Case, data: bytes) -> tuple[bool, str]:
    """Run the case's test.sh on `data` in a fresh temporary directory."""
    with tempfile.TemporaryDirectory(prefix="whittle-bench-check-") as d:
        (Path(d) / case.file).write_bytes(data)
        try:
            p = subprocess.run([str(case.test)], cwd=d, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=RECHECK_TIMEOUT, start_new_session=True)
            return p.returncode == 0, f"exit {p.returncode}"
        except subprocess.TimeoutExpired:
            return False, f"timed out after {RECHECK_TIMEOUT} s"


def build_command(r: Reducer, case: Case, jobs: int, wrapper: Path, work: Path, out: Path,
                  tracked: dict) -> list[str] | None:
    f = case.file
    if r.kind == "whittle":
        tracked["file"] = out
        return [r.exe, "-q", "-j", str(jobs), "-o", str(out), *r.extra, str(wrapper), f]
    if r.kind in ("cvise", "creduce"):
        tracked["file"] = work / f
        return [r.exe, "--n", str(jobs), *r.extra, str(wrapper), f]
    if r.kind == "shrinkray":
        tracked["file"] = work / f
        par = r.info.get("par_flag")
        par_args = [f"{par}={jobs}"] if par and par.startswith("--") else ([par, str(jobs)] if par else [])
        return [r.exe, *r.info.get("flags", []), *par_args, *r.extra, str(wrapper), f]
    if r.kind == "treereduce":
        exe = r.info["exes"].get(case.lang)
        if not exe:
            return None
        tracked["file"] = out
        tracked["fallback"] = tracked["best"]
        return [exe, "-j", str(jobs), "-s", f, "-o", str(out), "--temp-dir", str(tracked["tmp"]),
                *r.extra, str(wrapper), "@@"]
    raise AssertionError(r.kind)


# Results this small are kept in results.json (`final_text`), to compare what each reducer left.
FINAL_TEXT_MAX = 1024


def run_one(case: Case, r: Reducer, jobs: int, cap: float, keep: bool, log_dir: Path | None,
            bad_dir: Path | None = None) -> tuple[dict, list]:
    original = case.input.read_bytes()
    rec = {
        "case": case.id, "lang": case.lang, "name": case.name, "file": case.file,
        "oracle": case.oracle, "reducer": r.name, "version": r.version,
        "input_bytes": len(original), "input_tokens": count_tokens(original),
        "jobs": jobs, "cap_s": cap,
    }
    scratch = Path(tempfile.mkdtemp(prefix=f"whittle-bench-{r.name}-{case.name}-"))
    proc = None
    series: list[list[float]] = []
    try:
        work, tmp, outdir = scratch / "work", scratch / "tmp", scratch / "out"
        for d in (work, tmp, outdir):
            d.mkdir()
        (work / case.file).write_bytes(original)
        counter = scratch / "oracle-calls"
        counter.touch()
        best = scratch / "best-interesting"
        tracked: dict = {"tmp": tmp, "best": best}
        q = shlex.quote
        if r.kind == "treereduce":
            wrapper = scratch / "test-wrapper.sh"
            write_exe(wrapper, TREEREDUCE_WRAPPER.format(counter=q(str(counter)), test=q(str(case.test)),
                                                         tmp=q(str(tmp)), file=q(case.file), best=q(str(best))))
        else:
            wrapper = scratch / "test-wrapper.sh"
            write_exe(wrapper, COUNT_WRAPPER.format(counter=q(str(counter)), test=q(str(case.test))))
        out = outdir / case.file
        argv = build_command(r, case, jobs, wrapper, work, out, tracked)
        if argv is None:
            rec.update(status="skipped", note=f"no {r.kind} for {case.lang}")
            return rec, series
        rec["command"] = shlex.join(argv)
        if r.kind == "shrinkray":
            before = shrinkray_grammars(r.exe)
        env = dict(os.environ, TMPDIR=str(tmp), LC_ALL="C")
        env.pop("PYTHONPATH", None)
        stdout_path = scratch / "reducer-output.txt"
        with open(stdout_path, "wb") as log:
            t0 = time.monotonic()
            proc = subprocess.Popen(argv, cwd=work, env=env, stdin=subprocess.DEVNULL,
                                    stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
            capped = False
            last = None
            while True:
                t = time.monotonic() - t0
                size = file_size(tracked["file"])
                if size is None and "fallback" in tracked:
                    size = file_size(tracked["fallback"])
                if size is None:
                    size = len(original) if last is None else last
                if size == 0 and last is not None:
                    size = last                 # a file being rewritten; ignore the gap
                if size != last:
                    series.append([round(t, 2), size])
                    last = size
                if proc.poll() is not None:
                    break
                if t >= cap:
                    capped = True
                    kill_tree(proc)
                    break
                time.sleep(min(SAMPLE_PERIOD, max(0.01, cap - t)))
            wall = time.monotonic() - t0
            # stragglers (e.g. tests in their own process groups) are killed too
            signal_tree(proc.pid, proc.pid, signal.SIGKILL)
        proc_rc = proc.returncode
        proc = None
        text = stdout_path.read_bytes().decode("utf-8", "replace")
        if r.kind == "shrinkray":
            rec["shrinkray_grammar"] = shrinkray_run_grammar(case.lang, before, shrinkray_grammars(r.exe), text)
        if log_dir is not None:
            log_dir.mkdir(parents=True, exist_ok=True)
            (log_dir / f"{case.lang}-{case.name}-{r.name}.log").write_text(text)
        # the result: whittle -o OUT / in place / treereduce -o (or its best if capped)
        final_path, final_from = tracked["file"], "output file"
        if r.kind == "whittle" and not out.exists():
            final_path, final_from = work / case.file, "input file (whittle wrote no -o file)"
        if r.kind == "treereduce" and not out.exists():
            final_path, final_from = (best, "smallest interesting candidate seen by the wrapper") \
                if best.exists() else (work / case.file, "input (treereduce wrote nothing)")
        elif r.kind in ("cvise", "creduce", "shrinkray"):
            final_from = "file reduced in place"
        final = final_path.read_bytes() if final_path.exists() else original
        ok, why = recheck(case, final)
        if not ok:
            # A flaky test, or a reducer that kept a wrong result? Two more re-checks tell, and the
            # file is kept (results/uninteresting/) to look at.
            again = sum(recheck(case, final)[0] for _ in range(2))
            why += f"; {again} of 2 more re-checks passed"
            if bad_dir is not None:
                bad_dir.mkdir(parents=True, exist_ok=True)
                kept = bad_dir / f"{case.lang}-{case.name}-{r.name}{Path(case.file).suffix}"
                kept.write_bytes(final)
                rec["kept_as"] = f"{bad_dir.name}/{kept.name}"  # under the results directory
        calls = sum(1 for _ in open(counter, "rb"))
        series.append([round(wall, 2), len(final)])
        status = "capped" if capped else ("ok" if proc_rc == 0 else f"exit {proc_rc}")
        rec.update(
            status=status, exit_code=proc_rc, capped=capped,
            final_bytes=len(final), final_tokens=count_tokens(final),
            oracle_calls=calls, wall_s=round(wall, 2),
            interesting=ok, recheck=why, final_from=final_from,
            output_tail=text.splitlines()[-15:] if (proc_rc != 0 or not ok) and not capped else [],
        )
        if len(final) <= FINAL_TEXT_MAX:
            rec["final_text"] = final.decode("utf-8", "replace")
        if keep:
            rec["scratch"] = str(scratch)
        return rec, series
    finally:
        if proc is not None and proc.poll() is None:
            kill_tree(proc)
        if not keep:
            shutil.rmtree(scratch, ignore_errors=True)


# --------------------------------------------------------------------------- SVG

def nice_step(span: float, target: int = 6) -> float:
    raw = span / max(1, target)
    mag = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return m * mag
    return 10 * mag


def fmt_bytes(b: float) -> str:
    if b >= 1e6:
        return f"{b / 1e6:g} MB"
    if b >= 1e3:
        return f"{b / 1e3:g} kB"
    return f"{b:g} B"


def svg_plot(case: Case, runs: list[tuple[str, dict, list]], color_of: dict) -> str:
    """Size (bytes, log scale) over wall time, one step line per reducer."""
    W, H = 760, 420
    ml, mr, mt, mb = 70, 210, 40, 50
    pw, ph = W - ml - mr, H - mt - mb
    tmax = max([s[-1][0] for _, _, s in runs if s] + [1.0])
    xs = nice_step(tmax, 7)
    tmax = max(xs, math.ceil(tmax / xs - 0.01) * xs)   # a run capped at 300.1 s ends at 300
    sizes = [max(1, p[1]) for _, _, s in runs for p in s] or [1, 10]
    # y range: from the 1-2-5 value below the smallest size to the one above the largest
    steps = [m * 10 ** k for k in range(0, 10) for m in (1, 2, 5)]
    lo = max([v for v in steps if v <= min(sizes)] or [1])
    hi = min([v for v in steps if v >= max(sizes) and v > lo] or [lo * 10])

    def X(t):
        return ml + pw * min(1.0, t / tmax)

    def Y(b):
        return mt + ph * (1 - (math.log10(max(1, b)) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)))

    e = []
    e.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
             f'viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">')
    e.append(f'<rect x="0" y="0" width="{W}" height="{H}" fill="white"/>')
    e.append(f'<text x="{ml}" y="22" font-size="14" font-weight="bold">'
             f'{xml_escape(case.id)}: size over time</text>')
    # grid and ticks
    decades = math.log10(hi) - math.log10(lo)
    for k in range(0, 10):
        for m in range(1, 10):
            v = m * 10 ** k
            if v < lo or v > hi:
                continue
            y = Y(v)
            labelled = m == 1 or (m in (2, 5) and decades <= 3) or v in (lo, hi)
            e.append(f'<line x1="{ml}" y1="{y:.1f}" x2="{ml + pw}" y2="{y:.1f}" '
                     f'stroke="{"#ccc" if m == 1 else "#eee"}"/>')
            if labelled:
                e.append(f'<text x="{ml - 6}" y="{y + 4:.1f}" text-anchor="end">{fmt_bytes(v)}</text>')
    t = 0.0
    while t <= tmax + 1e-9:
        x = X(t)
        e.append(f'<line x1="{x:.1f}" y1="{mt}" x2="{x:.1f}" y2="{mt + ph}" stroke="#eee"/>')
        e.append(f'<text x="{x:.1f}" y="{mt + ph + 16}" text-anchor="middle">{t:g}</text>')
        t += xs
    e.append(f'<rect x="{ml}" y="{mt}" width="{pw}" height="{ph}" fill="none" stroke="black"/>')
    e.append(f'<text x="{ml + pw / 2}" y="{H - 10}" text-anchor="middle">wall time (s)</text>')
    e.append(f'<text x="16" y="{mt + ph / 2}" text-anchor="middle" '
             f'transform="rotate(-90 16 {mt + ph / 2})">size (bytes, log scale)</text>')
    # lines
    ly = mt + 8
    for name, rec, s in runs:
        col = color_of[name]
        if s:
            pts = []
            prev = None
            for tt, b in s:
                if prev is not None:
                    pts.append(f"{X(tt):.1f},{Y(prev):.1f}")
                pts.append(f"{X(tt):.1f},{Y(b):.1f}")
                prev = b
            e.append(f'<polyline fill="none" stroke="{col}" stroke-width="2" points="{" ".join(pts)}"/>')
            tx, bx = s[-1]
            if rec.get("capped"):
                e.append(f'<path d="M{X(tx) - 5:.1f},{Y(bx) - 5:.1f} l10,10 m0,-10 l-10,10" '
                         f'stroke="{col}" stroke-width="2"/>')
            else:
                e.append(f'<circle cx="{X(tx):.1f}" cy="{Y(bx):.1f}" r="4" fill="{col}"/>')
        # legend
        label = f"{name}: {rec.get('final_bytes', '?')} B, {rec.get('wall_s', '?')} s"
        if rec.get("capped"):
            label += " (capped)"
        if rec.get("interesting") is False:
            label += " NOT interesting"
        e.append(f'<line x1="{ml + pw + 12}" y1="{ly}" x2="{ml + pw + 34}" y2="{ly}" '
                 f'stroke="{col}" stroke-width="3"/>')
        e.append(f'<text x="{ml + pw + 40}" y="{ly + 4}" font-size="11">{xml_escape(label)}</text>')
        ly += 18
    e.append(f'<text x="{ml + pw + 12}" y="{ly + 8}" font-size="10" fill="#555">'
             f'dot: finished; x: capped</text>')
    e.append("</svg>")
    return "\n".join(e) + "\n"


# --------------------------------------------------------------------------- report

def yn(v) -> str:
    return "yes" if v else ("NO" if v is not None else "?")


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def fmt_ratio(x) -> str:
    return "n/a" if x is None else f"{x:.2f}"


def write_markdown(path: Path, meta: dict, records: list[dict], reducers: list[Reducer],
                   cases: list[Case], plots: dict[str, str], extra: list[str] = ()) -> None:
    L = []
    L.append("# Benchmarks")
    L.append("")
    res = meta["results_rel"]
    if meta.get("partial"):
        raw = (f"[`{res}/results.partial.json`]({res}/results.partial.json) (runs and size-over-time "
               "samples of the unfinished run)")
    else:
        raw = (f"[`{res}/results.json`]({res}/results.json) (also [CSV]({res}/results.csv)); "
               f"size-over-time samples: [`{res}/series.json`]({res}/series.json)")
    L.append("Generated by `corpus/bench.py` (Python 3.11 standard library only) from the corpus in "
             f"[`corpus/`]({meta['corpus_rel']}/README.md). Raw data: {raw}.")
    L.append("")
    if meta.get("partial"):
        L.append(f"> **This run is not finished**: {meta['partial']} case/reducer runs are done, and the "
                 "tables show those. The same command goes on with the rest (`--resume`).")
        L.append("")
    if meta["quick"]:
        L.append("> **This is a quick run** (only the cases with `quick = true`, short caps). "
                 "The full benchmark is the same command without `--quick` and takes hours.")
        L.append("")
    L.append("## How to regenerate")
    L.append("")
    L.append("```sh")
    L.append("bash corpus/install-peers.sh          # cvise, creduce, treereduce, shrinkray (optional)")
    L.append("cargo build --release")
    L += regenerate(meta)
    L.append("```")
    L.append("")
    L.append(f"- date: {meta['date']}")
    for k, sit in enumerate(meta.get("sittings", [])):
        versions = "; ".join(f"{r} {v}" for r, v in sit.get("versions", {}).items())
        L.append(f"  - sitting {k + 1} (the run was resumed with `--resume`): {sit['date']}, load average at "
                 f"start {sit.get('loadavg_start', '?')}: `{sit['command']}`" + (f" ({versions})" if versions else ""))
    m = meta["machine"]
    L.append(f"- machine: {m['nproc']} cores (nproc), {m['cpu']}, {m['mem']}, {m['os']}; "
             f"load average at start {m['loadavg_start']}, at end {meta.get('loadavg_end', '?')} "
             "(the machine is shared: compare reducers within one run, not across runs)")
    L.append(f"- parallelism: every reducer ran with {meta['jobs']} workers "
             "(whittle `-j`, cvise/creduce `--n`, treereduce `-j`, shrinkray its parallelism flag)")
    L.append(f"- wall-clock cap per run: {meta['cap_s']:g} s (the reducer's whole process tree is killed "
             "at the cap; the row then shows what it had reached)")
    L.append("- oracle calls: counted by a wrapper around `test.sh` (one line appended to a counter file "
             "per call, then `exec` of the real test), the same for every reducer")
    L.append("- tokens: maximal runs of `[A-Za-z0-9_]` or UTF-8 letters are one token, a one-line "
             "`\"...\"`/`'...'` string is one token, every other non-whitespace byte is one token "
             "(the same rule for every reducer; Rust lifetimes such as `'a` can pair up as a quoted string)")
    L.append("- interesting: re-checked by the harness, running the case's `test.sh` on the final file "
             "in a fresh directory (never taken from the reducer)")
    L.append("")
    L.append("### Reducers")
    L.append("")
    L.append("| reducer | version | invocation | notes |")
    L.append("| --- | --- | --- | --- |")
    for r in reducers:
        inv = meta["reducers"][r.name].get("invocation", "")
        notes = "; ".join(([f"**skipped**: {r.skip}"] if r.skip else []) + r.notes)
        L.append(f"| {r.name} | {md(r.version or '-')} | {f'`{md(inv)}`' if inv else '-'} | {md(notes)} |")
    L.append("")
    ran = [r for r in reducers if not r.skip]
    by = {(x["case"], x["reducer"]): x for x in records}
    L.append("## Results")
    L.append("")
    for lang in LANGS:
        lcases = [c for c in cases if c.lang == lang]
        if not lcases:
            continue
        L.append(f"### {lang}")
        L.append("")
        L.append("| case | input bytes | input tokens | reducer | final bytes | final tokens "
                 "| oracle calls | wall s | interesting | capped (status) | version |")
        L.append("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | --- | --- |")
        for c in lcases:
            first = True
            for r in ran:
                x = by.get((c.id, r.name))
                if x is None:
                    continue
                head = (f"`{c.name}` | {x['input_bytes']} | {x['input_tokens']}" if first else " | | ")
                first = False
                if x.get("status") == "skipped":
                    L.append(f"| {head} | {r.name} | - | - | - | - | - | {md(x.get('note', 'skipped'))} | |")
                    continue
                capped = "capped" if x["capped"] else ""
                if x["status"] not in ("ok", "capped"):
                    capped = (capped + " " if capped else "") + f"({x['status']})"
                L.append(f"| {head} | {r.name} | {x['final_bytes']} | {x['final_tokens']} | "
                         f"{x['oracle_calls']} | {x['wall_s']:.1f} | {yn(x['interesting'])} | {capped} "
                         f"| {md(short_version(x.get('version', '')))} |")
        L.append("")
    # per-run notes
    notes = []
    for x in records:
        items = []
        if x.get("status") not in (None, "ok", "capped", "skipped"):
            lines = [t.strip() for t in x.get("output_tail", []) if t.strip()]
            errs = [t for t in lines if "error" in t.lower()]
            tail = " / ".join(errs[:2] or lines[-3:])
            items.append(f"{x['status']}" + (f": {tail}" if tail else ""))
        if x.get("interesting") is False:
            items.append(f"final file NOT interesting on re-check ({x.get('recheck')})"
                         + (f", kept as `corpus/results/{x['kept_as']}`" if x.get("kept_as") else ""))
        if x.get("final_from") and x.get("final_from") not in ("output file", "file reduced in place"):
            items.append(f"result taken from: {x['final_from']}")
        if x.get("shrinkray_grammar"):
            items.append(x["shrinkray_grammar"])
        if items:
            notes.append(f"- `{x['case']}` {x['reducer']}: " + "; ".join(md(i) for i in items))
    if notes:
        L.append("### Run notes")
        L.append("")
        L += notes
        L.append("")
    # ratios
    L.append("## whittle / C-Vise")
    L.append("")
    whittles = [r for r in ran if r.kind == "whittle"]
    cvise = next((r for r in ran if r.kind == "cvise"), None)
    if not whittles or cvise is None:
        L.append("Not computed: this run did not include both whittle and cvise.")
        L.append("")
    else:
        L.append("Ratios below 1 favour whittle. Final tokens, oracle calls and wall seconds of whittle "
                 "divided by C-Vise's, per case (a ratio involving a run whose result is not interesting "
                 "is marked with `!`).")
        L.append("")
        for w in whittles:
            if len(whittles) > 1:
                L.append(f"### {w.name} / {cvise.name}")
                L.append("")
            L.append("| case | tokens | calls | wall |")
            L.append("| --- | ---: | ---: | ---: |")
            cols = {"tokens": [], "calls": [], "wall": []}
            for c in cases:
                a, b = by.get((c.id, w.name)), by.get((c.id, cvise.name))
                if not a or not b or "final_tokens" not in a or "final_tokens" not in b:
                    continue
                bad = "!" if not (a["interesting"] and b["interesting"]) else ""
                rt = ratio(a["final_tokens"], b["final_tokens"])
                rc = ratio(a["oracle_calls"], b["oracle_calls"])
                rw = ratio(a["wall_s"], b["wall_s"])
                for k, v in (("tokens", rt), ("calls", rc), ("wall", rw)):
                    if v is not None and not bad:
                        cols[k].append(v)
                L.append(f"| `{c.id}` | {fmt_ratio(rt)}{bad} | {fmt_ratio(rc)}{bad} | {fmt_ratio(rw)}{bad} |")
            med = {k: (statistics.median(v) if v else None) for k, v in cols.items()}
            L.append(f"| **median** | **{fmt_ratio(med['tokens'])}** | **{fmt_ratio(med['calls'])}** "
                     f"| **{fmt_ratio(med['wall'])}** |")
            L.append("")
    L += peer_summary(ran, cases, by)
    L += extra
    # plots
    L.append("## Size over time")
    L.append("")
    L.append("Size of the file each reducer updates (whittle's `-o` file, the file itself for "
             "in-place reducers, treereduce's smallest interesting candidate), sampled every "
             f"{SAMPLE_PERIOD:g} s; log scale.")
    L.append("")
    for c in cases:
        if c.id in plots:
            L.append(f"### {c.id}")
            L.append("")
            L.append(f"![size over time, {c.id}]({plots[c.id]})")
            L.append("")
    path.write_text("\n".join(L) + "\n")


def peer_summary(ran: list[Reducer], cases: list[Case], by: dict) -> list[str]:
    """One line per peer: on the cases where both whittle and the peer have an interesting
    result, how often whittle's tokens are at most the peer's, and the median ratios."""
    whittle = next((r for r in ran if r.name == "whittle"), None)
    peers = [r for r in ran if r.kind != "whittle"]
    if whittle is None or not peers:
        return []
    L = ["## whittle against every peer", "",
         "Over the cases where both whittle and the peer ran and both results re-check interesting: "
         "on how many whittle's final tokens are at most the peer's (and strictly fewer), and the "
         "median whittle/peer ratios. A peer that ran on fewer cases is compared on those alone.", "",
         "| peer | cases | tokens ≤ peer | tokens < peer | median tokens | median calls | median wall |",
         "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for p in peers:
        pairs = [(by.get((c.id, whittle.name)), by.get((c.id, p.name))) for c in cases]
        pairs = [(a, b) for a, b in pairs
                 if a and b and a.get("interesting") and b.get("interesting")]
        if not pairs:
            continue
        le = sum(a["final_tokens"] <= b["final_tokens"] for a, b in pairs)
        lt = sum(a["final_tokens"] < b["final_tokens"] for a, b in pairs)
        meds = []
        for k in ("final_tokens", "oracle_calls", "wall_s"):
            rs = [x for a, b in pairs if (x := ratio(a[k], b[k])) is not None]
            meds.append(fmt_ratio(statistics.median(rs) if rs else None))
        L.append(f"| {p.name} | {len(pairs)} | {le} | {lt} | " + " | ".join(meds) + " |")
    return L + [""]


def regenerate(meta: dict) -> list[str]:
    """Commands that run this report's case/reducer pairs afresh: one per set of reducers that ran
    on the same cases, the first on its own, the others added to it with --resume (the sittings
    below list the commands as they were run)."""
    pairs = pairs_of(meta)
    groups: dict[tuple, list[str]] = {}
    for r in dict.fromkeys(r for _, r in pairs):
        groups.setdefault(tuple(c for c, x in pairs if x == r), []).append(r)
    common = (["--quick"] if meta.get("quick") else []) + (["-j", str(meta["jobs"])] if meta["jobs"] != 2 else []) \
        + ["--cap", f"{meta['cap_s']:g}"] + (["--whittle-args", meta["whittle_args"]] if meta.get("whittle_args") else []) \
        + [f"--extra-args={r}={a}" for r, a in (meta.get("extra_args") or {}).items()]
    out = []
    for k, (cases, reducers) in enumerate(groups.items()):
        which = [] if set(cases) == set(meta["cases"]) else ["--cases", ",".join(c.split("/")[-1] for c in cases)]
        out.append(shlex.join(["python3", "corpus/bench.py", "--reducers", ",".join(reducers), *common, *which]
                              + (["--resume"] if k else [])))
    return out


def short_version(v: str) -> str:
    """A run's reducer version as the table shows it: whittle's commit, a peer's version."""
    m = re.search(r"repo commit (\w+)", v)
    return m.group(1) if m else v


def md(s: str) -> str:
    return str(s).replace("|", "\\|").replace("\n", " ")


# --------------------------------------------------------------------------- search and speed
#
# Sections of the report that do not come from corpus runs: each is stored in its own JSON
# file in the results directory and rendered from it whenever the markdown is written (by a
# corpus run, --report-only, --search or --speed), so no run erases another's section.

SEARCH_JSON = "search.json"


def stamp(argv) -> dict:
    """What every stored result says about where it comes from."""
    commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--", "src", "tests",
                            "examples"], capture_output=True, text=True).stdout.strip()
    return {"command": shlex.join(["python3", "corpus/bench.py"] + list(argv)),
            "date": _dt.datetime.now(_dt.timezone.utc).astimezone().isoformat(timespec="seconds"),
            "commit": commit + (" (modified)" if dirty else ""),
            "machine": machine_info()}


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


def mean(xs) -> float | None:
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs) if xs else None


def fmt_num(x) -> str:
    if x is None:
        return "-"
    return f"{x:.0f}" if abs(x - round(x)) < 1e-9 or x >= 100 else f"{x:.1f}"


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
             "element at a time, sweeping from the end (or the start) until a sweep deletes nothing. "
             "Every search counts the calls that reached the oracle; the references have a cache of "
             "configurations already tested, and whittle its own verdict cache. Ratios below 1 favour "
             "whittle; *greedy* in a ratio is the better of the two sweeps.")
    L.append("")
    L.append(f"Regenerate with `python3 corpus/bench.py --search` (runs `cargo run --release --example "
             f"search -- {meta.get('example', '')}`); raw data: [`{rel}/{SEARCH_JSON}`]({rel}/{SEARCH_JSON}); "
             f"{meta.get('date', '?')}, commit {meta.get('commit', '?')}.")
    L.append("")
    head = "| needed | ddmin | greedy end / start |"
    sep = "| ---: | ---: | ---: |"
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
        line = (f"| {pct} % ({needed}) | {fmt_num(dd)} | {fmt_num(ge)} / {fmt_num(gs)} |")
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


SPEED_JSON = "speed.json"
SPEED_MARKER = b"int whittle_speed_marker;\n"


def speed_input(path: Path, size: int) -> Path:
    """`size` bytes of C (the corpus's csmith programs, repeated; they parse without errors),
    cut at a line end, with SPEED_MARKER as a line in the middle."""
    sources = sorted((CORPUS / "c").glob("csmith-*/*.c"))
    blob = b"".join(p.read_bytes() for p in sources)
    out = bytearray()
    while len(out) < size:
        out += blob
    out = out[:out.rfind(b"\n", 0, size) + 1]
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
    rc, version = run_capture([str(exe), "--version"])
    started = stamp(argv)
    stall = args.speed_seconds
    runs = []
    with tempfile.TemporaryDirectory(prefix="whittle-speed-") as tmp:
        tmp = Path(tmp)
        mb1 = speed_input(tmp / "c-1mb.orig.c", 1 << 20)
        mb10 = speed_input(tmp / "c-10mb.orig.c", 10 << 20)
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
                         loadavg_end=" ".join(f"{x:.2f}" for x in os.getloadavg())),
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
    L.append(f"Regenerate with `python3 corpus/bench.py --speed`; raw data: "
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


def extra_sections(results_dir: Path, md_dir: Path) -> list[str]:
    """The report's sections stored outside results.json, each from its JSON file if present."""
    rel = os.path.relpath(results_dir, md_dir)
    L = []
    for name, render in ((SEARCH_JSON, search_section), (SPEED_JSON, speed_section)):
        path = results_dir / name
        if path.is_file():
            L += render(json.loads(path.read_text()), rel)
    return L


def refresh_markdown(args) -> None:
    """Rewrites the markdown from the stored results: the whole report if there is a corpus
    run's results.json, else just the stored sections."""
    results_dir = Path(args.results).resolve()
    if (results_dir / "results.json").is_file():
        report_only(args)
        return
    markdown = Path(args.markdown)
    L = ["# Benchmarks", "", "No corpus run stored yet (`python3 corpus/bench.py --quick`).", ""]
    L += extra_sections(results_dir, markdown.resolve().parent)
    markdown.write_text("\n".join(L) + "\n")
    print(f"[bench] wrote {markdown} from the stored sections")


# --------------------------------------------------------------------------- main

def machine_info() -> dict:
    cpu = "?"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = "?"
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB RAM"
                break
    except OSError:
        pass
    try:
        nproc = len(os.sched_getaffinity(0))
    except AttributeError:
        nproc = os.cpu_count()
    return {"nproc": nproc, "cpu": cpu, "mem": mem,
            "os": f"{platform.system()} {platform.release()} {platform.machine()}",
            "python": platform.python_version(),
            "loadavg_start": " ".join(f"{x:.2f}" for x in os.getloadavg())}


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
    p.add_argument("--results", default=str(CORPUS / "results"),
                   help="directory for results.json, results.csv, series.json, plots/ (default corpus/results)")
    p.add_argument("--markdown", default=str(REPO / "BENCHMARKS.md"), help="report path (default BENCHMARKS.md)")
    p.add_argument("--report-only", action="store_true",
                   help="run nothing: regenerate the plots and the markdown from <results>/results.json "
                        "and series.json")
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
    p.add_argument("--keep", action="store_true", help="keep the scratch directories (for debugging)")
    p.add_argument("--logs", action="store_true", help="save each reducer's output under <results>/logs/")
    p.add_argument("--resume", action="store_true",
                   help="keep the finished runs of an interrupted run (<results>/results.partial.json), or "
                        "else of the last finished one (<results>/results.json), and run only the selected "
                        "case/reducer pairs it lacks (earlier sittings' cases and reducers stay in the report); "
                        "a long run can go on over several sittings, and a sitting can add a reducer on a few "
                        "cases (with --report-only: report the finished runs of the unfinished run)")
    p.add_argument("--rerun", default="", metavar="REDUCERS",
                   help="with --resume: run these reducers (comma-separated) again on the selected cases, "
                        "in place of their finished runs (after a change to whittle, say)")
    a = p.parse_args(argv)
    a.rerun = {s.strip() for s in a.rerun.split(",") if s.strip()}
    if a.rerun and not a.resume:
        p.error("--rerun needs --resume")
    extra = {}
    for item in a.extra_args:
        if "=" not in item:
            p.error(f"--extra-args wants REDUCER=ARGS, got {item!r}")
        k, v = item.split("=", 1)
        extra[k] = (extra.get(k, "") + " " + v).strip()
    a.extra_args = extra
    if a.cap is None:
        a.cap = 300.0 if a.quick else 1800.0
    if a.jobs < 1:
        p.error("--jobs must be >= 1")
    return a


def invocation(r: Reducer, jobs: int) -> str:
    if r.skip:
        return ""
    if r.kind == "whittle":
        return shlex.join(["whittle", "-q", "-j", str(jobs), "-o", "OUT", *r.extra, "WRAPPER", "FILE"])
    if r.kind in ("cvise", "creduce"):
        return shlex.join([r.kind, "--n", str(jobs), *r.extra, "WRAPPER", "FILE"])
    if r.kind == "shrinkray":
        par = r.info.get("par_flag")
        par_args = [f"{par}={jobs}"] if par and par.startswith("--") else ([par, str(jobs)] if par else [])
        return shlex.join(["shrinkray", *r.info.get("flags", []), *par_args, *r.extra, "WRAPPER", "FILE"])
    if r.kind == "treereduce":
        return shlex.join(["treereduce-LANG", "-j", str(jobs), "-s", "FILE", "-o", "OUT",
                           "--temp-dir", "TMP", *r.extra, "WRAPPER", "@@"])
    return ""


class Interrupted(Exception):
    pass


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.report_only:
        return report_only(args)
    if args.search or args.speed:
        given = sys.argv[1:] if argv is None else argv
        rc = run_search(args, given) if args.search else 0
        if rc == 0 and args.speed:
            rc = run_speed(args, given)
        if rc == 0:
            refresh_markdown(args)
        return rc
    cases = select_cases(load_cases(), args.cases, args.quick)
    if not cases:
        sys.exit("bench: no cases selected")
    reducers = make_reducers(args)
    ran = [r for r in reducers if not r.skip]
    if not ran:
        sys.exit("bench: no reducer available")
    results_dir = Path(args.results).resolve()
    results_dir.mkdir(parents=True, exist_ok=True)
    if args.logs:
        shutil.rmtree(results_dir / "logs", ignore_errors=True)    # an earlier run's logs

    cmd = ["python3", "corpus/bench.py"] + (list(argv) if argv is not None else sys.argv[1:])
    meta = {
        "command": shlex.join(cmd),
        "date": _dt.datetime.now(_dt.timezone.utc).astimezone().isoformat(timespec="seconds"),
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
    }
    records: list[dict] = []
    series: dict[str, dict[str, list]] = {}
    meta["pairs"] = [[c.id, r.name] for c in cases for r in ran]
    partial = results_dir / "results.partial.json"
    earlier = earlier_run(results_dir) if args.resume else None
    if earlier:
        records, series, meta = resumed(earlier[0], meta)
        again = {(c.id, r) for c in cases for r in args.rerun}
        records = [x for x in records if (x["case"], x["reducer"]) not in again]
        series = {c: {r: s for r, s in by.items() if (c, r) not in again} for c, by in series.items()}
        print(f"[bench] resuming: {len(records)} finished runs kept from {earlier[1]}", flush=True)
    done = {(x["case"], x["reducer"]) for x in records}

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
                print(f"[bench] {i}/{total} {c.id} {r.name} (cap {args.cap:g} s) ...", end="", flush=True)
                rec, s = run_one(c, r, args.jobs, args.cap, args.keep,
                                 results_dir / "logs" if args.logs else None,
                                 results_dir / "uninteresting")
                records.append(rec)
                series.setdefault(c.id, {})[r.name] = s
                if rec.get("status") == "skipped":
                    print(f" skipped: {rec.get('note')}", flush=True)
                else:
                    print(f" {rec['input_bytes']} -> {rec['final_bytes']} B, {rec['final_tokens']} tokens, "
                          f"{rec['oracle_calls']} calls, {rec['wall_s']:.1f} s, "
                          f"interesting={yn(rec['interesting'])}, {rec['status']}", flush=True)
                partial.write_text(json.dumps({"meta": meta, "runs": records, "series": series}, indent=1) + "\n")
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
        partial.write_text(json.dumps({"meta": meta, "runs": records, "series": series}, indent=1) + "\n")
        print(f"[bench] {len(lacking)} runs of earlier sittings' cases still to go, kept in {partial} "
              f"(--resume goes on; --report-only --resume reports)", flush=True)
        return 0
    meta["loadavg_end"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
    (results_dir / "results.json").write_text(json.dumps({"meta": meta, "runs": records}, indent=1) + "\n")
    (results_dir / "series.json").write_text(json.dumps(
        {"meta": {"date": meta["date"], "sample_period_s": SAMPLE_PERIOD,
                  "format": "case -> reducer -> [[wall seconds, bytes], ...] (a point when the size changes, "
                            "and the final size at the end)"},
         "series": series}, indent=None, separators=(",", ":")) + "\n")
    fields = ["case", "lang", "reducer", "version", "status", "input_bytes", "input_tokens", "final_bytes",
              "final_tokens", "oracle_calls", "wall_s", "interesting", "capped", "exit_code", "jobs", "cap_s",
              "final_from", "command"]
    with open(results_dir / "results.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields + ["date", "nproc"], extrasaction="ignore")
        w.writeheader()
        for rec in records:
            w.writerow({**rec, "date": meta["date"], "nproc": meta["machine"]["nproc"]})
    known = {c.id: c for c in load_cases()}
    reported = [known[c] for c in meta["cases"] if c in known]
    write_report(meta, records, series, reducers_of(meta), reported, results_dir, Path(args.markdown))
    partial.unlink(missing_ok=True)
    print(f"[bench] wrote {results_dir}/results.json, results.csv, series.json, plots/ and {args.markdown}")
    return 0


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
    return old["runs"], old.get("series", {}), dict(meta, cases=cases, pairs=pairs, reducers=reducers,
                                                      date=before[0]["date"], sittings=before + [now])


def reducers_of(meta: dict) -> list[Reducer]:
    """The reducers a run's meta lists, for the report."""
    return [Reducer(name, m["kind"], version=m.get("version", ""), extra=m.get("extra_args", []),
                    notes=m.get("notes", []), skip=m.get("skipped"))
            for name, m in meta["reducers"].items()]


def write_report(meta: dict, records: list[dict], series: dict, reducers: list[Reducer],
                 cases: list[Case], results_dir: Path, markdown: Path) -> None:
    """SVG plots (results_dir/plots/) and the markdown report, from the raw data."""
    ran = [r for r in reducers if not r.skip]
    plots_dir = results_dir / "plots"
    plots_dir.mkdir(exist_ok=True)
    for old in plots_dir.glob("*.svg"):       # plots of an earlier run's cases would be stale
        old.unlink()
    color_of = {r.name: COLORS[k % len(COLORS)] for k, r in enumerate(reducers)}
    md_dir = markdown.resolve().parent
    plots = {}
    by = {(x["case"], x["reducer"]): x for x in records}
    for c in cases:
        runs = [(r.name, by[(c.id, r.name)], series.get(c.id, {}).get(r.name, []))
                for r in ran if (c.id, r.name) in by and by[(c.id, r.name)].get("status") != "skipped"]
        if not runs:
            continue
        p = plots_dir / f"{c.lang}-{c.name}.svg"
        p.write_text(svg_plot(c, runs, color_of))
        plots[c.id] = os.path.relpath(p, md_dir)
    meta_md = dict(meta, results_rel=os.path.relpath(results_dir, md_dir),
                   corpus_rel=os.path.relpath(CORPUS, md_dir))
    write_markdown(markdown, meta_md, records, reducers, cases, plots,
                   extra_sections(results_dir, md_dir))


def report_only(args) -> int:
    """Regenerate plots and the markdown from an earlier run's results.json and series.json."""
    results_dir = Path(args.results).resolve()
    partial = results_dir / "results.partial.json"
    if args.resume and partial.is_file():
        # A run still under way (or interrupted, to be resumed): its finished runs so far.
        data = json.loads(partial.read_text())
        series = data.get("series", {})
        data["meta"]["partial"] = f"{len(data['runs'])} of {len(pairs_of(data['meta']))}"
        source = partial
    else:
        data = json.loads((results_dir / "results.json").read_text())
        series = json.loads((results_dir / "series.json").read_text())["series"]
        source = results_dir / "results.json"
    meta, records = data["meta"], data["runs"]
    known = {c.id: c for c in load_cases()}
    cases = [known[c] for c in meta["cases"] if c in known]
    write_report(meta, records, series, reducers_of(meta), cases, results_dir, Path(args.markdown))
    print(f"[bench] regenerated {results_dir}/plots/ and {args.markdown} from {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

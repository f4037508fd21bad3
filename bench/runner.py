"""One reduction: a reducer on a case in a scratch directory, in its own process group under a
wall-clock cap (its whole process tree killed at the cap), the size of the file it updates
sampled as it goes, and its result re-checked by running the case's test.sh in a fresh
directory. Returns the run's record for results.json and its size series."""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from cases import Case, count_tokens, count_tokens_of, inline_label, inline_test, script_args
from common import CHECKPOINTS
from reducers import Reducer, build_command, shrinkray_grammars, shrinkray_run_grammar, write_wrapper

SAMPLE_PERIOD = 0.5          # seconds between size samples
CHECKPOINT_LEAD = 0.05       # seconds before a checkpoint that the sampler reads the file
KILL_GRACE = 5.0             # seconds between SIGTERM and SIGKILL at the cap
RECHECK_TIMEOUT = 300        # seconds for the harness's own re-check of the result
# Results this small are kept in results.json (`final_text`), to compare what each reducer left.
FINAL_TEXT_MAX = 1024


# --------------------------------------------------------------------------- process trees

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


# --------------------------------------------------------------------------- one run

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


def look(tracked: dict) -> tuple[Path | None, os.stat_result | None]:
    """The file the reducer updates (or its fallback, e.g. treereduce's best candidate) and its
    stat; (None, None) while neither exists."""
    for key in ("file", "fallback"):
        if key in tracked:
            try:
                return tracked[key], tracked[key].stat()
            except OSError:
                pass
    return None, None


def sample(proc: subprocess.Popen, t0: float, tracked: dict, original: bytes, cap: float,
           series: list[list[float]], tokens_of=None, checkpoints=(), seen: dict | None = None
           ) -> tuple[float, bool]:
    """Waits for the reducer (started at monotonic time t0), appending [seconds, bytes] to
    `series` whenever the size of the file it updates changes (with `tokens_of`, [seconds, bytes,
    tokens]: the file's tokens then); kills its process tree at the cap. Returns the wall seconds
    and whether it was capped.

    The file's text is read whenever its size or mtime changes. For each of `checkpoints` (seconds)
    before the cap that the run passes, `seen[checkpoint]` gets [seconds, text]: the file as the
    last sample at or before that second read it; the sampler wakes CHECKPOINT_LEAD s before each
    checkpoint so that sample is at most that far from it (unless the machine is too busy to wake
    it on time: then the sample before)."""
    capped = False
    last = None                 # the size of the series' last point
    data, data_t = original, 0.0  # the file's text as last read, and the last sample's time
    stamp = None                # (path, size, mtime) of the text last read
    pending = sorted(c for c in checkpoints if c < cap)
    while True:
        t = time.monotonic() - t0
        while pending and pending[0] < t:
            if seen is not None:
                seen[pending[0]] = [round(data_t, 2), data]
            pending.pop(0)
        path, st = look(tracked)
        size, fresh = (st.st_size if st else None), False
        if size is None:
            size = len(original) if last is None else last
        if size == 0 and last is not None:
            size = last                 # a file being rewritten; ignore the gap
        elif st is not None and (path, st.st_size, st.st_mtime_ns) != stamp:
            try:
                text = path.read_bytes()
            except OSError:
                text = b""
            if text:                    # else read again at the next sample
                data, stamp, size, fresh = text, (path, st.st_size, st.st_mtime_ns), len(text), True
        data_t = t
        if size != last:
            point = [round(t, 2), size]
            if tokens_of is not None and (fresh or last is None):
                point.append(tokens_of(data))
            series.append(point)
            last = size
        if proc.poll() is not None:
            break
        if t >= cap:
            capped = True
            kill_tree(proc)
            break
        wake = t + SAMPLE_PERIOD
        if pending and t < pending[0] - CHECKPOINT_LEAD:
            wake = min(wake, pending[0] - CHECKPOINT_LEAD)
        time.sleep(max(0.01, min(wake, cap) - t))
    return time.monotonic() - t0, capped


def checkpoint_sizes(scratch: Path, name: str, whittle: str, seen: dict, final: bytes,
                     final_tokens: int) -> dict:
    """The row's `checkpoints`: for each of CHECKPOINTS, {"bytes", "tokens", "at_s"} of the text the
    sampler kept for it (written to scratch/checkpoint-<s>s/, its tokens counted by whittle as the
    final text's are), or, when the run ended before it, the final result's with "final": true."""
    copies = {}
    for c, (_, data) in seen.items():
        d = scratch / f"checkpoint-{c}s"
        d.mkdir(exist_ok=True)
        copies[c] = d / Path(name).name
        copies[c].write_bytes(data)
    counts = dict(zip(copies, count_tokens(whittle, list(copies.values())))) if copies else {}
    out = {}
    for c in CHECKPOINTS:
        if c in seen:
            out[str(c)] = {"bytes": len(seen[c][1]), "tokens": counts[c], "at_s": seen[c][0]}
        else:
            out[str(c)] = {"bytes": len(final), "tokens": final_tokens, "final": True}
    return out


def run_one(case: Case, r: Reducer, jobs: int, cap: float, keep: bool, log_dir: Path | None,
            bad_dir: Path | None, whittle: str, input_tokens: int) -> tuple[dict, list]:
    """Runs reducer `r` on `case`; `whittle` is the binary that counts the result's tokens,
    `input_tokens` the count of the case's input."""
    original = case.input.read_bytes()
    rec = {
        "case": case.id, "lang": case.lang, "name": case.name, "file": case.file,
        "oracle": case.oracle, "reducer": r.name, "version": r.version,
        "input_bytes": len(original), "input_tokens": input_tokens,
        "jobs": jobs, "cap_s": cap,
    }
    # Short: the reducer's temporaries live under it, and Python's multiprocessing (C-Vise)
    # puts a Unix socket there, whose path may not exceed 107 bytes.
    scratch = Path(tempfile.mkdtemp(prefix=f"whittle-bench-{r.name}-{case.name[:16]}-"))
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
        # whittle on a case with a [whittle] table runs the case's command without test.sh, with
        # only a call counter before it; test.sh re-checks the result below, as for every run
        inline = inline_test(case) if r.kind == "whittle" else None
        wrapper = scratch / ("count-calls.sh" if inline else "test-wrapper.sh")
        write_wrapper(r, case, wrapper, counter, tmp, best)
        out = outdir / case.file
        argv = build_command(r, case, jobs, wrapper, work, out, tracked)
        if argv is None:
            rec.update(status="skipped", note=f"no {r.kind} for {case.lang}")
            return rec, series
        if r.kind == "whittle" and not inline and script_args(case):
            # a [whittle] table with args and no command (e.g. --grammar DIR): whittle still runs
            # the counting wrapper around test.sh, with those options before it
            assert argv[-2:] == [str(wrapper), case.file], argv
            argv = [*argv[:-2], *script_args(case), *argv[-2:]]
        rec["command"] = shlex.join(argv)
        if inline:
            rec["whittle_test"] = (f"{inline_label(inline[0])}: " + shlex.join(
                [*inline[0], case.file, *(["--", *inline[1]] if inline[1] else [])]))
        langs = r.info.get("langs", [])
        if r.kind == "shrinkray":
            before = shrinkray_grammars(r.exe, langs)
        env = dict(os.environ, TMPDIR=str(tmp), LC_ALL="C")
        env.pop("PYTHONPATH", None)
        stdout_path = scratch / "reducer-output.txt"
        with open(stdout_path, "wb") as log:
            t0 = time.monotonic()
            proc = subprocess.Popen(argv, cwd=work, env=env, stdin=subprocess.DEVNULL,
                                    stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
            # whittle's size series carries its tokens too: how soon it reaches a peer's size
            tokens_of = (lambda data: count_tokens_of(whittle, data, case.file)) if r.kind == "whittle" else None
            seen: dict = {}
            wall, capped = sample(proc, t0, tracked, original, cap, series, tokens_of, CHECKPOINTS, seen)
            # stragglers (e.g. tests in their own process groups) are killed too
            signal_tree(proc.pid, proc.pid, signal.SIGKILL)
        proc_rc = proc.returncode
        proc = None
        text = stdout_path.read_bytes().decode("utf-8", "replace")
        if r.kind == "shrinkray":
            rec["shrinkray_grammar"] = shrinkray_run_grammar(case.lang, before,
                                                             shrinkray_grammars(r.exe, langs), text)
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
        final_tokens = count_tokens_of(whittle, final, case.file)
        series.append([round(wall, 2), len(final), final_tokens])
        status = "capped" if capped else ("ok" if proc_rc == 0 else f"exit {proc_rc}")
        rec.update(
            status=status, exit_code=proc_rc, capped=capped,
            final_bytes=len(final), final_tokens=final_tokens,
            oracle_calls=calls, wall_s=round(wall, 2),
            checkpoints=checkpoint_sizes(scratch, case.file, whittle, seen, final, final_tokens),
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

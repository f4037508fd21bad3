"""Paths and small helpers shared by the benchmark harness's modules: where the repository,
the corpus and the results are, running a short command for its output, where a stored result
comes from (machine, commit, command), and the number formats of the report."""

from __future__ import annotations

import datetime as _dt
import os
import platform
import shlex
import subprocess
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
CORPUS = REPO / "corpus"
RESULTS = BENCH / "results"
SCRIPT = "bench/bench.py"     # the entry point, as the commands in the report name it
INSTALL_PEERS = "bench/install-peers.sh"
# Wall-clock seconds at which every run's size is recorded (results.json rows' `checkpoints`)
# and reported beside the final size: how far each reducer gets in a minute, five, fifteen.
CHECKPOINTS = (60, 300, 900)


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


def now_iso() -> str:
    return _dt.datetime.now(_dt.timezone.utc).astimezone().isoformat(timespec="seconds")


def loadavg() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


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
            "loadavg_start": loadavg()}


def stamp(argv) -> dict:
    """What every stored result says about where it comes from."""
    commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--", "src", "tests",
                            "examples"], capture_output=True, text=True).stdout.strip()
    return {"command": shlex.join(["python3", SCRIPT] + list(argv)),
            "date": now_iso(),
            "commit": commit + (" (modified)" if dirty else ""),
            "machine": machine_info()}


# --------------------------------------------------------------------------- formats

def yn(v) -> str:
    return "yes" if v else ("NO" if v is not None else "?")


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def fmt_ratio(x) -> str:
    return "n/a" if x is None else f"{x:.2f}"


def mean(xs) -> float | None:
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs) if xs else None


def fmt_num(x) -> str:
    if x is None:
        return "-"
    return f"{x:.0f}" if abs(x - round(x)) < 1e-9 or x >= 100 else f"{x:.1f}"


def md(s: str) -> str:
    return str(s).replace("|", "\\|").replace("\n", " ")

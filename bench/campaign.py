#!/usr/bin/env python3
"""A fuzzing campaign two ways: `whittle --campaign` on a folder of corpus/campaigns/, and the
way users script it today, a shell loop of one whittle per signature on the input the campaign
chose for it (the survey that buckets the inputs left out of the loop, so the loop's time is
a lower bound). Checks that both give the same bytes for every group. With --cvise, the same
loop of C-Vise, each group's test the script a user would write from the signature (the crash's
signal, or death by any signal with the fatal check's lines in its output); with --scaling,
the campaign on its first 50, 100 and 200 inputs too. Writes bench/results/campaign.json, which
BENCHMARKS.md shows (`python3 bench/bench.py --report-only`); the C-Vise and scaling figures of
an earlier run stay, said so, when this one leaves them out.

    python3 bench/campaign.py [--campaign v8-natives] [--jobs 2] [--whittle BIN] [--cvise]
                              [--launcher 'srun -N1 -n1 --quiet --']

With --launcher (bench/slurm.sh --campaign passes it), every whittle of both ways runs its tests
through the launcher's worker pool (`--launcher L --worker-pool`) and the figures go to
bench/results/campaign-slurm.json instead. With --wait S, every run of the campaign's command
sleeps S seconds first (a model of a machine with -j cores, or of remote nodes: the tests wait
rather than compute) and the figures go to bench/results/campaign-wait-j<jobs>.json.
"""

import argparse
import json
import os
import resource
import shlex
import signal
import shutil
import subprocess
import tempfile
import time
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CAMPAIGN_JSON = "campaign.json"
SLURM_CAMPAIGN_JSON = "campaign-slurm.json"
WAIT_CAMPAIGN_GLOB = "campaign-wait-j*.json"


def wait_campaign_json(jobs: int) -> str:
    """Where the campaign with waiting tests at `-j jobs` is stored: one file per `-j`."""
    return f"campaign-wait-j{jobs}.json"


def waiting(command: list[str], wait: float) -> list[str]:
    """`command` made to sleep `wait` seconds first (none: as it is); `@@` stays an argument."""
    if not wait:
        return command
    return ["sh", "-c", f'sleep {wait:g}; exec "$@"', "sh", *command]


def timed(cmd: list[str], cwd: Path) -> float:
    start = time.monotonic()
    subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return round(time.monotonic() - start, 2)


def signature_test(signature: str, command: list[str], name: str) -> str:
    """The interestingness test a user writes for C-Vise from a group's signature: the command
    dies of the signal (a signal's group) or of any signal saying each line of the fatal check."""
    run = shlex.join([name if a == "@@" else a for a in command])
    head, *frames = signature.split("\n")
    kind, _, text = head.partition(": ")
    status = f"-eq {128 + signal.Signals[text].value}" if kind == "signal" else "-ge 128"
    lines = ["#!/bin/sh", f"out=$(timeout 10 {run} 2>&1)", f"[ $? {status} ] || exit 1"]
    if kind != "signal":
        # A frame `at f` of the signature is `f(` in the native stack trace.
        for line in [text, *(f.strip().removeprefix("at ") + "(" for f in frames)]:
            lines.append(f"printf '%s' \"$out\" | grep -qF -- {shlex.quote(line)} || exit 1")
    return "\n".join(lines) + "\n"


def chosen(bugs: Path, group: dict) -> tuple[Path, str]:
    """The folder of a group's first reduction and the name of the input it reduced."""
    folder = bugs / group["reductions"][0]["dir"]
    return folder, next((folder / "original").iterdir()).name


def cvise_loop(index: dict, bugs: Path, tmp: Path, command: list[str], jobs: int) -> dict:
    """C-Vise on each group's chosen input, one after another, at the same -j."""
    wall, sizes = 0.0, []
    for g in index["groups"]:
        group, name = chosen(bugs, g)
        work = tmp / "cvise" / group.name
        work.mkdir(parents=True)
        shutil.copy(group / "original" / name, work / name)
        test = work / "test.sh"
        test.write_text(signature_test(g["signature"], command, name))
        test.chmod(0o755)
        wall += timed(["cvise", "--n", str(jobs), str(test), name], work)
        sizes.append((len((work / name).read_bytes()), len((group / name).read_bytes())))
    version = subprocess.run(["cvise", "--version"], capture_output=True, text=True).stdout.strip()
    return {"cvise": version, "cvise_loop_wall_s": round(wall, 2),
            "cvise_loop_bytes": sum(c for c, _ in sizes),
            "cvise_loop_smaller": sum(c < w for c, w in sizes),
            "cvise_loop_larger": sum(c > w for c, w in sizes)}


def scale(whittle: str, inputs: Path, n: int, tmp: Path, command: list[str], jobs: int,
          pool: list[str]) -> dict:
    """The campaign on the first n inputs (by name): its wall time, survey and groups."""
    part = tmp / f"first-{n}"
    part.mkdir()
    for f in sorted(inputs.iterdir())[:n]:
        shutil.copy(f, part / f.name)
    out = tmp / f"bugs-{n}"
    wall = timed([whittle, "--same-crash", "--campaign", str(part), "-o", str(out), "-j", str(jobs),
                  *pool, "--"] + command, inputs.parent)
    index = json.loads((out / "index.json").read_text())
    return {"inputs": n, "groups": len(index["groups"]),
            "survey_s": round(index["survey_seconds"], 2), "wall_s": wall}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--campaign", default="v8-natives")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--whittle", default=str(REPO / "target/release/whittle"))
    ap.add_argument("--cvise", action="store_true", help="also the loop of C-Vise")
    ap.add_argument("--launcher", help="run the tests through this launcher's worker pool")
    ap.add_argument("--scaling", action="store_true",
                    help="also the campaign on the first 50, 100 and 200 inputs")
    ap.add_argument("--wait", type=float, default=0, metavar="SECS",
                    help="every run of the campaign's command (survey, reductions, both loops) "
                         "sleeps SECS first: a machine with -j cores, or remote nodes, on this "
                         "one; the figures go to campaign-wait-j<jobs>.json")
    args = ap.parse_args()
    pool = ["--launcher", args.launcher, "--worker-pool"] if args.launcher else []
    folder = REPO / "corpus/campaigns" / args.campaign
    meta = tomllib.loads((folder / "campaign.toml").read_text())
    command = waiting(meta["command"], args.wait)
    whittle = args.whittle
    version = subprocess.run([whittle, "--version"], capture_output=True, text=True).stdout.strip()
    load_start = " ".join(f"{x:.2f}" for x in os.getloadavg())
    with tempfile.TemporaryDirectory() as tmp:
        bugs = Path(tmp) / "bugs"
        campaign = [whittle, "--same-crash", "--campaign", str(folder / meta["inputs"]),
                    "-o", str(bugs), "-j", str(args.jobs), *pool, "--"] + command
        wall = timed(campaign, folder)
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        index = json.loads((bugs / "index.json").read_text())
        # Each reduction's stats.json has whittle's own CPU time so far: the largest is (nearly)
        # the whole campaign's, survey included.
        stats = [json.loads((bugs / g["reductions"][0]["dir"] / "stats.json").read_text())
                 for g in index["groups"]]
        tests = index["inputs"] + sum(st["oracle_calls"] for st in stats)
        cpu = max(st["cpu_seconds"] for st in stats)
        loop_wall, same = 0.0, 0
        for g in index["groups"]:
            group, name = chosen(bugs, g)
            work = Path(tmp) / "loop" / group.name
            work.mkdir(parents=True)
            shutil.copy(group / "original" / name, work / name)
            loop_wall += timed([whittle, "-q", "--same-crash", "-j", str(args.jobs), "-o", "out",
                                *pool, name, "--"] + command, work)
            same += (work / "out").read_bytes() == (group / name).read_bytes()
        cvise = cvise_loop(index, bugs, Path(tmp), command, args.jobs) if args.cvise else {}
        scaling = [scale(whittle, folder / meta["inputs"], n, Path(tmp), command, args.jobs, pool)
                   for n in ((50, 100, 200) if args.scaling else ())]
        if scaling:
            scaling.append({"inputs": index["inputs"], "groups": len(index["groups"]),
                            "survey_s": round(index["survey_seconds"], 2), "wall_s": wall})
        reduced_bytes = sum(len(Path(*chosen(bugs, g)).read_bytes()) for g in index["groups"])
    out = REPO / "bench/results" / (SLURM_CAMPAIGN_JSON if args.launcher
                                    else wait_campaign_json(args.jobs) if args.wait else CAMPAIGN_JSON)
    earlier = json.loads(out.read_text()) if out.exists() else {}
    if not cvise and "cvise_loop_wall_s" in earlier:
        cvise = {k: v for k, v in earlier.items() if k.startswith("cvise")}
        cvise["cvise_from_earlier"] = earlier["meta"]["whittle"]
    if not scaling and earlier.get("scaling"):
        scaling = [{**row, "whittle": row.get("whittle", earlier["meta"]["whittle"])}
                   for row in earlier["scaling"]]
    data = {
        "meta": {
            "campaign": args.campaign, "whittle": version, "jobs": args.jobs,
            "launcher": args.launcher, "wait_s": args.wait,
            "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "nproc": os.cpu_count(),
            "loadavg_start": load_start,
            "loadavg_end": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        },
        "inputs": index["inputs"], "crashing": index["crashing"], "groups": len(index["groups"]),
        "bugs": index["bugs"], "survey_s": round(index["survey_seconds"], 2),
        "campaign_wall_s": wall, "campaign_peak_rss_kb": peak_kb,
        "campaign_tests": tests, "campaign_cpu_s": round(cpu, 2),
        "loop_wall_s": round(loop_wall, 2), "loop_same_bytes": same,
        "reduced_bytes": reduced_bytes, **cvise, "scaling": scaling,
    }
    out.write_text(json.dumps(data, indent=1) + "\n")
    print(json.dumps(data, indent=1))
    # Wide sweeps (-j 8 and more) may end a group in other bytes: only the ordered search
    # promises the same.
    return 0 if same == len(index["groups"]) or args.jobs >= 8 else 1


def campaign_section(data: dict, rel: str) -> list[str]:
    m = data["meta"]
    launcher, wait = m.get("launcher"), m.get("wait_s")
    name = SLURM_CAMPAIGN_JSON if launcher else wait_campaign_json(m["jobs"]) if wait else CAMPAIGN_JSON
    L = ["### On a one-node Slurm cluster" if launcher
         else f"### Tests that wait {wait:g} s, at `-j {m['jobs']}`" if wait
         else "## A fuzzing campaign", ""]
    how = (f"`bash bench/slurm.sh --campaign {m['campaign']}` starts a one-node Slurm cluster on this "
           f"machine and runs the same two ways with every test through a worker pool that `srun` "
           f"starts (`--launcher '{launcher}' --worker-pool`)" if launcher else
           f"`python3 bench/campaign.py --cvise --jobs {m['jobs']} --wait {wait:g}` runs the same three "
           f"ways with every run of the campaign's command sleeping {wait:g} s first, then running as "
           "it is: a model of a machine with as many cores as `-j`, or of remote nodes (the tests "
           "wait rather than compute, so the 2 cores here do not limit them; whittle's own work and "
           "node's CPU after the wait are real). From `-j 8` on whittle's sweeps go wide, and in the "
           "campaign each group runs at its share of `-j` (`-j` over the groups being reduced, in "
           "order below 8), so a group may end in other bytes in the loop than in the campaign"
           if wait else
           f"`python3 bench/campaign.py --cvise` runs `whittle --campaign` on "
           f"`corpus/campaigns/{m['campaign']}` ({data['inputs']} inputs, {data['crashing']} crashing) "
           f"at `-j {m['jobs']}`, then the loop users script today: one whittle after another on the "
           "input the campaign chose for each signature, at the same `-j`, without the survey that "
           "buckets the inputs (so the loop's time is a lower bound)")
    L.append(f"{how}. {data['loop_same_bytes']} of {data['groups']} groups gave the same bytes "
             "both ways.")
    L.append("")
    L.append(f"Raw data: [`{rel}/{name}`]({rel}/{name}); {m['date']}, {m['whittle']}, "
             f"{m['nproc']} cores, load average {m['loadavg_start']} at the start, "
             f"{m['loadavg_end']} at the end.")
    L.append("")
    L.append("| | wall s |")
    L.append("| --- | ---: |")
    L.append(f"| `--campaign`: survey of every input, then every group's reduction | {data['campaign_wall_s']} |")
    L.append(f"| of which the survey | {data['survey_s']} |")
    L.append(f"| loop of whittle, one group after another (reductions only) | {data['loop_wall_s']} |")
    if "cvise_loop_wall_s" in data:
        L.append(f"| loop of C-Vise ({data['cvise']}), one group after another (reductions only) "
                 f"| {data['cvise_loop_wall_s']} |")
    L.append("")
    if "cvise_loop_wall_s" in data:
        earlier = (f" (from the run of {data['cvise_from_earlier']})"
                   if "cvise_from_earlier" in data else "")
        L.append(f"C-Vise's loop{earlier}: each group's test is the script a user writes from its "
                 "signature (node dies of the signal or, for a fatal check, of any signal with the "
                 "check's line and each frame of the signature in its output); its reproducers total "
                 f"{data['cvise_loop_bytes']} bytes against whittle's {data.get('reduced_bytes', '—')}, "
                 f"smaller on {data['cvise_loop_smaller']} groups and larger on "
                 f"{data['cvise_loop_larger']}.")
        L.append("")
    per_test = ""
    if data.get("campaign_tests"):
        ms = 1000 * data["campaign_cpu_s"] / data["campaign_tests"]
        per_test = (f" whittle's own CPU time (every thread of the coordinator, not the tests) was "
                    f"{data['campaign_cpu_s']} s for {data['campaign_tests']} test runs, "
                    f"{ms:.1f} ms a run.")
    whose = ("whittle's processes (the tests run under slurmd)" if launcher
             else "any process of the campaign (whittle or a test)")
    L.append(f"{data['groups']} signatures, {data['bugs']} distinct bugs; the largest resident set of "
             f"{whose} {data['campaign_peak_rss_kb'] // 1024} MB." + per_test)
    L.append("")
    if data.get("scaling"):
        older = sorted({row["whittle"] for row in data["scaling"] if row.get("whittle")})
        by = f" (run by {', '.join(older)})" if older else ""
        L.append(f"The campaign on the first 50, 100 and 200 inputs (by name) and on all of them{by}:")
        L.append("")
        L.append("| inputs | signatures | survey s | wall s | wall s per signature |")
        L.append("| ---: | ---: | ---: | ---: | ---: |")
        for row in data["scaling"]:
            L.append(f"| {row['inputs']} | {row['groups']} | {row['survey_s']} | {row['wall_s']} "
                     f"| {row['wall_s'] / max(row['groups'], 1):.1f} |")
        L.append("")
        L.append("The survey grows with the inputs (each runs once); the reductions with the "
                 "signatures, and they last at least as long as the longest group's (here the "
                 "`index < size()` group, about 500 test runs, among the first 100 inputs).")
        L.append("")
    return L


def hundred_nodes_section(data: dict, rel: str) -> list[str]:
    """On paper: what the campaign would need on 100 nodes, from the local run's figures."""
    if not data.get("campaign_tests"):
        return []
    ms = 1000 * data["campaign_cpu_s"] / data["campaign_tests"]
    per_s = 1000 / ms
    survey_ms = 1000 * data["survey_s"] * data["meta"]["jobs"] / data["inputs"]
    million = 1e6 * survey_ms / 1000 / 6400
    return ["### 100 nodes, on paper", "",
            "What the figures above say about a campaign on 100 nodes of 64 cores (6,400 test slots), "
            "with one whittle as the coordinator and `--launcher 'srun -N1 -n1 --' --worker-pool`:", "",
            "- **A shared filesystem.** The coordinator writes each candidate into a job directory "
            "that a worker on another node reads, so `--work-dir` must be on a filesystem every node "
            "mounts (NFS, Lustre), as must the inputs for the survey; a worker sends its outcome back "
            "over its pipe, not through files. Candidates are the size of a reproducer (here about 1 KB "
            "going down to tens of bytes), so the filesystem sees small files at the test rate.",
            f"- **The pool's size.** `-j` is the pool: 6,400 workers, each started once by `srun` "
            "(the launch cost per test is in \"Tests on a Slurm cluster\" above; the pool pays it "
            "once a worker), replaced when its node is lost. The survey runs every input once "
            f"({survey_ms:.0f} ms of a slot per input here), so 6,400 slots would survey a million "
            f"inputs in {million:.0f} s, if the coordinator kept up (it does not: see below); the reductions are what take slots for long, and a campaign has as many "
            "reductions at once as it has signatures (times `--per-group`). With 10 signatures, "
            "10 reductions cannot fill 6,400 slots: each reduction's own speculation (`-j` runs "
            "ahead of the first undecided candidate, about one success's worth) is what uses more.",
            f"- **Where the coordinator becomes the bottleneck.** whittle's own CPU time was {ms:.1f} ms "
            f"per test run here (making, hashing and writing the candidate, starting the test, reading "
            f"its output and its crash signature), all threads counted: one core feeds about "
            f"{per_s:.0f} runs a second, so it keeps {per_s:.0f} x t slots busy with tests of t "
            f"seconds: one core alone keeps 6,400 slots busy only with tests of {6400 / per_s:.0f} s or "
            "more (how far that work spreads over whittle's threads is not measured here). "
            "Compile-and-run tests of a C++ compiler (1 to 5 s) need a coordinator of "
            f"{6400 / per_s / 5:.0f} to {6400 / per_s:.0f} such cores; tests of 50 ms "
            f"like this campaign's would need {6400 * ms / 50:.0f}, more than a node has, and the "
            f"survey of a million inputs alone {1e6 * ms / 60000:.0f} core-minutes.",
            "- **What whittle does about it**: workers started once, not a launch per test; requests "
            "kept under 1 KB, the size `srun` forwards without a wait; one `-j` budget that any "
            "group's reduction takes from, so a slot is never idle while a group has work; a lost "
            "worker replaced and its test run again; a campaign resumed with the same command after "
            "the allocation ends. What it does not do yet: split one campaign's groups over several "
            "coordinators (by hand today: one campaign per folder of inputs, each on its own node).",
            ""]


if __name__ == "__main__":
    raise SystemExit(main())

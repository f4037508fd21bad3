#!/usr/bin/env python3
"""A fuzzing campaign two ways: `whittle --campaign` on a folder of corpus/campaigns/, and the
way users script it today, a shell loop of one whittle per signature on the input the campaign
chose for it (the survey that buckets the inputs left out of the loop, so the loop's time is
a lower bound). Checks that both give the same bytes for every group; writes
bench/results/campaign.json, which BENCHMARKS.md shows (`python3 bench/bench.py --report-only`).

    python3 bench/campaign.py [--campaign v8-natives] [--jobs 2] [--whittle BIN]
"""

import argparse
import json
import os
import resource
import shutil
import subprocess
import tempfile
import time
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CAMPAIGN_JSON = "campaign.json"


def timed(cmd: list[str], cwd: Path) -> float:
    start = time.monotonic()
    subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return round(time.monotonic() - start, 2)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--campaign", default="v8-natives")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--whittle", default=str(REPO / "target/release/whittle"))
    args = ap.parse_args()
    folder = REPO / "corpus/campaigns" / args.campaign
    meta = tomllib.loads((folder / "campaign.toml").read_text())
    command = meta["command"]
    whittle = args.whittle
    version = subprocess.run([whittle, "--version"], capture_output=True, text=True).stdout.strip()
    load_start = " ".join(f"{x:.2f}" for x in os.getloadavg())
    with tempfile.TemporaryDirectory() as tmp:
        bugs = Path(tmp) / "bugs"
        campaign = [whittle, "--same-crash", "--campaign", str(folder / meta["inputs"]),
                    "-o", str(bugs), "-j", str(args.jobs), "--"] + command
        wall = timed(campaign, folder)
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        index = json.loads((bugs / "index.json").read_text())
        loop_wall, same = 0.0, 0
        for g in index["groups"]:
            red = g["reductions"][0]
            group = bugs / red["dir"]
            name = next((group / "original").iterdir()).name
            work = Path(tmp) / "loop" / red["dir"]
            work.mkdir(parents=True)
            shutil.copy(group / "original" / name, work / name)
            loop_wall += timed([whittle, "-q", "--same-crash", "-j", str(args.jobs), "-o", "out",
                                name, "--"] + command, work)
            same += (work / "out").read_bytes() == (group / name).read_bytes()
    data = {
        "meta": {
            "campaign": args.campaign, "whittle": version, "jobs": args.jobs,
            "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "nproc": os.cpu_count(),
            "loadavg_start": load_start,
            "loadavg_end": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        },
        "inputs": index["inputs"], "crashing": index["crashing"], "groups": len(index["groups"]),
        "bugs": index["bugs"], "survey_s": round(index["survey_seconds"], 2),
        "campaign_wall_s": wall, "campaign_peak_rss_kb": peak_kb,
        "loop_wall_s": round(loop_wall, 2), "loop_same_bytes": same,
    }
    out = REPO / "bench/results" / CAMPAIGN_JSON
    out.write_text(json.dumps(data, indent=1) + "\n")
    print(json.dumps(data, indent=1))
    return 0 if same == len(index["groups"]) else 1


def campaign_section(data: dict, rel: str) -> list[str]:
    m = data["meta"]
    L = ["## A fuzzing campaign", ""]
    L.append(f"`python3 bench/campaign.py` runs `whittle --campaign` on `corpus/campaigns/{m['campaign']}` "
             f"({data['inputs']} inputs, {data['crashing']} crashing) at `-j {m['jobs']}`, then the "
             "loop users script today: one whittle after another on the input the campaign chose for "
             "each signature, at the same `-j`, without the survey that buckets the inputs (so the "
             f"loop's time is a lower bound). {data['loop_same_bytes']} of {data['groups']} groups "
             "gave the same bytes both ways.")
    L.append("")
    L.append(f"Raw data: [`{rel}/{CAMPAIGN_JSON}`]({rel}/{CAMPAIGN_JSON}); {m['date']}, {m['whittle']}, "
             f"{m['nproc']} cores, load average {m['loadavg_start']} at the start, "
             f"{m['loadavg_end']} at the end.")
    L.append("")
    L.append("| | wall s |")
    L.append("| --- | ---: |")
    L.append(f"| `--campaign`: survey of every input, then every group's reduction | {data['campaign_wall_s']} |")
    L.append(f"| of which the survey | {data['survey_s']} |")
    L.append(f"| loop of whittle, one group after another (reductions only) | {data['loop_wall_s']} |")
    L.append("")
    L.append(f"{data['groups']} signatures, {data['bugs']} distinct bugs; the largest resident set of "
             f"any process of the campaign (whittle or a test) {data['campaign_peak_rss_kb'] // 1024} MB.")
    L.append("")
    return L


if __name__ == "__main__":
    raise SystemExit(main())

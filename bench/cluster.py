"""The report's section on running tests on a cluster: bench/slurm.sh starts a one-node Slurm
cluster, reduces one corpus case with tests run directly, through srun for every test, and
through srun-started workers (--worker-pool), and stores <results>/slurm.json; this renders it."""

from __future__ import annotations

SLURM_JSON = "slurm.json"


def slurm_section(data: dict, rel: str) -> list[str]:
    meta = data.get("meta", {})
    L = ["## Tests on a Slurm cluster", ""]
    L.append(f"`bash bench/slurm.sh` starts a one-node Slurm cluster ({meta.get('slurm', '?')}) on this "
             f"machine and reduces `{meta.get('case', '?')}` at `-j {meta.get('jobs', '?')}` four ways: "
             "tests run directly; through `--launcher 'srun -N1 -n1 --quiet --'`, one srun per test; "
             "with `--worker-pool` as well, which starts one worker per job through srun once and sends it "
             "the tests over a pipe; and the same with one worker killed (SIGKILL) 1.5 s into the run, as "
             "a node lost mid-run, which whittle replaces through srun, running its test again. Every "
             "result is re-checked and all are the same bytes "
             f"(`{meta.get('result_sha256', '?')}`, {meta.get('result_bytes', '?')} bytes). The launch cost "
             "per test is the wall time over the direct run's, times the jobs, over the oracle calls.")
    L.append("")
    L.append(f"Raw data: [`{rel}/{SLURM_JSON}`]({rel}/{SLURM_JSON}); {meta.get('date', '?')}, commit "
             f"{meta.get('commit', '?')}, {meta.get('nproc', '?')} cores, load average "
             f"{meta.get('loadavg', '?')} at the end.")
    L.append("")
    L.append("| tests run | wall s | oracle calls | launch cost per test (ms) | workers replaced |")
    L.append("| --- | ---: | ---: | ---: | ---: |")
    names = {"direct": "directly", "srun": "srun per test (`--launcher`)",
             "pool": "srun-started workers (`--worker-pool`)",
             "killed": "srun-started workers, one killed mid-run"}
    for r in data.get("runs", []):
        L.append(f"| {names.get(r['mode'], r['mode'])} | {r['wall_s']} | {r['oracle_calls']} "
                 f"| {r['overhead_ms_per_test']} | {r.get('workers_replaced', 0)} |")
    L.append("")
    return L

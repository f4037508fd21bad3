#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, and one corpus case reduced through it four ways:
# tests run directly (no launcher), through `srun` started for every test (--launcher), through
# workers that `srun` starts once each (--launcher with --worker-pool), and the same with one
# worker killed (SIGKILL) 1.5 s into the run, as a node lost mid-run. Checks that every result
# is interesting and that the four are the same bytes; prints wall time, oracle
# calls and the launcher's cost per test; writes bench/results/slurm.json (BENCHMARKS.md shows
# it: `python3 bench/bench.py --report-only`).
#
#   bash bench/slurm.sh [LANG/CASE] [JOBS]     default: c/zlib-crc32-too-few-args 2
#   bash bench/slurm.sh --campaign [NAME] [JOBS]    default: v8-natives 2
#
# With --campaign it runs bench/campaign.py on corpus/campaigns/NAME instead, every test through
# the pool of workers srun starts (writes bench/results/campaign-slurm.json). WHITTLE=BIN runs
# that binary instead of the repository's release build.
#
# Needs root on a Debian machine: it installs slurm-wlm and munge if they are missing, starts
# munged if it is not running, and starts its own slurmctld and slurmd from a private
# configuration (SLURM_CONF in a temporary directory, ports 6917/6918), which it stops at the
# end. The job directories are under the repository's target/ (on a real cluster: a shared
# filesystem, given with --work-dir).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
campaign=
if [ "${1:-}" = --campaign ]; then
  campaign=${2:-v8-natives}
  jobs=${3:-2}
  [ -f "corpus/campaigns/$campaign/campaign.toml" ] || { echo "slurm.sh: no campaign $campaign" >&2; exit 1; }
else
  case=${1:-c/zlib-crc32-too-few-args}
  jobs=${2:-2}
  casedir=$repo/corpus/$case
  [ -f "$casedir/case.toml" ] || { echo "slurm.sh: no case $case" >&2; exit 1; }
  file=$(sed -n 's/^file = "\(.*\)"/\1/p' "$casedir/case.toml")
fi

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  echo "[slurm] apt-get install slurm-wlm munge"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq slurm-wlm munge >/dev/null
fi

dir=$(mktemp -d /tmp/whittle-slurm.XXXXXX)
started=()
cleanup() {
  for pid in "${started[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$dir"
}
trap cleanup EXIT

if ! pgrep -x munged >/dev/null; then
  if [ ! -s /etc/munge/munge.key ]; then
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1 count=1024 2>/dev/null
    chown munge:munge /etc/munge/munge.key 2>/dev/null || true
    chmod 400 /etc/munge/munge.key
  fi
  mkdir -p /run/munge && chown munge:munge /run/munge 2>/dev/null || true
  munged --force 2>/dev/null
  started+=("$(pgrep -x munged | head -n1)")
fi

host=$(hostname -s)
mkdir -p "$dir/state" "$dir/spool"
export SLURM_CONF=$dir/slurm.conf
cat >"$SLURM_CONF" <<EOF
ClusterName=whittle
SlurmctldHost=$host
SlurmctldPort=6917
SlurmdPort=6918
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=whittle Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE:64
EOF
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 60); do
  [ -s "$dir/slurmctld.pid" ] && [ -s "$dir/slurmd.pid" ] && break
  sleep 0.5
done
started+=("$(cat "$dir/slurmd.pid")" "$(cat "$dir/slurmctld.pid")")
for _ in $(seq 60); do
  sinfo -h -o %T 2>/dev/null | grep -q idle && break
  sleep 0.5
done
sinfo -h -o %T | grep -q idle || { echo "slurm.sh: the node did not come up; see $dir/*.log" >&2; cat "$dir"/*.log >&2; exit 1; }
echo "[slurm] one-node cluster up: $(sinfo -h -o '%P %D %T %c CPUs')"

cargo build --release -q
whittle=${WHITTLE:-$repo/target/release/whittle}
work=$repo/target/slurm-work
rm -rf "$work" && mkdir -p "$work"
srun=(srun -N1 -n1 --quiet --)
if [ -n "$campaign" ]; then
  python3 bench/campaign.py --campaign "$campaign" --jobs "$jobs" --whittle "$whittle" \
    --launcher "${srun[*]}"
  exit
fi
declare -A wall calls sha replaced
for mode in direct srun pool killed; do
  case $mode in
    direct) extra=() ;;
    srun) extra=(--launcher "${srun[*]}") ;;
    pool | killed) extra=(--launcher "${srun[*]}" --worker-pool) ;;
  esac
  if [ "$mode" = killed ]; then
    (sleep 1.5 && pkill -KILL -o -f -- "^$whittle --worker") &
  fi
  run=$work/$mode
  mkdir -p "$run/jobs"
  cp "$casedir/$file" "$run/$file"
  t0=$(date +%s.%N)
  (cd "$run" && "$whittle" -q -j "$jobs" --work-dir "$run/jobs" --stats-json stats.json -o out \
      "${extra[@]}" "$casedir/test.sh" "$file")
  t1=$(date +%s.%N)
  check=$(mktemp -d)
  cp "$run/out" "$check/$file"
  (cd "$check" && "$casedir/test.sh" >/dev/null 2>&1) || { echo "slurm.sh: the $mode result is not interesting" >&2; exit 1; }
  rm -rf "$check"
  wall[$mode]=$(python3 -c "print(round($t1 - $t0, 2))")
  calls[$mode]=$(python3 -c "import json; print(json.load(open('$run/stats.json'))['oracle_calls'])")
  replaced[$mode]=$(python3 -c "import json; print(json.load(open('$run/stats.json')).get('workers_replaced', 0))")
  sha[$mode]=$(sha256sum <"$run/out" | cut -c1-12)
  echo "[slurm] $mode: ${wall[$mode]} s, ${calls[$mode]} oracle calls, $(wc -c <"$run/out") bytes (${sha[$mode]}), interesting, ${replaced[$mode]} workers replaced"
done
for mode in srun pool killed; do
  [ "${sha[direct]}" = "${sha[$mode]}" ] || { echo "slurm.sh: the $mode result differs" >&2; exit 1; }
done
[ "${replaced[killed]}" -ge 1 ] || { echo "slurm.sh: no worker was killed and replaced" >&2; exit 1; }

mkdir -p bench/results
python3 - "$case" "$jobs" "${sha[direct]}" "$(wc -c <"$work/direct/out")" "${replaced[killed]}" \
  "${wall[direct]}" "${calls[direct]}" "${wall[srun]}" "${calls[srun]}" \
  "${wall[pool]}" "${calls[pool]}" "${wall[killed]}" "${calls[killed]}" <<'EOF'
import json, os, subprocess, sys, datetime
case, jobs = sys.argv[1], int(sys.argv[2])
modes = ("direct", "srun", "pool", "killed")
w = {m: (float(sys.argv[6 + 2 * i]), int(sys.argv[7 + 2 * i])) for i, m in enumerate(modes)}
def per_test(mode):
    # Extra wall time per test: the wall time over the direct run's, spread over the tests each
    # worker ran one after another.
    wall, calls = w[mode]
    return round(1000 * (wall - w["direct"][0]) * jobs / calls, 1)
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
srun = subprocess.run(["srun", "--version"], capture_output=True, text=True).stdout.strip()
data = {"meta": {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                 "commit": commit, "case": case, "jobs": jobs, "slurm": srun, "nproc": os.cpu_count(),
                 "loadavg": " ".join(f"{x:.2f}" for x in os.getloadavg()),
                 "result_sha256": sys.argv[3], "result_bytes": int(sys.argv[4])},
        "runs": [{"mode": m, "wall_s": w[m][0], "oracle_calls": w[m][1],
                  "overhead_ms_per_test": per_test(m) if m != "direct" else 0.0,
                  "workers_replaced": int(sys.argv[5]) if m == "killed" else 0} for m in w]}
open("bench/results/slurm.json", "w").write(json.dumps(data, indent=1) + "\n")
for r in data["runs"]:
    print(f"[slurm] {r['mode']:>6}: {r['wall_s']:6.2f} s, {r['oracle_calls']} calls, "
          f"launch cost {r['overhead_ms_per_test']} ms per test")
print("[slurm] wrote bench/results/slurm.json")
EOF
rm -rf "$work"

#!/usr/bin/env bash
# Does a fork's recorded interference explain the lockstep rounds that went wrong? Runs an A/A
# pair (GateErrorRatesBench's control and the same code again, `unchanged`) for ROUNDS lockstep
# rounds twice: once as the machine is, once beside noisy-neighbour.sh (one unpinned CPU hog
# switching on and off at random every 0.5–4 s). Then interference-pairs.py prints per round the
# early figure's log ratio by wall time and by CPU time, the first response's, and what others took
# of each side's CPU, and how the spread changes when disturbed rounds are left out.
#
#   junit-sdkbench/bench/interference.sh               # ROUNDS=20: ~2 × 2 min on 2 vCPUs, plus the build
#   ROUNDS=10 junit-sdkbench/bench/interference.sh
#
# Environment: ROUNDS (20), HOGS (1), OUT (target/interference), SEED (the neighbour's; default 45).
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
MODULE=$(dirname "$HERE")
ROOT=$(dirname "$MODULE")
ROUNDS=${ROUNDS:-20}
OUT=${OUT:-$MODULE/target/interference}
mkdir -p "$OUT"

bench() {
    local out=$1
    (cd "$ROOT" && mvn -B -o -q -pl junit-sdkbench -am -Pengine-bench test -Dtest='GateErrorRatesBench#control+unchanged' \
        -Dsurefire.failIfNoSpecifiedTests=false -Dcheckstyle.skip -Dsdkbench.startup.warmup=20 -Dsdkbench.startup.requests=200 \
        -Dsdkbench.startup.forks="$ROUNDS" -Dsdkbench.startup.minForks="$ROUNDS" -Dsdkbench.outputDirectory="$out") \
        > "$out.log" 2>&1 || { echo "the run failed: see $out.log" >&2; return 1; }
}

echo "$(date -u +%FT%TZ) as the machine is: load $(cut -d' ' -f1-3 /proc/loadavg)"
bench "$OUT/quiet"
echo "$(date -u +%FT%TZ) beside the noisy neighbour: load $(cut -d' ' -f1-3 /proc/loadavg)"
# Bounded: the neighbour stops by itself after 30 min, and is stopped as soon as the run ends.
DURATION=1800 HOGS=${HOGS:-1} SEED=${SEED:-45} LOG="$OUT/neighbour.log" "$HERE/noisy-neighbour.sh" &
NEIGHBOUR=$!
trap 'kill $NEIGHBOUR 2>/dev/null || true' EXIT
bench "$OUT/noisy"
kill $NEIGHBOUR 2>/dev/null || true
echo "$(date -u +%FT%TZ) done: load $(cut -d' ' -f1-3 /proc/loadavg)"
for run in quiet noisy; do
    echo
    echo "== $run"
    python3 "$HERE/interference-pairs.py" "$OUT/$run/GateErrorRatesBench/results.json"
done

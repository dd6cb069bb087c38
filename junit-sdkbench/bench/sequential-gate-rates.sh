#!/usr/bin/env bash
# The sequential gate's error rates, simulated from recorded rounds: SequentialGateRates runs the engine's planner and
# sequential rule on comparisons whose forks are drawn (with replacement, round by round) from the recorded pools of
# gate-error-rates.sh's runs, identical and planted, and prints per row the share of comparisons each figure reads
# SLOWER or FASTER, why they stopped and the median rounds and minutes. Needs no forks: a few minutes of CPU.
#
#   junit-sdkbench/bench/sequential-gate-rates.sh                      # TRIALS=1000 a row, the forks' recorded lifetimes
#   TRIALS=200 ROUND_SECONDS=4 junit-sdkbench/bench/sequential-gate-rates.sh   # 4 s a round: the budget binds at ~150 rounds
#
# Environment: TRIALS (1000), ROUND_SECONDS (0: each drawn fork's recorded lifetime), POOLS (label=file,file ... of
# results.json files holding GateErrorRatesBench's cases; default the quiet and the loaded 2026-12-02 runs), OUT
# (target/sequential-gate-rates).
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
MODULE=$(dirname "$HERE")
ROOT=$(dirname "$MODULE")
TRIALS=${TRIALS:-1000}
ROUND_SECONDS=${ROUND_SECONDS:-0}
R=$HERE/results
POOLS=${POOLS:-"quiet=$R/2026-12-02-gate/first-results.json,$R/2026-12-02-gate/second-results.json
under-load=$R/2026-12-02-gate-under-load/first-results.json,$R/2026-12-02-gate-under-load/second-results.json"}
OUT=${OUT:-$MODULE/target/sequential-gate-rates}
mkdir -p "$OUT"

# The bench programs (-Pengine-bench) and the module's test classpath, reactor modules as their target/classes.
(cd "$ROOT" && mvn -B -o -q -pl junit-sdkbench -am -Pengine-bench -Dcheckstyle.skip test-compile dependency:build-classpath \
    -Dmdep.includeScope=test "-Dmdep.outputFile=$OUT/classpath-\${project.artifactId}.txt" > "$OUT/build.log")
CP="$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$OUT/classpath-junit-sdkbench.txt")"
{
    echo "$(date -u +%Y-%m-%dT%H:%MZ) $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) CPUs," \
        "load $(cut -d' ' -f1-3 /proc/loadavg)"
    # shellcheck disable=SC2086 # one argument per pool
    java -cp "$CP" dev.sdkbench.junit.bench.SequentialGateRates "$TRIALS" "$ROUND_SECONDS" $POOLS
} | tee "$OUT/rates-$ROUND_SECONDS.md"

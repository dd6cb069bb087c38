#!/usr/bin/env bash
# The gate's error rates: how often identical code is called slower (A/A), and how often calibrated
# slowdowns are caught (A/B), through both gates: the interleaved one (a case and its control forked
# in the same lockstep rounds, paired) and the saved-baseline one (one run's control against another
# run's case, as `reports compare` does across time).
#
#   junit-sdkbench/bench/gate-error-rates.sh           # ROUNDS=20 a case, two runs: ~15 min on 2 vCPUs
#
# 1. Calibration: CALIBRATION_FORKS forks of the control alone give the early µs/call and the first
#    response on this machine; the slowdowns are shares of those (per call: 3, 5 and 10% of the early
#    figure; in set-up: 5 and 10% of the first response), passed to every fork as -Dgate.* flags.
# 2. Two runs of GateErrorRatesBench, ROUNDS lockstep rounds each (the control, the unchanged case and
#    five slowed ones, one fork each a round), minutes apart, as a saved baseline and a later run are.
# 3. GateErrorRates draws DRAWS comparisons of PAIRS rounds from those pools and prints the rates.
#
# Environment: ROUNDS (20), PAIRS (6 and 10), DRAWS (400), CALIBRATION_FORKS (6), OUT (target/gate-error-rates).
# LM15's protocol for every fork: 20 warmup and 200 timed calls, start-up forks only.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
MODULE=$(dirname "$HERE")
ROOT=$(dirname "$MODULE")
ROUNDS=${ROUNDS:-20}
PAIRS=${PAIRS:-"6 10"}
DRAWS=${DRAWS:-400}
CALIBRATION_FORKS=${CALIBRATION_FORKS:-6}
OUT=${OUT:-$MODULE/target/gate-error-rates}
mkdir -p "$OUT"

bench() {
    local out=$1
    shift
    (cd "$ROOT" && mvn -B -o -q -pl junit-sdkbench -am -Pengine-bench test -Dtest=GateErrorRatesBench \
        -Dsurefire.failIfNoSpecifiedTests=false -Dsdkbench.warmup=20 -Dsdkbench.requests=200 -Dsdkbench.machineProbe=true \
        -Dsdkbench.outputDirectory="$out" "$@") > "$out.log" 2>&1
}

median() { # FIELD: the median of a start-up figure over the control's forks of $OUT/calibration
    python3 - "$OUT/calibration/GateErrorRatesBench/results.json" "$1" <<'PY'
import json, statistics, sys
run = json.load(open(sys.argv[1]))
control = next(c for c in run["cases"] if c["id"] == "control")
values = [f["result"]["early"]["meanMicros"] if sys.argv[2] == "early" else f["exit"]["firstResponseMillis"]
          for f in control["forks"] if f.get("failure") is None]
print(round(statistics.median(values), 1))
PY
}

echo "$(date -u +%H:%M:%S) calibration: $CALIBRATION_FORKS forks of the control, load $(cut -d' ' -f1-3 /proc/loadavg)"
bench "$OUT/calibration" -Dtest='GateErrorRatesBench#control' -Dsdkbench.forks="$CALIBRATION_FORKS" -Dsdkbench.minForks="$CALIBRATION_FORKS"
CALL_MICROS=$(median early)
FIRST_RESPONSE_MILLIS=$(median firstResponse)
echo "early $CALL_MICROS µs/call, first response $FIRST_RESPONSE_MILLIS ms"
FLAGS="-Dgate.callMicros=$CALL_MICROS -Dgate.firstResponseMillis=$FIRST_RESPONSE_MILLIS"

for run in first second; do
    echo "$(date -u +%H:%M:%S) $run run: $ROUNDS rounds of 7 cases, load $(cut -d' ' -f1-3 /proc/loadavg)"
    bench "$OUT/$run" -Dsdkbench.forks="$ROUNDS" -Dsdkbench.minForks="$ROUNDS" "-Dsdkbench.jvmArgs=$FLAGS" || true
done
echo "$(date -u +%H:%M:%S) done, load $(cut -d' ' -f1-3 /proc/loadavg)"

# The module's test classpath, for the resampler (a program of bench/java, compiled by -Pengine-bench).
(cd "$ROOT" && mvn -B -o -q -f junit-sdkbench/pom.xml dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$OUT/classpath.txt" > /dev/null)
CP="$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$OUT/classpath.txt")"
for n in $PAIRS; do
    java -cp "$CP" dev.sdkbench.junit.bench.GateErrorRates "$OUT/first/GateErrorRatesBench/results.json" \
        "$OUT/second/GateErrorRatesBench/results.json" "$n" "$DRAWS" | tee "$OUT/rates-$n.md"
done

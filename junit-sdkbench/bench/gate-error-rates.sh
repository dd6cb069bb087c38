#!/usr/bin/env bash
# The gate's error rates: how often identical code is called slower (A/A), and how often calibrated
# slowdowns are caught (A/B), through both gates: the interleaved one (a case and its control forked
# in the same lockstep rounds, paired) and the saved-baseline one (one run's control against another
# run's case, as `reports compare` does across time).
#
#   junit-sdkbench/bench/gate-error-rates.sh           # start-up figures, ROUNDS=20 a case, two runs: ~12 min on 2 vCPUs
#   STEADY=1 ROUNDS=8 junit-sdkbench/bench/gate-error-rates.sh   # the steady figure: ~2 × 25 min
#   STEADY=1 PAIRING=same_jvm RUNS=1 ROUNDS=10 STEADY_CASES=control+unchanged+perCall5 \
#       junit-sdkbench/bench/gate-error-rates.sh              # the steady figure of pair forks: ~45 min
#
# 1. Calibration: CALIBRATION_FORKS forks of the control alone give the early µs/call (with STEADY=1 the
#    steady µs/call) and the first response on this machine; the slowdowns are shares of those (per call:
#    3, 5 and 10% of that figure; in set-up: 5 and 10% of the first response), passed to every fork as
#    -Dgate.* flags. With STEADY=1 the runs hold the control, the unchanged case and the per-call ones,
#    each with one start-up fork and ROUNDS steady forks (warmup capped at STEADY_WARMUP_MILLIS).
# 2. Two runs of GateErrorRatesBench, ROUNDS lockstep rounds each (the control, the unchanged case and
#    five slowed ones, one fork each a round), minutes apart, as a saved baseline and a later run are.
# 3. GateErrorRates draws DRAWS comparisons of PAIRS rounds from those pools and prints the rates.
#
# Environment: ROUNDS (20), PAIRS (6 and 10), DRAWS (400), CALIBRATION_FORKS (6), STEADY (0), STEADY_WARMUP_MILLIS
# (30000), STEADY_ITERATION_MILLIS (1000), STEADY_ITERATIONS (5), PAIRING (separate_jvms; same_jvm runs the control in
# each case's steady forks, alternating with it), CALL_MICROS (skips the calibration: the steady µs/call, and the first
# response is then FIRST_RESPONSE_MILLIS, default 0), STEADY_CASES (with STEADY=1, the cases of the runs: control+unchanged+perCall3+perCall5+perCall10), RUNS (2; 1
# measures the interleaved gate only, and the saved-baseline columns read n/a), OUT
# (target/gate-error-rates).
# LM15's protocol for every fork: 20 warmup and 200 timed calls, start-up forks only.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
MODULE=$(dirname "$HERE")
ROOT=$(dirname "$MODULE")
ROUNDS=${ROUNDS:-20}
PAIRS=${PAIRS:-"6 10"}
DRAWS=${DRAWS:-400}
CALIBRATION_FORKS=${CALIBRATION_FORKS:-6}
STEADY=${STEADY:-0}
RUNS=${RUNS:-2}
STEADY_WARMUP_MILLIS=${STEADY_WARMUP_MILLIS:-30000}
STEADY_ITERATION_MILLIS=${STEADY_ITERATION_MILLIS:-1000}
STEADY_ITERATIONS=${STEADY_ITERATIONS:-5}
PAIRING=${PAIRING:-separate_jvms}
OUT=${OUT:-$MODULE/target/gate-error-rates}
CASES=GateErrorRatesBench
PROTOCOL=()
if [[ $STEADY == 1 ]]; then
    CASES="GateErrorRatesBench#${STEADY_CASES:-control+unchanged+perCall3+perCall5+perCall10}"
    PROTOCOL=(-Dsdkbench.steady.warmupMillis="$STEADY_WARMUP_MILLIS" -Dsdkbench.steady.iterations="$STEADY_ITERATIONS"
        -Dsdkbench.steady.iterationMillis="$STEADY_ITERATION_MILLIS" -Dsdkbench.steady.pairing="$PAIRING")
fi
mkdir -p "$OUT"

bench() {
    local out=$1
    shift
    (cd "$ROOT" && mvn -B -o -q -pl junit-sdkbench -am -Pengine-bench test -Dtest=GateErrorRatesBench \
        -Dsurefire.failIfNoSpecifiedTests=false -Dsdkbench.startup.warmup=20 -Dsdkbench.startup.requests=200 -Dsdkbench.machineProbe=true \
        -Dsdkbench.outputDirectory="$out" "$@") > "$out.log" 2>&1
}

median() { # FIELD: the median of a start-up figure over the control's forks of $OUT/calibration
    python3 - "$OUT/calibration/GateErrorRatesBench/results.json" "$1" <<'PY'
import json, statistics, sys
run = json.load(open(sys.argv[1]))
control = next(c for c in run["cases"] if c["id"] == "control")
def value(f):
    if sys.argv[2] == "firstResponse":
        return f["exit"]["firstResponseMillis"]
    return f["result"]["steady" if f["result"].get("steady") else "early"]["meanMicros"]
values = [value(f) for f in control["forks"] if f.get("failure") is None and (sys.argv[2] != "steady" or f["result"].get("steady"))]
print(round(statistics.median(values), 1))
PY
}

if [[ -n ${CALL_MICROS:-} ]]; then
    FIRST_RESPONSE_MILLIS=${FIRST_RESPONSE_MILLIS:-0}
    echo "calibration skipped: CALL_MICROS=$CALL_MICROS"
elif [[ $STEADY == 1 ]]; then
    echo "$(date -u +%H:%M:%S) calibration: $CALIBRATION_FORKS forks of the control, load $(cut -d' ' -f1-3 /proc/loadavg)"
    bench "$OUT/calibration" -Dtest='GateErrorRatesBench#control' -Dsdkbench.startup.forks=1 -Dsdkbench.startup.minForks=1 \
        -Dsdkbench.steady.forks="$CALIBRATION_FORKS" "${PROTOCOL[@]}"
    CALL_MICROS=$(median steady)
    FIRST_RESPONSE_MILLIS=$(median firstResponse)
else
    echo "$(date -u +%H:%M:%S) calibration: $CALIBRATION_FORKS forks of the control, load $(cut -d' ' -f1-3 /proc/loadavg)"
    bench "$OUT/calibration" -Dtest='GateErrorRatesBench#control' -Dsdkbench.startup.forks="$CALIBRATION_FORKS" \
        -Dsdkbench.startup.minForks="$CALIBRATION_FORKS"
    CALL_MICROS=$(median early)
    FIRST_RESPONSE_MILLIS=$(median firstResponse)
fi
echo "$( ((STEADY)) && echo steady || echo early) $CALL_MICROS µs/call, first response $FIRST_RESPONSE_MILLIS ms"
FLAGS="-Dgate.callMicros=$CALL_MICROS -Dgate.firstResponseMillis=$FIRST_RESPONSE_MILLIS"

RUN_NAMES=(first second)
for run in "${RUN_NAMES[@]:0:$RUNS}"; do
    echo "$(date -u +%H:%M:%S) $run run: $ROUNDS rounds of $CASES, load $(cut -d' ' -f1-3 /proc/loadavg)"
    if [[ $STEADY == 1 ]]; then
        bench "$OUT/$run" -Dtest="$CASES" -Dsdkbench.startup.forks=1 -Dsdkbench.startup.minForks=1 \
            -Dsdkbench.steady.forks="$ROUNDS" "${PROTOCOL[@]}" "-Dsdkbench.forks.jvmArgs=$FLAGS" || true
    else
        bench "$OUT/$run" -Dsdkbench.startup.forks="$ROUNDS" -Dsdkbench.startup.minForks="$ROUNDS" \
            "-Dsdkbench.forks.jvmArgs=$FLAGS" || true
    fi
done
echo "$(date -u +%H:%M:%S) done, load $(cut -d' ' -f1-3 /proc/loadavg)"

# The module's test classpath, for the resampler (a program of bench/java, compiled by -Pengine-bench).
(cd "$ROOT" && mvn -B -o -q -f junit-sdkbench/pom.xml dependency:build-classpath -DincludeScope=test \
    -Dmdep.outputFile="$OUT/classpath.txt" > /dev/null)
CP="$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$OUT/classpath.txt")"
for n in $PAIRS; do
    java -cp "$CP" dev.sdkbench.junit.bench.GateErrorRates "$OUT/first/GateErrorRatesBench/results.json" \
        "$OUT/${RUN_NAMES[$((RUNS - 1))]}/GateErrorRatesBench/results.json" "$n" "$DRAWS" "$( ((STEADY)) && echo steady || echo startup)" \
        | tee "$OUT/rates-$n.md"
done

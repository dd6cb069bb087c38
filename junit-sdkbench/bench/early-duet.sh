#!/usr/bin/env bash
# The early figure of two builds in one JVM ("a duet") against each in a JVM of its own, outside the engine: how much of
# the paired early ratio's spread is one JVM's start-up, and what two builds sharing the JVM leave of it.
#
#   TRIALS= junit-sdkbench/bench/gate-trials.sh          # once: builds and calibrates the toy SDK's versions, ~5 min
#   junit-sdkbench/bench/early-duet.sh                   # identical builds (1.0, 1.1), 30 rounds: ~3 min
#   CANDIDATE=2.2 junit-sdkbench/bench/early-duet.sh     # a planted per-call busy wait
#   python3 junit-sdkbench/bench/early-duet.py junit-sdkbench/target/early-duet/*.txt
#
# Each round runs four fresh JVMs, pinned to CPU 1, in an order shuffled with the round's seed: the baseline (1.0)
# alone, the candidate alone, both with the baseline built first, both with the candidate built first (EarlyDuet.java).
# The fixture (its standalone jar, built by `mvn package`) runs pinned to CPU 0 with its default checks, and its
# counters must show no violation at the end. The toy SDK's jars come from a gate-trials.sh OUT (its calibrated
# versions, in OUT/m2). The machine must be otherwise quiet: the figures are timings.
#
# Environment: OUT (a gate-trials.sh output folder, its default junit-sdkbench/target/gate-trials), CANDIDATE (1.1), ROUNDS (30), SEED (1), RESULTS
# (junit-sdkbench/target/early-duet).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT=${OUT:-$ROOT/junit-sdkbench/target/gate-trials}
CANDIDATE=${CANDIDATE:-1.1}
ROUNDS=${ROUNDS:-30}
SEED=${SEED:-1}
RESULTS=${RESULTS:-$ROOT/junit-sdkbench/target/early-duet}
toy=$OUT/m2/com/example/toy/toy-sdk
jackson=$(ls "$OUT"/m2/com/fasterxml/jackson/core/jackson-core/2.22.1/jackson-core-2.22.1.jar)
fixture=$(ls "$ROOT"/fixture-undertow/target/fixture-undertow-*-standalone.jar 2>/dev/null | head -1)
for jar in "$toy/1.0/toy-sdk-1.0.jar" "$toy/$CANDIDATE/toy-sdk-$CANDIDATE.jar"; do
  [[ -f $jar ]] || { echo "early-duet: no $jar: run gate-trials.sh with this OUT first" >&2; exit 2; }
done
[[ -n $fixture ]] || { echo "early-duet: no fixture jar: run mvn -o -B -q -pl fixture-undertow -am package -DskipTests" >&2; exit 2; }

mkdir -p "$RESULTS/classes"
javac -d "$RESULTS/classes" "$HERE/early-duet/EarlyDuet.java"
log=$RESULTS/$(date -u +%Y-%m-%d-%H%MZ)-$CANDIDATE.txt
taskset -c 0 java -jar "$fixture" > "$RESULTS/fixture.out" 2> "$RESULTS/fixture.err" &
fixture_pid=$!
for _ in $(seq 50); do [[ -s $RESULTS/fixture.out ]] && break; sleep 0.1; done
url=$(head -1 "$RESULTS/fixture.out")
{ echo "# candidate $CANDIDATE against 1.0, $ROUNDS rounds, seed $SEED, $(git -C "$ROOT" rev-parse --short HEAD), $(uname -r)"
  echo "# round mode microsA microsB"; } > "$log"
RANDOM=$SEED
for round in $(seq "$ROUNDS"); do
  modes=(a b ab ba)
  for i in 3 2 1; do j=$((RANDOM % (i + 1))); t=${modes[i]}; modes[i]=${modes[j]}; modes[j]=$t; done
  for mode in "${modes[@]}"; do
    echo "$round $(taskset -c 1 java -Xms256m -Xmx256m -cp "$RESULTS/classes" EarlyDuet "$url" "$mode" \
        "$toy/1.0/toy-sdk-1.0.jar" "$toy/$CANDIDATE/toy-sdk-$CANDIDATE.jar" "$jackson")" >> "$log"
  done
done
kill -TERM "$fixture_pid" && wait "$fixture_pid" || true
python3 - "$RESULTS/fixture.out" <<'PY'
import json, sys
counters = json.loads(open(sys.argv[1]).read().splitlines()[-1])
assert not counters["violations"] and not counters["faults"], f"the fixture saw bad requests: {counters['violations']}"
print(f"early-duet: the fixture answered {counters['total']} requests, no violation")
PY
echo "early-duet: $log"

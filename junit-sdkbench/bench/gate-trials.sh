#!/usr/bin/env bash
# The A/B gate end to end, as an SDK author's CI runs it: each trial is a fresh `mvn test` of a separate project
# (gate-trial/project) that benchmarks a candidate version of a toy SDK (gate-trial/toy-sdk) against a baseline
# version's classpath file, with no setting beyond that file: the engine's defaults decide the rounds, the budget
# and the verdicts. Trials run one after another; every trial's console, results and verdicts are kept.
#
#   junit-sdkbench/bench/gate-trials.sh                                  # TRIALS="identical early setup": ~3 × 10 min
#   TRIALS="identical identical+neighbour early setup steady" junit-sdkbench/bench/gate-trials.sh
#   TRIALS="steady steady+neighbour" junit-sdkbench/bench/gate-trials.sh   # 3.0 at the defaults: pair forks, the sequential rule
#   python3 junit-sdkbench/bench/gate-trials-table.py junit-sdkbench/target/gate-trials   # the table of every trial so far
#   TRIALS= COLLECT=junit-sdkbench/bench/results/<date>-gate-trials junit-sdkbench/bench/gate-trials.sh   # copy them to publish
#
# The versions, each a real jar installed into the private repository of it/common.sh:
#   1.0  the plain client: the baseline of every trial;
#   1.1  the same code, built again: the identical candidate;
#   2.0  a busy wait per call of 5% of 1.0's early µs/call (early-nominal): it reads 1.074-1.078 in the early figure
#        (2026-12-07 02:28Z), a busy wait on one CPU costing the early block more than its own length;
#   2.2  two thirds of 2.0's (early): it reads about 1.05, the change the gate is asked to resolve;
#   2.1  a busy wait in the constructor of 10% of 1.0's first response;
#   3.0  a busy wait per call of 5% of 1.0's steady µs/call: at the defaults its steady figure comes from pair forks (the
#        default with a baseline), added one at a time within the budget until the steady ratio is resolved.
# Each planted version changes one thing: on one CPU a set-up busy wait also delays the JIT's compilations into the
# early block, so a version with both read early 1.11 for a 5% per-call wait (2026-12-07, loaded machine).
# The shares are calibrated once per OUT on this machine (calibration.env): 1.0 alone, CALIBRATION_FORKS start-up
# and 2 steady forks. A trial kind is identical (1.1), early (2.2), early-nominal (2.0), setup (2.1) or steady (3.0); "+neighbour" runs
# noisy-neighbour.sh (one unpinned CPU hog switching on and off) for the whole trial.
#
# `touch OUT/stop` ends the trials after the one running.
#
# Environment: TRIALS (identical early setup; empty runs none), COLLECT (a folder: each trial's trial.json, console,
# summary.md and gzipped results.json are copied there, with the calibration and the table), OUT (junit-sdkbench/target/gate-trials), CALIBRATION_FORKS (10),
# TRIAL_ARGS (more Maven arguments for every trial, e.g. -Dsdkbench.gate.budgetSeconds=120 for a quick look: then the
# trial is not at the defaults, and its trial.json says so), it/common.sh's (SDKBENCH_BUILT=1: install the jars the
# last `mvn verify` built).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
source "$HERE/../../it/common.sh"
TRIALS=${TRIALS-"identical early setup"}
OUT=${OUT:-$root/junit-sdkbench/target/gate-trials}
CALIBRATION_FORKS=${CALIBRATION_FORKS:-10}
read -ra trial_args <<< "${TRIAL_ARGS:-}"
for t in $TRIALS; do   # every kind checked before the first build
  case ${t%+neighbour} in identical | early | early-nominal | setup | steady) ;;
    *) echo "gate-trials: no trial kind '$t': use identical, early, early-nominal, setup or steady, each optionally +neighbour" >&2
       exit 2 ;;
  esac
done
mkdir -p "$OUT/trials"
work=$OUT   # step() logs go beside the trials
repo=$OUT/m2   # the harness of every trial in OUT is the one installed with its calibration
maven=("$mvn" -B -s "$settings" -Dmaven.repo.local="$repo")

if [[ ! -f $repo/.installed ]]; then
  install_harness
  echo "$(git -C "$root" rev-parse HEAD)$(git -C "$root" diff --quiet HEAD -- . ':!*/bench/*' || echo ' with local changes')" \
      > "$OUT/harness-commit"
fi

# toy_version <version> <call nanos> <setup nanos>: builds the toy SDK as that version and installs it.
toy_version() {
  local build=$OUT/toy-sdk-$1
  rm -rf "$build" && cp -r "$HERE/gate-trial/toy-sdk" "$build"
  sed -i "0,/<version>1.0<\/version>/s//<version>$1<\/version>/" "$build/pom.xml"
  step "toy-sdk-$1" "${maven[@]}" -f "$build/pom.xml" -Dtoy.callNanos="$2" -Dtoy.setupNanos="$3" install
}

# fresh_project <dir>: a clean copy of the trial project, as a CI checkout is.
fresh_project() {
  rm -rf "$1" && mkdir -p "$1" && cp -r "$HERE/gate-trial/project/." "$1/"
}

calibrate() {
  toy_version 1.0 0 0
  toy_version 1.1 0 0
  local dir=$OUT/calibration
  fresh_project "$dir"
  step calibration "${maven[@]}" -f "$dir/pom.xml" test -Dtoy.version=1.0 -Dsdkbench.startup.forks="$CALIBRATION_FORKS" \
      -Dsdkbench.startup.minForks="$CALIBRATION_FORKS" -Dsdkbench.steady.forks=2
  python3 - "$dir/target/sdkbench/ToyChatBenchmark/results.json" > "$OUT/calibration.env" <<'PY'
import json, sys
summary = json.load(open(sys.argv[1]))["cases"][0]["summary"]
early, first, steady = (summary[k]["median"] for k in ("earlyMicros", "firstResponseMs", "steadyMicros"))
print(f"# 1.0 alone: early {early:.1f} us/call, first response {first:.1f} ms, steady {steady:.2f} us/call")
print(f"PLANTED_CALL_NANOS={round(early * 1000 * 0.05)}")
print(f"EARLY_CALL_NANOS={round(early * 1000 * 0.05 * 2 / 3)}")
print(f"PLANTED_SETUP_NANOS={round(first * 1e6 * 0.10)}")
print(f"STEADY_CALL_NANOS={round(steady * 1000 * 0.05)}")
PY
  toy_version 2.0 "$(sed -n 's/^PLANTED_CALL_NANOS=//p' "$OUT/calibration.env")" 0
  toy_version 2.2 "$(sed -n 's/^EARLY_CALL_NANOS=//p' "$OUT/calibration.env")" 0
  toy_version 2.1 0 "$(sed -n 's/^PLANTED_SETUP_NANOS=//p' "$OUT/calibration.env")"
  toy_version 3.0 "$(sed -n 's/^STEADY_CALL_NANOS=//p' "$OUT/calibration.env")" 0
}

# The baseline's classpath file, written by the command the engine's messages print (RunSettings), word for word.
baseline_file() {
  local printed words file=$OUT/baseline-1.0.txt
  printed=$(sed -n 's/.*CLASSPATH_FILE_COMMAND = "\(.*\)";$/\1/p' \
      "$root/junit-sdkbench/src/main/java/dev/sdkbench/junit/settings/RunSettings.java")
  read -ra words <<< "${printed#mvn }"
  words[-1]=${words[-1]/.../$file}
  fresh_project "$OUT/baseline-project"
  step baseline-file "${maven[@]}" -o -f "$OUT/baseline-project/pom.xml" -Dtoy.version=1.0 "${words[@]}"
}

# trial <kind[+neighbour]>: one fresh `mvn test`, its console and results kept in trials/<UTC time>-<kind>/.
trial() {
  local kind=${1%+neighbour} neighbour= version rc=0 dir hog=
  [[ $1 == *+neighbour ]] && neighbour=1
  case $kind in
    identical) version=1.1 ;; early) version=2.2 ;; early-nominal) version=2.0 ;; setup) version=2.1 ;; steady) version=3.0 ;;
  esac
  dir=$OUT/trials/$(date -u +%Y-%m-%d-%H%MZ)-$1
  fresh_project "$dir/project"
  if [[ -n $neighbour ]]; then
    DURATION=3600 LOG="$dir/neighbour.log" "$HERE/noisy-neighbour.sh" > /dev/null 2>&1 & hog=$!
  fi
  echo "gate-trials: $1 (candidate $version) in $dir"
  local start=$SECONDS
  "${maven[@]}" -o -f "$dir/project/pom.xml" test -Dtoy.version="$version" \
      -Dsdkbench.baselineClasspathFile="$OUT/baseline-1.0.txt" "${trial_args[@]}" > "$dir/console.log" 2>&1 || rc=$?
  local seconds=$((SECONDS - start))
  [[ -n $hog ]] && kill "$hog" 2>/dev/null && wait "$hog" 2>/dev/null || true
  python3 "$HERE/gate-trials-table.py" --trial "$dir" "$kind" "$version" "${neighbour:-0}" "$rc" "$seconds" "$(cat "$OUT/harness-commit")" \
      "${TRIAL_ARGS:-}"
}

[[ -f $OUT/calibration.env && -d $repo/com/example/toy/toy-sdk/3.0 ]] || calibrate
if [[ ! -d $repo/com/example/toy/toy-sdk/2.2 ]]; then   # an OUT calibrated before 2.2 existed: two thirds of its 2.0
  echo "EARLY_CALL_NANOS=$(( $(sed -n 's/^PLANTED_CALL_NANOS=//p' "$OUT/calibration.env") * 2 / 3 ))" >> "$OUT/calibration.env"
  toy_version 2.2 "$(sed -n 's/^EARLY_CALL_NANOS=//p' "$OUT/calibration.env")" 0
fi
baseline_file   # its paths name the jars of this OUT's repository
cat "$OUT/calibration.env"
rm -f "$OUT/stop"
for t in $TRIALS; do
  if [[ -f $OUT/stop ]]; then
    echo "gate-trials: $OUT/stop exists: no more trials"
    break
  fi
  trial "$t"
done
python3 "$HERE/gate-trials-table.py" "$OUT"

# collect <folder>: what a trial keeps, small enough to publish (a results.json holds every fork's histograms).
collect() {
  mkdir -p "$1"
  cp "$OUT/calibration.env" "$OUT/harness-commit" "$1/"
  python3 "$HERE/gate-trials-table.py" "$OUT" > "$1/table.md"
  for dir in "$OUT"/trials/*/; do
    local to=$1/$(basename "$dir")
    [[ -f $dir/trial.json ]] || continue
    mkdir -p "$to" && cp "$dir/trial.json" "$dir/console.log" "$to/"
    [[ -d $dir/project/target/sdkbench ]] || continue   # Maven stopped before the run: its console says why
    find "$dir/project/target" -name summary.md -exec cp {} "$to/" \;
    find "$dir/project/target/sdkbench" -name results.json -exec sh -c 'gzip -c "$1" > "$2/results.json.gz"' _ {} "$to" \;
  done
  echo "gate-trials: collected $(ls -d "$1"/*/ | wc -l) trials in $1"
}
[[ -z ${COLLECT:-} ]] || collect "$COLLECT"

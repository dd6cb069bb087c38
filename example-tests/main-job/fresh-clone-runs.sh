#!/usr/bin/env bash
# The README's main command as a newcomer runs it, RUNS times in a row: each run on a clean clone of this
# repository's HEAD, `mvn -B verify -Pbenchmark` exactly as printed, nothing else on the machine.
#
#   example-tests/main-job/fresh-clone-runs.sh                 # RUNS=3 OUT=example-tests/target/fresh-clone-runs
#   RUNS=1 SHARDS=4 example-tests/main-job/fresh-clone-runs.sh # the CI-matrix recipe: shards 1/4..4/4 one after another
#
# Each run keeps, in OUT/<UTC start>-<run|shard-K-of-N>/: console.txt (Maven's whole output, the engine's time-left
# lines included), cpu-load.log (each CPU's busy share and steal every second), run.json (commit, command, exit code,
# minutes) and the reports and results the job wrote (sdkbench-reports/, results/<Class>/results.json). With SHARDS,
# the shards' results are merged afterwards with the command reports/README.md gives (`reports merge`).
# Runs are long (about 30 min each on a 2-vCPU VM) and need the machine to themselves.
set -euo pipefail
REPO=${REPO:-$(cd "$(dirname "$0")/../.." && pwd)}
RUNS=${RUNS:-3}
SHARDS=${SHARDS:-}
OUT=$(mkdir -p "${OUT:-$REPO/example-tests/target/fresh-clone-runs}" && cd "${OUT:-$REPO/example-tests/target/fresh-clone-runs}" && pwd)
COMMIT=$(git -C "$REPO" rev-parse HEAD)
COMMAND="mvn -B verify -Pbenchmark"

log() { echo "fresh-clone-runs: $*" >&2; }

# One run: clone, run the command with each CPU's load logged beside it (junit-sdkbench/bench/cpu-load.py), keep what
# it wrote. $1 names the run's folder, $2 is any extra argument.
run_once() {
  local name=$1 extra=${2:-} dir clone start end rc
  dir="$OUT/$(date -u +%Y-%m-%d-%H%MZ)-$name"
  clone="$dir/clone"
  mkdir -p "$dir"
  git clone -q "$REPO" "$clone"
  git -C "$clone" checkout -q "$COMMIT"
  python3 "$REPO/junit-sdkbench/bench/cpu-load.py" "$dir/cpu-load.log" &
  local load_pid=$!
  start=$(date +%s)
  log "$name: $COMMAND $extra in $clone (commit ${COMMIT:0:7})"
  set +e
  (cd "$clone" && $COMMAND $extra) > "$dir/console.txt" 2>&1
  rc=$?
  set -e
  end=$(date +%s)
  kill "$load_pid" 2>/dev/null || true
  keep "$clone" "$dir"
  printf '{"commit": "%s", "command": "%s", "exitCode": %d, "start": "%s", "minutes": %.1f}\n' \
    "$COMMIT" "$COMMAND $extra" "$rc" "$(date -u -d "@$start" +%FT%TZ)" "$(echo "($end - $start) / 60" | bc -l)" \
    > "$dir/run.json"
  log "$name: exit $rc after $(( (end - start) / 60 )) min; $(grep -m1 -o 'junit-sdkbench report of .*' "$dir/console.txt" || echo 'no report line')"
  echo "$dir"
}

# The reports and every results.json, in the folders the job wrote them to (a suite's members one folder deeper),
# beside the clone, whose target/ folders keep every fork's raw files.
keep() {
  local clone=$1 dir=$2
  [[ -d $clone/example-tests/target/sdkbench-reports ]] && cp -r "$clone/example-tests/target/sdkbench-reports" "$dir/"
  (cd "$clone" && find . -path '*/target/sdkbench/*' -name results.json -print0) | while IFS= read -r -d '' f; do
    mkdir -p "$dir/results/$(dirname "$f")" && cp "$clone/$f" "$dir/results/$f"
  done
}

# The shards' results merged into one set, as reports/README.md's CI-matrix recipe does, with the last clone's CLI.
merge_shards() {
  local clone=$1/clone
  (cd "$clone" && mvn -B -q -pl reports -am package -DskipTests) > "$OUT/merge.txt" 2>&1
  java -jar "$(ls "$clone"/reports/target/reports-*-cli.jar)" merge "${SHARD_DIRS[@]/%//results}" --out "$OUT/merged" \
    >> "$OUT/merge.txt" 2>&1
  log "merged ${#SHARD_DIRS[@]} shards into $OUT/merged (merge.txt)"
}

if [[ -n $SHARDS ]]; then
  SHARD_DIRS=()
  for ((k = 1; k <= SHARDS; k++)); do
    SHARD_DIRS+=("$(run_once "shard-$k-of-$SHARDS" "-Dsdkbench.shard=$k/$SHARDS")")
  done
  merge_shards "${SHARD_DIRS[-1]}"
else
  for ((r = 1; r <= RUNS; r++)); do
    run_once "run-$r"
  done
fi

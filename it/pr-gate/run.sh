#!/usr/bin/env bash
# The A/B gate of a pull request by coordinates: it/pr-gate/project benchmarks a head version of the toy SDK
# (junit-sdkbench/bench/gate-trial/toy-sdk) against -Dsdkbench.baseline=com.example.toy:toy-sdk:1.0, which the engine
# resolves itself from the local repository, with no classpath file. Versions, each a real jar installed into the
# private repository (it/common.sh):
#   1.0  the plain client, the baseline;
#   1.1  the same code built again: an identical head, whose build passes;
#   2.0  a busy wait of 2 ms in every call (about as much as the early µs/call of 1.0 on a 2-core machine): a slower
#        head, whose build fails with summary.md naming the slower figure. Half that was not enough: at 6 pairs a
#        single noisy round left a +56% early figure UNRESOLVED.
# Small fixed fork counts keep both runs to about a minute; the gate's figures at such counts are a check of the
# plumbing, not a measurement. A 10% tolerance keeps the identical head's false alarms rare at 6 pairs (at 2% its
# first response read 0.997-1.169 once on this machine), and the slower head's early figure (2.4x) is far past it.
#
# Environment: it/common.sh's, PR_GATE_CALL_NANOS (the slower head's busy wait per call, default 2000000).
set -euo pipefail
source "$(dirname "$0")/../common.sh"
project=$root/it/pr-gate/project
toy=$root/junit-sdkbench/bench/gate-trial/toy-sdk
maven=("$mvn" -B -s "$settings" -Dmaven.repo.local="$repo")
forks=(-Dsdkbench.startup.forks=6 -Dsdkbench.startup.minForks=6 -Dsdkbench.steady.forks=0 -Dsdkbench.fixture.warmup=2000
       -Dsdkbench.machineProbe=false -Dsdkbench.tolerance=0.10)
summary=$project/target/sdkbench-reports/summary.md
total=$SECONDS

install_harness

# toy_version <version> <call nanos>: the toy SDK built as that version, installed into the private repository.
toy_version() {
  local build=$work/pr-gate-toy-sdk-$1
  rm -rf "$build" && cp -r "$toy" "$build" && rm -rf "$build/target"
  sed -i "0,/<version>1.0<\/version>/s//<version>$1<\/version>/" "$build/pom.xml"
  step "pr-gate-toy-sdk-$1" "${maven[@]}" -f "$build/pom.xml" -Dtoy.callNanos="$2" -Dtoy.setupNanos=0 install
}
toy_version 1.0 0
toy_version 1.1 0
toy_version 2.0 "${PR_GATE_CALL_NANOS:-2000000}"

# gate <head version>: the project's tests against the baseline by coordinates, from a clean target.
gate() {
  rm -rf "$project/target"
  "${maven[@]}" -f "$project/pom.xml" test -Dtoy.version="$1" -Dsdkbench.baseline=com.example.toy:toy-sdk:1.0 "${forks[@]}"
}

step pr-gate-identical-head gate 1.1
grep -q '^| toyChat ' "$summary" || { echo "pr-gate: the identical head's $summary has no toyChat row" >&2; exit 1; }

start=$SECONDS
echo "it: pr-gate-slower-head"
if gate 2.0 > "$work/pr-gate-slower-head.log" 2>&1; then
  tail -60 "$work/pr-gate-slower-head.log" >&2
  echo "it: FAILED: pr-gate-slower-head: the build of a head 2 ms a call slower passed (log: $work/pr-gate-slower-head.log)" >&2
  exit 1
fi
if ! grep -E '^\| toyChat \| toyChat@1\.0 \(baseline\) \| .* \| \*\*SLOWER\*\* \|$' "$summary"; then
  cat "$summary" >&2
  echo "it: FAILED: pr-gate-slower-head: the build failed, but $summary names no SLOWER figure of toyChat" >&2
  exit 1
fi
echo "it: pr-gate-slower-head failed the build as it should, in $((SECONDS - start)) s"
echo "it: pr-gate: both heads gated as expected in $((SECONDS - total)) s"

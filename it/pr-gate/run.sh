#!/usr/bin/env bash
# A pull request's gate as the archetype's GitHub Actions workflow runs it, without GitHub: the workflow files are
# first held to GitHub's workflow schema (action-validator, it/pr-gate/workflow-check), then the gate job's own
# `run:` steps (.github/sdkbench/pr-gate.sh: build, gate, report) run on this machine through run-job.py, in a local
# git repository laid out as an SDK author's: the toy SDK (junit-sdkbench/bench/gate-trial/toy-sdk) at its root,
# it/pr-gate/project as its benchmark project in bench/, and the archetype's .github/ set up for them as a user would.
# Three commits:
#   base       the plain client;
#   identical  the base with a README line more: an identical head, whose gate passes;
#   slower     the base with a busy wait of 2 ms in every call (about as much as the early µs/call of the base on a
#              2-core machine): a slower head, whose gate step fails with summary.md naming the slower figure. Half
#              that was not enough: at 6 pairs a single noisy round left a +56% early figure UNRESOLVED.
# Each head is a pull request against base, in a clone of its own (actions/checkout's part); the workflow builds both
# commits as versions base-<commit> and head-<commit> of the toy SDK into the private repository (it/common.sh),
# and the gate reads the head against -Dsdkbench.baseline=com.example.toy:toy-sdk:base-<commit>.
# Small fixed fork counts (the workflow's SDKBENCH_GATE_ARGS) keep each gate to about a minute; its figures at such
# counts are a check of the plumbing, not a measurement. A 10% tolerance keeps the identical head's false alarms rare
# at 6 pairs (at 2% its first response read 0.997-1.169 once on this machine), and the slower head's early figure
# (2.4x) is far past it. The comment job's steps call GitHub's API (gh) and are not run here.
#
# Environment: it/common.sh's, PR_GATE_CALL_NANOS (the slower head's busy wait per call, default 2000000).
set -euo pipefail
source "$(dirname "$0")/../common.sh"
here=$root/it/pr-gate
github=$root/junit-sdkbench-archetype/src/main/resources/archetype-resources/.github
dir=$work/pr-gate
origin=$dir/origin
gate_args="-Dsdkbench.startup.forks=6 -Dsdkbench.startup.minForks=6 -Dsdkbench.steady.forks=0"
gate_args+=" -Dsdkbench.fixture.warmup=2000 -Dsdkbench.machineProbe=false -Dsdkbench.tolerance=0.10"
total=$SECONDS

check_workflows() {
  mkdir -p "$dir/workflow-check"
  cp "$here/workflow-check/package.json" "$here/workflow-check/package-lock.json" "$dir/workflow-check/"
  (cd "$dir/workflow-check" && npm ci --no-audit --no-fund)
  for workflow in "$github"/workflows/*.yml; do
    "$dir/workflow-check/node_modules/.bin/action-validator" "$workflow"
    echo "$workflow: valid"
  done
}

# configure <workflow>: the three settings a user sets at the workflow's top, for the toy SDK and small fork counts.
configure() {
  sed -i -e 's/^  SDKBENCH_SDK: .*/  SDKBENCH_SDK: com.example.toy:toy-sdk/' \
      -e 's/^  SDKBENCH_VERSION_PROPERTY: .*/  SDKBENCH_VERSION_PROPERTY: toy.version/' \
      -e "s/^  SDKBENCH_GATE_ARGS: .*/  SDKBENCH_GATE_ARGS: $gate_args/" "$1"
  grep -q 'SDKBENCH_SDK: com.example.toy:toy-sdk' "$1" && grep -q 'SDKBENCH_GATE_ARGS: -D' "$1" \
    || { echo "it: FAILED: the workflow's env no longer has the settings this script sets in $1" >&2; exit 1; }
}

# repository: the toy SDK's repository with the base commit and the two heads as branches.
repository() {
  mkdir -p "$origin"
  cp -r "$toy"/. "$origin"/ && rm -rf "$origin/target"
  mkdir -p "$origin/bench" && cp -r "$here/project"/. "$origin/bench"/ && rm -rf "$origin/bench/target"
  cp -r "$github" "$origin/.github"
  configure "$origin/.github/workflows/sdkbench-pr.yml"
  printf 'target/\n' > "$origin/.gitignore"
  git -C "$origin" init -q -b main
  commit() { git -C "$origin" add -A && git -C "$origin" -c user.name=it -c user.email=it@localhost commit -q -m "$1"; }
  commit "the toy SDK and its benchmark"
  git -C "$origin" checkout -q -b identical main
  echo "A toy SDK." > "$origin/README.md" && commit "a README"
  git -C "$origin" checkout -q -b slower main
  sed -i "s|<toy.callNanos>0</toy.callNanos>|<toy.callNanos>${PR_GATE_CALL_NANOS:-2000000}</toy.callNanos>|" "$origin/pom.xml"
  grep -q "<toy.callNanos>${PR_GATE_CALL_NANOS:-2000000}<" "$origin/pom.xml" \
    || { echo "it: FAILED: the toy SDK's pom.xml has no <toy.callNanos>0</toy.callNanos> to change" >&2; exit 1; }
  commit "a busy wait in every call"
}

# pull_request <head branch>: the workflow's gate job on a clone at that head, its pull request against main.
pull_request() {
  local clone=$dir/$1
  git clone -q "$origin" "$clone" && git -C "$clone" checkout -q "$1"
  mkdir -p "$dir/$1-runner"
  : > "$dir/$1-runner/step-summary.md"
  GITHUB_STEP_SUMMARY=$dir/$1-runner/step-summary.md RUNNER_TEMP=$dir/$1-runner \
  SDKBENCH_MVN="$mvn -s $settings -Dmaven.repo.local=$repo" \
    python3 "$here/run-job.py" "$clone/.github/workflows/sdkbench-pr.yml" gate "$clone" "$dir/$1-runner/steps.json" \
      --value "github.event.pull_request.base.sha=$(git -C "$origin" rev-parse main)" \
      --value "github.event.pull_request.number=7"
}

# step_exit <head branch> <pr-gate.sh command>: the exit code of the workflow step that ran it (null: it did not run).
step_exit() {
  python3 -c 'import json, sys
print(next(s["exit"] for s in json.load(open(sys.argv[1])) if s["run"] and "pr-gate.sh " + sys.argv[2] in s["run"]))' \
    "$dir/$1-runner/steps.json" "$2"
}

install_harness
toy=$root/junit-sdkbench/bench/gate-trial/toy-sdk
rm -rf "$dir" && mkdir -p "$dir"
step pr-gate-workflow-schema check_workflows
repository

step pr-gate-identical-head pull_request identical
summary=$dir/identical-runner/step-summary.md
grep -q '^| toyChat ' "$summary" || { echo "it: FAILED: the identical head's job summary has no toyChat row: $summary" >&2; exit 1; }
[ "$(cat "$dir/identical-runner/sdkbench-pr/report/pull-request.txt")" = 7 ] \
  || { echo "it: FAILED: the report to upload has no pull-request.txt of #7" >&2; exit 1; }

start=$SECONDS
echo "it: pr-gate-slower-head"
if pull_request slower > "$work/pr-gate-slower-head.log" 2>&1; then
  tail -60 "$work/pr-gate-slower-head.log" >&2
  echo "it: FAILED: pr-gate-slower-head: the job of a head 2 ms a call slower passed (log: $work/pr-gate-slower-head.log)" >&2
  exit 1
fi
summary=$dir/slower-runner/step-summary.md
if [ "$(step_exit slower build)" != 0 ] || [ "$(step_exit slower gate)" = 0 ] || [ "$(step_exit slower report)" != 0 ]; then
  tail -60 "$work/pr-gate-slower-head.log" >&2
  echo "it: FAILED: pr-gate-slower-head: expected build to pass, gate to fail and report to pass: $dir/slower-runner/steps.json" >&2
  exit 1
fi
if ! grep -E '^\| toyChat \| toyChat@base-[0-9a-f]{12} \(baseline\) \| .* \| \*\*SLOWER\*\* \|$' "$summary"; then
  cat "$summary" >&2
  echo "it: FAILED: pr-gate-slower-head: the gate step failed, but the job summary names no SLOWER figure of toyChat" >&2
  exit 1
fi
echo "it: pr-gate-slower-head failed its gate step as it should, in $((SECONDS - start)) s"
echo "it: pr-gate: both pull requests gated as expected in $((SECONDS - total)) s"

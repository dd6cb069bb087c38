#!/usr/bin/env bash
# A pull request's benchmark gate, the steps of .github/workflows/sdkbench-pr.yml: the SDK this repository builds,
# at the pull request's base and at its head, each installed into the local Maven repository under a version of its
# own on one machine; then the benchmark project's tests on the head's build, with the base's named as the baseline
# (-Dsdkbench.baseline=group:artifact:version). A figure that reads SLOWER fails the gate.
#
#   pr-gate.sh build <base commit> <head commit>  the SDK at both commits, as versions base-<commit> and head-<commit>
#   pr-gate.sh gate                                the benchmark project's tests, head against base
#   pr-gate.sh report <pull request number>        the report folder to upload, summary.md printed for the job summary
#   pr-gate.sh comment <report folder> [head sha]  summary.md as the pull request's one comment, updated in place
#                                                  (gh with GH_TOKEN; the head sha, when given, must be the PR's head)
#
# Settings, from the workflow's env:
#   SDKBENCH_SDK               group:artifact of the SDK that the repository's root builds with Maven
#   SDKBENCH_PROJECT           the benchmark project's folder (default bench), which depends on the SDK at the version
#                              its property SDKBENCH_VERSION_PROPERTY names (default sdk.version)
#   SDKBENCH_GATE_ARGS         more settings for the gate's run, e.g. -Dsdkbench.tolerance=0.05 (split on spaces)
#   SDKBENCH_MVN               the Maven command (default mvn; split on spaces)
#   RUNNER_TEMP                where the two builds and the report go (GitHub sets it; default ./target)
set -euo pipefail
project=${SDKBENCH_PROJECT:-bench}
property=${SDKBENCH_VERSION_PROPERTY:-sdk.version}
work=${RUNNER_TEMP:-$PWD/target}/sdkbench-pr
reports=$project/target/sdkbench-reports
marker='<!-- sdkbench pull request gate -->'
read -ra mvn <<< "${SDKBENCH_MVN:-mvn}"
mvn+=(-B -ntp)

fail() {
  echo "pr-gate: $*" >&2
  exit 1
}

require_sdk() {
  [[ ${SDKBENCH_SDK:-} =~ ^[^:[:space:]]+:[^:[:space:]]+$ ]] \
    || fail "SDKBENCH_SDK is '${SDKBENCH_SDK:-}': set it in the workflow's env to the SDK's group:artifact"
}

# install_side <commit> <version>: a worktree of the commit, its build's version set, installed without tests.
install_side() {
  local dir=$work/${2%%-*}
  git worktree add --detach "$dir" "$1"
  (cd "$dir" \
    && "${mvn[@]}" org.codehaus.mojo:versions-maven-plugin:2.18.0:set -DnewVersion="$2" -DgenerateBackupPoms=false \
        -DprocessFromLocalAggregationRoot=false \
    && "${mvn[@]}" install -DskipTests)
}

build() {
  [ $# = 2 ] || fail "build takes the base commit and the head commit"
  require_sdk
  rm -rf "$work"
  git worktree prune
  mkdir -p "$work"
  local base head
  base=base-$(git rev-parse --short=12 "$1^{commit}")
  head=head-$(git rev-parse --short=12 "$2^{commit}")
  install_side "$1" "$base"
  install_side "$2" "$head"
  printf 'base=%s\nhead=%s\n' "$base" "$head" > "$work/versions"
}

gate() {
  require_sdk
  [ -f "$work/versions" ] || fail "no build in $work: run 'pr-gate.sh build <base> <head>' first"
  local base head extra
  base=$(sed -n 's/^base=//p' "$work/versions")
  head=$(sed -n 's/^head=//p' "$work/versions")
  read -ra extra <<< "${SDKBENCH_GATE_ARGS:-}"
  "${mvn[@]}" -f "$project/pom.xml" clean test -D"$property=$head" -Dsdkbench.baseline="$SDKBENCH_SDK:$base" \
      ${extra[@]+"${extra[@]}"}
}

report() {
  [[ ${1:-} =~ ^[0-9]+$ ]] || fail "report takes the pull request's number, not '${1:-}'"
  local out=$work/report
  rm -rf "$out"
  mkdir -p "$out"
  if [ -d "$reports" ]; then
    cp -r "$reports"/. "$out"/
  fi
  if [ ! -f "$out/summary.md" ]; then
    echo "The gate wrote no $reports/summary.md: the build or the benchmark stopped before it; the job's log says why." \
      > "$out/summary.md"
  fi
  echo "$1" > "$out/pull-request.txt"
  cat "$out/summary.md"
}

# comment_body <summary.md>: the marker that finds the comment again, then the summary, cut below GitHub's 65,536.
comment_body() {
  local text
  text=$(cat "$1")
  if [ ${#text} -gt 64000 ]; then
    text="${text:0:64000}"$'\n\n'"(cut at 64,000 characters: the whole summary is in the run's sdkbench-report artifact)"
  fi
  printf '%s\n%s\n' "$marker" "$text"
}

comment() {
  [ -f "${1:-}/pull-request.txt" ] || fail "comment takes the downloaded report folder, which holds pull-request.txt"
  local pr id body repo=repos/${GITHUB_REPOSITORY:?GitHub sets GITHUB_REPOSITORY}
  pr=$(cat "$1/pull-request.txt")
  [[ $pr =~ ^[0-9]+$ ]] || fail "$1/pull-request.txt holds '$pr', not a pull request's number"
  if [ -n "${2:-}" ] && [ "$(gh api "$repo/pulls/$pr" --jq .head.sha)" != "$2" ]; then
    fail "pull request #$pr's head is not $2, the commit the report is of: no comment"
  fi
  body=$(comment_body "$1/summary.md")
  id=$(gh api --paginate "$repo/issues/$pr/comments" --jq \
      ".[] | select(.user.login == \"github-actions[bot]\" and (.body | startswith(\"$marker\"))) | .id" | head -n 1)
  if [ -n "$id" ]; then
    gh api -X PATCH "$repo/issues/comments/$id" -f body="$body" > /dev/null
  else
    gh api -X POST "$repo/issues/$pr/comments" -f body="$body" > /dev/null
  fi
}

command=${1:-}
shift || true
case $command in
  build | gate | report | comment) "$command" "$@" ;;
  *) fail "usage: pr-gate.sh build <base> <head> | gate | report <pull request number> | comment <report folder> [head sha]" ;;
esac

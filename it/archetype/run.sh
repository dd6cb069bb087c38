#!/usr/bin/env bash
# A new project from junit-sdkbench-archetype, made by the README's own command, built and tested
# against the installed artifacts (it/target/m2, it/common.sh) with a small protocol: its benchmark must pass and
# write its results, and it must hold the pull request workflow.
set -euo pipefail
source "$(dirname "$0")/../common.sh"
dir=$work/archetype
total=$SECONDS
install_harness
rm -rf "$dir"
mkdir -p "$dir"

# Maven's install of the archetype would list it in the local repository's catalog; install-file does not.
cat > "$repo/archetype-catalog.xml" <<XML
<archetype-catalog><archetypes><archetype>
  <groupId>dev.sdkbench</groupId><artifactId>junit-sdkbench-archetype</artifactId><version>$version</version>
</archetype></archetypes></archetype-catalog>
XML
# README.md's command, word for word (the block under "A new project from the archetype"), in this run's
# private repository.
read -ra generate <<< "$(awk '/^A new project from the archetype/ {found = 1} found && /^```/ {fences++; next}
    fences == 1 {print} fences == 2 {exit}' "$root/README.md" | sed 's/\\$//' | tr '\n' ' ')"
if [ "${generate[0]:-}" != mvn ]; then
  echo "it: FAILED: README.md has no mvn command under 'A new project from the archetype'" >&2
  exit 1
fi
artifact=
for word in "${generate[@]}"; do
  case $word in -DartifactId=*) artifact=${word#-DartifactId=} ;; esac
done
step archetype-generate bash -c 'cd "$1" && shift && exec "$@"' _ "$dir" "$mvn" -s "$settings" -Dmaven.repo.local="$repo" \
    "${generate[@]:1}"
project=$dir/$artifact
step archetype-test "$mvn" -B -s "$settings" -Dmaven.repo.local="$repo" -f "$project/pom.xml" test \
    -Dsdkbench.startup.forks=2 -Dsdkbench.startup.minForks=2 -Dsdkbench.startup.warmup=5 -Dsdkbench.startup.requests=20 \
    -Dsdkbench.steady.forks=0 -Dsdkbench.fixture.warmup=100 -Dsdkbench.machineProbe=false -Dsdkbench.forks.pin=false
# The pull request workflow and its script come along as they are (it/pr-gate runs them).
diff -r "$root/junit-sdkbench-archetype/src/main/resources/archetype-resources/.github" "$project/.github" \
  || { echo "it: FAILED: the generated project's .github differs from the archetype's" >&2; exit 1; }
results=$project/target/sdkbench/ChatBenchmark/results.json
grep -q '"id" *: *"chat"' "$results" || { echo "it: FAILED: no chat case in $results" >&2; exit 1; }
grep -q 'Tests run: 1, Failures: 0, Errors: 0, Skipped: 0' "$work/archetype-test.log" \
    || { echo "it: FAILED: ChatBenchmark did not pass (log: $work/archetype-test.log)" >&2; exit 1; }
echo "it: archetype: generated and tested in $((SECONDS - total)) s"

#!/usr/bin/env bash
# junit-sdkbench in a user's own project: builds it/user-project, a separate small Maven
# project that depends on the installed junit-sdkbench-standalone, on JUnit 5.14 and 6.1 (no JUnit BOM) and with
# its tests and forks on JDK 17 and 25 (Maven and javac on the JDK that runs this script, the test JVM
# on JDK 25 through Surefire's jvm). Its ForkClasspathTest checks that the fork ran on exactly the
# project's runtime classpath plus the harness's entries, and that its baseline side (sdkbench.baselineClasspathFile,
# written by the very command the extension's messages print, then by every scope as that command once did) ran on
# the same case entries: the project's classes, as the baseline's build of ChatClient, and the file's.
#
# The artifacts are installed into a private local repository (it/target/m2, it/common.sh), never into ~/.m2.
#
# Environment: it/common.sh's, SDKBENCH_JDK25 (default /usr/lib/jvm/temurin-25-jdk-amd64; "skip" leaves JDK 25
# out), SDKBENCH_USER_PROJECT_ALL=1 (all four JUnit x JDK combinations), SDKBENCH_USER_PROJECT_ONCE=1 (the first
# build only, offline, against the harness already in the private repository: it/user-project/unprivileged.sh),
# SDKBENCH_USER_PROJECT_ARGS (more Maven arguments for every build, e.g. -Dsdkbench.forks.pin=true).
set -euo pipefail
source "$(dirname "$0")/../common.sh"
jdk25=${SDKBENCH_JDK25:-/usr/lib/jvm/temurin-25-jdk-amd64}
project=$root/it/user-project

if [ "$jdk25" != skip ] && [ ! -x "$jdk25/bin/java" ]; then
  echo "user-project: no JDK 25 at $jdk25: set SDKBENCH_JDK25 to one, or SDKBENCH_JDK25=skip" >&2
  exit 1
fi

total=$SECONDS
once=${SDKBENCH_USER_PROJECT_ONCE:-}
if [ -z "$once" ]; then
  rm -f "$repo/.installed"   # a run of this script installs afresh; the scripts after it in .ci/run reuse that
fi
install_harness

# The baseline's classpath files, as a maintainer writes them: the command the extension's messages print
# (ResolvedRunSettings.CLASSPATH_FILE_COMMAND, word for word, "..." the file), and the same without its scope, which lists
# every scope (the harness, JUnit, Undertow); each behind the project's classes, the baseline's build of ChatClient.
printed=$(sed -n 's/.*CLASSPATH_FILE_COMMAND = "\(.*\)";$/\1/p' \
    "$root/junit-sdkbench/src/main/java/dev/sdkbench/junit/settings/ResolvedRunSettings.java")
read -ra printed_words <<< "${printed#mvn }"
if [ -z "$printed" ]; then
  echo "user-project: no CLASSPATH_FILE_COMMAND in ResolvedRunSettings.java to run" >&2
  exit 1
fi
runtime_baseline=$work/user-project-baseline-runtime.txt
every_scope_baseline=$work/user-project-baseline-every-scope.txt
baseline_file() {   # <file> <the command's words>
  local file=$1 words=("${@:2}")
  words[-1]=${words[-1]/.../$file.deps}
  step "$(basename "$file" .txt)" "$mvn" -B ${once:+-o} -s "$settings" -Dmaven.repo.local="$repo" -f "$project/pom.xml" "${words[@]}"
  printf '%s:%s' "$project/target/classes" "$(cat "$file.deps")" > "$file"
}
baseline_file "$runtime_baseline" "${printed_words[@]}"
every_scope_words=()
for word in "${printed_words[@]}"; do
  if [[ $word != -DincludeScope=* ]]; then every_scope_words+=("$word"); fi
done
baseline_file "$every_scope_baseline" "${every_scope_words[@]}"

build() {   # <junit version> <java feature> <baseline classpath file> [surefire's jvm]
  local args=(-B -s "$settings" -Dmaven.repo.local="$repo" -f "$project/pom.xml" -Djunit.version="$1"
              -Dexpected.java.feature="$2" -Dsdkbench.baselineClasspathFile="$3")
  if [ -n "${4:-}" ]; then args+=(-Djvm="$4"); fi
  if [ -n "${offline:-}" ] || [ -n "$once" ]; then args+=(-o); fi
  read -ra more <<< "${SDKBENCH_USER_PROJECT_ARGS:-}"
  args+=("${more[@]}")
  rm -rf "$project/target"
  step "junit-$1-jdk-$2" "$mvn" "${args[@]}" test
  offline=1
}
offline=
# Two builds cover both JUnits and both JDKs within CI's budget (each takes ~20-40 s): the JUnit alignment
# question does not depend on the JDK, nor the JDK's on JUnit, and it/console-launcher runs JUnit 6.1 on JDK 17.
# SDKBENCH_USER_PROJECT_ALL=1 adds the other two combinations. The first build fetches what the second needs
# (a new JUnit), so only the builds after it run offline.
build 5.14.4 17 "$runtime_baseline"
if [ -n "$once" ]; then
  echo "it: user-project: one build passed in $((SECONDS - total)) s"
  exit 0
fi
offline=
if [ "$jdk25" != skip ]; then
  build 6.1.3 25 "$every_scope_baseline" "$jdk25/bin/java"
  if [ -n "${SDKBENCH_USER_PROJECT_ALL:-}" ]; then
    build 6.1.3 17 "$runtime_baseline"
    build 5.14.4 25 "$every_scope_baseline" "$jdk25/bin/java"
  fi
else
  echo "it: user-project: JDK 25 left out (SDKBENCH_JDK25=skip)"
  build 6.1.3 17 "$every_scope_baseline"
fi
echo "it: user-project: all builds passed in $((SECONDS - total)) s"

#!/usr/bin/env bash
# junit-sdkbench in a user's own project: builds it/user-project, a separate small Maven
# project that depends on the installed junit-sdkbench-standalone, on JUnit 5.14 and 6.1 (no JUnit BOM) and with
# its tests and forks on JDK 17 and 25 (Maven and javac on the JDK that runs this script, the test JVM
# on JDK 25 through Surefire's jvm). Its ForkClasspathTest checks that the fork ran on exactly the
# project's runtime classpath plus the harness's entries.
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

build() {   # <junit version> <java feature> [surefire's jvm]
  local args=(-B -s "$settings" -Dmaven.repo.local="$repo" -f "$project/pom.xml" -Djunit.version="$1"
              -Dexpected.java.feature="$2")
  if [ -n "${3:-}" ]; then args+=(-Djvm="$3"); fi
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
build 5.14.4 17
if [ -n "$once" ]; then
  echo "it: user-project: one build passed in $((SECONDS - total)) s"
  exit 0
fi
offline=
if [ "$jdk25" != skip ]; then
  build 6.1.3 25 "$jdk25/bin/java"
  if [ -n "${SDKBENCH_USER_PROJECT_ALL:-}" ]; then
    build 6.1.3 17
    build 5.14.4 25 "$jdk25/bin/java"
  fi
else
  echo "it: user-project: JDK 25 left out (SDKBENCH_JDK25=skip)"
  build 6.1.3 17
fi
echo "it: user-project: all builds passed in $((SECONDS - total)) s"

#!/usr/bin/env bash
# it/user-project again, as an unprivileged user of the same machine (SDKBENCH_IT_USER, default sdkbench-it, made
# with useradd when missing), after root's runs: its fork is pinned, so it takes the CPU locks in
# /tmp/sdkbench-locks that root's runs made, and must neither fail opening them nor fall back to a folder of its
# own. Run as root, after it/user-project/run.sh (whose private repository, it/target/m2, holds the installed harness
# and everything the build fetched); as another user it says it skips, and why.
#
# The user gets a copy of the project and of that repository in its home and builds offline from it: it can read
# neither root's ~/.m2 nor write into this checkout. One build (JUnit 5.14, JDK 17), ~20-40 s.
set -euo pipefail
user=${SDKBENCH_IT_USER:-sdkbench-it}
if [ "$(id -u)" != 0 ]; then
  echo "it: unprivileged: SKIPPED: it makes user $user and runs the project as it, which takes root; this runs as" \
       "$(id -un), so it/user-project/run.sh already ran unprivileged; pinned, as this would:" \
       "SDKBENCH_USER_PROJECT_ARGS=-Dsdkbench.forks.pin=true bash it/user-project/run.sh"
  exit 0
fi
source "$(dirname "$0")/../common.sh"
locks=/tmp/sdkbench-locks
total=$SECONDS

if [ ! -f "$repo/.installed" ]; then
  echo "it: FAILED: unprivileged: $repo holds no installed harness: run bash it/user-project/run.sh first" >&2
  exit 1
fi
if ! id -u "$user" > /dev/null 2>&1; then
  useradd --create-home --shell /bin/bash "$user"
  echo "it: made user $user"
fi
home=$(getent passwd "$user" | cut -d: -f6)

# Root's runs made the lock files (the engine's CpuLocks, through .ci/run's build); this opens every CPU's as
# root's runs do (junit-sdkbench/bench/cpu_lock.py, without locking), so the user always meets files root owns,
# whether the build made them or not.
PYTHONPATH="$root/junit-sdkbench/bench" python3 -c 'import sys, cpu_lock
for cpu in range(int(sys.argv[2])): cpu_lock.open_lock(sys.argv[1], cpu).close()' "$locks" "$(nproc)"
echo "it: lock files before the run: $(stat -c '%U %a %n' "$locks" "$locks"/cpu-*.lock | paste -sd ';')"

copy=$home/sdkbench-it
rm -rf "$copy"
mkdir -p "$copy/it/user-project" "$copy/it/target"
cp "$root/it/common.sh" "$copy/it/"
cp -r "$root/it/user-project/pom.xml" "$root/it/user-project/run.sh" "$root/it/user-project/src" "$copy/it/user-project/"
settings_source=junit-sdkbench/src/main/java/dev/sdkbench/junit/settings/ResolvedRunSettings.java   # run.sh runs the command it prints
mkdir -p "$copy/$(dirname "$settings_source")"
cp "$root/$settings_source" "$copy/$settings_source"
cp -a "$repo" "$copy/it/target/m2"
chown -R "$user:" "$copy"

step unprivileged-user-project runuser -u "$user" -- env -i HOME="$home" USER="$user" LOGNAME="$user" \
    PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin ${JAVA_HOME:+JAVA_HOME="$JAVA_HOME"} \
    SDKBENCH_USER_PROJECT_ONCE=1 SDKBENCH_USER_PROJECT_ARGS=-Dsdkbench.forks.pin=true \
    bash "$copy/it/user-project/run.sh"
log=$copy/it/target/junit-5.14.4-jdk-17.log
results=$copy/it/user-project/target/sdkbench/ChatBenchmark/results.json
fail() { echo "it: FAILED: unprivileged: $1 (log: $log)" >&2; exit 1; }
if grep -q "cannot open $locks" "$log"; then
  fail "user $user could not open root's lock files: $(grep -m1 "cannot open $locks" "$log")"
fi
grep -Eq '"pin" *: *true' "$results" || fail "the run was not pinned, so it took no CPU lock ($results)"
echo "it: user-project as $user: pinned, on root's lock files, passed in $((SECONDS - total)) s"

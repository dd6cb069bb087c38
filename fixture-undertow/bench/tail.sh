#!/bin/bash
# The fixture's tail under 8 keep-alive connections from wrk: the standalone fixture on FIXTURE_CPUS
# (default 1), wrk on WRK_CPUS (default 0). The fixture is warmed by its own `warm` command (until its
# JIT is quiet for the engine's mix), then by WRK_WARMUP seconds of wrk (the same JIT for this load),
# then RUNS runs of SECONDS each print wrk's p99 and requests/s, and how many jiffies each of the
# fixture's threads used (a JIT thread there means it was still compiling; an I/O thread short of
# SECONDS x 100 means something else ran on its CPU).
#
# While it measures it holds the harness's own CPU locks (/tmp/sdkbench-locks/cpu-N.lock, fcntl, taken by
# junit-sdkbench/bench/cpu_lock.py as junit-sdkbench's runs take them), so no benchmark fork of another build shares the CPUs; other
# processes still can. Needs wrk (Debian: apt-get install wrk), python3, taskset; run from the
# repository root after `mvn -B -q package -pl fixture-undertow -am -DskipTests`.
set -euo pipefail
FIXTURE_CPUS=${FIXTURE_CPUS:-1} WRK_CPUS=${WRK_CPUS:-0} RUNS=${RUNS:-10} SECONDS_EACH=${SECONDS_EACH:-3} WRK_WARMUP=${WRK_WARMUP:-15}
JAR=$(ls fixture-undertow/target/fixture-undertow-*-standalone.jar | head -1)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cat > "$WORK/post.lua" <<'EOF'
wrk.method = "POST"
wrk.body   = '{"messages":[{"role":"user","content":"Say hello."}],"model":"gpt-4o-mini","max_completion_tokens":32}'
wrk.headers["Content-Type"] = "application/json"
EOF
measure() {
  mkfifo "$WORK/in"
  taskset -c "$FIXTURE_CPUS" java -jar "$JAR" --control < "$WORK/in" > "$WORK/out" 2> "$WORK/err" &
  local fixture=$!
  exec 3> "$WORK/in"
  local url=""
  for _ in $(seq 1 100); do url=$(head -1 "$WORK/out"); [ -n "$url" ] && break; sleep 0.2; done
  echo '["warm", "300000"]' >&3
  for _ in $(seq 1 300); do [ "$(wc -l < "$WORK/out")" -ge 2 ] && break; sleep 0.2; done
  echo "fixture on cpus $FIXTURE_CPUS, wrk on cpus $WRK_CPUS; warm: $(sed -n 2p "$WORK/out" | grep -o '"requests":[0-9]*,"millis":[0-9]*,"compileMillis":[0-9]*,"jitQuiet":[a-z]*'), then wrk for $WRK_WARMUP s"
  taskset -c "$WRK_CPUS" wrk -t1 -c8 -d"${WRK_WARMUP}s" -s "$WORK/post.lua" "$url/v1/chat/completions" > /dev/null
  threads() {
    for t in /proc/$fixture/task/*; do
      local s; s=$(cat "$t/stat" 2>/dev/null) || continue
      local f=(${s##*) })
      echo "$(cat "$t/comm")|$((f[11] + f[12]))"
    done | awk -F'|' '{a[$1] += $2} END {for (k in a) print k "|" a[k]}' | sort
  }
  for _ in $(seq 1 "$RUNS"); do
    threads > "$WORK/before"
    taskset -c "$WRK_CPUS" wrk -t1 -c8 -d"${SECONDS_EACH}s" --latency -s "$WORK/post.lua" "$url/v1/chat/completions" \
      | grep -E "Requests/sec|^ +99%" | tr -s ' \n' ' '
    threads > "$WORK/after"
    echo "| $(join -t'|' "$WORK/before" "$WORK/after" | awk -F'|' '$3 - $2 > 0 {printf "%s=%d ", $1, $3 - $2}')"
  done
  exec 3>&-
  wait "$fixture"
}
export -f measure
export FIXTURE_CPUS WRK_CPUS RUNS SECONDS_EACH WRK_WARMUP JAR WORK
python3 - <<'EOF'
import subprocess, sys, time
sys.path.insert(0, 'junit-sdkbench/bench')
from cpu_lock import lock, open_lock  # the harness's own locks, opened as its runs open them
locks = []
for cpu in (0, 1):
    f = open_lock('/tmp/sdkbench-locks', cpu)
    started = time.time()
    lock(f, 'waiting for another run on this machine to free cpu %d' % cpu)
    locks.append(f)
    print('cpu %d locked after %.1f s' % (cpu, time.time() - started), flush=True)
subprocess.run(['bash', '-c', 'measure'], check=True)
EOF

#!/usr/bin/env bash
# The fixture's performance check, in one command: fixture-undertow/bench/run.sh
#
# 1. Round trip: RT_ROUNDS interleaved rounds of the Undertow fixture, a plain Python http.server
#    fixture (bench/python_fixture.py) and a do-nothing Java server (the floor), each a fresh
#    fixture process and a fresh client process, both pinned to the same CPU like LM15:
#    WARMUP requests, then REQUESTS timed.
# 2. Throughput: TP_ROUNDS rounds of K connections on K threads for each K in TP_CONNECTIONS,
#    fixture (Undertow with --io-threads 2, and Python for reference) and client unpinned.
#
# Raw results and summary.txt/summary.json go to fixture-undertow/target/bench/ (OUT).
# Exits non-zero if a fixture saw a violation or a request count other than its clients sent.
# Settings come from the environment, e.g. RT_ROUNDS=3 TP_ROUNDS=1 bench/run.sh for a quick run.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
MODULE=$(dirname "$HERE")
ROOT=$(dirname "$MODULE")

RT_ROUNDS=${RT_ROUNDS:-5}
# 100k warmup calls: on one shared CPU the fixture JVM's C2 compiler needs ~60k requests' time to
# finish (measured); CPython needs none, but both get the same warmup and the same timed block.
WARMUP=${WARMUP:-100000}
REQUESTS=${REQUESTS:-20000}
# floor: bench/FloorServer, a blocking server that checks nothing; the client+kernel part of a round trip.
RT_FIXTURES=${RT_FIXTURES:-"undertow python floor"}
TP_ROUNDS=${TP_ROUNDS:-3}
TP_CONNECTIONS=${TP_CONNECTIONS:-"2 4 8"}
TP_SECONDS=${TP_SECONDS:-10}
TP_WARMUP_SECONDS=${TP_WARMUP_SECONDS:-3}
TP_JIT_SECONDS=${TP_JIT_SECONDS:-10}   # unmeasured load on each fresh Undertow JVM before its first K
TP_PYTHON=${TP_PYTHON:-1}   # 0 skips the Python throughput reference runs
PIN_CPU=${PIN_CPU:-$(($(nproc) - 1))}   # LM15 leaves the low CPUs to the system
OUT=${OUT:-$MODULE/target/bench}
CLIENT_TIMEOUT=${CLIENT_TIMEOUT:-600}   # bounds every client process, whatever a fixture does

# The real interpreter, not a pyenv-style shim script: the pinned process must be Python itself,
# and SIGTERM must reach it.
PYTHON=$(python3 -c 'import sys; print(sys.executable)')

echo "== build" >&2
(cd "$ROOT" && mvn -B -q install -DskipTests -pl fixture-undertow -am)
WORK=$(mktemp -d)
RAW=$WORK/raw
mkdir -p "$RAW"
(cd "$ROOT" && mvn -B -q -pl fixture-undertow dependency:build-classpath -DincludeScope=test \
    -Dmdep.outputFile="$WORK/classpath.txt")
# Private copies, so that another build cleaning target/ mid-run cannot pull the classes away.
cp "$MODULE"/target/fixture-undertow-*-standalone.jar "$WORK/fixture.jar"
cp -r "$MODULE/target/test-classes" "$WORK/test-classes"
CLASSPATH_BENCH="$WORK/test-classes:$(cat "$WORK/classpath.txt")"

FIXTURE_PID=
cleanup() {
    if [[ -n $FIXTURE_PID ]] && kill -0 "$FIXTURE_PID" 2>/dev/null; then
        kill -TERM "$FIXTURE_PID" 2>/dev/null || true
    fi
    rm -rf "${OUT:?}"
    mkdir -p "$OUT"
    cp -r "$RAW"/. "$OUT"/
    rm -rf "$WORK"
}
trap cleanup EXIT

machine() {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "cpu: $(lscpu | sed -n 's/^Model name: *//p')"
    echo "cpus: $(nproc) ($(lscpu | sed -n 's/^Thread(s) per core: *//p') thread(s) per core)"
    echo "kernel: $(uname -r)"
    echo "java: $(java -version 2>&1 | head -1)"
    echo "python: $("$PYTHON" --version 2>&1)"
    echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
}
machine > "$RAW/machine.txt"
cat > "$RAW/config.json" <<EOF
{"rt_rounds": $RT_ROUNDS, "warmup": $WARMUP, "requests": $REQUESTS, "tp_rounds": $TP_ROUNDS,
 "tp_connections": "$TP_CONNECTIONS", "tp_seconds": $TP_SECONDS, "tp_warmup_seconds": $TP_WARMUP_SECONDS,
 "pin_cpu": "$PIN_CPU"}
EOF

# start_fixture DIR undertow|python|floor PIN(cpu or "") EXTRA_ARGS...: sets FIXTURE_PID and FIXTURE_URL.
start_fixture() {
    local dir=$1 kind=$2 pin=$3
    shift 3
    local cmd
    case $kind in
        undertow) cmd=(java -jar "$WORK/fixture.jar" "$@") ;;
        python) cmd=("$PYTHON" "$HERE/python_fixture.py" "$@") ;;
        floor) cmd=(java -cp "$CLASSPATH_BENCH" dev.sdkbench.fixture.bench.FloorServer "$@") ;;
    esac
    if [[ -n $pin ]]; then cmd=(taskset -c "$pin" "${cmd[@]}"); fi
    mkdir -p "$dir"
    "${cmd[@]}" > "$dir/fixture.out" 2> "$dir/fixture.err" &
    FIXTURE_PID=$!
    for _ in $(seq 300); do
        [[ -s $dir/fixture.out ]] && break
        kill -0 "$FIXTURE_PID" 2>/dev/null || { echo "fixture $kind died:" >&2; cat "$dir/fixture.err" >&2; exit 1; }
        sleep 0.1
    done
    FIXTURE_URL=$(head -1 "$dir/fixture.out")
    [[ $FIXTURE_URL == http://127.0.0.1:* ]] || { echo "fixture $kind printed no URL" >&2; exit 1; }
    sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' "/proc/$FIXTURE_PID/status" > "$dir/fixture.affinity"
}

# Stops the fixture with SIGTERM; it prints its counters on the way out (a JVM exits with 143).
stop_fixture() {
    kill -TERM "$FIXTURE_PID"
    local rc=0
    wait "$FIXTURE_PID" || rc=$?
    [[ $rc == 0 || $rc == 143 ]] || echo "fixture exited with $rc" >&2
    FIXTURE_PID=
}

# client OUT MAIN PIN(cpu or "") ARGS...: one benchmark process; its result line goes to stderr too.
client() {
    local out=$1 main=$2 pin=$3
    shift 3
    local cmd=(timeout "$CLIENT_TIMEOUT")
    if [[ -n $pin ]]; then cmd+=(taskset -c "$pin"); fi
    "${cmd[@]}" java -cp "$CLASSPATH_BENCH" "dev.sdkbench.fixture.bench.$main" "$FIXTURE_URL" "$@" \
        > "$out" 2> "${out%.out}.err" || { echo "client $main failed:" >&2; cat "${out%.out}.err" >&2; exit 1; }
    grep '^BENCH_RESULT=' "$out" | cut -c14- >&2
}

round_trip() {
    local round=$1 kind=$2 dir=$RAW/rt-r$1-$2
    echo "== round trip, round $round, $kind (CPU $PIN_CPU)" >&2
    start_fixture "$dir" "$kind" "$PIN_CPU"
    client "$dir/client-1.out" RoundTripBenchmark "$PIN_CPU" \
        --label "$kind" --warmup "$WARMUP" --requests "$REQUESTS"
    stop_fixture
}

throughput() {
    local round=$1 kind=$2 dir=$RAW/tp-r$1-$2
    echo "== throughput, round $round, $kind (unpinned)" >&2
    if [[ $kind == undertow ]]; then
        start_fixture "$dir" undertow "" --io-threads 2
        # A fresh JVM: JIT-compile it under load before the first measured K.
        client "$dir/client-0.out" ThroughputBenchmark "" --label warmup --connections 4 --warmup-seconds 0 --seconds "$TP_JIT_SECONDS"
    else
        start_fixture "$dir" python ""
    fi
    for k in $TP_CONNECTIONS; do
        client "$dir/client-k$k.out" ThroughputBenchmark "" --label "$kind" --connections "$k" \
            --warmup-seconds "$TP_WARMUP_SECONDS" --seconds "$TP_SECONDS"
    done
    stop_fixture
}

for round in $(seq "$RT_ROUNDS"); do
    # Alternate the order so that a drift in machine load does not favour one fixture.
    if ((round % 2)); then order=$RT_FIXTURES; else order=$(echo "$RT_FIXTURES" | tr ' ' '\n' | tac | xargs); fi
    for kind in $order; do round_trip "$round" "$kind"; done
done
for round in $(seq "$TP_ROUNDS"); do
    if ((round % 2)); then order="undertow python"; else order="python undertow"; fi
    for kind in $order; do
        [[ $kind == python && $TP_PYTHON == 0 ]] || throughput "$round" "$kind"
    done
done

echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$RAW/machine.txt"
echo >&2
cat "$RAW/machine.txt"
python3 "$HERE/summarize.py" "$RAW"

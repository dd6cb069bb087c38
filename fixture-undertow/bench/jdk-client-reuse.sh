#!/usr/bin/env bash
# The JDK HttpClient on one pooled connection against the standalone fixture, the way a steady fork
# of a JDK-client SDK calls it: fixture-undertow/bench/jdk-client-reuse.sh
#
# For each Java in JAVAS and each combination in COMBOS (VERSION:TIMEOUT_MS, TIMEOUT_MS 0 = no
# per-request timeout), a fresh fixture and a fresh client JVM (-XX:+UseSerialGC -Xmx256m
# -XX:ActiveProcessorCount=1, as a fork), each pinned (FIXTURE_CPU, CLIENT_CPU; the same CPU, or two),
# call for SECONDS_EACH seconds and stop at the first failure (by default both on cpu 1: the harness puts a fork
# and its fixture on one CPU). Every client also has a 10-s connect
# timeout when TIMEOUT_MS is not 0, as LangChain4j's and the floors' clients do.
# One line per run goes to OUT/results.jsonl (calls, time, the longest call, the largest wall-clock
# step and stall, the failure with its exception chain), and the fixture's counters with its
# connection log (who closed each connection) to OUT/<run>/fixture.out.
# Exits 2 if a run failed, so that a reproduction is a non-zero exit.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
MODULE=$(dirname "$HERE")
ROOT=$(dirname "$MODULE")

SECONDS_EACH=${SECONDS_EACH:-180}
JAVAS=${JAVAS:-"java"}
COMBOS=${COMBOS:-"HTTP_1_1:10000 HTTP_2:10000 HTTP_1_1:0 HTTP_2:0"}
FIXTURE_CPU=${FIXTURE_CPU:-1}
CLIENT_CPU=${CLIENT_CPU:-1}
OUT=${OUT:-$MODULE/target/bench-jdk-client-reuse}

echo "== build" >&2
(cd "$ROOT" && mvn -B -q -o package -pl fixture-undertow -am -DskipTests -Dcheckstyle.skip)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
(cd "$ROOT" && mvn -B -q -o -pl fixture-undertow dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$WORK/classpath.txt")
# Private copies, so that another build cleaning target/ mid-run cannot pull the classes away.
cp "$MODULE"/target/fixture-undertow-*-standalone.jar "$WORK/fixture.jar"
cp -r "$MODULE/target/test-classes" "$WORK/test-classes"
CLASSPATH_BENCH="$WORK/test-classes:$(cat "$WORK/classpath.txt")"
FORK_JVM=(-XX:+UseSerialGC -Xms256m -Xmx256m -XX:ActiveProcessorCount=1)
mkdir -p "$OUT"
: > "$OUT/results.jsonl"

failed=0
for java in $JAVAS; do
    feature=$("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
    for combo in $COMBOS; do
        version=${combo%%:*} timeout_ms=${combo##*:}
        connect_ms=$((timeout_ms == 0 ? 0 : 10000))
        dir=$OUT/jdk$feature-$version-t$timeout_ms
        mkdir -p "$dir"
        echo "== JDK $feature, $version, timeout ${timeout_ms} ms, ${SECONDS_EACH} s (fixture cpu $FIXTURE_CPU, client cpu $CLIENT_CPU)" >&2
        taskset -c "$FIXTURE_CPU" java "${FORK_JVM[@]}" -jar "$WORK/fixture.jar" > "$dir/fixture.out" 2> "$dir/fixture.err" &
        fixture=$!
        for _ in $(seq 300); do [[ -s $dir/fixture.out ]] && break; sleep 0.1; done
        url=$(head -1 "$dir/fixture.out")
        rc=0
        timeout $((SECONDS_EACH + 120)) taskset -c "$CLIENT_CPU" "$java" "${FORK_JVM[@]}" -cp "$CLASSPATH_BENCH" \
            dev.sdkbench.fixture.bench.JdkClientReuseBenchmark "$url" --seconds "$SECONDS_EACH" --timeout-ms "$timeout_ms" \
            --connect-timeout-ms "$connect_ms" --version "$version" > "$dir/client.out" 2> "$dir/client.err" || rc=$?
        kill -TERM "$fixture"
        wait "$fixture" || true
        line=$(grep '^BENCH_RESULT=' "$dir/client.out" | cut -c14- || true)
        [[ -n $line ]] || line="{\"run\":\"$(basename "$dir")\",\"failure\":\"no result (exit $rc): see $dir/client.err\"}"
        echo "$line" | tee -a "$OUT/results.jsonl" >&2
        [[ $rc == 0 ]] || failed=1
    done
done
echo "results: $OUT/results.jsonl" >&2
[[ $failed == 0 ]] || exit 2

#!/usr/bin/env bash
# sdkbench's steady-state figure beside JMH's, on the same calls: junit-sdkbench/bench/steady-vs-jmh.sh
#
# For the JDK floor (FloorBenchmark#minimalChat) and openai-java Chat (OpenAiJavaBenchmark#openAiJavaChat),
# ROUNDS times, alternating (ABAB, so drift spreads over both):
#   A. JMH: the standalone fixture (fixture-undertow's -standalone jar, --control) is started pinned to
#      CPU (default 1), warmed with FIXTURE_WARMUP requests, and JMH runs pinned to the same CPU
#      (its forks inherit the mask): FloorJmh.minimalChat, then OpenAiJavaJmh.openAiJavaChat, each
#      against a fresh fixture. The JMH classes time the very lambda the sdkbench case hands to
#      sdk.measure (example-support's CaseCapture) and check every reply, so only the harness differs.
#      JMH's compiler profiler (-prof comp) records the JIT's time in every iteration, so the summary
#      can judge JMH's forks by the rule sdkbench's timed iterations must pass (JIT ≤ 2.5% of them).
#      avgt in µs, 40 × 1 s warmup (the annotations), FORKS forks of ITERATIONS × 1 s measurement
#      (passed by the script), a sdkbench fork's JVM flags; JMH_OPTS adds to or overrides them. The
#      fixture's counters are checked afterwards (no violation). The JMH half holds CPU's lock
#      (/tmp/sdkbench-locks/cpu-<n>.lock, the one sdkbench's runs take), so it waits for, and blocks,
#      other sdkbench runs on that CPU.
#   B. sdkbench: `mvn verify` on example-tests/floor and example-tests/openai-java with -Dtest naming
#      the two cases and the steady protocol (-Dsdkbench.steady.forks=FORKS steady forks of ITERATIONS
#      timed 1-s iterations, ...; SDKBENCH_OPTS adds to or overrides them). Maven is not pinned: the
#      engine pins its own forks.
#   Both halves get the same FORKS and ITERATIONS. 30-s measurements, not 10: on the 2-vCPU Xeon KVM
#   guest of the 2026-12-01 rounds the host slowed single iterations by up to 2x for 5-20 s at a time,
#   so a 10-s measurement held one or two such phases and a fork's mean moved with them
#   (PERFORMANCE.md, "The JMH check").
# Then prints, per round and over all rounds: case, JMH µs/op ± error (99.9% CI), sdkbench steady
# µs/call (median over forks; steadyState, when the engine writes one), ratio sdkbench/JMH.
#
# Writes everything under OUT (default junit-sdkbench/target/steady-vs-jmh/): cpu-load.log (each
# CPU's busy share and steal, every second), machine.txt (CPU
# model, kernel, JDK, Maven, commit), build.log, round-<n>/jmh-<case>.{json,log}, fixture-<case>.*
# (stderr, warmup and final counters), gc-<pid>.log of the JMH forks, sdkbench.log and
# sdkbench/<Class>/results.json; summary.txt (per round, then every fork pooled by bench/pool-rounds.py)
# and summary.json.
#
# Settings (environment variables):
#   ROUNDS=4  FORKS=4 (a side, per round)  ITERATIONS=30 (timed 1-s iterations per fork)
#   CPU=1 (JMH and its fixture)  BUILD_CPU=0 (the build)  FIXTURE_WARMUP=200000 (the most; the fixture stops when its JIT is quiet)
#   JMH_OPTS=""       e.g. "-f 1 -wi 2 -i 2 -w 1s -r 1s" for a smoke run
#   SDKBENCH_OPTS=""  e.g. "-Dsdkbench.steady.forks=1"
#   SKIP_BUILD=1  SKIP_JMH=1  SKIP_SDKBENCH=1   leave a half out
#   ONLY=floor        measure one module's case (floor or openai-java), not both
#   OUT=<dir>
# A smoke run of the JMH half only, in about a minute:
#   SKIP_SDKBENCH=1 ROUNDS=1 FIXTURE_WARMUP=2000 JMH_OPTS="-f 1 -wi 2 -i 2 -w 1s -r 1s" junit-sdkbench/bench/steady-vs-jmh.sh
#
# Exits non-zero when a half fails (build, a JMH benchmark error such as a wrong reply, a fixture
# violation, a failed sdkbench case, a missing result). A missing steady figure (NaN, no steadyState)
# is reported, not an error: the engine's steady protocol may be older than the script.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT=${OUT:-$ROOT/junit-sdkbench/target/steady-vs-jmh}
ROUNDS=${ROUNDS:-4}
FORKS=${FORKS:-4}
ITERATIONS=${ITERATIONS:-30}
CPU=${CPU:-1}
BUILD_CPU=${BUILD_CPU:-0}
FIXTURE_WARMUP=${FIXTURE_WARMUP:-200000}
JMH_OPTS=${JMH_OPTS:-}
SDKBENCH_OPTS=${SDKBENCH_OPTS:-}
JAVA=${JAVA:-java}
LOCK_DIR=${LOCK_DIR:-/tmp/sdkbench-locks}

# module | JMH benchmark (regex, anchored) | sdkbench class | sdkbench case
CASES=(
  "floor|dev\.sdkbench\.examples\.floor\.FloorJmh\.minimalChat\$|FloorBenchmark|minimalChat"
  "openai-java|dev\.sdkbench\.examples\.openai\.OpenAiJavaJmh\.openAiJavaChat\$|OpenAiJavaBenchmark|openAiJavaChat"
)
if [ -n "${ONLY:-}" ]; then
  kept=()
  for spec in "${CASES[@]}"; do [ "${spec%%|*}" = "$ONLY" ] && kept+=("$spec"); done
  [ ${#kept[@]} -gt 0 ] || { echo "[steady-vs-jmh] error: ONLY=$ONLY names no case: use floor or openai-java" >&2; exit 1; }
  CASES=("${kept[@]}")
fi

# FORKS and ITERATIONS for JMH, unless JMH_OPTS sets them (JMH takes an option once).
JMH_SIZE=()
[[ " $JMH_OPTS" == *" -f "* ]] || JMH_SIZE+=(-f "$FORKS")
[[ " $JMH_OPTS" == *" -i "* ]] || JMH_SIZE+=(-i "$ITERATIONS")

# The JVM flags of a sdkbench fork (ForkCommand), for the fixture too.
JVM_FLAGS=(-XX:+UseSerialGC -Xms256m -Xmx256m -XX:ActiveProcessorCount=1 -Xshare:auto -XX:-UsePerfData -Dfile.encoding=UTF-8)

mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
log() { echo "[steady-vs-jmh] $*" >&2; }
die() { log "error: $*"; exit 1; }

command -v taskset >/dev/null || die "taskset (util-linux) is missing"
command -v python3 >/dev/null || die "python3 is missing"

machine() {
  {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "cpu: $(lscpu | sed -n 's/^Model name: *//p' | head -1)"
    echo "cpus: $(nproc --all) (allowed here: $(sed -n 's/^Cpus_allowed_list:\s*//p' /proc/self/status))"
    echo "kernel: $(uname -srm)"
    echo "jdk: $("$JAVA" -version 2>&1 | tr '\n' ' ')"
    echo "maven: $(mvn -v 2>/dev/null | head -1 | sed 's/\x1b\[[0-9;]*m//g')"
    echo "commit: $(git -C "$ROOT" rev-parse HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet 2>/dev/null || echo ' (dirty)')"
    echo "load: $(cat /proc/loadavg)"
    echo "settings: ROUNDS=$ROUNDS FORKS=$FORKS ITERATIONS=$ITERATIONS CPU=$CPU BUILD_CPU=$BUILD_CPU FIXTURE_WARMUP=$FIXTURE_WARMUP JMH_OPTS='$JMH_OPTS' SDKBENCH_OPTS='$SDKBENCH_OPTS'"
  } > "$OUT/machine.txt"
}

build() {
  log "building (CPU $BUILD_CPU): fixture-undertow's standalone jar, example-tests/floor and example-tests/openai-java test classes"
  # package, not install: nothing leaves this checkout. test-compile writes META-INF/BenchmarkList,
  # target/sdk-classpath.txt and target/jmh-classpath.txt.
  taskset -c "$BUILD_CPU" mvn -B -q -f "$ROOT/pom.xml" -pl fixture-undertow package -DskipTests > "$OUT/build.log" 2>&1 \
    || { tail -30 "$OUT/build.log" >&2; die "fixture build failed (see $OUT/build.log)"; }
  taskset -c "$BUILD_CPU" mvn -B -q -f "$ROOT/pom.xml" -pl example-tests/floor,example-tests/openai-java -am test-compile \
    >> "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log" >&2; die "build failed (see $OUT/build.log)"; }
}

fixture_jar() {
  local jar
  jar=$(ls "$ROOT"/fixture-undertow/target/fixture-undertow-*-standalone.jar 2>/dev/null | head -1)
  [[ -n $jar ]] || die "no fixture-undertow/target/fixture-undertow-*-standalone.jar: run without SKIP_BUILD"
  echo "$jar"
}

# The JMH run's classpath, ordered as a sdkbench fork's: the SDK's runtime classpath, then the test
# classes, then only the harness jars (SdkCase, the recording, the capture, JMH), not the test-only rest.
jmh_classpath() {
  local module=$ROOT/example-tests/$1 entry
  [[ -f $module/target/sdk-classpath.txt && -f $module/target/jmh-classpath.txt ]] \
    || die "$module/target/{sdk,jmh}-classpath.txt missing: run without SKIP_BUILD"
  local cp
  cp="$(cat "$module/target/sdk-classpath.txt"):$module/target/test-classes"
  while IFS= read -r entry; do
    case $entry in
      */junit-sdkbench/target/classes|*/junit-sdkbench-*.jar|*/fixture-undertow/target/classes|*/fixture-undertow-*.jar \
        |*/example-tests/support/target/classes|*/example-support-*.jar|*/HdrHistogram-*.jar \
        |*/jmh-core-*.jar|*/jopt-simple-*.jar|*/commons-math3-*.jar)
        cp="$cp:$entry" ;;
    esac
  done < <(tr ':' '\n' < "$module/target/jmh-classpath.txt")
  echo "$cp"
}

# The JMH half holds CPU's lock as sdkbench's own runs do (cpu_lock.py: the same fcntl locks on
# $LOCK_DIR/cpu-<n>.lock, opened to every user of the machine), so it never overlaps another run on that CPU.
LOCK_FD=
lock_cpu() {
  rm -f "$OUT/.cpu-locked"
  exec {LOCK_FD}> >(exec python3 "$HERE/cpu_lock.py" "$LOCK_DIR" "$CPU" "$OUT/.cpu-locked")
  local holder=$!
  until [[ -f $OUT/.cpu-locked ]]; do
    kill -0 "$holder" 2>/dev/null || die "could not take $LOCK_DIR/cpu-$CPU.lock"
    sleep 0.2
  done
}
unlock_cpu() {
  if [[ -n $LOCK_FD ]]; then exec {LOCK_FD}>&-; LOCK_FD=; fi
  rm -f "$OUT/.cpu-locked"
}

FIX_PID=
stop_fixture() {
  if [[ -n ${FIX_PID:-} ]]; then
    if [[ -n ${FIX[1]:-} ]]; then eval "exec ${FIX[1]}>&-"; fi
    wait "$FIX_PID" 2>/dev/null || true
    FIX_PID=
  fi
}
kill_fixture() {
  # Only the fixture this script started, by its pid.
  if [[ -n ${FIX_PID:-} ]] && kill -0 "$FIX_PID" 2>/dev/null; then kill "$FIX_PID" 2>/dev/null || true; fi
}
trap kill_fixture EXIT

# Starts the fixture pinned to CPU, warms it and sets FIXTURE_URL; $1 is the file prefix for its record.
start_fixture() {
  local prefix=$1 jar answer
  jar=$(fixture_jar)
  coproc FIX { exec env -u JAVA_TOOL_OPTIONS -u JDK_JAVA_OPTIONS -u _JAVA_OPTIONS \
      taskset -c "$CPU" "$JAVA" "${JVM_FLAGS[@]}" -jar "$jar" --control 2>"$prefix.err"; }
  FIX_PID=$FIX_PID
  read -r -t 60 FIXTURE_URL <&"${FIX[0]}" || die "the fixture printed no base URL (see $prefix.err)"
  [[ $FIXTURE_URL == http://127.0.0.1:* ]] || die "the fixture's first line is not its base URL: $FIXTURE_URL"
  echo "[\"warm\",\"$FIXTURE_WARMUP\"]" >&"${FIX[1]}"
  read -r -t 600 answer <&"${FIX[0]}" || die "the fixture's warmup did not answer"
  echo "$answer" > "$prefix.warmup.json"
  [[ $answer == '{"ok":true'* ]] || die "the fixture's warmup failed: $answer"
}

# Asks the running fixture for its counters (the JMH run's requests only: warm starts a new phase).
fixture_counters() {
  local prefix=$1 answer
  echo '["counters"]' >&"${FIX[1]}"
  read -r -t 30 answer <&"${FIX[0]}" || die "the fixture's counters did not answer"
  echo "$answer" > "$prefix.counters.json"
  python3 - "$prefix.counters.json" <<'EOF' || die "the fixture saw a bad request during the JMH run (see $prefix.counters.json)"
import json, sys
c = json.load(open(sys.argv[1]))["counters"]
v = c.get("violations") or []
print(f"[steady-vs-jmh]   fixture: {c['total']} requests on {c['connections']} connections, {len(v)} violations", file=sys.stderr)
sys.exit(1 if v else 0)
EOF
}

run_jmh() {
  local round=$1 dir=$OUT/round-$1 spec module regex clazz name cp status
  mkdir -p "$dir"
  lock_cpu
  for spec in "${CASES[@]}"; do
    IFS='|' read -r module regex clazz name <<< "$spec"
    cp=$(jmh_classpath "$module")
    start_fixture "$dir/fixture-$name"
    log "round $round A: JMH $clazz#$name on CPU $CPU against $FIXTURE_URL (fixture warmed: $(tr -d "\n" < "$dir/fixture-$name.warmup.json" | sed -E "s/.*\"warmup\":\{([^{]*)\"counters.*/\1/"))"
    rm -f "$dir/jmh-$name.json"
    status=0
    # shellcheck disable=SC2086
    (cd "$dir" && env -u JAVA_TOOL_OPTIONS -u JDK_JAVA_OPTIONS -u _JAVA_OPTIONS \
        taskset -c "$CPU" "$JAVA" -XX:+UseSerialGC -Xmx256m -cp "$cp" org.openjdk.jmh.Main "$regex" \
        -foe true -rf json -rff "$dir/jmh-$name.json" \
        -prof comp -jvmArgsAppend "-Dsdkbench.jmh.baseUrl=$FIXTURE_URL" "${JMH_SIZE[@]}" $JMH_OPTS) > "$dir/jmh-$name.log" 2>&1 || status=$?
    grep -E '^(# Warmup Iteration|Iteration|Benchmark|[A-Z][A-Za-z]*Jmh\.)' "$dir/jmh-$name.log" | tail -4 >&2 || true
    if [[ $status -ne 0 || ! -s $dir/jmh-$name.json ]] || ! python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1])) else 1)' "$dir/jmh-$name.json"; then
      grep -E -A3 '<failure>|Exception|Error' "$dir/jmh-$name.log" | head -20 >&2 || true
      stop_fixture
      die "JMH $clazz#$name failed (exit $status, see $dir/jmh-$name.log)"
    fi
    fixture_counters "$dir/fixture-$name"
    stop_fixture
  done
  unlock_cpu
}

run_sdkbench() {
  local round=$1 dir=$OUT/round-$1 spec module regex clazz name tests="" modules="" status
  mkdir -p "$dir/sdkbench"
  for spec in "${CASES[@]}"; do
    IFS='|' read -r module regex clazz name <<< "$spec"
    tests="$tests${tests:+,}$clazz#$name"
    modules="$modules${modules:+,}example-tests/$module"
    rm -f "$ROOT/example-tests/$module/target/sdkbench/$clazz/results.json"
  done
  log "round $round B: sdkbench steady $tests (mvn verify; the engine pins its forks)"
  status=0
  # -am builds this checkout's engine and fixture (not ~/.m2's SNAPSHOTs); -Dtest leaves their tests
  # out, -DskipITs the fixture's integration tests; the scenarios execution runs only classes tagged
  # "scenarios", so -Dtest cannot run the same cases there again.
  # shellcheck disable=SC2086
  mvn -B -f "$ROOT/pom.xml" -pl "$modules" -am verify -DskipITs \
      -Dsdkbench.steady.forks="$FORKS" -Dsdkbench.steady.iterations="$ITERATIONS" -Dsdkbench.startup.forks=1 \
      -Dsdkbench.startup.minForks=1 -Dsdkbench.forks.shareBuildCpu=false -Dsdkbench.fixture.warmup="$FIXTURE_WARMUP" \
      -Dsdkbench.machineProbe=true \
      -Dtest="$tests" -Dsurefire.failIfNoSpecifiedTests=false $SDKBENCH_OPTS > "$dir/sdkbench.log" 2>&1 || status=$?
  grep -E '^\[sdkbench\]' "$dir/sdkbench.log" | grep -v ' fork [0-9]' | tail -8 >&2 || true
  for spec in "${CASES[@]}"; do
    IFS='|' read -r module regex clazz name <<< "$spec"
    local results=$ROOT/example-tests/$module/target/sdkbench/$clazz/results.json
    if [[ -f $results ]]; then
      mkdir -p "$dir/sdkbench/$clazz"
      cp "$results" "$dir/sdkbench/$clazz/results.json"
    fi
  done
  [[ $status -eq 0 ]] || die "sdkbench's run failed (exit $status, see $dir/sdkbench.log)"
}

summarize() {
  python3 - "$OUT" "$ROUNDS" "${CASES[@]}" <<'EOF'
import json, math, os, statistics, sys

out, rounds, specs = sys.argv[1], int(sys.argv[2]), [s.split("|") for s in sys.argv[3:]]

def num(v):
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(f) or math.isinf(f) else f

def jmh(round_dir, name):
    path = os.path.join(round_dir, f"jmh-{name}.json")
    if not os.path.exists(path):
        return None
    runs = json.load(open(path))
    if not runs:
        return None
    m = runs[0]["primaryMetric"]
    forks = [statistics.mean(f) for f in m.get("rawData", []) if f]
    return {"score": num(m["score"]), "error": num(m["scoreError"]), "unit": m["scoreUnit"],
            "forkMeans": forks, "forks": runs[0].get("forks"), "warmup": f'{runs[0]["warmupIterations"]} x {runs[0]["warmupTime"]}',
            "measurement": f'{runs[0]["measurementIterations"]} x {runs[0]["measurementTime"]}'}

def sdkbench(round_dir, clazz, name):
    path = os.path.join(round_dir, "sdkbench", clazz, "results.json")
    if not os.path.exists(path):
        return None
    for case in json.load(open(path)).get("cases", []):
        if case.get("id") == name:
            summary = case.get("summary", {})
            steady = summary.get("steadyMicros", {})
            return {"ok": case.get("ok"), "status": case.get("status"), "median": num(steady.get("median")),
                    "n": steady.get("n"), "values": [num(v) for v in steady.get("values", [])],
                    "steadyState": summary.get("steadyState")}
    return None

def fmt(v, digits=1):
    return "—" if v is None else f"{v:.{digits}f}"

rows, lines = [], []
header = f"{'round':>5}  {'case':<34} {'JMH µs/op':>18} {'sdkbench steady µs/call':>24} {'ratio':>6}  notes"
lines += [header, "-" * len(header)]
for r in range(1, rounds + 1):
    d = os.path.join(out, f"round-{r}")
    for module, regex, clazz, name in specs:
        j, s = jmh(d, name), sdkbench(d, clazz, name)
        js, ss = (j or {}).get("score"), (s or {}).get("median")
        ratio = ss / js if js and ss else None
        notes = []
        if j is None:
            notes.append("no JMH result")
        elif j["forkMeans"]:
            notes.append("JMH forks " + "/".join(fmt(v) for v in j["forkMeans"]))
        if s is None:
            notes.append("no sdkbench result")
        else:
            if ss is None:
                notes.append(f"sdkbench steady figure missing (n={s['n']}, status {s['status']})")
            elif s["values"]:
                notes.append("sdkbench forks " + "/".join(fmt(v) for v in s["values"]))
            notes.append("steadyState " + ("absent" if s["steadyState"] is None else json.dumps(s["steadyState"], separators=(",", ":"))[:160]))
        jt = "—" if js is None else f"{fmt(js)} ± {fmt(j['error'])}"
        lines.append(f"{r:>5}  {clazz + '#' + name:<34} {jt:>18} {fmt(ss):>24} {fmt(ratio, 2):>6}  {'; '.join(notes)}")
        rows.append({"round": r, "case": f"{clazz}#{name}", "jmh": j, "sdkbench": s, "ratio": ratio})

lines.append("")
lines.append("over all rounds (median of the rounds' figures):")
for module, regex, clazz, name in specs:
    mine = [row for row in rows if row["case"] == f"{clazz}#{name}"]
    js = [row["jmh"]["score"] for row in mine if row["jmh"] and row["jmh"]["score"] is not None]
    ss = [row["sdkbench"]["median"] for row in mine if row["sdkbench"] and row["sdkbench"]["median"] is not None]
    rs = [row["ratio"] for row in mine if row["ratio"] is not None]
    med = lambda xs: statistics.median(xs) if xs else None
    within = "" if not rs else ("  within 10%" if abs(med(rs) - 1) <= 0.10 else "  NOT within 10%")
    proto = next((row["jmh"] for row in mine if row["jmh"]), None)
    if proto:
        within += f" (JMH {proto['forks']} forks, warmup {proto['warmup']}, measurement {proto['measurement']}; on one CPU figures settle after ~20 s)"
    lines.append(f"  {clazz + '#' + name:<34} JMH {fmt(med(js))} µs/op ({len(js)} rounds), sdkbench {fmt(med(ss))} µs/call "
                 f"({len(ss)} rounds), ratio {fmt(med(rs), 2)}{within}")

text = "\n".join(lines)
print(text)
open(os.path.join(out, "summary.txt"), "w").write(open(os.path.join(out, "machine.txt")).read() + "\n" + text + "\n")
json.dump({"rows": rows}, open(os.path.join(out, "summary.json"), "w"), indent=2)
EOF
}

# Each second, each CPU's busy share and steal (cpu-load.log): whether the other CPU or the host
# was busy while a half ran, which slows the pinned CPU on a shared VM.
python3 "$HERE/cpu-load.py" "$OUT/cpu-load.log" &
LOAD_PID=$!
trap 'kill_fixture; kill $LOAD_PID 2>/dev/null || true' EXIT

machine
[[ -n ${SKIP_BUILD:-} ]] || build
for ((round = 1; round <= ROUNDS; round++)); do
  [[ -n ${SKIP_JMH:-} ]] || run_jmh "$round"
  [[ -n ${SKIP_SDKBENCH:-} ]] || run_sdkbench "$round"
done
kill $LOAD_PID 2>/dev/null || true
summarize
pooled_cases=$(for spec in "${CASES[@]}"; do IFS='|' read -r _ _ clazz name <<< "$spec"; echo "$name:$clazz"; done | paste -sd,)
python3 "$HERE/pool-rounds.py" --cases "$pooled_cases" "$OUT" | tee -a "$OUT/summary.txt"
python3 - "$OUT/cpu-load.log" >> "$OUT/summary.txt" <<'EOF'
import re, statistics, sys
busy = {}
for line in open(sys.argv[1]):
    for cpu, b, st in re.findall(r"(cpu\d+) busy (\d+)% steal (\d+)%", line):
        busy.setdefault(cpu, []).append((int(b), int(st)))
if busy:
    print("\nthe machine during the run (cpu-load.log, 1-s samples): " + "; ".join(
        f"{cpu} busy median {statistics.median(b for b, _ in v)}%, steal max {max(s for _, s in v)}%" for cpu, v in sorted(busy.items())))
EOF
tail -1 "$OUT/summary.txt"
log "written to $OUT (summary.txt, summary.json, cpu-load.log)"

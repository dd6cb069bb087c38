#!/usr/bin/env bash
# junit-sdkbench under the JUnit Platform console launcher, as IDEs and Gradle run tests (no Surefire, no basedir,
# no pom.xml in the working directory), in both of its forms:
#   gradle:    the command line the Gradle recipe's sdkbench task (build.gradle.kts here) builds, its launcher
#              arguments read from that file: java -D<every sdkbench.* setting> -cp <launcher> ConsoleLauncher
#              <sdkbenchLauncherArgs> --class-path <test runtime classpath> --scan-classpath=<test classes> (the tests
#              on the launcher's own class loader; java.class.path holds the launcher alone), classes in Gradle's
#              layout (build/classes/java/{main,test}), run from another folder as Gradle's worker is: results go to
#              build/sdkbench by default, and both cases of ConsoleBenchmark run;
#   classpath: java -cp <launcher>:<test classpath> org.junit.platform.console.ConsoleLauncher ...  (everything on
#              the JVM's class path, as IDEs launch tests), relative entries, classes in no build layout, with
#              ConsoleBenchmark#chat selected alone: results go to ./target/sdkbench of the working directory, and
#              the unselected case has no folder.
# Each checks: the first console line says where results go and why, results.json holds the run cases' figures from
# both forks and nothing else, and the fork's case classpath holds neither the launcher nor JUnit.
# Gradle itself is not run: no Gradle 8 can be installed on these machines.
#
# Needs the harness in it/target/m2 (it/common.sh installs it) and ChatClient's jar, jackson-core, from there.
set -euo pipefail
source "$(dirname "$0")/../common.sh"
here=$root/it/console-launcher
dir=$work/console-launcher
junit=6.1.3
total=$SECONDS
install_harness
rm -rf "$dir"
mkdir -p "$dir"

# The test classpath a build tool would hand the launcher: the user project's, JUnit 6.1 included.
step console-classpath "$mvn" -B -s "$settings" -Dmaven.repo.local="$repo" -f "$root/it/user-project/pom.xml" \
    -Djunit.version=$junit org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
    -DincludeScope=test -Dmdep.outputFile="$dir/test-classpath.txt"
step console-standalone "$mvn" -B -s "$settings" -Dmaven.repo.local="$repo" -f "$root/it/user-project/pom.xml" \
    org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
    -Dartifact=org.junit.platform:junit-platform-console-standalone:$junit -DoutputDirectory="$dir"
console=$dir/junit-platform-console-standalone-$junit.jar   # outside any repository layout, as an IDE's would be
deps=$(cat "$dir/test-classpath.txt")

compile() {   # <main classes> <test classes>
  mkdir -p "$1" "$2"
  javac -d "$1" -cp "$deps" "$root/it/user-project/src/main/java/com/example/chat/ChatClient.java"
  javac -d "$2" -cp "$1:$deps" "$here/ConsoleBenchmark.java"
}
settings_args=(-Dsdkbench.startup.forks=2 -Dsdkbench.startup.minForks=2 -Dsdkbench.startup.warmup=5
               -Dsdkbench.startup.requests=20 -Dsdkbench.steady.forks=0 -Dsdkbench.fixture.warmup=100
               -Dsdkbench.machineProbe=false -Dsdkbench.forks.pin=false)
select=(execute --select-method 'com.example.chat.ConsoleBenchmark#chat(dev.sdkbench.junit.SdkCase)'
        --disable-banner --details=summary --fail-if-no-tests)

# recipe_args: the Gradle recipe's sdkbenchLauncherArgs, the strings of its listOf(...) in build.gradle.kts, after a
# check that the task still forwards every sdkbench.* setting and is never up to date.
recipe_args() {
  python3 - "$here/build.gradle.kts" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
for needed in ('systemPropertiesPrefixedBy("sdkbench.")', 'gradlePropertiesPrefixedBy("sdkbench.")',
               "outputs.upToDateWhen { false }", 'outputs.dir(layout.buildDirectory.dir("sdkbench"))'):
    assert needed in text, f"{sys.argv[1]} no longer has {needed}"
block = re.search(r"val sdkbenchLauncherArgs = listOf\((.*?)\)", text, re.S)
assert block, f"{sys.argv[1]} has no val sdkbenchLauncherArgs = listOf(...)"
print("\n".join(re.findall(r'"([^"]*)"', block.group(1))))
PY
}

# check <console output> <results folder> <how the first line explains it> <test classes> <the cases run, by comma>
check() {
  python3 - "$@" "$console" <<'PY'
import json, os, sys
out, results, why, test_classes, expected, console = sys.argv[1:]
lines = [l for l in open(out, encoding="utf-8") if l.startswith("[sdkbench]")]
first = f"[sdkbench] ConsoleBenchmark: results in {results} ({why}"
assert lines and lines[0].startswith(first), f"first line {lines[:1]}, expected it to start with {first!r}"
run = json.load(open(os.path.join(results, "results.json"), encoding="utf-8"))
ids = [c["id"] for c in run["cases"]]
assert sorted(ids) == sorted(expected.split(",")), f"cases in results.json: {ids}, expected {expected}"
if "other" not in ids:
    assert not os.path.exists(os.path.join(results, "other")), "the unselected case forked"
chat = next(c for c in run["cases"] if c["id"] == "chat")
forks = [f for f in chat["forks"] if f.get("failure") is None]
assert len(forks) == 2, f"passed forks of chat: {len(forks)} of {len(chat['forks'])}, expected 2"
early = chat["summary"]["earlyMicros"]
assert early["n"] == 2 and early["median"] > 0, f"chat's early µs/call: {early}"
env = run["environment"]
case_cp = env["classpath"]
assert not any(e == console or "junit" in os.path.basename(e) for e in case_cp), f"launcher or JUnit in {case_cp}"
assert env["harnessClasspath"][0] == test_classes, f"harness entries {env['harnessClasspath']}, expected {test_classes} first"
print(f"console-launcher: chat {early['median']:.1f} µs/call over {early['n']} forks, results in {results}")
PY
}

# gradle: the recipe's command line, the launcher's own class loader, Gradle's layout (its test runtime classpath:
# test classes and resources, main classes and resources, then the jars), run from an empty folder.
project=$dir/gradle-project
build=$project/build
compile "$build/classes/java/main" "$build/classes/java/test"
recipe_text=$(recipe_args)
mapfile -t recipe <<< "$recipe_text"
mkdir -p "$dir/gradle-run"
step console-gradle bash -c 'cd "$1" && shift && exec java "$@"' _ "$dir/gradle-run" "${settings_args[@]}" \
    -cp "$console" org.junit.platform.console.ConsoleLauncher "${recipe[@]}" \
    --class-path "$build/classes/java/test:$build/resources/test:$build/classes/java/main:$build/resources/main:$deps" \
    --scan-classpath="$build/classes/java/test"
step console-gradle-check check "$work/console-gradle.log" "$build/sdkbench/ConsoleBenchmark" \
    "in the build's output folder above the test classes" "$build/classes/java/test" chat,other
[ -f "$build/sdkbench-reports/summary.md" ] \
  || { echo "it: FAILED: no report in $build/sdkbench-reports, the recipe's other declared output" >&2; exit 1; }

# classpath: everything on the JVM's class path, relative entries, no build layout.
mkdir -p "$dir/cp-run"
compile "$dir/cp-run/plain/main" "$dir/cp-run/plain/test"
step console-classpath-run bash -c 'cd "$1" && shift && exec java "$@"' _ "$dir/cp-run" "${settings_args[@]}" \
    -cp "../$(basename "$console"):plain/test:plain/main:$deps" org.junit.platform.console.ConsoleLauncher "${select[@]}"
step console-classpath-check check "$work/console-classpath-run.log" "$dir/cp-run/target/sdkbench/ConsoleBenchmark" \
    "in ./target of the working directory" "$dir/cp-run/plain/test" chat
echo "it: console-launcher: both forms passed in $((SECONDS - total)) s"

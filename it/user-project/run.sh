#!/usr/bin/env bash
# junit-sdkbench in a user's own project (issue #14): builds it/user-project, a separate small Maven
# project that depends on the installed junit-sdkbench-standalone, on JUnit 5.14 and 6.1 (no JUnit BOM) and with
# its tests and forks on JDK 17 and 25 (Maven and javac on the JDK that runs this script, the test JVM
# on JDK 25 through Surefire's jvm). Its ForkClasspathTest checks that the fork ran on exactly the
# project's runtime classpath plus the harness's entries.
#
# The artifacts are installed into a private local repository (it/target/m2), never into ~/.m2, so
# SNAPSHOT jars other builds use stay untouched; third-party artifacts come from the main local
# repository (file://, the one `mvn verify` filled) before Maven Central.
#
# Environment: SDKBENCH_MAIN_REPO (default ~/.m2/repository), SDKBENCH_JDK25 (default
# /usr/lib/jvm/temurin-25-jdk-amd64; "skip" leaves JDK 25 out), SDKBENCH_USER_PROJECT_ALL=1 (all four
# JUnit x JDK combinations), SDKBENCH_BUILT=1 (the tree was just built, as .ci/run's verify does:
# install its jar instead of building it again), MVN (default mvn).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
main_repo=${SDKBENCH_MAIN_REPO:-$HOME/.m2/repository}
jdk25=${SDKBENCH_JDK25:-/usr/lib/jvm/temurin-25-jdk-amd64}
mvn=${MVN:-mvn}
work=$root/it/target
repo=$work/m2
settings=$work/settings.xml
project=$root/it/user-project
mkdir -p "$work"
rm -rf "$repo/dev/sdkbench"

if [ "$jdk25" != skip ] && [ ! -x "$jdk25/bin/java" ]; then
  echo "user-project: no JDK 25 at $jdk25: set SDKBENCH_JDK25 to one, or SDKBENCH_JDK25=skip" >&2
  exit 1
fi

cat > "$settings" <<XML
<settings>
  <profiles>
    <profile>
      <id>main-local-repository</id>
      <repositories>
        <repository><id>main-local</id><url>file://$main_repo</url><snapshots><enabled>false</enabled></snapshots></repository>
      </repositories>
      <pluginRepositories>
        <pluginRepository><id>main-local</id><url>file://$main_repo</url><snapshots><enabled>false</enabled></snapshots></pluginRepository>
      </pluginRepositories>
    </profile>
  </profiles>
  <activeProfiles><activeProfile>main-local-repository</activeProfile></activeProfiles>
</settings>
XML

step() {
  local name=$1; shift
  local start=$SECONDS
  echo "user-project: $name"
  if ! "$@" > "$work/$name.log" 2>&1; then
    tail -60 "$work/$name.log" >&2
    echo "user-project: FAILED: $name (log: $work/$name.log)" >&2
    exit 1
  fi
  echo "user-project: $name passed in $((SECONDS - start)) s"
}

total=$SECONDS
standalone=$root/junit-sdkbench-standalone/target
version=0.1.0-SNAPSHOT
if [ -n "${SDKBENCH_BUILT:-}" ] && [ -f "$standalone/junit-sdkbench-standalone-$version.jar" ]; then
  # The build just ran (.ci/run's verify): install what it made, the parent POM and the shaded jar
  # with its dependency-reduced POM, instead of building them again.
  install_file() { (cd "$work" && "$mvn" -B -s "$settings" -Dmaven.repo.local="$repo" \
      org.apache.maven.plugins:maven-install-plugin:3.1.3:install-file "$@"); }
  step install-parent install_file -Dfile="$root/pom.xml" -DpomFile="$root/pom.xml" -Dpackaging=pom
  step install-standalone install_file -Dfile="$standalone/junit-sdkbench-standalone-$version.jar" \
      -DpomFile="$standalone/dependency-reduced-pom.xml"
else
  step install "$mvn" -B -s "$settings" -Dmaven.repo.local="$repo" -Dmaven.test.skip=true install -pl junit-sdkbench-standalone -am
fi

build() {   # <junit version> <java feature> [surefire's jvm]
  local args=(-B -s "$settings" -Dmaven.repo.local="$repo" -f "$project/pom.xml" -Djunit.version="$1"
              -Dexpected.java.feature="$2")
  if [ -n "${3:-}" ]; then args+=(-Djvm="$3"); fi
  if [ -n "${offline:-}" ]; then args+=(-o); fi
  rm -rf "$project/target"
  step "junit-$1-jdk-$2" "$mvn" "${args[@]}" test
  offline=1
}
offline=
# Three builds cover both JUnits and both JDKs within CI's budget (each takes ~20-40 s): the JUnit
# alignment question does not depend on the JDK, nor the JDK's on JUnit. SDKBENCH_USER_PROJECT_ALL=1
# adds the fourth combination (JUnit 5.14 on JDK 25). The first build fetches what the second needs
# (a new JUnit), so only the builds after it run offline.
build 5.14.4 17
offline=
build 6.1.3 17
if [ "$jdk25" != skip ]; then
  build 6.1.3 25 "$jdk25/bin/java"
  if [ -n "${SDKBENCH_USER_PROJECT_ALL:-}" ]; then
    build 5.14.4 25 "$jdk25/bin/java"
  fi
else
  echo "user-project: JDK 25 left out (SDKBENCH_JDK25=skip)"
fi
echo "user-project: all builds passed in $((SECONDS - total)) s"

# Sourced by the scripts under it/: a private local repository (it/target/m2) that the harness's artifacts are
# installed into, never ~/.m2, so SNAPSHOT jars other builds use stay untouched; third-party artifacts come from
# the main local repository (file://, the one `mvn verify` filled) before Maven Central. Sets root, work, repo,
# settings, mvn, version; gives step (a named, timed, logged command) and install_harness.
#
# Environment: SDKBENCH_MAIN_REPO (default ~/.m2/repository), MVN (default mvn), SDKBENCH_BUILT=1 (the tree was
# just built, as .ci/run's verify does: install its jars instead of building them again).
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
main_repo=${SDKBENCH_MAIN_REPO:-$HOME/.m2/repository}
mvn=${MVN:-mvn}
work=$root/it/target
repo=$work/m2
settings=$work/settings.xml
version=0.1.0-SNAPSHOT
mkdir -p "$work"

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

# step <name> <command...>: runs it with its output in it/target/<name>.log, shown when it fails.
step() {
  local name=$1; shift
  local start=$SECONDS
  echo "it: $name"
  if ! "$@" > "$work/$name.log" 2>&1; then
    tail -60 "$work/$name.log" >&2
    echo "it: FAILED: $name (log: $work/$name.log)" >&2
    exit 1
  fi
  echo "it: $name passed in $((SECONDS - start)) s"
}

# install_harness: the parent POM, junit-sdkbench-standalone and the archetype into the private repository, once
# a run (it/target/m2/.installed marks it, and each script may be run alone).
install_harness() {
  if [ -f "$repo/.installed" ]; then
    return
  fi
  rm -rf "$repo/dev/sdkbench"
  local standalone=$root/junit-sdkbench-standalone/target archetype=$root/junit-sdkbench-archetype/target
  if [ -n "${SDKBENCH_BUILT:-}" ] && [ -f "$standalone/junit-sdkbench-standalone-$version.jar" ] \
      && [ -f "$archetype/junit-sdkbench-archetype-$version.jar" ]; then
    # The build just ran: install what it made (the shaded jar with its dependency-reduced POM) instead of
    # building it again.
    install_file() { (cd "$work" && "$mvn" -B -s "$settings" -Dmaven.repo.local="$repo" \
        org.apache.maven.plugins:maven-install-plugin:3.1.3:install-file "$@"); }
    step install-parent install_file -Dfile="$root/pom.xml" -DpomFile="$root/pom.xml" -Dpackaging=pom
    step install-standalone install_file -Dfile="$standalone/junit-sdkbench-standalone-$version.jar" \
        -DpomFile="$standalone/dependency-reduced-pom.xml"
    step install-archetype install_file -Dfile="$archetype/junit-sdkbench-archetype-$version.jar" \
        -DpomFile="$root/junit-sdkbench-archetype/pom.xml" -Dpackaging=jar   # an archetype is a jar; the plugin looks for one
  else
    step install "$mvn" -B -s "$settings" -Dmaven.repo.local="$repo" -Dmaven.test.skip=true -f "$root/pom.xml" install \
        -pl junit-sdkbench-standalone,junit-sdkbench-archetype -am
  fi
  touch "$repo/.installed"
}

#!/usr/bin/env bash
# What -Prelease -Dgpg.sign makes for Maven Central, deployed to a folder and checked there, for the parent POM,
# fixture-undertow (a jar with its own javadoc) and the archetype (a jar of templates whose javadoc jar says where the
# API's is): each jar with its -sources and -javadoc jars, every file with a signature that gpg verifies (a throwaway
# key made here), and each module's effective POM with a name, a description, the project's url, a license, a
# developer and scm, the url and scm as the parent gives them. The engine, the reports and the standalone jar take
# the same profile; building them too would cost minutes. Nothing is installed: verify, then deploy:deploy.
set -euo pipefail
source "$(dirname "$0")/../common.sh"
dir=$work/release
total=$SECONDS
rm -rf "$dir"
mkdir -p "$dir/gnupg" && chmod 700 "$dir/gnupg"
trap 'gpgconf --homedir "$dir/gnupg" --kill gpg-agent' EXIT   # the agent gpg starts for this keyring

step release-key gpg --homedir "$dir/gnupg" --batch --passphrase '' \
    --quick-gen-key 'junit-sdkbench release check <release-check@localhost>' ed25519 sign never
step release-deploy "$mvn" -B -f "$root/pom.xml" -pl :sdkbench-parent,:fixture-undertow,:junit-sdkbench-archetype -Dmaven.test.skip=true \
    -Prelease -Dgpg.sign -Dgpg.homedir="$dir/gnupg" -DaltDeploymentRepository="release-check::file://$dir/repository" \
    verify org.apache.maven.plugins:maven-deploy-plugin:3.1.4:deploy \
    org.apache.maven.plugins:maven-help-plugin:3.5.1:effective-pom -Doutput="$dir/effective-pom.xml"

check() {
  python3 - "$dir" <<'PY'
import glob, os, re, subprocess, sys, xml.etree.ElementTree as ET, zipfile
folder = sys.argv[1]
url = "https://github.com/sdkbench/junit-sdkbench"
kinds = {"sdkbench-parent": [".pom"], "fixture-undertow": [".pom", ".jar", "-sources.jar", "-javadoc.jar"],
         "junit-sdkbench-archetype": [".pom", ".jar", "-sources.jar", "-javadoc.jar"]}
inside = {"fixture-undertow-javadoc": "index.html", "fixture-undertow-sources": ".java",
          "junit-sdkbench-archetype-javadoc": "README.md", "junit-sdkbench-archetype-sources": "archetype-resources/pom.xml"}
for artifact, suffixes in kinds.items():
    files = glob.glob(f"{folder}/repository/dev/sdkbench/{artifact}/0.1.0-SNAPSHOT/{artifact}-0.1.0-*")
    for suffix in suffixes:
        name = re.compile(re.escape(artifact) + r"-0\.1\.0-[0-9]{8}\.[0-9]{6}-[0-9]+" + re.escape(suffix) + "$")
        made = [f for f in files if name.match(os.path.basename(f))]
        assert len(made) == 1, f"{artifact}: expected one *{suffix} deployed, found {made} among {files}"
        assert made[0] + ".asc" in files, f"{artifact}: {made[0]} has no signature .asc"
        verify = subprocess.run(["gpg", "--homedir", f"{folder}/gnupg", "--verify", made[0] + ".asc", made[0]], capture_output=True, text=True)
        assert verify.returncode == 0, f"gpg does not verify {made[0]}.asc: {verify.stderr}"
        key = artifact + suffix.removesuffix(".jar")
        if key in inside:
            names = zipfile.ZipFile(made[0]).namelist()
            assert any(n.endswith(inside[key]) for n in names), f"{made[0]} holds no {inside[key]}: {names[:20]}"
ns = {"m": "http://maven.apache.org/POM/4.0.0"}
poms = ET.parse(f"{folder}/effective-pom.xml").getroot().findall(".//m:project", ns)
assert sorted(p.findtext("m:artifactId", namespaces=ns) for p in poms) == sorted(kinds), f"effective POMs: {len(poms)}"
for pom in poms:
    name = pom.findtext("m:artifactId", namespaces=ns)
    for field in ("m:name", "m:description", "m:licenses/m:license/m:name", "m:developers/m:developer/m:name"):
        assert (pom.findtext(field, namespaces=ns) or "").strip(), f"{name}'s effective POM has no {field}"
    for field, expected in (("m:url", url), ("m:scm/m:url", url), ("m:scm/m:connection", f"scm:git:{url}.git"),
                            ("m:scm/m:developerConnection", f"scm:git:{url}.git")):
        assert pom.findtext(field, namespaces=ns) == expected, f"{name}'s {field}: {pom.findtext(field, namespaces=ns)}, expected {expected}"
print(f"release: {sum(map(len, kinds.values()))} files deployed and signed, {len(poms)} complete POMs")
PY
}
step release-check check
echo "it: release: deployed, signed and checked in $((SECONDS - total)) s"

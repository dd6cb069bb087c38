package dev.sdkbench.junit.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A baseline's runtime closure, resolved by Maven Resolver through a Maven setup as the user's settings give it: from
 * a local repository laid out as Maven lays one out, or through a mirror or a profile's repository served over
 * loopback HTTP with a server's credentials.
 */
class RuntimeClosureTest {

    private static final BaselineCoordinates SDK = new BaselineCoordinates("dev.sdkbench.closure", "sdk", "1.0");

    @Test
    void theClosureIsTheArtifactThenItsRuntimeDependenciesWithoutTestScopeFromTheLocalRepositoryAloneOffline(@TempDir Path dir)
            throws Exception {
        Path repo = dir.resolve("repository");
        installClosure(repo);
        MavenSetup offline = setup(dir, "<settings><offline>true</offline></settings>", repo);

        List<BaselineJar> closure = RuntimeClosure.resolve(SDK, offline);

        assertThat(closure).as("the artifact first; json at the version nearest the root; no test scope")
                .extracting(j -> j.path().getFileName().toString()).containsExactly("sdk-1.0.jar", "json-2.0.jar", "http-3.0.jar");
        assertThat(closure).extracting(BaselineJar::artifact).containsExactly("dev.sdkbench.closure:sdk", "dev.sdkbench.closure:json", "dev.sdkbench.closure:http");
        assertThat(closure).allSatisfy(j -> assertThat(j.path()).isAbsolute().startsWith(repo.toAbsolutePath()));
    }

    @Test
    void anArtifactThatIsNowhereSaysWhereItWasLookedForAndWhatToCheck(@TempDir Path dir) throws Exception {
        Path repo = dir.resolve("repository");
        assertThatThrownBy(() -> RuntimeClosure.resolve(new BaselineCoordinates("com.example.absent", "absent", "0.0"),
                setup(dir, "<settings/>", repo)))
                .isInstanceOf(RuntimeClosure.Unresolved.class)
                .hasMessageStartingWith("baseline com.example.absent:absent:0.0 could not be resolved from " + repo
                        + " or central (https://repo.maven.apache.org/maven2/) (")
                .hasMessageEndingWith("is it installed (mvn install) or published under these coordinates?");
    }

    @ParameterizedTest(name = "mirrorOf {0}")
    @ValueSource(strings = {"*", "central", "external:*"})
    void aMirrorOfCentralServesTheClosureWithItsServersCredentialsIntoTheSettingsLocalRepository(String mirrorOf, @TempDir Path dir)
            throws Exception {
        installClosure(dir.resolve("served"));
        try (LoopbackRepository server = LoopbackRepository.serve(dir.resolve("served"), "reader", "s3cret")) {
            MavenSetup setup = setup(dir, "<settings><localRepository>" + dir.resolve("local") + "</localRepository><mirrors><mirror>"
                    + "<id>loopback</id><mirrorOf>" + mirrorOf + "</mirrorOf><url>" + server.url() + "</url></mirror></mirrors>"
                    + "<servers><server><id>loopback</id><username>reader</username><password>s3cret</password></server></servers>"
                    + "</settings>", null);

            List<BaselineJar> closure = RuntimeClosure.resolve(SDK, setup);

            assertThat(closure).extracting(BaselineJar::artifact).containsExactly("dev.sdkbench.closure:sdk", "dev.sdkbench.closure:json",
                    "dev.sdkbench.closure:http");
            assertThat(closure).allSatisfy(j -> assertThat(j.path()).startsWith(dir.resolve("local")));
            assertThat(server.served()).as("Central is never asked: the mirror serves, with the server's credentials")
                    .contains("/repo/dev/sdkbench/closure/sdk/1.0/sdk-1.0.jar", "/repo/dev/sdkbench/closure/http/3.0/http-3.0.jar");
        }
    }

    @Test
    void aPrivateRepositoryOfAnActiveProfileIsReadWithItsServersCredentialsAndRefusesWithoutThem(@TempDir Path dir) throws Exception {
        installClosure(dir.resolve("served"));
        try (LoopbackRepository server = LoopbackRepository.serve(dir.resolve("served"), "reader", "s3cret")) {
            String profile = "<profiles><profile><id>company</id><repositories><repository><id>private</id><url>" + server.url()
                    + "</url></repository></repositories></profile></profiles><activeProfiles><activeProfile>company"
                    + "</activeProfile></activeProfiles>";
            MavenSetup withoutCredentials = setup(dir, "<settings>" + profile + "</settings>", dir.resolve("first"));
            assertThatThrownBy(() -> RuntimeClosure.resolve(SDK, withoutCredentials)).hasMessageContaining(
                    " or private (" + server.url() + "), central (https://repo.maven.apache.org/maven2/) (");
            assertThat(server.served()).as("without the server's credentials nothing is sent").isEmpty();

            MavenSetup setup = setup(dir, "<settings>" + profile + "<servers><server><id>private</id><username>reader</username>"
                    + "<password>s3cret</password></server></servers></settings>", dir.resolve("second"));
            assertThat(RuntimeClosure.resolve(SDK, setup)).extracting(j -> j.path().getFileName().toString())
                    .containsExactly("sdk-1.0.jar", "json-2.0.jar", "http-3.0.jar");
            assertThat(server.served()).contains("/repo/dev/sdkbench/closure/sdk/1.0/sdk-1.0.pom");
        }
    }

    @Test
    void offlineAnArtifactMissingFromTheLocalRepositoryIsNamedWithTheCommandThatFetchesItAndNoRequestIsSent(@TempDir Path dir)
            throws Exception {
        installClosure(dir.resolve("served"));
        Path repo = dir.resolve("repository");
        try (LoopbackRepository server = LoopbackRepository.serve(dir.resolve("served"), "reader", "s3cret")) {
            String mirror = "<mirrors><mirror><id>loopback</id><mirrorOf>*</mirrorOf><url>" + server.url() + "</url></mirror></mirrors>"
                    + "<servers><server><id>loopback</id><username>reader</username><password>{COQLCE6DU6GtcS5P=}</password>"
                    + "</server></servers>";
            Path settings = Files.writeString(dir.resolve("offline-settings.xml"), "<settings><offline>true</offline>" + mirror
                    + "</settings>");
            assertThatThrownBy(() -> RuntimeClosure.resolve(SDK, MavenSetup.read(settings, null, null, repo.toString(), "")))
                    .hasMessage("baseline dev.sdkbench.closure:sdk:1.0 could not be resolved from " + repo + " with Maven offline"
                            + " (<offline>true</offline> in " + settings + "): dev.sdkbench.closure:sdk:1.0 not there. Fetch it once after"
                            + " setting <offline>false</offline> with 'mvn -B -Dmaven.repo.local=" + repo + " dependency:get"
                            + " -Dartifact=dev.sdkbench.closure:sdk:1.0', then"
                            + " run again; the password of server loopback is encrypted, which is not decrypted here: write it in"
                            + " plain text in the settings this run reads, or fetch the baseline with mvn first");
            Path online = Files.writeString(dir.resolve("settings.xml"), "<settings>" + mirror + "</settings>");
            assertThatThrownBy(() -> RuntimeClosure.resolve(SDK, MavenSetup.read(online, null, "-o on the Maven command line",
                    repo.toString(), " -s " + online))).hasMessageContaining("with Maven offline (-o on the Maven command line):"
                    + " dev.sdkbench.closure:sdk:1.0 not there. Fetch it once with 'mvn -B -s " + online + " -Dmaven.repo.local=" + repo + " dependency:get"
                    + " -Dartifact=dev.sdkbench.closure:sdk:1.0', then run again");
            assertThat(server.requests()).as("offline, nothing is asked of any repository").isEmpty();
        }
    }

    @Test
    void settingsThatCannotBeReadAreRefusedNamingTheFile(@TempDir Path dir) throws IOException {
        Path broken = Files.writeString(dir.resolve("settings.xml"), "<settings><mirrors>");
        assertThatThrownBy(() -> MavenSetup.read(broken, null, null, null, "")).isInstanceOf(MavenSetup.Unreadable.class)
                .hasMessageStartingWith("the Maven settings " + broken + " cannot be read (")
                .hasMessageEndingWith("): correct them as the message says, as mvn itself would need");
    }

    @Test
    void theMavenCommandLineGivesSettingsFilesFromWhereItRanAndOfflineMode() {
        List<Path> ran = List.of(Path.of("/work/project"));
        assertThat(MavenCommandLine.parse(" -B -s ci/settings.xml -gs /etc/m2.xml -o test", ran)).isEqualTo(
                new MavenCommandLine(Path.of("/work/project/ci/settings.xml"), Path.of("/etc/m2.xml"), true));
        assertThat(MavenCommandLine.parse("--settings=../s.xml --offline", ran))
                .isEqualTo(new MavenCommandLine(Path.of("/work/s.xml"), null, true));
        assertThat(MavenCommandLine.parse("-B verify -Dsdkbench.baseline=dev.sdkbench.closure:sdk:1.0", ran))
                .isEqualTo(new MavenCommandLine(null, null, false));
        assertThat(MavenCommandLine.parse(null, ran)).isEqualTo(new MavenCommandLine(null, null, false));
    }

    @Test
    void theSettingsFileAndOfflineModeOfTheMavenCommandLineAreTheOnesResolvedWith(@TempDir Path dir) throws Exception {
        Path settings = Files.writeString(dir.resolve("ci-settings.xml"), "<settings><localRepository>" + dir.resolve("ci-repo")
                + "</localRepository></settings>");
        MavenSetup setup = MavenSetup.of(MavenCommandLine.parse("-B -s ci-settings.xml -o test", List.of(dir.resolve("module"), dir)), null);
        assertThat(setup.localRepository()).isEqualTo(dir.resolve("ci-repo"));
        assertThat(setup.offlineBy()).isEqualTo("-o on the Maven command line");
        assertThat(setup.mvnOptions()).as("repeated in a printed command").isEqualTo(" -s " + settings);
        MavenSetup property = MavenSetup.of(MavenCommandLine.parse("-s ci-settings.xml", List.of(dir)), dir.resolve("other").toString());
        assertThat(property.localRepository()).as("maven.repo.local wins").isEqualTo(dir.resolve("other"));
        assertThat(property.mvnOptions()).isEqualTo(" -s " + settings + " -Dmaven.repo.local=" + dir.resolve("other"));
        assertThatThrownBy(() -> MavenSetup.of(MavenCommandLine.parse("-s missing.xml", List.of(dir, dir.resolve("module"))), null))
                .hasMessage("the settings file " + dir.resolve("missing.xml") + " that -s names on the Maven command line does"
                        + " not exist: correct the path");
    }

    /** The setup a settings file gives, with {@code maven.repo.local} set to {@code repo} unless it is null. */
    private static MavenSetup setup(Path dir, String settings, Path repo) throws IOException, MavenSetup.Unreadable {
        Path file = Files.writeString(Files.createTempFile(dir, "settings-", ".xml"), settings);
        return MavenSetup.read(file, null, null, repo == null ? null : repo.toString(), "");
    }

    /** sdk 1.0 on json 2.0 (compile), http 3.0 (runtime, on json 1.0) and a test-scoped artifact, in {@code repo}. */
    private static void installClosure(Path repo) throws IOException {
        install(repo, "dev.sdkbench.closure", "sdk", "1.0", dependency("dev.sdkbench.closure", "json", "2.0", "compile")
                + dependency("dev.sdkbench.closure", "http", "3.0", "runtime") + dependency("dev.sdkbench.closure", "tests", "4.0", "test"));
        install(repo, "dev.sdkbench.closure", "json", "2.0", "");
        install(repo, "dev.sdkbench.closure", "http", "3.0", dependency("dev.sdkbench.closure", "json", "1.0", "compile"));
    }

    private static String dependency(String group, String artifact, String version, String scope) {
        return "<dependency><groupId>" + group + "</groupId><artifactId>" + artifact + "</artifactId><version>" + version
                + "</version><scope>" + scope + "</scope></dependency>";
    }

    /** A POM and a jar where {@code mvn install} puts them. */
    private static void install(Path repo, String group, String artifact, String version, String dependencies) throws IOException {
        Path dir = Files.createDirectories(repo.resolve(group.replace('.', '/')).resolve(artifact).resolve(version));
        Files.writeString(dir.resolve(artifact + "-" + version + ".pom"), "<project><modelVersion>4.0.0</modelVersion><groupId>"
                + group + "</groupId><artifactId>" + artifact + "</artifactId><version>" + version + "</version><dependencies>"
                + dependencies + "</dependencies></project>");
        MetadataJars.write(dir.resolve(artifact + "-" + version + ".jar"), group + ":" + artifact);
    }
}

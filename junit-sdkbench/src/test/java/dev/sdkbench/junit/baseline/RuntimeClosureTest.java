package dev.sdkbench.junit.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A baseline's runtime closure, resolved by Maven Resolver from a local repository laid out as Maven lays one out. */
class RuntimeClosureTest {

    @Test
    void theClosureIsTheArtifactThenItsRuntimeDependenciesWithoutTestScopeFromTheLocalRepositoryAlone(@TempDir Path repo)
            throws Exception {
        install(repo, "com.example", "sdk", "1.0", dependency("com.example", "json", "2.0", "compile")
                + dependency("com.example", "http", "3.0", "runtime") + dependency("com.example", "tests", "4.0", "test"));
        install(repo, "com.example", "json", "2.0", "");
        install(repo, "com.example", "http", "3.0", dependency("com.example", "json", "1.0", "compile"));

        List<Path> closure = RuntimeClosure.resolve(new BaselineCoordinates("com.example", "sdk", "1.0"), repo);

        assertThat(closure).as("the artifact first; json at the version nearest the root; no test scope")
                .extracting(p -> p.getFileName().toString()).containsExactly("sdk-1.0.jar", "json-2.0.jar", "http-3.0.jar");
        assertThat(closure).allSatisfy(p -> assertThat(p).isAbsolute().startsWith(repo.toAbsolutePath()));
    }

    @Test
    void anArtifactThatIsNowhereSaysWhereItWasLookedForAndWhatToCheck(@TempDir Path repo) {
        assertThatThrownBy(() -> RuntimeClosure.resolve(new BaselineCoordinates("com.example.absent", "absent", "0.0"), repo))
                .isInstanceOf(RuntimeClosure.Unresolved.class)
                .hasMessageStartingWith("baseline com.example.absent:absent:0.0 could not be resolved from " + repo)
                .hasMessageEndingWith("is it installed (mvn install) or published under these coordinates?");
    }

    @Test
    void coordinatesParseOnlyInTheGroupArtifactVersionForm() {
        assertThat(BaselineCoordinates.parse(" com.anthropic:anthropic-java:3.13.0 "))
                .contains(new BaselineCoordinates("com.anthropic", "anthropic-java", "3.13.0"));
        assertThat(BaselineCoordinates.parse("com.anthropic:anthropic-java")).isEmpty();
        assertThat(BaselineCoordinates.parse("com.anthropic:anthropic-java:jar:3.13.0")).isEmpty();
        assertThat(BaselineCoordinates.parse("anthropic-java-3.13.0.jar")).isEmpty();
    }

    @Test
    void aSettingsFileNamesTheLocalRepositoryWithTheUsersHomeExpanded(@TempDir Path dir) throws IOException {
        Path settings = Files.writeString(dir.resolve("settings.xml"),
                "<settings><localRepository> ${user.home}/maven-repo </localRepository></settings>");
        assertThat(MavenLocalRepository.fromSettings(settings)).contains(Path.of(System.getProperty("user.home"), "maven-repo"));
        assertThat(MavenLocalRepository.fromSettings(Files.writeString(dir.resolve("other.xml"), "<settings/>"))).isEmpty();
        assertThat(MavenLocalRepository.fromSettings(dir.resolve("missing.xml"))).isEmpty();
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
        Files.write(dir.resolve(artifact + "-" + version + ".jar"), new byte[] {'P', 'K', 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    }
}

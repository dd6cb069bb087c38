package dev.sdkbench.junit.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A baseline given as what a build produced: a folder of jars or one jar, each the artifact its Maven metadata names. */
class BuiltBaselineTest {

    @Test
    void aFolderGivesEachOfItsJarsAsTheArtifactItsMavenMetadataNamesAndAJarItself(@TempDir Path dir) throws IOException {
        Path sdk = MetadataJars.write(dir.resolve("jars/sdk-1.0.jar"), "com.example:sdk");
        Path json = MetadataJars.write(dir.resolve("jars/json-2.0.jar"), "com.example:json");
        Files.writeString(dir.resolve("jars/README.txt"), "not a jar, not read");
        MetadataJars.write(dir.resolve("jars/nested/other-1.0.jar"), "com.example:other");
        List<String> problems = new ArrayList<>();

        assertThat(BuiltBaseline.read(dir.resolve("jars"), problems)).as("the folder's jars in name order, not its subfolders'")
                .containsExactly(new BaselineJar("com.example:json", json), new BaselineJar("com.example:sdk", sdk));
        assertThat(BuiltBaseline.read(sdk, problems)).containsExactly(new BaselineJar("com.example:sdk", sdk));
        assertThat(problems).isEmpty();
    }

    @Test
    void aPathThatIsNotThereAnEmptyFolderAndANonJarAreRefusedWithWhatToGive(@TempDir Path dir) throws IOException {
        assertThat(problems(dir.resolve("missing"))).singleElement(STRING).isEqualTo("baseline is '" + dir.resolve("missing")
                + "', neither Maven coordinates (group:artifact:version, e.g. com.anthropic:anthropic-java:3.13.0) nor an"
                + " existing folder or jar: correct it, or build the base branch first so that it exists");
        assertThat(problems(Files.createDirectories(dir.resolve("empty")))).singleElement(STRING).isEqualTo(
                "baseline is the folder " + dir.resolve("empty") + ", which holds no .jar: give the folder the base branch's build"
                        + " wrote its jar to, or the jar itself");
        Path text = Files.writeString(dir.resolve("classpath.txt"), "/x.jar");
        assertThat(problems(text)).singleElement(STRING).isEqualTo("baseline is " + text + ", which is no jar: give a"
                + " folder of jars or one jar a build wrote, e.g. ../base/target/toy-sdk-1.0.jar, or Maven coordinates,"
                + " group:artifact:version, e.g. com.anthropic:anthropic-java:3.13.0");
        Path broken = Files.writeString(dir.resolve("broken.jar"), "not a zip");
        assertThat(problems(broken)).singleElement(STRING).startsWith("baseline jar " + broken + " cannot be read as a jar (")
                .endsWith("): rebuild it");
    }

    @Test
    void aJarWhoseArtifactCannotBeToldAndTwoJarsOfOneArtifactAreRefusedRatherThanGuessed(@TempDir Path dir) throws IOException {
        Path plain = MetadataJars.write(dir.resolve("plain/sdk-1.0.jar"));
        assertThat(problems(plain)).singleElement(STRING).isEqualTo("baseline jar " + plain + " has no Maven metadata"
                + " (META-INF/maven/<group>/<artifact>/pom.properties), so which of the candidate's jars it replaces cannot be"
                + " told: give a jar Maven's jar plugin built, or the baseline's whole runtime classpath in a file"
                + " (sdkbench.baselineClasspathFile)");
        Path shaded = MetadataJars.write(dir.resolve("shaded/sdk-all.jar"), "com.example:sdk", "com.example:json");
        assertThat(problems(shaded)).singleElement(STRING).contains("carries the Maven metadata of 2 artifacts"
                + " (com.example:sdk, com.example:json), so which of the candidate's jars it replaces cannot be told");
        MetadataJars.write(dir.resolve("target/sdk-1.0.jar"), "com.example:sdk");
        MetadataJars.write(dir.resolve("target/sdk-1.0-sources.jar"), "com.example:sdk");
        assertThat(problems(dir.resolve("target"))).singleElement(STRING).isEqualTo("baseline folder "
                + dir.resolve("target") + " holds two jars of com.example:sdk, sdk-1.0-sources.jar and sdk-1.0.jar: keep one jar"
                + " per artifact there (a sources or javadoc jar is no classpath), or name the jar itself");
    }

    private static List<String> problems(Path given) {
        List<String> problems = new ArrayList<>();
        assertThat(BuiltBaseline.read(given, problems)).as("no jars when refused").isEmpty();
        return problems;
    }
}

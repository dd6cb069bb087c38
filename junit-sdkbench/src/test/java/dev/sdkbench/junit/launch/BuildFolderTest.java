package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** The build's output folder above the test classes, in Maven's, Gradle's and IntelliJ's layouts. */
class BuildFolderTest {

    @Test
    void mavensTargetIsAboveTestClasses() {
        assertThat(BuildFolder.above(Path.of("/p/target/test-classes"))).contains(Path.of("/p/target"));
    }

    @Test
    void gradlesBuildIsAboveClassesOfALanguageAndSourceSet() {
        assertThat(BuildFolder.above(Path.of("/p/build/classes/java/test"))).contains(Path.of("/p/build"));
        assertThat(BuildFolder.above(Path.of("/p/build/classes/kotlin/integrationTest"))).contains(Path.of("/p/build"));
    }

    @Test
    void intellijsOutIsAboveTestAndTheModule() {
        assertThat(BuildFolder.above(Path.of("/p/out/test/chat"))).contains(Path.of("/p/out"));
    }

    @Test
    void anotherLayoutHasNone() {
        assertThat(BuildFolder.above(Path.of("/p/bin"))).isEmpty();
        assertThat(BuildFolder.above(Path.of("/p/classes"))).isEmpty();
    }

    @Test
    void thisModulesTestClassesAreInItsTarget() {
        assertThat(BuildFolder.of(BuildFolderTest.class)).hasValueSatisfying(target -> assertThat(target.getFileName())
                .hasToString("target"));
    }
}

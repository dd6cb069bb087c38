package dev.sdkbench.junit.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A spec survives the file between parent and fork whole, under the keys the fork's evidence has always had. */
class ForkSpecTest {

    @TempDir
    Path dir;

    @Test
    void everyValueComesBackUnderItsOwnKey() throws IOException {
        ForkSpec spec = new ForkSpec("com.example.Bench", "chat",
                new ForkSpec.Exchange("http://127.0.0.1:8080", "key", "Say hello.", 32, "gpt-4.1-mini", true, "Hello.", 3, 2),
                20, 200, new ForkSpec.Steady(1000, 5, 0.05, 0.01, 60_000, 5), "1", new File("/tmp/result.properties"), 1250);
        Path file = dir.resolve("spec.properties");

        spec.write(file);

        assertThat(ForkSpec.read(file.toFile())).isEqualTo(spec);
        assertThat(spec.toProperties()).containsOnlyKeys("testClass", "method", "baseUrl", "apiKey", "prompt", "maxTokens", "model",
                "expectedText", "warmup", "requests", "steady.iterationMillis", "steady.window", "steady.tolerance",
                "steady.maxCompileShare", "steady.warmupMillis", "steady.iterations", "expectedCpus", "resultFile",
                "inputTokens", "outputTokens", "stream", "lingerMillis");
        assertThat(spec.toProperties()).containsEntry("expectedText", "Hello.").containsEntry("warmup", "20")
                .containsEntry("requests", "200").containsEntry("inputTokens", "3").containsEntry("outputTokens", "2")
                .containsEntry("maxTokens", "32").containsEntry("lingerMillis", "1250");
    }

    @Test
    void aStartupForkWithoutModelCpusOrLingerLeavesTheirKeysOut() throws IOException {
        ForkSpec spec = new ForkSpec("com.example.Bench", "chat",
                new ForkSpec.Exchange("http://127.0.0.1:8080", "key", "Say hello.", 32, null, false, "Hello.", 3, 2),
                5, 20, null, null, new File("/tmp/result.properties"), 0);
        Path file = dir.resolve("spec.properties");

        spec.write(file);

        assertThat(ForkSpec.read(file.toFile())).isEqualTo(spec);
        assertThat(spec.toProperties()).doesNotContainKeys("model", "expectedCpus", "lingerMillis", "steady.iterations");
    }

    @Test
    void aPairForksBaselineSideKeepsItsOwnLoadersEntriesAndAReferenceHasNone() throws IOException {
        ForkSpec.Partner baseline = new ForkSpec.Partner("com.example.Bench", "chat", 42, "/m2/sdk-1.0.jar:/p/target/test-classes",
                "/m2/junit-sdkbench.jar");
        ForkSpec spec = new ForkSpec("com.example.Bench", "chat",
                new ForkSpec.Exchange("http://127.0.0.1:8080", "key", "Say hello.", 32, null, false, "Hello.", 3, 2),
                5, 20, new ForkSpec.Steady(1000, 5, 0.05, 0.01, 60_000, 5), null, new File("/tmp/result.properties"), 0, baseline);
        Path file = dir.resolve("spec.properties");

        spec.write(file);

        assertThat(ForkSpec.read(file.toFile())).isEqualTo(spec);
        assertThat(spec.toProperties()).containsEntry("partner.loaderClasspath", "/m2/sdk-1.0.jar:/p/target/test-classes")
                .containsEntry("partner.sharedClasspath", "/m2/junit-sdkbench.jar");
        assertThat(new ForkSpec.Partner("com.example.Raw", "raw", 42).ownLoader()).as("a reference").isFalse();
        assertThat(baseline.ownLoader()).isTrue();
    }
}

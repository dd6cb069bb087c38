package dev.sdkbench.junit.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.sdkbench.results.model.CaseSettings.Steady;

/** A spec survives the file between parent and fork whole, under the keys the fork's evidence has always had. */
class ForkSpecTest {

    @TempDir
    Path dir;

    @Test
    void everyValueComesBackUnderItsOwnKey() throws IOException {
        ForkSpec spec = new ForkSpec("com.example.Bench", "chat",
                new ForkSpec.Exchange("http://127.0.0.1:8080", "key", "Say hello.", 32, "gpt-4.1-mini", true, "Hello.", 3, 2),
                20, 200, new ForkSpec.SteadyPhase(new Steady(1, 1000, 5, 0.05, 60_000, 5), 0.01), "1", new File("/tmp/result.properties"), 1250);
        Path file = dir.resolve("spec.properties");

        spec.write(file);

        assertThat(ForkSpec.read(file.toFile())).isEqualTo(spec);
        assertThat(spec.toProperties()).containsOnlyKeys("testClass", "method", "baseUrl", "apiKey", "prompt", "maxTokens", "model",
                "expectedText", "warmup", "requests", "steady.forks", "steady.iterationMillis", "steady.window", "steady.tolerance",
                "steady.warmupMillis", "steady.iterations", "steady.pairing", "steady.maxCompileShare", "expectedCpus", "resultFile",
                "inputTokens", "outputTokens", "stream", "lingerMillis");
        assertThat(spec.toProperties()).containsEntry("expectedText", "Hello.").containsEntry("warmup", "20")
                .containsEntry("requests", "200").containsEntry("inputTokens", "3").containsEntry("outputTokens", "2")
                .containsEntry("maxTokens", "32").containsEntry("lingerMillis", "1250")
                .containsEntry("steady.warmupMillis", "60000").containsEntry("steady.pairing", "SEPARATE_JVMS");
    }

    @Test
    void aSteadyForkReadsTheCasesSteadyRecordAsResultsKeepIt() throws IOException {
        Steady resolved = new Steady(3, 1000, 5, 0.05, 60_000, 5, "SAME_JVM");
        ForkSpec spec = new ForkSpec("com.example.Bench", "chat",
                new ForkSpec.Exchange("http://127.0.0.1:8080", "key", "Say hello.", 32, null, false, "Hello.", 3, 2),
                20, 200, ForkSpec.SteadyPhase.of(resolved), null, new File("/tmp/result.properties"), 0);
        Path file = dir.resolve("spec.properties");

        spec.write(file);

        ForkSpec.SteadyPhase read = ForkSpec.read(file.toFile()).steady();
        assertThat(read.settings()).as("the record itself, not a copy of some of it").isEqualTo(resolved);
        assertThat(read.maxCompileShare()).isEqualTo(ForkSpec.SteadyPhase.MAX_COMPILE_SHARE);
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
                5, 20, new ForkSpec.SteadyPhase(new Steady(1, 1000, 5, 0.05, 60_000, 5), 0.01), null, new File("/tmp/result.properties"), 0, baseline);
        Path file = dir.resolve("spec.properties");

        spec.write(file);

        assertThat(ForkSpec.read(file.toFile())).isEqualTo(spec);
        assertThat(spec.toProperties()).containsEntry("partner.loaderClasspath", "/m2/sdk-1.0.jar:/p/target/test-classes")
                .containsEntry("partner.sharedClasspath", "/m2/junit-sdkbench.jar");
        assertThat(new ForkSpec.Partner("com.example.Raw", "raw", 42).ownLoader()).as("a reference").isFalse();
        assertThat(baseline.ownLoader()).isTrue();
    }

    @Test
    void aLoadForksStepsTravelInTheSpecAndItsStepsFiguresComeBackAsWritten() throws IOException {
        ForkSpec spec = new ForkSpec("com.example.Bench", "chat",
                new ForkSpec.Exchange("http://127.0.0.1:8080", "key", "Say hello.", 32, null, false, "Hello.", 3, 2),
                1, 1, null, "1", dir.resolve("result.properties").toFile(), 0, null, new LoadPlan(List.of(1, 4, 64), 5000, 2000, 200));
        Path file = dir.resolve("spec.properties");
        spec.write(file);

        assertThat(ForkSpec.read(file.toFile())).isEqualTo(spec);
        assertThat(spec.toProperties()).containsEntry("load.concurrency", "1,4,64").containsEntry("load.stepMillis", "5000")
                .containsEntry("load.warmupMillis", "2000").containsEntry("load.delayMillis", "200");

        LoadStepResult.Written steps = new LoadStepResult.Written(List.of(
                new LoadStepResult(1, 24, 0, 5000.4, 201_300, 203_100, 310.5, 19, 61_000, Map.of()),
                new LoadStepResult(4, 90, 2, 5001.2, 201_900, 240_000, 290.0, 23, 63_000,
                        Map.of("java.io.IOException (cause java.net.ConnectException)", 1L, LoadStepResult.STUCK, 1L))), 3);
        steps.write(LoadPlan.stepsFile(spec.resultFile()).toPath());

        assertThat(LoadStepResult.Written.read(LoadPlan.stepsFile(spec.resultFile()))).isEqualTo(steps);
        assertThat(LoadStepResult.Written.read(dir.resolve("none").toFile()).steps()).as("a fork that wrote none").isEmpty();
    }
}

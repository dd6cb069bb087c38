package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.samples.ParallelClients;

/**
 * A project with {@code junit.jupiter.execution.parallel.enabled=true}: two benchmark classes that
 * JUnit starts at once run their forks one after the other, so no fork of one shares a CPU with the
 * other's, and both pass on the CPU plan of the whole machine.
 */
class ParallelClassesTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("parallel");

    @Test
    void twoBenchmarkClassesStartedAtOnceForkOneAfterTheOther() throws Exception {
        deleteTree(OUTPUT);
        String cpusBefore = Taskset.cpusAllowed(Path.of("/proc/self"));
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        System.setOut(new PrintStream(new Tee(stdout, said), true, StandardCharsets.UTF_8));
        try {
            LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                    .selectors(selectClass(ParallelClients.First.class), selectClass(ParallelClients.Second.class))
                    .configurationParameter("junit.jupiter.execution.parallel.enabled", "true")
                    .configurationParameter("junit.jupiter.execution.parallel.mode.default", "concurrent")
                    .configurationParameter("junit.jupiter.execution.parallel.mode.classes.default", "concurrent")
                    .configurationParameter("junit.jupiter.execution.parallel.config.strategy", "fixed")
                    .configurationParameter("junit.jupiter.execution.parallel.config.fixed.parallelism", "2")
                    .configurationParameter(OutputRoot.PARAMETER, OUTPUT.toString())
                    .configurationParameter("sdkbench.fixture.warmup", "100")
                    .configurationParameter("sdkbench.machineProbe", "false")
                    .configurationParameter(EngineRuns.JVM_ARGS, EngineRuns.QUICK_JIT).build(), summary);
        } finally {
            System.setOut(stdout);
        }

        StringWriter failures = new StringWriter();
        summary.getSummary().printFailuresTo(new PrintWriter(failures), 10);
        assertThat(summary.getSummary().getTestsSucceededCount()).as(failures.toString()).isEqualTo(2);
        List<JsonNode> runs = List.of(results("First"), results("Second"));
        Instant firstEnd = Instant.parse(runs.get(0).get("finished").asText());
        Instant secondEnd = Instant.parse(runs.get(1).get("finished").asText());
        JsonNode earlier = firstEnd.isBefore(secondEnd) ? runs.get(0) : runs.get(1);
        JsonNode later = earlier == runs.get(0) ? runs.get(1) : runs.get(0);
        assertThat(Instant.parse(later.get("started").asText())).as("the later class's forks start after the earlier's end")
                .isAfterOrEqualTo(Instant.parse(earlier.get("finished").asText()));
        assertThat(later.at("/environment/cpuPlan").asText()).as("both planned on the whole machine's CPUs")
                .isEqualTo(earlier.at("/environment/cpuPlan").asText());
        assertThat(Taskset.cpusAllowed(Path.of("/proc/self"))).as("the test JVM's CPUs, back after both").isEqualTo(cpusBefore);
        assertThat(said.toString(StandardCharsets.UTF_8))
                .as("the class that came second said what it waited for")
                .containsPattern("\\[sdkbench\\] (First|Second): waiting for (Second|First) to finish its forks");
    }

    private static JsonNode results(String benchmark) throws Exception {
        return new ObjectMapper().readTree(OUTPUT.resolve(benchmark).resolve("results.json").toFile());
    }

    private static void deleteTree(Path root) throws Exception {
        if (Files.exists(root)) {
            try (var paths = Files.walk(root)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Writes to both streams: the test's own output stays visible while the run's is kept to read. */
    private static final class Tee extends java.io.OutputStream {
        private final java.io.OutputStream one;
        private final java.io.OutputStream two;

        Tee(java.io.OutputStream one, java.io.OutputStream two) {
            this.one = one;
            this.two = two;
        }

        @Override
        public synchronized void write(int b) throws java.io.IOException {
            one.write(b);
            two.write(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws java.io.IOException {
            one.write(b, off, len);
            two.write(b, off, len);
        }
    }
}

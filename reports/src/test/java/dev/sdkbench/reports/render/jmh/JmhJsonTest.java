package dev.sdkbench.reports.render.jmh;

import static dev.sdkbench.results.Synthetic.failedCase;
import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.model.Report;

class JmhJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> JMH_PERCENTILES =
            List.of("0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0");

    @Test
    void everyElementHasTheShapeJmhToolsRead() throws IOException {
        JsonNode results = JSON.readTree(JmhJson.render(Synthetic.passingReport()));

        assertThat(results.isArray()).isTrue();
        assertThat(results).hasSize(3);
        for (JsonNode element : results) {
            assertJmhShape(element);
        }
        assertThat(results.get(2).path("benchmark").asText()).isEqualTo("dev.sdkbench.examples.OpenAiJavaBenchmark.openAiJavaChat");
        assertThat(results.get(2).path("mode").asText()).isEqualTo("avgt");
    }

    @Test
    void primaryIsTheSteadyBlockWithTypeSevenPercentilesOfTheForks() throws IOException {
        JsonNode openai = JSON.readTree(JmhJson.render(Synthetic.passingReport())).get(2);
        JsonNode primary = openai.path("primaryMetric");

        // Steady µs per fork: 810, 900, 990. Type 7 at p: 810 + (2p)·90 below the median, 900 + (2p − 1)·90 above.
        assertThat(primary.path("score").asDouble()).isEqualTo(900.0, within(1e-9));
        assertThat(primary.path("scoreUnit").asText()).isEqualTo("us/op");
        JsonNode p = primary.path("scorePercentiles");
        assertThat(p.path("0.0").asDouble()).isEqualTo(810.0, within(1e-9));
        assertThat(p.path("50.0").asDouble()).isEqualTo(900.0, within(1e-9));
        assertThat(p.path("90.0").asDouble()).isEqualTo(972.0, within(1e-9));
        assertThat(p.path("95.0").asDouble()).isEqualTo(981.0, within(1e-9));
        assertThat(p.path("99.0").asDouble()).isEqualTo(988.2, within(1e-9));
        assertThat(p.path("100.0").asDouble()).isEqualTo(990.0, within(1e-9));
        // The score's error is its median's interval over forks (synthetic: 810–990), as for every other figure;
        // the error over the iterations alone (synthetic: 1% of the median) is beside it, not the score's.
        assertThat(primary.path("scoreError").asDouble()).isEqualTo(90.0, within(1e-9));
        assertThat(primary.path("scoreConfidence").get(0).asDouble()).isEqualTo(810.0, within(1e-9));
        assertThat(primary.path("scoreConfidence").get(1).asDouble()).isEqualTo(990.0, within(1e-9));
        assertThat(openai.path("sdkbench").path("steadyIterationErrorMicros").asDouble()).isEqualTo(9.0, within(1e-9));
        assertThat(primary.path("rawData")).hasSize(3);
        assertThat(primary.path("rawData").get(0).get(0).asDouble()).isEqualTo(810.0, within(1e-9));
        assertThat(primary.path("rawData").get(2).get(0).asDouble()).isEqualTo(990.0, within(1e-9));
        assertThat(openai.path("forks").asInt()).isEqualTo(3);
        // The steady forks' timed iterations: 10 of 1000 ms each.
        assertThat(openai.path("measurementIterations").asInt()).isEqualTo(10);
        assertThat(openai.path("measurementTime").asText()).isEqualTo("1000 ms");
        assertThat(openai.path("sdkbench").path("steadySettled").asBoolean()).isTrue();
        assertThat(openai.path("params").path("block").asText()).isEqualTo("steady");
        assertThat(openai.path("sdkbench").path("forks").asText()).isEqualTo("3+2, most forks");
    }

    @Test
    void allocationIsAlsoJmhsNormalisedAllocationRateInBytes() throws IOException {
        JsonNode secondary = JSON.readTree(JmhJson.render(Synthetic.passingReport())).get(2).path("secondaryMetrics");

        // The primary is the steady figure, so JMH's allocation is the steady block's too; the early one keeps its name.
        assertThat(secondary.path("gc.alloc.rate.norm").path("score").asDouble()).isEqualTo(57.4 / 2 * 1024, within(1e-6));
        assertThat(secondary.path("gc.alloc.rate.norm").path("scoreUnit").asText()).isEqualTo("B/op");
        assertThat(secondary.path("steadyAllocKiB").path("score").asDouble()).isEqualTo(57.4 / 2, within(1e-9));
        assertThat(secondary.path("earlyAllocKiB").path("score").asDouble()).isEqualTo(57.4, within(1e-9));
        assertThat(secondary.path("earlyMicros").path("score").asDouble()).isEqualTo(7000.0, within(1e-9));
        assertThat(secondary.path("rssMiB").path("scoreUnit").asText()).isEqualTo("MiB");
        assertThat(secondary.has("steadyMicros")).as("the primary is not repeated").isFalse();
    }

    @Test
    void earlyIsPrimaryWhenNoSteadyBlockRanAndFailuresTravelAlong() throws IOException {
        Report report = report(run("X", "x 1", failedCase("broken", "chat", "exit code 1")));

        JsonNode element = JSON.readTree(JmhJson.render(report)).get(0);

        assertJmhShape(element);
        assertThat(element.path("primaryMetric").path("score").asDouble()).isEqualTo(1000.0);
        assertThat(element.path("sdkbench").path("status").asText()).isEqualTo("FAILED");
        assertThat(element.path("sdkbench").path("failures").get(0).asText()).contains("exit code 1");
    }

    @Test
    void thePublishedRunBecomesOneElementPerCase() throws IOException {
        Report report = ResultsFiles.load(List.of(Path.of("../runs/2026-11-30-lm15-protocol")));

        JsonNode results = JSON.readTree(JmhJson.render(report));

        assertThat(results).hasSize(report.rows().size());
        List<String> benchmarks = new ArrayList<>();
        for (JsonNode element : results) {
            assertJmhShape(element);
            benchmarks.add(element.path("benchmark").asText());
            assertThat(element.path("forks").asInt()).isEqualTo(40);
        }
        assertThat(benchmarks).contains("dev.sdkbench.examples.openai.OpenAiJavaBenchmark.openAiJavaChat");
        assertThat(results.get(0).path("vmName").asText()).isEqualTo("OpenJDK 64-Bit Server VM");
        assertThat(results.get(0).path("vmVersion").asText()).isEqualTo("17.0.15+6-Debian-1deb12u1");
    }

    /** What JMH writes and its readers (JMH Visualizer, jmh-report tools) take: names, types, percentile keys. */
    private static void assertJmhShape(JsonNode e) {
        assertThat(e.path("benchmark").isTextual()).isTrue();
        assertThat(e.path("benchmark").asText()).contains(".");
        assertThat(e.path("mode").asText()).isIn("thrpt", "avgt", "sample", "ss");
        for (String field : List.of("threads", "forks", "warmupIterations", "warmupBatchSize", "measurementIterations",
                "measurementBatchSize")) {
            assertThat(e.path(field).isInt()).as(field).isTrue();
        }
        for (String field : List.of("jvm", "jdkVersion", "vmName", "vmVersion", "warmupTime", "measurementTime")) {
            assertThat(e.path(field).isTextual()).as(field).isTrue();
        }
        assertThat(e.path("jvmArgs").isArray()).isTrue();
        assertMetricShape(e.path("primaryMetric"));
        assertThat(e.path("secondaryMetrics").isObject()).isTrue();
        e.path("secondaryMetrics").forEach(JmhJsonTest::assertMetricShape);
    }

    private static void assertMetricShape(JsonNode m) {
        assertThat(m.path("score").isNumber()).as("score").isTrue();
        assertThat(m.path("scoreError").isNumber() || m.path("scoreError").asText().equals("NaN")).as("scoreError").isTrue();
        assertThat(m.path("scoreConfidence")).hasSize(2);
        List<String> keys = new ArrayList<>();
        m.path("scorePercentiles").fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsExactlyElementsOf(JMH_PERCENTILES);
        assertThat(m.path("scoreUnit").isTextual()).isTrue();
        assertThat(m.path("rawData").isArray()).isTrue();
        m.path("rawData").forEach(fork -> {
            assertThat(fork.isArray()).isTrue();
            fork.forEach(v -> assertThat(v.isNumber()).isTrue());
        });
    }

    @Test
    void aCaseThatDidNotSettleHasNoSteadyEntry() throws IOException {
        Report report = report(run("OpenAiJavaBenchmark", "openai-java 4.105.0", Synthetic.unsettled(
                okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100), "the JIT kept compiling")));

        JsonNode openai = JSON.readTree(JmhJson.render(report)).get(0);

        assertThat(openai.path("primaryMetric").path("score").asDouble()).isEqualTo(7000.0, within(1e-9));
        assertThat(openai.path("sdkbench").path("primary").asText()).isEqualTo("earlyMicros");
        assertThat(openai.path("params").path("block").asText()).as("JMH tools show it beside the name").isEqualTo("early");
        assertThat(openai.path("secondaryMetrics").has("steadyMicros")).isFalse();
        assertThat(openai.path("secondaryMetrics").has("steadyAllocKiB")).isFalse();
        assertThat(openai.path("secondaryMetrics").path("gc.alloc.rate.norm").path("score").asDouble())
                .as("the early block's, as the primary").isEqualTo(57.4 * 1024, within(1e-6));
        assertThat(openai.path("sdkbench").path("steadySettled").asBoolean()).isFalse();
        assertThat(openai.path("sdkbench").path("steadyReason").asText()).contains("the JIT kept compiling");
    }
}

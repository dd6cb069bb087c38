package dev.sdkbench.reports.render.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedRatio;

class BencherJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The keys a metric may have (bencher.dev/bmf.json: value required, the other two optional, all numbers). */
    private static final Set<String> METRIC_KEYS = Set.of("value", "lower_value", "upper_value");

    @Test
    void theMainJobIsBencherMetricFormatWithACaseOrAPairPerBenchmark() throws IOException {
        JsonNode bmf = JSON.readTree(BencherJson.render(Synthetic.mainJobSuite()));

        assertBencherShape(bmf);
        List<String> names = new ArrayList<>();
        bmf.fieldNames().forEachRemaining(names::add);
        // 28 SDK cases and 12 floors, then the 28 pairs.
        assertThat(names).hasSize(40 + 28).contains("OpenAiJavaBenchmark.openAiJavaChat", "FloorBenchmark.minimalChat",
                "OpenAiJavaBenchmark.openAiJavaChat over FloorBenchmark.minimalChat");
        assertThat(names.stream().filter(n -> n.contains(" over "))).hasSize(28)
                .allSatisfy(n -> assertThat(bmf.get(n).size()).as(n).isEqualTo(PairedFigure.values().length));
    }

    @Test
    void aCaseMeasureIsItsMedianBetweenTheEndsOfItsInterval() throws IOException {
        JsonNode early = JSON.readTree(BencherJson.render(Synthetic.mainJobSuite())).path("OpenAiJavaBenchmark.openAiJavaChat")
                .path("earlyMicros");
        Summary s = Synthetic.mainJobSuite().rows().stream().filter(r -> r.result().id().equals("openAiJavaChat")).findFirst()
                .orElseThrow().result().summary("earlyMicros").orElseThrow();

        assertThat(early.path("value").asDouble()).isEqualTo(s.median());
        assertThat(early.path("lower_value").asDouble()).isEqualTo(s.ciLow());
        assertThat(early.path("upper_value").asDouble()).isEqualTo(s.ciHigh());
        assertThat(s.median()).as("report.md's headline: 1993.0 µs").isCloseTo(1993.0, within(0.05));
    }

    @Test
    void aPairMeasureIsItsPairedRatioBetweenTheEndsOfItsInterval() throws IOException {
        JsonNode pair = JSON.readTree(BencherJson.render(Synthetic.mainJobSuite()))
                .path("OpenAiJavaBenchmark.openAiJavaChat over FloorBenchmark.minimalChat");
        PairedRatio firstResponse = PairedComparison.of(Synthetic.mainJobSuite(), PairedComparison.DEFAULT_TOLERANCE).stream()
                .filter(c -> c.pair().caseId().equals("openAiJavaChat")).findFirst().orElseThrow()
                .ratio(PairedFigure.FIRST_RESPONSE).orElseThrow();

        JsonNode metric = pair.path("ratio: first response");
        assertThat(metric.path("value").asDouble()).isEqualTo(firstResponse.ratio());
        assertThat(metric.path("lower_value").asDouble()).isEqualTo(firstResponse.low());
        assertThat(metric.path("upper_value").asDouble()).isEqualTo(firstResponse.high());
        assertThat(firstResponse.cell()).as("report.md's side-by-side cell").isEqualTo("2.83× (2.66–3.01)");
        // 2 steady pairs a case: no interval, so the value alone.
        assertThat(pair.path("ratio: steady").fieldNames()).toIterable().containsExactly("value");
    }

    @Test
    void aFailedCaseItsRatiosAndAFigureOfNoForkAreLeftOutAndRatesKept() throws IOException {
        Report report = HistoryRuns.pairedWithAFailure();
        assertThat(PairedComparison.of(report, PairedComparison.DEFAULT_TOLERANCE)).filteredOn(c -> c.pair().caseId().equals("broken"))
                .as("the failed case's passing forks give ratios, which the export leaves out").singleElement()
                .satisfies(c -> assertThat(c.ratios()).isNotEmpty());
        JsonNode bmf = JSON.readTree(BencherJson.render(report));

        assertBencherShape(bmf);
        assertThat(bmf.fieldNames()).toIterable().containsExactlyInAnyOrder("ChatBenchmark.chat", "ChatBenchmark.floor",
                "ChatBenchmark.chat over floor");
        assertThat(bmf.path("ChatBenchmark.chat").fieldNames()).toIterable().containsExactly("earlyMicros", "requestsPerSecond");
        JsonNode early = bmf.path("ChatBenchmark.chat over floor").path("ratio: early");
        assertThat(early.path("value").asDouble()).isCloseTo(2.0, within(1e-9));
        assertThat(early.path("lower_value").asDouble()).isCloseTo(2.0, within(1e-9));
    }

    /**
     * The published shape (bencher.dev/docs/reference/bencher-metric-format): an object of benchmarks, each an object
     * of measures, each a metric with a number {@code value} and optional number {@code lower_value} and
     * {@code upper_value}; names within Bencher's limits (a measure's 64 characters, a benchmark's 1024).
     */
    static void assertBencherShape(JsonNode bmf) {
        assertThat(bmf.isObject()).as("the document is an object of benchmarks").isTrue();
        assertThat(bmf.size()).isPositive();
        for (Map.Entry<String, JsonNode> benchmark : iterable(bmf)) {
            assertThat(benchmark.getKey()).isNotBlank().hasSizeLessThanOrEqualTo(BencherJson.BENCHMARK_NAME_LIMIT);
            assertThat(benchmark.getValue().isObject()).as(benchmark.getKey()).isTrue();
            assertThat(benchmark.getValue().size()).as(benchmark.getKey()).isPositive();
            for (Map.Entry<String, JsonNode> measure : iterable(benchmark.getValue())) {
                String where = benchmark.getKey() + " / " + measure.getKey();
                assertThat(measure.getKey()).as(where).isNotBlank().hasSizeLessThanOrEqualTo(BencherJson.MEASURE_NAME_LIMIT);
                JsonNode metric = measure.getValue();
                assertThat(metric.isObject()).as(where).isTrue();
                assertThat(METRIC_KEYS).as(where).containsAll(iterable(metric).stream().map(Map.Entry::getKey).toList());
                assertThat(metric.path("value").isNumber()).as(where + ": value").isTrue();
                assertThat(metric.has("lower_value")).as(where + ": both ends or neither").isEqualTo(metric.has("upper_value"));
                if (metric.has("lower_value")) {
                    assertThat(metric.path("lower_value").isNumber() && metric.path("upper_value").isNumber()).as(where).isTrue();
                    assertThat(metric.path("lower_value").asDouble()).as(where).isLessThanOrEqualTo(metric.path("value").asDouble());
                    assertThat(metric.path("upper_value").asDouble()).as(where).isGreaterThanOrEqualTo(metric.path("value").asDouble());
                }
            }
        }
    }

    private static List<Map.Entry<String, JsonNode>> iterable(JsonNode node) {
        List<Map.Entry<String, JsonNode>> entries = new ArrayList<>();
        node.fields().forEachRemaining(entries::add);
        return entries;
    }
}

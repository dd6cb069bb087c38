package dev.sdkbench.reports.render.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;

class BenchmarkActionJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The fields of an entry the tool reads (its BenchmarkResult: name, value, unit required; range, extra optional). */
    private static final Set<String> FIELDS = Set.of("name", "unit", "value", "range", "extra");
    /** How the tool reads a range (its extractRangeInfo): "±" or "+-", spaces, then a number. */
    private static final Pattern RANGE = Pattern.compile("(\\+-|±)\\s*(\\d.*)");

    @Test
    void theMainJobIsAnArrayOfEntriesTheCustomSmallerIsBetterToolReads() throws IOException {
        JsonNode entries = JSON.readTree(BenchmarkActionJson.render(Synthetic.mainJobSuite()));

        assertBenchmarkActionShape(entries);
        List<String> names = names(entries);
        assertThat(names).contains("OpenAiJavaBenchmark.openAiJavaChat: earlyMicros",
                "OpenAiJavaBenchmark.openAiJavaChat over FloorBenchmark.minimalChat: ratio: first response");
        // Every paired ratio of the 28 pairs, 6 figures each.
        assertThat(names.stream().filter(n -> n.contains(": ratio: "))).hasSize(28 * 6);
    }

    @Test
    void aRatioCarriesHalfItsIntervalAsRangeAndItsEndsAndVerdictAsExtra() throws IOException {
        JsonNode entries = JSON.readTree(BenchmarkActionJson.render(Synthetic.mainJobSuite()));
        JsonNode ratio = entry(entries, "OpenAiJavaBenchmark.openAiJavaChat over FloorBenchmark.minimalChat: ratio: first response");

        assertThat(ratio.path("unit").asText()).isEqualTo("×");
        assertThat(ratio.path("value").asDouble()).isCloseTo(2.83, within(0.005));
        Matcher range = RANGE.matcher(ratio.path("range").asText());
        assertThat(range.matches()).as(ratio.path("range").asText()).isTrue();
        // report.md: 2.83× (2.66–3.01), so about (3.01 − 2.66) / 2.
        assertThat(Double.parseDouble(range.group(2))).isCloseTo(0.175, within(0.01));
        assertThat(ratio.path("extra").asText()).contains("6 pairs").contains("slower");
        JsonNode steady = entry(entries, "OpenAiJavaBenchmark.openAiJavaChat over FloorBenchmark.minimalChat: ratio: steady");
        assertThat(steady.has("range")).as("2 pairs: no interval, so no range").isFalse();
    }

    @Test
    void aRateIsLeftOutForItIsBetterBiggerAndAFailedCaseForItIsNoPoint() throws IOException {
        JsonNode entries = JSON.readTree(BenchmarkActionJson.render(HistoryRuns.pairedWithAFailure()));

        assertBenchmarkActionShape(entries);
        assertThat(names(entries)).contains("ChatBenchmark.chat: earlyMicros", "ChatBenchmark.chat over floor: ratio: early")
                .noneMatch(n -> n.contains("requestsPerSecond")).noneMatch(n -> n.contains("broken"));
        assertThat(entry(entries, "ChatBenchmark.chat: earlyMicros").path("unit").asText()).isEqualTo("µs");
    }

    /**
     * The published shape (github-action-benchmark's README, "customSmallerIsBetter"): an array of objects with a
     * string {@code name}, a string {@code unit} and a number {@code value}, optionally a {@code range} the tool parses
     * and an {@code extra} string; names unique, for the tool keys its charts by them.
     */
    static void assertBenchmarkActionShape(JsonNode entries) {
        assertThat(entries.isArray()).as("the document is an array").isTrue();
        assertThat(entries.size()).isPositive();
        Set<String> seen = new HashSet<>();
        for (JsonNode e : entries) {
            List<String> fields = new ArrayList<>();
            e.fieldNames().forEachRemaining(fields::add);
            assertThat(FIELDS).as(e.toString()).containsAll(fields);
            assertThat(e.path("name").isTextual() && e.path("unit").isTextual()).as(e.toString()).isTrue();
            assertThat(e.path("value").isNumber()).as(e.toString()).isTrue();
            assertThat(seen.add(e.path("name").asText())).as("unique name " + e.path("name")).isTrue();
            if (e.has("range")) {
                Matcher range = RANGE.matcher(e.path("range").asText());
                assertThat(range.matches()).as(e.toString()).isTrue();
                assertThat(Double.parseDouble(range.group(2))).as(e.toString()).isNotNegative();
            }
            if (e.has("extra")) {
                assertThat(e.path("extra").isTextual()).as(e.toString()).isTrue();
            }
        }
    }

    private static List<String> names(JsonNode entries) {
        List<String> names = new ArrayList<>();
        entries.forEach(e -> names.add(e.path("name").asText()));
        return names;
    }

    private static JsonNode entry(JsonNode entries, String name) {
        for (JsonNode e : entries) {
            if (e.path("name").asText().equals(name)) {
                return e;
            }
        }
        throw new AssertionError("no entry named " + name + " among " + names(entries));
    }
}

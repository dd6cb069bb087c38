package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.samples.GoodClients;
import dev.sdkbench.junit.samples.StreamingClients;
import dev.sdkbench.results.stats.Summaries;
import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.ForkMeasurements;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.StreamTimes;
import dev.sdkbench.results.model.Summary;

/**
 * Real runs through the extension, their {@code results.json} read back with the results module's
 * reader: every field the engine wrote is a typed field of the model (nothing lands in an
 * {@code extra} map), every fork reads back as the fork itself wrote its figures, and every summary is
 * the engine's own over those forks. A field the engine adds that the model does not carry fails here.
 */
class ResultsRoundTripTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("round-trip");
    private static final long SEED = 11;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, Run> RUNS = new java.util.HashMap<>();
    /** Numbers equal by value (an int 0 and a long 0 are the same field), everything else by equals. */
    private static final Comparator<JsonNode> NUMERIC = (a, b) -> a.equals(b) ? 0
            : a.isNumber() && b.isNumber() ? Double.compare(a.doubleValue(), b.doubleValue()) : 1;

    @BeforeAll
    static void run() throws Exception {
        for (Class<?> benchmark : List.of(GoodClients.class, StreamingClients.class)) {
            // A correctness run: the figures need not be comparable, so the build's CPU may take a worker.
            EngineRuns.run(benchmark, Map.of("sdkbench.outputDirectory", OUTPUT.toString(), "sdkbench.seed", Long.toString(SEED),
                    "sdkbench.forks.shareBuildCpu", "true"));
            RUNS.put(benchmark.getSimpleName(), ResultsReader.read(file(benchmark.getSimpleName())));
        }
    }

    private static Path file(String benchmark) {
        return OUTPUT.resolve(benchmark).resolve("results.json");
    }

    @ParameterizedTest
    @ValueSource(strings = {"GoodClients", "StreamingClients"})
    void theRunPassedAndHasEveryCase(String benchmark) {
        Run run = RUNS.get(benchmark);
        assertThat(run.publishable()).as(run.failures().toString()).isTrue();
        assertThat(run.cases()).extracting(CaseResult::id).hasSize(2);
        assertThat(run.settings().seed()).isEqualTo(SEED);
        assertThat(run.settings().forks().shareBuildCpu()).isTrue();
        assertThat(run.schemaVersion()).as("written in its groups").isEqualTo(3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"GoodClients", "StreamingClients"})
    void nothingTheEngineWritesLandsInAnExtraMap(String benchmark) {
        List<String> unmodelled = new ArrayList<>();
        unmodelled(RUNS.get(benchmark), "", unmodelled);
        assertThat(unmodelled).as("fields the model does not type").isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"GoodClients", "StreamingClients"})
    void theModelWritesTheFileBackFieldForField(String benchmark) throws Exception {
        Run run = RUNS.get(benchmark);
        JsonNode written = JSON.readTree(file(benchmark).toFile());
        assertThat(ResultsWriter.toJson(run).equals(NUMERIC, written)).as("the engine's file is the model's").isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"GoodClients", "StreamingClients"})
    void everyForkReadsBackAsTheForkWroteIt(String benchmark) throws Exception {
        int forks = 0;
        for (CaseResult c : RUNS.get(benchmark).cases()) {
            for (Fork fork : c.forks()) {
                ForkResult wrote = ForkResult.read(Path.of(fork.evidence()).resolve("result.properties"));
                assertSame(fork.result(), wrote, c.id() + " fork " + fork.fork());
                // The connection log is the fork's evidence (fixture.json), not one of its figures: results.json leaves it out.
                JsonNode counted = JSON.readTree(Path.of(fork.evidence()).resolve("fixture.json").toFile());
                ((ObjectNode) counted).remove("connectionLog");
                JsonNode read = ResultsWriter.toJson(RUNS.get(benchmark)).path("cases").get(RUNS.get(benchmark).cases().indexOf(c))
                        .path("forks").get(c.forks().indexOf(fork)).path("fixture");
                assertThat(read.equals(NUMERIC, counted)).as("%s fork %d: the fixture's counters %s, read back %s", c.id(),
                        fork.fork(), counted, read).isTrue();
                forks++;
            }
        }
        assertThat(forks).as("forks checked").isGreaterThanOrEqualTo(4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"GoodClients", "StreamingClients"})
    void everySummaryIsTheEnginesOwnOverItsForks(String benchmark) {
        int figures = 0;
        for (CaseResult c : RUNS.get(benchmark).cases()) {
            List<Double> early = c.forks().stream().filter(Fork::ok).map(f -> f.result().early().meanMicros()).toList();
            assertThat(c.summaries().get("earlyMicros").values()).as("%s: each fork's early mean", c.id()).isEqualTo(early);
            for (Map.Entry<String, Summary> figure : c.summaries().entrySet()) {
                Summary read = figure.getValue();
                assertThat(Summaries.of(read.values().stream().mapToDouble(Double::doubleValue).toArray(), SEED))
                        .as("%s.%s", c.id(), figure.getKey()).isEqualTo(read);
                figures++;
            }
        }
        assertThat(figures).isGreaterThan(10);
    }

    @ParameterizedTest
    @ValueSource(strings = {"GoodClients", "StreamingClients"})
    void eachAllocationFigureIsOneBlocksOverItsOwnForks(String benchmark) {
        for (CaseResult c : RUNS.get(benchmark).cases()) {
            List<Double> early = c.forks().stream().filter(f -> f.ok() && f.protocol() == Protocol.STARTUP)
                    .map(f -> f.result().early().allocBytesPerRequest() / 1024).toList();
            List<Double> steady = c.steadySettled() ? c.forks().stream()
                    .filter(f -> f.ok() && f.protocol() == Protocol.STEADY)
                    .map(f -> f.result().steady().allocBytesPerRequest() / 1024).toList() : List.of();
            assertThat(c.summaries().get("earlyAllocKiB").values()).as("%s: the start-up forks' early blocks", c.id()).isEqualTo(early);
            assertThat(c.summaries().get("steadyAllocKiB").values()).as("%s: the settled steady forks' steady blocks", c.id())
                    .isEqualTo(steady);
            assertThat(c.summaries()).as("the old mixed figure is no longer written").doesNotContainKey("allocKiB");
        }
    }

    /** Every figure the fork wrote in its result file, against what the results file gave back. */
    private static void assertSame(ForkMeasurements read, ForkResult wrote, String fork) {
        assertThat(read.outcome()).as(fork).isEqualTo(wrote.outcome().name());
        assertThat(read.failure()).as(fork).isEqualTo(wrote.failure());
        assertThat(read.calls()).as(fork).isEqualTo(wrote.calls());
        assertSame(read.early(), wrote.early(), fork + " early");
        assertSame(read.steady(), wrote.steady(), fork + " steady");
        ForkResult.Process process = wrote.process();
        ForkResult.Jvm jvm = wrote.jvm();
        assertThat(List.of(read.rssKiB(), read.hwmKiB(), read.gcCount(), read.gcMillis(), read.classesLoaded()))
                .as(fork).isEqualTo(List.of(process.memory().rssKiB(), process.memory().hwmKiB(), process.gc().count(),
                        process.gc().millis(), process.classesLoaded()));
        assertThat(read.gcNames()).as(fork).isEqualTo(process.gc().names());
        assertThat(read.availableProcessors()).as(fork).isEqualTo(jvm.availableProcessors());
        assertThat(read.threadAffinity()).as(fork).isEqualTo(jvm.threadAffinity());
        assertThat(read.firstResponseUptimeMillis()).as(fork).isEqualTo(wrote.firstResponse().uptimeMillis());
        assertThat(read.firstResponseRssKiB()).as(fork).isEqualTo(wrote.firstResponse().rssKiB());
        assertThat(List.of(read.javaVersion(), read.javaVm(), read.inputArguments(), read.netNamespace())).as(fork)
                .isEqualTo(List.of(jvm.javaVersion(), jvm.javaVm(), jvm.inputArguments(), jvm.netNamespace()));
        assertSame(read.earlyStream(), wrote.earlyStream(), fork + " early stream");
        assertSame(read.steadyStream(), wrote.steadyStream(), fork + " steady stream");
    }

    private static void assertSame(Block read, ForkResult.Block wrote, String block) {
        if (wrote == null) {
            assertThat(read).as(block).isNull();
            return;
        }
        assertThat(new Block(wrote.warmupCalls(), wrote.requests(), wrote.meanMicros(), wrote.allocBytesPerRequest(),
                wrote.histogram(), wrote.settled(), wrote.compileMillis(), wrote.iterationMicros(), wrote.warmupMillis(),
                wrote.unsettled(), wrote.cpuMicros(), Map.of())).as(block).isEqualTo(read);
    }

    private static void assertSame(StreamTimes read, ForkResult.StreamTimes wrote, String stream) {
        assertThat(read).as(stream).isEqualTo(wrote == null ? null : new StreamTimes(wrote.meanFirstDeltaMicros(),
                wrote.meanEndMicros(), wrote.meanTextDeltas(), wrote.firstDeltaHistogram()));
    }

    /**
     * The paths of every non-empty {@code extra} map in the model, walked record by record. A
     * summary's {@code null} entries (a block not measured) are the model's own, not unknown fields.
     */
    private static void unmodelled(Object value, String path, List<String> out) {
        if (value instanceof Record record) {
            for (RecordComponent component : record.getClass().getRecordComponents()) {
                Object member;
                try {
                    member = component.getAccessor().invoke(record);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
                String where = path + "." + component.getName();
                if (component.getName().equals("extra") && !((Map<?, ?>) member).isEmpty()) {
                    out.add(where + ": " + ((Map<?, ?>) member).keySet());
                } else if (component.getName().equals("summaryExtra")) {
                    ((Map<?, ?>) member).forEach((name, node) -> {
                        if (!((JsonNode) node).isNull()) {
                            out.add(where + "." + name);
                        }
                    });
                } else {
                    unmodelled(member, where, out);
                }
            }
        } else if (value instanceof List<?> list) {
            IntStream.range(0, list.size()).forEach(i -> unmodelled(list.get(i), path + "[" + i + "]", out));
        } else if (value instanceof Map<?, ?> map) {
            map.forEach((key, member) -> unmodelled(member, path + "." + key, out));
        }
    }
}

package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.PairForkClients;

/**
 * A class run with {@code steady.pairing=same_jvm}: each of the planted case's steady forks runs the
 * reference beside it in one JVM, both sides' calls reach the fixture and are counted, and the
 * results carry the reference's side next to the case's, showing the planted slowdown within each JVM.
 */
class PairForkRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("pair-forks");
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        events = EngineRuns.run(PairForkClients.class, Map.of("sdkbench.outputDirectory", OUTPUT.toString(), "sdkbench.seed", "5",
                EngineRuns.SHARE_BUILD_CPU, "true", EngineRuns.JVM_ARGS, ""));
        results = new ObjectMapper().readTree(OUTPUT.resolve("PairForkClients").resolve("results.json").toFile());
    }

    @Test
    void everyCallOfBothSidesPassedAndWasCounted() {
        events.assertThatEvents().haveExactly(1, event(test("planted"), finishedSuccessfully()))
                .haveExactly(1, event(test("raw"), finishedSuccessfully()));
        for (JsonNode fork : steadyForks("planted")) {
            long calls = fork.at("/result/calls").asLong();
            long timed = fork.at("/result/early/requests").asLong() + fork.at("/result/early/warmupCalls").asLong()
                    + sideCalls(fork.at("/result/steady")) + sideCalls(fork.at("/result/referenceSteady"));
            assertThat(fork.at("/fixture/total").asLong()).as("the fixture counted the calls of both sides").isEqualTo(calls);
            assertThat(calls).as("the blocks' calls and the reference's own 5 warmup calls, nothing else").isEqualTo(timed + 5);
        }
    }

    @Test
    void thePlantedCaseReadsSlowerThanTheReferenceInTheSameJvm() {
        for (JsonNode fork : steadyForks("planted")) {
            JsonNode steady = fork.at("/result/steady");
            JsonNode reference = fork.at("/result/referenceSteady");
            assertThat(reference.isObject()).as("a pair fork carries the reference's side").isTrue();
            assertThat(steady.get("iterationMicros")).as("both sides timed every round").hasSize(6);
            assertThat(reference.get("iterationMicros")).hasSize(6);
            // a spin on a busy VM guest overruns its nominal time (up to ~2x here), so the bound above is loose
            double planted = PairForkClients.PLANTED_NANOS / 1e3;
            assertThat(steady.get("meanMicros").asDouble() - reference.get("meanMicros").asDouble())
                    .as("the planted %.0f µs per call, within one JVM", planted).isBetween(0.8 * planted, 3.0 * planted);
        }
    }

    @Test
    void theReferenceRunsItsOwnForksAlone() {
        assertThat(steadyForks("raw")).hasSize(2).allSatisfy(f -> assertThat(f.at("/result/referenceSteady").isMissingNode()).isTrue());
        assertThat(steadyForks("planted")).hasSize(2);
    }

    @Test
    void theSpecRecordsTheReferenceAndTheSeedOfItsOrder() throws Exception {
        JsonNode fork = steadyForks("planted").get(0);
        String spec = Files.readString(Path.of(fork.get("evidence").asText()).resolve("spec.properties"));
        assertThat(spec).contains("partner.method=raw", "partner.testClass=" + PairForkClients.class.getName(), "partner.seed=");
    }

    private static long sideCalls(JsonNode block) {
        return block.get("requests").asLong() + block.get("warmupCalls").asLong();
    }

    private static List<JsonNode> steadyForks(String id) {
        List<JsonNode> forks = new ArrayList<>();
        EngineRuns.caseNode(results, id).get("forks").forEach(f -> {
            if (f.get("protocol").asText().equals("STEADY")) {
                forks.add(f);
            }
        });
        return forks;
    }
}

package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.ComposedClients;

/** A team writes its defaults once, as its own annotations carrying {@code @SdkBenchmark} and {@code @ClientCase}. */
class ComposedAnnotationRunTest {

    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        events = EngineRuns.run(ComposedClients.class, Map.of("sdkbench.seed", "7"));
        results = new ObjectMapper().readTree(EngineRuns.OUTPUT.resolve("ComposedClients").resolve("results.json").toFile());
    }

    @Test
    void aClassMarkedOnlyByTheTeamsAnnotationRunsItsCases() {
        events.assertThatEvents()
                .haveExactly(1, event(test("plain"), finishedSuccessfully()))
                .haveExactly(1, event(test("quick"), finishedSuccessfully()));
    }

    @Test
    void theTeamsProtocolReachesEveryCase() {
        JsonNode plain = EngineRuns.caseNode(results, "plain");
        assertThat(plain.at("/settings/warmup").asInt()).as("from @TeamBenchmark").isEqualTo(4);
        assertThat(plain.at("/settings/requests").asInt()).isEqualTo(12);
        assertThat(plain.get("forks")).as("@TeamBenchmark's two start-up forks, no steady one").hasSize(2);
    }

    @Test
    void aCaseAnnotationOfTheTeamsOverridesTheClassAsClientCaseDoes() {
        JsonNode quick = EngineRuns.caseNode(results, "quick");
        assertThat(quick.at("/settings/forks").asInt()).as("from @QuickCase's @ClientCase(forks = 1)").isEqualTo(1);
        assertThat(quick.get("forks")).hasSize(1);
        assertThat(quick.at("/settings/warmup").asInt()).as("the rest from the class's").isEqualTo(4);
    }
}

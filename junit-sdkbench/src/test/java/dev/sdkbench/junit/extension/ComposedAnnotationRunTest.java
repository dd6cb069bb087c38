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

/**
 * A team writes its defaults once, as its own annotations carrying {@code @SdkBenchmark},
 * {@code @ClientCase} and the grouped settings ({@code @Startup}, {@code @Steady}, {@code @Forks}).
 */
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
        assertThat(plain.at("/settings/startup/warmup").asInt()).as("from @TeamBenchmark's @Startup").isEqualTo(4);
        assertThat(plain.at("/settings/startup/requests").asInt()).isEqualTo(12);
        assertThat(plain.at("/settings/steady/forks").asInt()).as("from @TeamBenchmark's @Steady(forks = 0)").isZero();
        assertThat(plain.at("/settings/forks/heap").asText()).as("from @TeamBenchmark's @Forks").isEqualTo("128m");
        assertThat(plain.get("forks")).as("@TeamBenchmark's two start-up forks, no steady one").hasSize(2);
    }

    @Test
    void aCaseAnnotationOfTheTeamsOverridesTheClassElementByElement() {
        JsonNode quick = EngineRuns.caseNode(results, "quick");
        assertThat(quick.at("/settings/startup/forks").asInt()).as("from @QuickCase's @Startup(forks = 1)").isEqualTo(1);
        assertThat(quick.at("/settings/startup/requests").asInt()).as("from @QuickCase's @Startup(requests = 6)").isEqualTo(6);
        assertThat(quick.get("forks")).hasSize(1);
        assertThat(quick.at("/settings/startup/warmup").asInt()).as("what @QuickCase leaves unset, from the class's").isEqualTo(4);
        assertThat(quick.at("/settings/forks/heap").asText()).as("the class's @Forks").isEqualTo("128m");
    }
}

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

import dev.sdkbench.junit.samples.DelayedClients;

/** A case's own fixture delay applies to its forks only, with the other case's forks in the same class run. */
class PerCaseDelayTest {

    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        events = EngineRuns.run(DelayedClients.class, Map.of("sdkbench.seed", "7"));
        results = new ObjectMapper().readTree(EngineRuns.OUTPUT.resolve("DelayedClients").resolve("results.json").toFile());
    }

    @Test
    void bothCasesPass() {
        events.assertThatEvents()
                .haveExactly(1, event(test("immediate"), finishedSuccessfully()))
                .haveExactly(1, event(test("thinking"), finishedSuccessfully()));
    }

    @Test
    void onlyTheCaseWithADelayWaitsForIt() {
        JsonNode immediate = caseNamed("immediate");
        JsonNode thinking = caseNamed("thinking");
        double delayMicros = DelayedClients.THINK_TIME_MICROS;

        assertThat(thinking.at("/settings/fixture/delayMicros").asLong()).isEqualTo(DelayedClients.THINK_TIME_MICROS);
        assertThat(immediate.at("/settings/fixture/delayMicros").asLong()).as("the class's").isZero();
        for (JsonNode fork : thinking.get("forks")) {
            assertThat(fork.at("/result/early/meanMicros").asDouble()).as("every call of %s waits", fork.get("evidence"))
                    .isGreaterThanOrEqualTo(delayMicros);
        }
        assertThat(immediate.at("/summary/earlyMicros/max").asDouble()).as("no call of the other case waits")
                .isLessThan(delayMicros);
    }

    private static JsonNode caseNamed(String id) {
        for (JsonNode c : results.get("cases")) {
            if (c.get("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no case " + id + " in " + results.get("cases").findValuesAsText("id"));
    }
}

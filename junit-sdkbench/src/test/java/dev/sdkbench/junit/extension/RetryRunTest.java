package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.RetryClients;

/**
 * A real run of the retry path: the client that waits and resends passes with two requests per
 * call, its results carry the advertised wait, the fixture's gap before each resend and the cost
 * beyond the wait; a client that never retries and one that resends another body fail naming
 * what the fixture saw. The run asks for 20 warmup and 200 timed calls, as -Pbenchmark does; the
 * cases' own counts (2 and 5) cap it.
 */
class RetryRunTest {

    private static final Path DIR = EngineRuns.OUTPUT.resolve("RetryClients");
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        events = EngineRuns.run(RetryClients.class, Map.of("sdkbench.startup.warmup", "20", "sdkbench.startup.requests", "200"));
        results = new ObjectMapper().readTree(DIR.resolve("results.json").toFile());
    }

    @Test
    void aClientThatWaitsAndResendsPassesWithTwoRequestsPerCall() {
        events.assertThatEvents().haveExactly(1, event(test("retriesAfterTheAdvertisedWait"), finishedSuccessfully()));
        JsonNode good = caseNode("retriesAfterTheAdvertisedWait");
        JsonNode fork = good.get("forks").get(0);
        assertThat(good.get("scenario").asText()).isEqualTo("retry");
        assertThat(good.get("requestsPerCall").asInt()).isEqualTo(2);
        assertThat(fork.at("/result/calls").asLong()).isEqualTo(7);
        assertThat(fork.at("/fixture/total").asLong()).isEqualTo(14);
        assertThat(fork.at("/fixture/retries/refused").asLong()).isEqualTo(7);
        assertThat(fork.at("/fixture/retries/gapsMicros")).hasSize(7);
    }

    @Test
    void theCasesOwnCountsCapTheRunsParameters() {
        JsonNode settings = caseNode("retriesAfterTheAdvertisedWait").get("settings");
        assertThat(settings.at("/startup/warmup").asInt()).as("min(20 asked by the run, 2 on the case)").isEqualTo(2);
        assertThat(settings.at("/startup/requests").asInt()).as("min(200 asked by the run, 5 on the case)").isEqualTo(5);
    }

    @Test
    void theResultsCarryTheAdvertisedWaitTheRealWaitAndTheCostBeyondIt() {
        JsonNode good = caseNode("retriesAfterTheAdvertisedWait");
        double wait = good.at("/summary/retry/waitMicros/median").asDouble();
        double beyond = good.at("/summary/retry/beyondWaitMicros/median").asDouble();
        double early = good.at("/summary/earlyMicros/median").asDouble();
        assertThat(good.get("advertisedWaitMicros").asLong()).isEqualTo(50_000);
        assertThat(wait).as("the client slept retry-after-ms before resending").isBetween(50_000.0, 1_000_000.0);
        assertThat(beyond).as("early µs/call less the advertised wait").isCloseTo(early - 50_000, org.assertj.core.data.Offset.offset(0.01));
        assertThat(beyond).isPositive();
        assertThat(caseNode("neverRetries").at("/summary/retry/waitMicros/n").asInt()).as("a failed fork adds no figure").isZero();
        assertThat(caseNode("retriesAfterTheAdvertisedWait").at("/forks/0/fixture/retries/awaitingResend").isNull()).isTrue();
    }

    @Test
    void aClientThatNeverRetriesFails() {
        EngineRuns.assertFails(events, "neverRetries", "the fixture rejected a request: #1 POST /v1/chat/completions -> 429: retry:"
                + " expected the refused request sent again after the advertised wait (retries on), received no resend",
                "then the client threw");
    }

    @Test
    void aClientThatResendsAnotherBodyFails() {
        EngineRuns.assertFails(events, "retriesWithAnotherBody", "#2 POST /v1/chat/completions -> 400: body: expected request #1"
                + " (refused with 429) sent again unchanged, received a different body, at model: \"gpt-4.1-mini\" → \"gpt-4.1\"");
    }

    @Test
    void onlyTheFaultyClientsMakeTheRunUnpublishable() {
        assertThat(results.get("failures")).hasSize(2);
        assertThat(results.get("publishable").asBoolean()).isFalse();
    }

    private static JsonNode caseNode(String id) {
        return EngineRuns.caseNode(results, id);
    }
}

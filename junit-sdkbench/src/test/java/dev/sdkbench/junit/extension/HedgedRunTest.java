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

import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.samples.HedgedClients;

/**
 * A real run of the hedged samples: the client that cancels its loser passes, with every loser's
 * close timed in the results, and each faulty client fails with the fixture's cause, although its
 * fork's exit would have closed the connections it left open.
 */
class HedgedRunTest {

    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        events = EngineRuns.run(HedgedClients.class, Map.of(EngineRuns.SHARE_BUILD_CPU, "true"));
        results = new ObjectMapper().readTree(EngineRuns.OUTPUT.resolve("HedgedClients").resolve("results.json").toFile());
    }

    @Test
    void aClientThatCancelsItsLoserPassesWithEveryCloseTimed() {
        events.assertThatEvents().haveExactly(1, event(test("cancelsTheLoser"), finishedSuccessfully()));
        JsonNode fork = fork("cancelsTheLoser");
        long calls = fork.at("/result/calls").asLong();
        assertThat(calls).isEqualTo(7);
        assertThat(fork.at("/fixture/total").asLong()).isEqualTo(2 * calls);
        assertThat(fork.at("/fixture/losers/held").asLong()).isEqualTo(calls);
        assertThat(fork.at("/fixture/losers/closed").asLong()).isEqualTo(calls);
        assertThat(fork.at("/fixture/losers/closeMicros")).hasSize((int) calls)
                .allSatisfy(micros -> assertThat(micros.asLong()).isBetween(0L, Scenarios.LOSER_GRACE.toMillis() * 1000));
        JsonNode summary = caseNode("cancelsTheLoser").at("/summary/loserCloseMicros");
        assertThat(summary.get("n").asInt()).isEqualTo(1);
        assertThat(summary.get("median").asDouble()).isPositive();
        assertThat(caseNode("cancelsTheLoser").get("requestsPerCall").asInt()).isEqualTo(2);
    }

    @Test
    void theForkOutlivesTheGracePeriodOfItsLastLoser() {
        JsonNode exit = fork("cancelsTheLoser").get("exit");
        assertThat(exit.get("lifetimeMillis").asDouble() - exit.get("firstResponseMillis").asDouble())
                .as("from the first answer to the exit, the fork lingers past the last loser's grace period")
                .isGreaterThanOrEqualTo(Scenarios.LOSER_GRACE.toMillis() + 250);
    }

    @Test
    void aClientThatNeverCancelsFails() {
        // Which of the two is the loser depends on which request the fixture had whole first.
        EngineRuns.assertFails(events, "neverCancelsTheLoser", "the fixture rejected a request: #",
                " POST /v1/chat/completions -> no answer: connection: expected closed by the client within 1000 ms of the"
                        + " answer to its twin #", "(a hedged call cancels its loser), received the loser's connection stayed open;"
                        + " the fixture closed it");
        assertThat(fork("neverCancelsTheLoser").at("/fixture/losers/keptOpen").asLong()).isEqualTo(7);
    }

    @Test
    void cancellingAFutureOfItsOwnFails() {
        EngineRuns.assertFails(events, "cancelsAFutureOfItsOwn", "the loser's connection stayed open");
    }

    @Test
    void aClientThatDoesNotHedgeFails() {
        EngineRuns.assertFails(events, "sendsOneRequest", "the fixture rejected a request: #1 POST /v1/chat/completions -> 400:"
                + " hedge: expected a second, identical request within 1000 ms (a hedged call races two), received none");
    }

    @Test
    void onlyTheFaultyClientsMakeTheRunUnpublishable() {
        assertThat(results.get("failures")).hasSize(3);
        assertThat(results.get("publishable").asBoolean()).isFalse();
    }

    private static JsonNode caseNode(String id) {
        return EngineRuns.caseNode(results, id);
    }

    private static JsonNode fork(String id) {
        return EngineRuns.caseNode(results, id).get("forks").get(0);
    }
}

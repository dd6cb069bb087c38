package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.abortedWithReason;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.ScenarioClients;

/**
 * A real run of the scenario samples: each good client passes with the scenario's exact request
 * count, each faulty one fails naming what it left out, and the unsupported case is skipped with
 * its reason and listed as such in the results.
 */
class ScenarioRunTest {

    private static final Path DIR = EngineRuns.OUTPUT.resolve("ScenarioClients");
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        // Many one-fork cases: a second worker on the build's CPU halves the wait, and this run checks
        // that sharing it changes nothing but the plan.
        events = EngineRuns.run(ScenarioClients.class, Map.of(EngineRuns.SHARE_BUILD_CPU, "true"));
        results = new ObjectMapper().readTree(DIR.resolve("results.json").toFile());
    }

    @Test
    void everyGoodScenarioClientPasses() {
        for (String name : new String[] {"functionCalling", "structuredOutput", "multiTurn", "agentLoop", "rapidFire"}) {
            events.assertThatEvents().as(name).haveExactly(1, event(test(name), finishedSuccessfully()));
        }
    }

    @Test
    void theFixtureSawTheScenariosRequestsPerCallExactly() {
        assertThat(fork("multiTurn").at("/fixture/total").asLong()).isEqualTo(2 * fork("multiTurn").at("/result/calls").asLong());
        assertThat(fork("agentLoop").at("/fixture/total").asLong()).isEqualTo(2 * fork("agentLoop").at("/result/calls").asLong());
        assertThat(fork("rapidFire").at("/fixture/total").asLong()).isEqualTo(5 * 7);
        assertThat(caseNode("agentLoop").get("scenario").asText()).isEqualTo("agent-loop");
        assertThat(caseNode("agentLoop").get("requestsPerCall").asInt()).isEqualTo(2);
        assertThat(caseNode("agentLoop").get("status").asText()).isEqualTo("OK");
        assertThat(caseNode("agentLoop").at("/settings/expect").asText()).isEqualTo("It is 18 degrees celsius and sunny in Tokyo.");
    }

    @Test
    void aWorkerOnTheBuildCpuIsRecordedInThePlanAndEveryForkStayedOnItsCpu() {
        Assumptions.assumeTrue(Runtime.getRuntime().availableProcessors() == 2, "the plan below is a 2-core machine's");
        assertThat(results.at("/environment/cpuPlan").asText())
                .contains("2 workers on cpus 0-1 (cpu 0 shared with the build: its forks' figures include the build's share)");
        assertThat(results.at("/settings/forks/shareBuildCpu").asBoolean()).isTrue();
        for (JsonNode c : results.get("cases")) {
            for (JsonNode fork : c.get("forks")) {
                if (fork.at("/result/threadAffinity").isMissingNode()) {
                    continue; // a fork that wrote no result
                }
                String cpu = fork.get("cpu").asText();
                assertThat(fork.at("/result/threadAffinity").fieldNames()).toIterable().as(c.get("id").asText()).containsOnly(cpu);
            }
        }
    }

    @Test
    void anUnsupportedCaseIsSkippedWithItsReasonAndRunsNoFork() {
        events.assertThatEvents().haveExactly(1, event(test("cannotDoStructuredOutput"), abortedWithReason(message(
                "UNSUPPORTED: cannotDoStructuredOutput cannot do scenario structured-output: this client has no way to send a JSON schema"))));
        JsonNode unsupported = caseNode("cannotDoStructuredOutput");
        assertThat(unsupported.get("status").asText()).isEqualTo("UNSUPPORTED");
        assertThat(unsupported.get("unsupported").asText()).isEqualTo("this client has no way to send a JSON schema");
        assertThat(unsupported.get("forks")).isEmpty();
        assertThat(Files.exists(DIR.resolve("cannotDoStructuredOutput"))).isFalse();
    }

    @Test
    void aFunctionCallWithoutTheToolFails() {
        assertFails("functionCallingWithoutTheTool", "the fixture rejected a request: #1 POST /v1/chat/completions -> 400:"
                + " tools: expected a function tool named get_weather, received no tools");
    }

    @Test
    void aStructuredRequestWithoutTheSchemaFails() {
        assertFails("structuredOutputWithoutTheSchema", "response_format: expected the languages JSON schema, received no schema");
    }

    @Test
    void aSecondTurnWithoutTheHistoryFails() {
        assertFails("secondTurnWithoutTheHistory", "#2 POST /v1/chat/completions -> 400: messages: expected [user \"What is the capital"
                + " of France? One word.\", assistant \"Paris.\", user \"And its population, roughly?\"], received [user \"And its"
                + " population, roughly?\"]");
    }

    @Test
    void aSecondTurnNeverSentFailsTheRequestCount() {
        assertFails("secondTurnNeverSent", "2 requests per call (multi-turn): expected 14 requests, saw 7: the client sent fewer"
                + " requests than calls");
    }

    @Test
    void aToolResultWithoutTheCallIdFails() {
        assertFails("toolResultWithoutTheCallId", "#2 POST /v1/chat/completions -> 400: messages[2].tool_call_id: expected"
                + " \"call_fixture_1\" (the id of the fixture's tool call), received nothing");
    }

    @Test
    void anExtraRequestInRapidFireFails() {
        assertFails("rapidFireWithARetry", "5 requests per call (rapid-fire): expected 35 requests, saw 42: the client retried");
    }

    @Test
    void theRunStaysPublishableWithAnUnsupportedCaseButNotWithTheFaultyOnes() {
        assertThat(results.get("failures")).hasSize(6);
        assertThat(results.get("publishable").asBoolean()).isFalse();
    }

    private static JsonNode caseNode(String id) {
        return EngineRuns.caseNode(results, id);
    }

    private static JsonNode fork(String id) {
        return EngineRuns.caseNode(results, id).get("forks").get(0);
    }

    private static void assertFails(String caseName, String fragment) {
        EngineRuns.assertFails(events, caseName, fragment);
    }
}

package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.RawReferences;
import dev.sdkbench.junit.samples.ReadAgainstRawClients;

/**
 * A class without a reference of its own, read against another class's cases (sdkbench.referenceClasses):
 * each case gets the reference of its dialect and stream mode, forked in the same rounds with the case's protocol.
 */
class ReferenceClassRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("reference-class");
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        events = EngineRuns.run(ReadAgainstRawClients.class, Map.of("sdkbench.outputDirectory", OUTPUT.toString(),
                "sdkbench.seed", "5", "sdkbench.referenceClasses", RawReferences.class.getName()));
        results = new ObjectMapper().readTree(OUTPUT.resolve("ReadAgainstRawClients").resolve("results.json").toFile());
    }

    @Test
    void eachCaseIsPairedWithTheReferenceOfItsStreamMode() {
        events.assertThatEvents().haveExactly(1, event(test("sdkPlain"), finishedSuccessfully()))
                .haveExactly(1, event(test("sdkStreaming"), finishedSuccessfully()));
        List<String> pairs = new ArrayList<>();
        results.get("pairs").forEach(p -> pairs.add(p.get("case").asText() + " / " + p.get("reference").asText()));
        assertThat(pairs).containsExactly("sdkPlain / RawReferences.rawChat", "sdkStreaming / RawReferences.rawChatStream");
    }

    @Test
    void theReferenceRunsTheProtocolOfTheCasesReadAgainstIt() {
        JsonNode reference = EngineRuns.caseNode(results, "RawReferences.rawChatStream");
        assertThat(reference.get("forks")).hasSize(3);
        assertThat(reference.at("/settings/startup/warmup").asInt()).isEqualTo(2);
        assertThat(reference.at("/settings/stream").asBoolean()).isTrue();
        assertThat(reference.get("status").asText()).isEqualTo("OK");
    }
}

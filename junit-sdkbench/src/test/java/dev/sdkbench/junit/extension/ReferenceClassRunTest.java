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

import dev.sdkbench.junit.samples.RawReferences;
import dev.sdkbench.junit.samples.ReadAgainstRawClients;

/**
 * A class without a reference of its own, read against another class's cases (sdkbench.referenceClasses):
 * each case gets the reference of its dialect and stream mode, forked in the same rounds with the case's protocol,
 * and, with steady.pairing=same_jvm, run beside the case in its steady fork.
 */
class ReferenceClassRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("reference-class");
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        events = EngineRuns.run(ReadAgainstRawClients.class, Map.ofEntries(Map.entry("sdkbench.outputDirectory", OUTPUT.toString()),
                Map.entry("sdkbench.seed", "5"), Map.entry("sdkbench.referenceClasses", RawReferences.class.getName()),
                Map.entry("sdkbench.steady.forks", "1"), Map.entry("sdkbench.steady.pairing", "same_jvm"),
                Map.entry("sdkbench.steady.iterationMillis", "100"), Map.entry("sdkbench.steady.window", "2"),
                Map.entry("sdkbench.steady.warmupMillis", "500"), Map.entry("sdkbench.steady.iterations", "3")));
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
        List<String> protocols = new ArrayList<>();
        reference.get("forks").forEach(f -> protocols.add(f.get("protocol").asText()));
        assertThat(protocols).containsExactlyInAnyOrder("STARTUP", "STARTUP", "STARTUP", "STEADY");
        assertThat(reference.at("/settings/startup/warmup").asInt()).isEqualTo(2);
        assertThat(reference.at("/settings/stream").asBoolean()).isTrue();
        assertThat(reference.get("status").asText()).isEqualTo("OK");
    }

    @Test
    void aStreamingCaseRunsTheStreamingReferenceInItsSteadyFork() throws Exception {
        JsonNode fork = null;
        for (JsonNode f : EngineRuns.caseNode(results, "sdkStreaming").get("forks")) {
            if (f.get("protocol").asText().equals("STEADY")) {
                fork = f;
            }
        }
        assertThat(fork).as("the streaming case's steady fork").isNotNull();
        assertThat(fork.at("/result/referenceSteady/iterationMicros")).as("the streaming reference's side").hasSize(3);
        assertThat(Files.readString(Path.of(fork.get("evidence").asText()).resolve("spec.properties")))
                .contains("partner.testClass=" + RawReferences.class.getName(), "partner.method=rawChatStream");
    }
}

package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.io.File;
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
 * A class without a reference of its own, read against another class's cases (sdkbench.referenceClasses)
 * on their own classpath (sdkbench.referenceClasspathFile): each case gets the reference of its dialect and
 * stream mode, forked in the same rounds with the case's start-up protocol, and, with steady.pairing=same_jvm,
 * run beside the case in its steady fork, on the case's classpath joined with the reference's.
 */
class ReferenceClassRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("reference-class");
    /** An entry only the reference's classpath has. */
    private static final Path REFERENCE_ONLY = OUTPUT.resolve("reference-only").toAbsolutePath();
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        Files.createDirectories(REFERENCE_ONLY);
        Path referenceClasspath = Files.writeString(OUTPUT.resolve("reference-classpath.txt"),
                System.getProperty("java.class.path") + File.pathSeparator + REFERENCE_ONLY);
        events = EngineRuns.run(ReadAgainstRawClients.class, Map.ofEntries(Map.entry("sdkbench.outputDirectory", OUTPUT.toString()),
                Map.entry("sdkbench.seed", "5"), Map.entry("sdkbench.referenceClasses", RawReferences.class.getName()),
                Map.entry("sdkbench.referenceClasspathFile", referenceClasspath.toString()),
                Map.entry("sdkbench.steady.forks", "1"), Map.entry("sdkbench.steady.pairing", "same_jvm"),
                Map.entry("sdkbench.steady.iterationMillis", "100"), Map.entry("sdkbench.steady.window", "2"),
                Map.entry("sdkbench.steady.warmupMillis", "500"), Map.entry("sdkbench.steady.iterations", "3"),
                Map.entry(EngineRuns.SHARE_BUILD_CPU, "true")));
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
    void theReferenceRunsTheStartupProtocolOfTheCasesReadAgainstItAndNoSteadyForkAlone() {
        JsonNode reference = EngineRuns.caseNode(results, "RawReferences.rawChatStream");
        List<String> protocols = new ArrayList<>();
        reference.get("forks").forEach(f -> protocols.add(f.get("protocol").asText()));
        assertThat(protocols).as("its steady side runs in the cases' pair forks").containsExactly("STARTUP", "STARTUP", "STARTUP");
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

    @Test
    void onlyThePairForkRunsOnTheReferencesClasspathToo() throws Exception {
        for (JsonNode fork : EngineRuns.caseNode(results, "sdkStreaming").get("forks")) {
            String jvmArgs = Files.readString(Path.of(fork.get("evidence").asText()).resolve("jvm.args"));
            boolean steady = fork.get("protocol").asText().equals("STEADY");
            assertThat(jvmArgs.contains(REFERENCE_ONLY.toString())).as("%s fork %s's classpath holds the reference's own entry",
                    fork.get("protocol").asText(), fork.get("fork").asText()).isEqualTo(steady);
        }
    }
}

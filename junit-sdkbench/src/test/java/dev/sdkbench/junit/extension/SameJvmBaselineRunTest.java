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

import dev.sdkbench.junit.samples.SameJvmBaselineClients;

/**
 * A class run with a baseline classpath: the planted case, with no pairing set, gets pair forks by default, whose steady
 * forks run its baseline side in the same JVM, in a class loader of their own, and the results carry both sides of
 * each; the singleton case asks for {@code steady.pairing=same_jvm}, but its baseline cannot load beside it (a JVM-wide
 * factory), so its steady forks run in separate JVMs, and the results say why.
 */
class SameJvmBaselineRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("same-jvm-baseline");
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        Path classpathFile = EngineRuns.markedBaselineClasspath(OUTPUT);
        events = EngineRuns.run(SameJvmBaselineClients.class, Map.of("sdkbench.outputDirectory", OUTPUT.toString(),
                "sdkbench.seed", "7", "sdkbench.baselineClasspathFile", classpathFile.toString(), "sdkbench.baselineLabel", "released",
                EngineRuns.SHARE_BUILD_CPU, "true"));
        results = new ObjectMapper().readTree(OUTPUT.resolve("SameJvmBaselineClients").resolve("results.json").toFile());
    }

    @Test
    void everyCaseFinishedItsTest() {
        events.assertThatEvents().haveExactly(1, event(test("planted"), finishedSuccessfully()))
                .haveExactly(1, event(test("singleton"), finishedSuccessfully()));
    }

    @Test
    void thePlantedCasesPairForksCarryItsBaselineSideWhichReadsWithoutThePlantedSpin() throws Exception {
        List<JsonNode> forks = steadyForks("planted");
        assertThat(forks).hasSize(1);
        for (JsonNode fork : forks) {
            JsonNode steady = fork.at("/result/steady");
            JsonNode baseline = fork.at("/result/referenceSteady");
            assertThat(baseline.isObject()).as("a pair fork carries the baseline's side").isTrue();
            assertThat(baseline.get("iterationMicros")).as("both sides timed every round").hasSize(6);
            double planted = SameJvmBaselineClients.PLANTED_NANOS / 1e3;
            assertThat(steady.get("meanMicros").asDouble() - baseline.get("meanMicros").asDouble())
                    .as("the planted %.0f µs per call, on the candidate side only, within one JVM", planted)
                    .isBetween(0.8 * planted, 3.0 * planted);
            String spec = Files.readString(Path.of(fork.get("evidence").asText()).resolve("spec.properties"));
            assertThat(spec).contains("partner.method=planted", "partner.loaderClasspath=", "baseline-classes");
        }
        assertThat(steadyForks("planted@released")).as("the baseline side's steady figures come from the pair forks").isEmpty();
        assertThat(EngineRuns.caseNode(results, "planted").has("sameJvmRefused")).isFalse();
    }

    @Test
    void theResultsSayWhichPairingAppliedAndWhy() {
        assertThat(EngineRuns.caseNode(results, "planted").path("steadyPairing").asText()).as("no pairing set, a baseline")
                .isEqualTo("pair forks: the default with a baseline");
        assertThat(EngineRuns.caseNode(results, "planted").at("/settings/steady/pairing").asText()).isEqualTo("SAME_JVM");
        assertThat(EngineRuns.caseNode(results, "singleton").path("steadyPairing").asText()).as("asked for, refused")
                .startsWith("separate JVMs: the baseline side cannot load beside the case (").contains("factory already defined");
        assertThat(EngineRuns.caseNode(results, "planted").has("steadyForkStop")).as("a count fixed in advance").isFalse();
    }

    @Test
    void theBaselinePairIsReadWithinEachJvm() {
        List<String> pairs = new ArrayList<>();
        results.get("pairs").forEach(p -> pairs.add(p.get("case").asText() + " / " + p.get("reference").asText() + " "
                + p.get("role").asText() + " sameJvm=" + p.get("sameJvm").asBoolean()));
        assertThat(pairs).containsExactlyInAnyOrder("planted / planted@released BASELINE sameJvm=true",
                "singleton / singleton@released BASELINE sameJvm=false");
    }

    @Test
    void aLibraryThatCannotLoadTwiceRunsItsBaselineInJvmsOfItsOwnAndSaysWhy() {
        JsonNode singleton = EngineRuns.caseNode(results, "singleton");
        assertThat(singleton.path("sameJvmRefused").asText()).as("why the baseline side ran apart")
                .contains("the baseline side", "SameJvmBaselineClients.singleton", "factory already defined");
        assertThat(steadyForks("singleton")).hasSize(1).allSatisfy(f -> assertThat(f.at("/result/referenceSteady").isMissingNode())
                .as("no pair fork").isTrue());
        assertThat(steadyForks("singleton@released")).as("the baseline's own steady fork").hasSize(1)
                .allSatisfy(f -> assertThat(f.get("failure").isNull()).as(f.toString()).isTrue());
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

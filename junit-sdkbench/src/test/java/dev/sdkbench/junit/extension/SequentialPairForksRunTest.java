package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;

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
 * The cases of {@link SameJvmBaselineClients} against a baseline classpath, their start-up rounds open (up to 8), so
 * that they stop on the data: the planted case's steady figure comes from pair forks by default, as many first as the
 * first steady look with an interval needs, read through the sequential interval, and its planted spin fails its test
 * through the steady figure.
 */
class SequentialPairForksRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("sequential-pair-forks");
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        Path classpathFile = EngineRuns.markedBaselineClasspath(OUTPUT);
        events = EngineRuns.run(SameJvmBaselineClients.class, Map.of("sdkbench.outputDirectory", OUTPUT.toString(),
                "sdkbench.seed", "7", "sdkbench.baselineClasspathFile", classpathFile.toString(), "sdkbench.baselineLabel", "released",
                "sdkbench.startup.forks", "8", EngineRuns.SHARE_BUILD_CPU, "true",
                // Long enough for the client compiler to finish, so that few pair forks compile for more than 10% of
                // their timed rounds, which leaves them out of the steady ratio.
                "sdkbench.steady.warmupMillis", "2500"));
        results = new ObjectMapper().readTree(OUTPUT.resolve("SameJvmBaselineClients").resolve("results.json").toFile());
    }

    @Test
    void thePlantedSpinFailsItsTestThroughTheSteadyFigureOfItsPairForks() {
        EngineRuns.assertFails(events, "planted", "planted is slower than on its baseline classpath (planted@released)", "steady ",
                "so did the steady pair forks");
    }

    @Test
    void thePairForksStoppedOnTheDataAtAPlannedLook() {
        JsonNode pair = plantedPair();
        List<Integer> looks = new ArrayList<>();
        pair.get("steadyLooks").forEach(l -> looks.add(l.asInt()));
        assertThat(looks).as("the planned steady looks").containsExactly(6, 8, 10, 12);
        JsonNode planted = EngineRuns.caseNode(results, "planted");
        assertThat(planted.path("steadyForkStop").asText()).as(planted.path("steadyPairing").asText()).isEqualTo("RESOLVED");
        assertThat(planted.path("steadyPairing").asText()).isEqualTo("pair forks: the default with a baseline");
        List<Boolean> pairForks = new ArrayList<>();
        planted.get("forks").forEach(f -> {
            if (f.get("protocol").asText().equals("STEADY")) {
                pairForks.add(f.at("/result/referenceSteady").isObject());
            }
        });
        assertThat(pairForks).as("pair forks, as many as the first look with an interval first").doesNotContain(false)
                .size().isIn(8, 10, 12);
    }

    @Test
    void theSteadyFigureIsReadThroughTheSequentialInterval() {
        List<String> sequential = new ArrayList<>();
        plantedPair().get("sequential").forEach(f -> sequential.add(f.get("figure").asText() + " look " + f.get("look").asInt()
                + " of " + f.get("pairs").asInt()));
        assertThat(sequential).as("each figure read at a planned look").anyMatch(f -> f.matches("STEADY look [234] of (8|10|12)"));
    }

    private static JsonNode plantedPair() {
        for (JsonNode pair : results.get("pairs")) {
            if (pair.get("case").asText().equals("planted")) {
                return pair;
            }
        }
        throw new AssertionError("no pair of planted in " + results.get("pairs"));
    }
}

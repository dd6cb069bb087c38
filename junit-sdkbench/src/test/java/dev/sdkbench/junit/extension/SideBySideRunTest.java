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

import dev.sdkbench.junit.baseline.MetadataJars;
import dev.sdkbench.junit.samples.GatedClients;

/**
 * One class run with a reference case and a baseline given as the folder a build wrote its jar to: every case's
 * forks run in the same
 * rounds as the reference's and as its own baseline side's; a planted slowdown on the candidate side
 * fails its test through the baseline gate, and identical code passes it. The rounds may go from 6 to
 * 8, so they stop on the pairs' sequential verdicts at the looks 6 and 8 (two rounds more at most: the test command's time).
 */
class SideBySideRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("side-by-side");
    /** The base branch's build of the planted case's library, as the folder its build wrote it to gives it. */
    private static final String BASELINE_JAR = "gated-baseline-1.0.jar";
    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws Exception {
        Path jar = MetadataJars.write(OUTPUT.resolve("base/target/" + BASELINE_JAR), Map.of(GatedClients.BASELINE_MARKER, "baseline\n"),
                "dev.sdkbench.samples:gated-baseline");
        events = EngineRuns.run(GatedClients.class, Map.of("sdkbench.outputDirectory", OUTPUT.toString(), "sdkbench.seed", "11",
                "sdkbench.baseline", jar.getParent().toString(), "sdkbench.baselineLabel", "released",
                "sdkbench.startup.forks", "8",
                // Wide, so that identical code can never read slower by chance in the test command: the gate benchmark
                // (bench/gate-error-rates.sh) measures the real tolerance's error rates.
                "sdkbench.tolerance", "0.25"));
        results = new ObjectMapper().readTree(OUTPUT.resolve("GatedClients").resolve("results.json").toFile());
    }

    @Test
    void thePlantedSlowdownFailsItsTestAndIdenticalCodePasses() {
        EngineRuns.assertFails(events, "planted", "planted is slower than on its baseline classpath (planted@released)",
                "early", "measured side by side");
        events.assertThatEvents()
                .haveExactly(1, event(test("unchanged"), finishedSuccessfully()))
                .haveExactly(1, event(test("raw"), finishedSuccessfully()));
    }

    @Test
    void eachCaseRanOnBothClasspathsAndTheReferenceOnlyOnItsOwn() throws Exception {
        List<String> ids = new ArrayList<>();
        results.get("cases").forEach(c -> ids.add(c.get("id").asText()));
        assertThat(ids).containsExactly("planted", "planted@released", "raw", "unchanged", "unchanged@released");
        assertThat(jvmArguments("planted@released")).as("the baseline side's fork runs on the build's jar")
                .contains(BASELINE_JAR);
        assertThat(jvmArguments("planted")).as("the candidate's on the class's own").doesNotContain(BASELINE_JAR);
        assertThat(results.at("/settings/baseline/path").asText()).as("how the baseline was given")
                .isEqualTo(OUTPUT.resolve("base/target").toAbsolutePath().toString());
    }

    /** The argument file the case's first fork started with, which holds its classpath. */
    private static String jvmArguments(String caseId) throws Exception {
        return Files.readString(Path.of(EngineRuns.caseNode(results, caseId).at("/forks/0/evidence").asText()).resolve("jvm.args"));
    }

    @Test
    void theResultsNameEveryPair() {
        List<String> pairs = new ArrayList<>();
        results.get("pairs").forEach(p -> pairs.add(p.get("case").asText() + " / " + p.get("reference").asText() + " "
                + p.get("role").asText()));
        assertThat(pairs).containsExactlyInAnyOrder("planted / planted@released BASELINE", "planted / raw REFERENCE",
                "unchanged / unchanged@released BASELINE", "unchanged / raw REFERENCE");
    }

    @Test
    void everyCaseRanItsForksInTheSameRoundsUntilThePairsStoppedThem() {
        int rounds = EngineRuns.caseNode(results, "raw").get("forks").size();
        assertThat(rounds).as("the rounds stop at a look").isIn(6, 8);
        for (String id : List.of("planted", "planted@released", "raw", "unchanged", "unchanged@released")) {
            assertThat(EngineRuns.caseNode(results, id).get("forks")).as(id).hasSize(rounds);
            assertThat(EngineRuns.caseNode(results, id).get("forkStop").asText()).as(id).isIn("RESOLVED", "MOST_FORKS");
        }
    }

    @Test
    void eachPairRecordsItsLooksAndTheLookEachStartUpFigureIsReadAt() {
        results.get("pairs").forEach(p -> {
            assertThat(p.get("looks").toString()).as(p.toString()).isEqualTo("[6,8]");
            List<String> figures = new ArrayList<>();
            p.get("sequential").forEach(f -> figures.add(f.get("figure").asText()));
            assertThat(figures).as(p.toString()).contains("EARLY", "FIRST_RESPONSE");
            p.get("sequential").forEach(f -> assertThat(f.get("confidence").asDouble()).as(f.toString()).isBetween(0.95, 1.0));
        });
    }
}

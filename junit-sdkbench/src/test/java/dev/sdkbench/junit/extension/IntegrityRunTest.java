package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
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

import dev.sdkbench.junit.samples.IntegrityClients;

/**
 * Cases that reach past the fork's walls: the build user's home stays out of sight, nothing a case
 * starts outlives its fork (and a fork that leaves something fails, naming it), and no line a case
 * prints or writes moves the parent's timings.
 */
class IntegrityRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("integrity");

    private static Events events;
    private static JsonNode results;

    @BeforeAll
    static void run() throws IOException {
        events = EngineRuns.run(IntegrityClients.class, Map.of("sdkbench.outputDirectory", OUTPUT.toString()));
        results = new ObjectMapper().readTree(OUTPUT.resolve("IntegrityClients/results.json").toFile());
    }

    @Test
    void aCaseThatStartsAndWaitsForAProcessPasses() {
        events.assertThatEvents().haveExactly(1, event(test("good"), finishedSuccessfully()));
    }

    @Test
    void theForkSeesNoHomeButItsOwn() {
        events.assertThatEvents().as(failures()).haveExactly(1, event(test("looksForCredentialsAtHome"), finishedSuccessfully()));
        assertThat(fork("looksForCredentialsAtHome").at("/jvmOptions").toString()).contains("-Duser.home=");
    }

    @Test
    void aDetachedProcessFailsItsCaseByNameAndIsGone() throws IOException {
        EngineRuns.assertFails(events, "leavesADetachedProcess", "leavesADetachedProcess startup fork 1",
                "left 1 process running after it ended, now killed: `sleep 313`: a case must stop (or wait for) every process it starts");
        assertThat(running("sleep", "313")).as("sleep 313 after the run").isEmpty();
    }

    @Test
    void anOrphanWithoutTheForksEnvironmentFailsItsCaseAndIsGone() throws IOException {
        assertThat(results.at("/environment/isolation").asText()).as("this machine gives forks a pid namespace")
                .contains("PID 1 of a pid namespace of its own");
        EngineRuns.assertFails(events, "orphansAProcessWithoutEnvironment", "left 1 process running after it ended, now killed: `sleep 314`");
        assertThat(running("sleep", "314")).as("sleep 314 after the run").isEmpty();
    }

    @Test
    void linesPrintedOnStdoutMoveNoFigure() {
        events.assertThatEvents().as(failures()).haveExactly(1, event(test("printsTheTimingLines"), finishedSuccessfully()));
        JsonNode fork = fork("printsTheTimingLines");
        double parent = fork.at("/exit/firstResponseMillis").asDouble();
        double own = fork.at("/result/firstResponseUptimeMillis").asDouble();
        assertThat(parent).as("the parent's first response against the fork's own clock (%s ms) and the case's %s ms of setup",
                own, IntegrityClients.SETUP_MILLIS).isGreaterThanOrEqualTo(own).isGreaterThan(IntegrityClients.SETUP_MILLIS);
        assertThat(fork.at("/exit/exitMillis").asDouble()).as("the exit figure").isPositive().isLessThan(5_000);
    }

    @Test
    void aLineWrittenIntoTheTimingPipeWithoutTheTokenFailsTheFork() {
        EngineRuns.assertFails(events, "writesIntoTheTimingPipe", "writesIntoTheTimingPipe startup fork 1",
                "its timing pipe carried `sdkbench:first-response` without the fork's token");
    }

    @Test
    void aFirstResponseForgedWithTheForksOwnStreamDisagreesWithTheForksClock() {
        EngineRuns.assertFails(events, "forgesTheFirstResponseByReflection", "forgesTheFirstResponseByReflection startup fork 1",
                "but the fork's own clock puts it at ", "it was announced early");
    }

    @Test
    void theTimingPipeIsNotLeftAmongTheEvidence() throws IOException {
        try (var files = Files.walk(OUTPUT)) {
            assertThat(files.filter(p -> p.getFileName().toString().equals("link.fifo")).toList()).isEmpty();
        }
    }

    private static JsonNode fork(String caseId) {
        return EngineRuns.caseNode(results, caseId).at("/forks/0");
    }

    /** Every case's failure, for an assertion's description. */
    private static String failures() {
        StringBuilder text = new StringBuilder();
        for (JsonNode c : results.get("cases")) {
            for (JsonNode f : c.get("forks")) {
                if (f.hasNonNull("failure")) {
                    text.append('\n').append(c.get("id").asText()).append(": ").append(f.get("failure").asText());
                }
            }
        }
        return text.toString();
    }

    /** The pids of running processes whose command line is exactly {@code words}. */
    private static List<Long> running(String... words) throws IOException {
        String wanted = String.join("\0", words) + "\0";
        List<Long> pids = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
            for (Path entry : entries) {
                try {
                    if (new String(Files.readAllBytes(entry.resolve("cmdline")), StandardCharsets.UTF_8).equals(wanted)) {
                        pids.add(Long.parseLong(entry.getFileName().toString()));
                    }
                } catch (IOException gone) {
                    // ended meanwhile
                }
            }
        }
        return pids;
    }
}

package dev.sdkbench.junit.extension;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.platform.testkit.engine.EngineTestKit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkbench.junit.samples.GatedClients;
import org.junit.platform.testkit.engine.Events;

/** Runs a sample benchmark class through the real Jupiter engine, as Surefire would. */
final class EngineRuns {

    static final Path OUTPUT = Path.of(System.getProperty("basedir", "."), "target", "sdkbench-tests");

    /** The forks' extra JVM flags, which a test replaces by its own value. */
    static final String JVM_ARGS = "sdkbench.forks.jvmArgs";
    /**
     * The client compiler only: these runs check what the engine does with a fork, not its figures, and a
     * sample fork on one CPU starts and calls ~20% sooner without C2. A run whose steady forks read the JIT's
     * settling sets {@link #JVM_ARGS} to {@code ""}, the JIT a user's forks get.
     */
    static final String QUICK_JIT = "-XX:TieredStopAtLevel=1";
    /** Two forks at once on 2 cores: for a run of several cases a round whose assertions read no figure from a CPU of its own. */
    static final String SHARE_BUILD_CPU = "sdkbench.forks.shareBuildCpu";

    private EngineRuns() {
    }

    /**
     * A baseline classpath file in {@code output} naming one folder that holds {@link GatedClients#BASELINE_MARKER}: the
     * baseline side of the gated samples, which read the marker to tell which side they are.
     */
    static Path markedBaselineClasspath(Path output) throws IOException {
        Path marker = Files.createDirectories(output.resolve("baseline-classes"));
        Files.writeString(marker.resolve(GatedClients.BASELINE_MARKER), "baseline\n");
        return Files.writeString(output.resolve("baseline-classpath.txt"), marker.toAbsolutePath().toString());
    }

    static Events run(Class<?> benchmark, Map<String, String> configuration) {
        EngineTestKit.Builder kit = EngineTestKit.engine("junit-jupiter").selectors(selectClass(benchmark))
                .configurationParameter("sdkbench.outputDirectory", OUTPUT.toString())
                .configurationParameter("sdkbench.fixture.warmup", "400")
                .configurationParameter("sdkbench.machineProbe", "false") // SteadyStateRunTest turns it on
                .configurationParameter(JVM_ARGS, QUICK_JIT);
        configuration.forEach(kit::configurationParameter); // later values win, so tests may move the output
        return kit.execute().allEvents();
    }

    /** The case {@code id} of a run's {@code results.json}; fails the test when the run has no such case. */
    static JsonNode caseNode(JsonNode results, String id) {
        for (JsonNode c : results.get("cases")) {
            if (c.get("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no case " + id + " in results");
    }

    /** Asserts that the case's test failed once, with a message holding every fragment. */
    static void assertFails(Events events, String caseName, String... fragments) {
        events.assertThatEvents().haveExactly(1, event(test(caseName), finishedWithFailure(message(m -> {
            for (String fragment : fragments) {
                if (!m.contains(fragment)) {
                    return false;
                }
            }
            return true;
        }))));
    }
}

package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;

import dev.sdkbench.junit.samples.PinningLoadClients;
import dev.sdkbench.junit.samples.SleepsInItsInitializer;
import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.LoadRun;

/**
 * Virtual callers in a load fork, whose JDK is the one that runs the tests: on Java 21 or later, one short step of 4
 * virtual callers whose every call blocks 2 ms in a class initializer (which pins on every JDK, 24 and 25 included)
 * reads one pinned event per call, each at least that long; below 21, the run is refused before any fork, naming the
 * forks' Java. The test command's JDK 17 runs the refusal; {@code .ci/run} runs this class once more with Surefire's
 * JVM on JDK 25 ({@code -Djvm=}), which runs the step.
 */
class VirtualCallersRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("virtual-callers");

    @Test
    @EnabledForJreRange(min = JRE.JAVA_21)
    void fourVirtualCallersThatBlockInAClassInitializerReadOnePinnedEventPerCallOfAtLeastItsSleep() throws Exception {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two CPUs: the client on one, the fixture on the other");
        EngineRuns.run(PinningLoadClients.class, Map.of("sdkbench.outputDirectory", OUTPUT.toString()))
                .assertThatEvents().haveExactly(1, event(test("pinnedInAClassInitializer"), finishedSuccessfully()));

        LoadRun load = ResultsReader.read(OUTPUT.resolve("PinningLoadClients/results.json")).cases().get(0).load();
        assertThat(load.failure()).isNull();
        LoadRun.Step step = load.steps().get(0);
        String seen = step.toString();
        assertThat(step.virtualCallers()).as(seen).isTrue();
        assertThat(step.fixture().maxInFlight()).as("4 virtual callers, 4 in flight: %s", seen).isEqualTo(4);
        long calls = step.calls() + step.failedCalls();
        assertThat(step.callsPerSecond()).as("near 4 calls per 100 ms, each pinned 2 ms of it: %s", seen).isBetween(0.75 * 40, 1.1 * 40);
        // Each caller pins, then calls: in any window its pinned events and its calls' ends alternate, one apart at most.
        assertThat(step.pinning().events()).as("one pinned event per call, each caller's one apart at the window's ends: %s", seen)
                .isBetween(calls - 4, calls + 4);
        assertThat(step.pinning().totalMicros() / step.pinning().events()).as("each pinned for the initializer's sleep: %s", seen)
                .isBetween(0.9 * SleepsInItsInitializer.MILLIS * 1000, 10.0 * SleepsInItsInitializer.MILLIS * 1000);
        assertThat(Path.of(load.evidence()).resolve("pinned-4.jfr")).as("the step's recording, with the events' stacks").exists();
    }

    @Test
    @EnabledForJreRange(max = JRE.JAVA_20)
    void virtualCallersOnForksBelowJava21AreRefusedBeforeAnyForkNamingTheForksJava() {
        Path refused = OUTPUT.resolve("refused");
        EngineRuns.run(PinningLoadClients.class, Map.of("sdkbench.outputDirectory", refused.toString())).assertThatEvents()
                .haveExactly(1, event(container(PinningLoadClients.class), finishedWithFailure(message(m -> m.contains(
                        "pinnedInAClassInitializer: load.virtualThreads needs the forks on Java 21 or later, but they run Java "
                                + Runtime.version().feature() + " (" + Path.of(System.getProperty("java.home"), "bin", "java")
                                + ", the java of the JVM that runs the tests): run the tests on a JDK 21 or later")))));
        assertThat(Files.exists(refused.resolve("PinningLoadClients"))).as("no fork started").isFalse();
    }
}

package dev.sdkbench.junit.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.platform.testkit.engine.EngineTestKit;

import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.LoadRun;

/**
 * Virtual callers' pinning against planted truths, one run of {@link PinningBench} (four load forks of one 3-s step of 16
 * virtual callers, about a minute and a half): the JDK client pins never; a 2-ms sleep in a class initializer pins once per call,
 * for at least 2 ms, on every JDK; the same sleep inside {@code synchronized} pins once per call on JDK 21 to 23 and
 * never from 24 on (JEP 491); inside a {@code ReentrantLock}, never. The forks run the test JVM's JDK, so:
 * {@code mvn -o -B -Pengine-bench -pl junit-sdkbench -am test -Dtest=PinningCheck -Dsurefire.failIfNoSpecifiedTests=false
 * -Djvm=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java} (not part of the test command; a machine of 2 CPUs or more).
 */
class PinningCheck {

    private static final Path OUTPUT = Path.of(System.getProperty("basedir", "."), "target", "sdkbench-bench", "pinning");

    @Test
    @EnabledForJreRange(min = JRE.JAVA_21)
    void onlyTheBlocksThatPinOnThisJdkReadPinnedOncePerCallForAtLeastTheirSleep() throws Exception {
        EngineTestKit.engine("junit-jupiter").selectors(selectClass(PinningBench.class))
                .configurationParameter("sdkbench.outputDirectory", OUTPUT.toString())
                .configurationParameter("sdkbench.machineProbe", "false")
                .execute().testEvents().assertThatEvents().haveExactly(4, finishedSuccessfully());
        Map<String, LoadRun.Step> steps = new LinkedHashMap<>();
        for (CaseResult c : ResultsReader.read(OUTPUT.resolve("PinningBench/results.json")).cases()) {
            steps.put(c.id(), c.load().steps().get(0));
            System.out.println(line(c.id(), c.load().steps().get(0)));
        }

        assertThat(steps.values()).allSatisfy(s -> assertThat(s.virtualCallers()).isTrue());
        assertNeverPinned(steps.get("plain"));
        assertNeverPinned(steps.get("sleepInsideReentrantLock"));
        assertPinnedOncePerCall(steps.get("sleepInAClassInitializer"));
        if (Runtime.version().feature() >= 24) {
            assertNeverPinned(steps.get("sleepInsideSynchronized"));
        } else {
            assertPinnedOncePerCall(steps.get("sleepInsideSynchronized"));
        }
    }

    private static void assertNeverPinned(LoadRun.Step s) {
        assertThat(s.pinning().events()).as("on Java %s: %s", Runtime.version(), s).isZero();
        assertThat(s.calls()).as("the step made calls: %s", s).isPositive();
    }

    /** Each caller pins, then calls: in any window its pinned events and its calls' ends alternate, one apart at most. */
    private static void assertPinnedOncePerCall(LoadRun.Step s) {
        long calls = s.calls() + s.failedCalls();
        assertThat(s.pinning().events()).as("on Java %s, one per call: %s", Runtime.version(), s)
                .isBetween(calls - s.concurrency(), calls + s.concurrency());
        assertThat(s.pinning().totalMicros() / s.pinning().events()).as("each for the sleep: %s", s)
                .isGreaterThanOrEqualTo(0.9 * PinningBench.SLEEP_MILLIS * 1000);
    }

    private static String line(String id, LoadRun.Step s) {
        return String.format(Locale.ROOT, "%-25s N=%-3d %7.1f calls/s (ideal %6.1f), in flight max %d, added p50 %.2f ms p99 %.2f ms,"
                + " CPU %.0f µs/call, pinned %d times, %.1f ms in all, %d failed %s", id, s.concurrency(), s.callsPerSecond(),
                s.idealCallsPerSecond(), s.fixture().maxInFlight(), s.addedP50Micros() / 1000, s.addedP99Micros() / 1000,
                s.cpuMicrosPerCall(), s.pinning().events(), s.pinning().totalMicros() / 1000, s.failedCalls(), s.errors());
    }
}

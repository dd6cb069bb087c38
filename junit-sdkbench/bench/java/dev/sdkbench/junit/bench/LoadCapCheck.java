package dev.sdkbench.junit.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;

import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.LoadRun;

/**
 * The load fork's method against planted truths, one run of {@link LoadCapBench} (about a minute and a half):
 * <ul>
 * <li>a cap of 4 around the JDK client's call reads 4 in flight at the fixture and about 4/delay calls/s at 64 callers,
 * where the uncapped client reads about 64 and 64/delay;</li>
 * <li>the CPU per call does not hold the delay: at 16 callers, 400 ms of wait per call costs no more CPU per call than
 * 50 ms does, beyond what fewer calls to share each second's fixed work add.</li>
 * </ul>
 * {@code mvn -o -B -Pengine-bench -pl junit-sdkbench -am test -Dtest=LoadCapCheck -Dsurefire.failIfNoSpecifiedTests=false}
 * (not part of the test command: it forks five load steps; a machine of 2 CPUs or more, quiet).
 */
class LoadCapCheck {

    private static final Path OUTPUT = Path.of(System.getProperty("basedir", "."), "target", "sdkbench-bench", "load");

    @Test
    void aPlantedCapOfFourReadsFourInFlightAndFourPerDelayAndTheDelayCostsNoCpu() throws Exception {
        EngineTestKit.engine("junit-jupiter").selectors(selectClass(LoadCapBench.class))
                .configurationParameter("sdkbench.outputDirectory", OUTPUT.toString())
                .configurationParameter("sdkbench.machineProbe", "false")
                .execute().testEvents().assertThatEvents().haveExactly(4, finishedSuccessfully());
        Map<String, LoadRun.Step> steps = new LinkedHashMap<>();
        for (CaseResult c : ResultsReader.read(OUTPUT.resolve("LoadCapBench/results.json")).cases()) {
            steps.put(c.id(), c.load().steps().get(0));
            System.out.println(line(c.id(), c.load().steps().get(0)));
        }

        LoadRun.Step capped = steps.get("cappedAtFour");
        LoadRun.Step uncapped = steps.get("uncapped");
        assertThat(capped.fixture().maxInFlight()).as("the cap, seen at the fixture: %s", capped).isEqualTo(4);
        // About 4 per 200 ms: never more (the cap), and what a slot's hand-over between 64 threads on one CPU costs below it.
        assertThat(capped.callsPerSecond()).as("4 per 200 ms: %s", capped).isBetween(0.7 * 20, 1.05 * 20);
        assertThat(uncapped.fixture().maxInFlight()).as("64 callers, 64 in flight: %s", uncapped).isBetween(60L, 64L);
        assertThat(uncapped.callsPerSecond()).as("64 per 200 ms: %s", uncapped).isBetween(0.7 * 320, 1.05 * 320)
                .isGreaterThan(8 * capped.callsPerSecond());

        LoadRun.Step shortDelay = steps.get("shortDelay");
        LoadRun.Step longDelay = steps.get("longDelay");
        assertThat(shortDelay.cpuMicrosPerCall()).as("CPU per call at 50 ms: %s", shortDelay).isLessThan(0.05 * 50_000);
        assertThat(longDelay.cpuMicrosPerCall()).as("CPU per call at 400 ms: %s", longDelay).isLessThan(0.05 * 400_000)
                .isLessThan(2 * shortDelay.cpuMicrosPerCall());
    }

    /** A step's figures, and how long the fixture held a request on average (Little's law: its mean in flight over its rate). */
    private static String line(String id, LoadRun.Step s) {
        LoadRun.Seen f = s.fixture();
        double heldMillis = f.requests() == 0 ? Double.NaN : f.meanInFlight() * f.windowMicros() / 1000.0 / f.requests();
        return String.format(Locale.ROOT, "%-13s N=%-3d %7.1f calls/s (ideal %6.1f), in flight max %d mean %.1f, held %.0f ms,"
                + " added p50 %.2f ms p99 %.2f ms, CPU %.0f µs/call, %d threads, %d failed %s", id, s.concurrency(),
                s.callsPerSecond(), s.idealCallsPerSecond(), f.maxInFlight(), f.meanInFlight(), heldMillis, s.addedP50Micros() / 1000,
                s.addedP99Micros() / 1000, s.cpuMicrosPerCall(), s.peakThreads(), s.failedCalls(), s.errors());
    }
}

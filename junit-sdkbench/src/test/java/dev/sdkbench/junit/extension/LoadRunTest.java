package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.link.LoadPlan;
import dev.sdkbench.junit.samples.LoadClients;
import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.LoadRun;

/**
 * A load fork end to end, in one short step: the case's own call from 4 callers at once against the real fixture, which
 * answers after 100 ms on a CPU of its own. The fixture saw the 4 in flight, the calls came near the ideal 4/delay, the
 * delay is in no call's added latency and in no CPU time, and the block reads back typed.
 */
class LoadRunTest {

    private static final double DELAY_MICROS = 100_000;

    @Test
    void fourCallersAtOnceAreFourInFlightAtTheFixtureNearTheIdealRateAndTheDelayCostsNoCpu() throws Exception {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two CPUs: the client on one, the fixture on the other");
        Path output = EngineRuns.OUTPUT.resolve("load");
        EngineRuns.run(LoadClients.class, Map.of("sdkbench.outputDirectory", output.toString()))
                .assertThatEvents().haveExactly(1, event(test("jdkHttpClient"), finishedSuccessfully()));

        CaseResult c = ResultsReader.read(output.resolve("LoadClients/results.json")).cases().get(0);
        LoadRun load = c.load();
        assertThat(load.failure()).isNull();
        assertThat(load.cpu()).as("the client's CPU is not the fixture's").isNotEqualTo(load.fixtureCpu());
        assertThat(load.steps()).hasSize(1);
        LoadRun.Step step = load.steps().get(0);
        String seen = step.toString();
        assertThat(step.fixture().maxInFlight()).as("what the fixture saw at once: %s", seen).isEqualTo(4);
        assertThat(step.fixture().meanInFlight()).as(seen).isBetween(3.0, 4.0);
        assertThat(step.idealCallsPerSecond()).isEqualTo(40.0);
        assertThat(step.callsPerSecond()).as("near 4 calls per 100 ms: %s", seen).isBetween(0.75 * 40, 1.1 * 40);
        assertThat(step.addedP50Micros()).as("the fixture never answers before the delay: %s", seen).isBetween(0.0, 50_000.0);
        assertThat(step.cpuMicrosPerCall()).as("CPU per call holds the client's work, never the 100-ms wait: %s", seen)
                .isPositive().isLessThan(DELAY_MICROS / 10);
        assertThat(step.peakThreads()).as(seen).isGreaterThan(4);
        assertThat(step.rssKiB()).as(seen).isPositive();
        assertThat(step.failedCalls()).as(seen).isZero();
        assertThat(step.errors()).isEmpty();
        assertThat(step.virtualCallers()).as("platform callers unless asked: %s", seen).isFalse();
        assertThat(step.pinning()).as("platform callers have no pinning to count").isNull();
        assertThat(load.extra()).isEmpty();
        assertThat(step.extra()).isEmpty();
        assertThat(step.fixture().extra()).isEmpty();
        Path evidence = Path.of(load.evidence());
        assertThat(evidence.resolve(LoadPlan.STEPS_FILE)).exists();
        assertThat(Files.readString(evidence.resolve("fixture.json"))).contains("\"violations\" : [ ]");
        assertThat(c.forks()).as("the load fork is no planned fork").hasSize(1);
    }
}

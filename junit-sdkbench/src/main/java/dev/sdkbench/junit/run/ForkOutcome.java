package dev.sdkbench.junit.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.counters.RequestRecord;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.proc.CpuShare;
import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.FixtureCounters;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.ForkExit;
import dev.sdkbench.results.model.ForkMeasurements;
import dev.sdkbench.results.model.Interference;
import dev.sdkbench.results.model.StreamTimes;

/**
 * Everything known about one fork after it ended: what ran, what it measured, what the fixture
 * saw, and the verdict. Kept for failed forks too.
 *
 * @param task     the planned fork: its case, protocol and 1-based number within the case
 * @param launch   where and how it was started
 * @param exit     how the process ended, or {@code null} when it was skipped
 * @param result   what the fork wrote, or {@code null} when it wrote nothing
 * @param fixture  the fixture's counters for this fork
 * @param failure  why the fork failed, or {@code null}
 * @param evidence the folder holding its spec, result, output and GC log
 * @param interference what other processes took of its CPU while it ran, or {@code null} (unpinned, no result)
 */
public record ForkOutcome(ForkPlanner.Task task, Launch launch, ForkExit exit, ForkResult result,
                          CountersSnapshot fixture, String failure, Path evidence, CpuShare interference) {

    /**
     * @param worker     the worker that ran it
     * @param cpu        the CPU it was pinned to, or {@code null}
     * @param command    the process's argv
     * @param jvmOptions the JVM options in its argument file
     */
    public record Launch(int worker, Integer cpu, List<String> command, List<String> jvmOptions) {
    }

    public boolean ok() {
        return failure == null;
    }

    /** The fork as messages name it: its case, protocol, number and CPU. */
    public String name() {
        return task.caseId() + " " + task.protocol().name().toLowerCase(Locale.ROOT) + " fork " + task.fork()
                + (launch.cpu() == null ? "" : " on cpu " + launch.cpu());
    }

    /** One line that names the fork, the cause and where the evidence is. */
    public String failureLine() {
        return name() + ": " + failure + " (evidence: " + evidence + ")";
    }

    /**
     * The fork as the results file carries it. What the fork wrote over its link and what the fixture
     * counted are plain data of their own modules; here they become the results model's.
     */
    public Fork toModel() {
        return new Fork(task.fork(), task.protocol(), launch.worker(), launch.cpu(), failure, exit, measurements(result),
                fixture(fixture), launch.command(), launch.jvmOptions(), evidence.toString(), interference(interference), Map.of());
    }

    private static Interference interference(CpuShare share) {
        return share == null ? null : new Interference(share.otherPercent(), share.stealPercent(), share.wallTicks(),
                share.busyTicks(), share.forkTicks(), share.fixtureTicks(), share.stealTicks(), Map.of());
    }

    private static ForkMeasurements measurements(ForkResult r) {
        if (r == null) {
            return null;
        }
        ForkResult.Memory memory = r.process().memory();
        ForkResult.Gc gc = r.process().gc();
        ForkResult.Jvm jvm = r.jvm();
        return new ForkMeasurements(r.outcome().name(), r.failure(), r.calls(), block(r.early()), block(r.steady()),
                memory.rssKiB(), memory.hwmKiB(), gc.count(), gc.millis(), gc.names(), r.process().classesLoaded(),
                jvm.availableProcessors(), jvm.threadAffinity(), r.firstResponse().uptimeMillis(), r.firstResponse().rssKiB(),
                jvm.javaVersion(), jvm.javaVm(), jvm.inputArguments(), jvm.netNamespace(),
                jvm.confinement().isEmpty() ? null : jvm.confinement(), streamTimes(r.earlyStream()), streamTimes(r.steadyStream()),
                block(r.referenceSteady()), block(r.partnerEarly()), Map.of());
    }

    private static Block block(ForkResult.Block b) {
        return b == null ? null : new Block(b.warmupCalls(), b.requests(), b.meanMicros(), b.allocBytesPerRequest(), b.histogram(),
                b.settled(), b.compileMillis(), b.iterationMicros(), b.warmupMillis(), b.unsettled(), b.cpuMicros(), Map.of());
    }

    private static StreamTimes streamTimes(ForkResult.StreamTimes t) {
        return t == null ? null : new StreamTimes(t.meanFirstDeltaMicros(), t.meanEndMicros(), t.meanTextDeltas(),
                t.firstDeltaHistogram());
    }

    private static FixtureCounters fixture(CountersSnapshot x) {
        if (x == null) {
            return null;
        }
        return new FixtureCounters(x.total(), x.byDialect(), x.byPath(), x.byProtocol(), x.requestBytes(), x.streamed(),
                x.connections(), x.h2cUpgrades(), x.faults(),
                x.violations().stream().map(v -> new FixtureCounters.Violation(v.request(), v.method(), v.path(), v.status(),
                        v.field(), v.expected(), v.received())).toList(),
                request(x.firstRequest()),
                new FixtureCounters.Retries(x.retries().refused(), x.retries().resent(), x.retries().gapsMicros(),
                        x.retries().awaitingResend()),
                x.losers() == null ? null : new FixtureCounters.Losers(x.losers().held(), x.losers().closed(),
                        x.losers().keptOpen(), x.losers().closeMicros()),
                new FixtureCounters.Concurrency(x.concurrency().inFlight(), x.concurrency().maxInFlight(),
                        x.concurrency().meanInFlight(), x.concurrency().windowMicros()),
                Map.of());
    }

    private static FixtureCounters.Request request(RequestRecord r) {
        return r == null ? null : new FixtureCounters.Request(r.method(), r.path(), r.query(), r.protocol(), r.headers(), r.body());
    }
}

package dev.sdkbench.junit.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.sdkbench.fixture.counters.StepWindow;
import dev.sdkbench.junit.link.LoadStepResult;
import dev.sdkbench.junit.settings.LoadProtocol;
import dev.sdkbench.results.model.LoadRun;

/**
 * A case's load fork, judged: where it ran, every step it finished with what the fixture saw in it, and why it failed
 * if it did (a wrong reply or request, a fork that did not end cleanly; failed calls alone fail nothing).
 *
 * @param settings   the case's load settings
 * @param cpu        the fork's CPU, or {@code null} unpinned
 * @param fixtureCpu the fixture's CPU, or {@code null} unpinned
 * @param evidence   the fork's folder
 * @param steps      the steps it finished, in order
 * @param failure    why it failed, or {@code null}
 */
public record LoadOutcome(LoadProtocol settings, Integer cpu, Integer fixtureCpu, Path evidence, List<Step> steps, String failure) {

    /**
     * One step: what the fork measured and what the fixture saw.
     *
     * @param measured what the fork measured
     * @param seen     what the fixture saw in its measured time, or {@code null} when not read
     */
    public record Step(LoadStepResult measured, StepWindow seen) {
    }

    public LoadOutcome {
        steps = List.copyOf(steps);
    }

    /** A load fork not run, and why. */
    static LoadOutcome notRun(LoadProtocol settings, String why) {
        return new LoadOutcome(settings, null, null, null, List.of(), "not run: " + why);
    }

    public boolean ok() {
        return failure == null;
    }

    /** The case's {@code load} block, as results carry it and the console reads it. */
    public LoadRun toModel() {
        return new LoadRun(settings.concurrency(), settings.seconds(), settings.warmupSeconds(), settings.delayMillis(), cpu,
                fixtureCpu, evidence == null ? null : evidence.toString(), failure, steps.stream().map(this::step).toList(),
                Map.of());
    }

    /** The console's and the results' line for a failed load fork: case, CPU, cause and evidence. */
    public String failureLine(String caseId) {
        return caseId + " load fork" + (cpu == null ? "" : " on cpu " + cpu) + ": " + failure
                + (evidence == null ? "" : " (evidence: " + evidence + ")");
    }

    private LoadRun.Step step(Step s) {
        LoadStepResult m = s.measured();
        double delayMicros = settings.delayMillis() * 1000.0;
        StepWindow w = s.seen();
        LoadRun.Seen seen = w == null ? null : new LoadRun.Seen(w.requests(), w.connections(), w.concurrency().maxInFlight(),
                w.concurrency().meanInFlight(), w.concurrency().windowMicros(), Map.of());
        LoadRun.Pinning pinning = m.pinning() == null ? null : new LoadRun.Pinning(m.pinning().events(), m.pinning().totalMicros(), Map.of());
        return new LoadRun.Step(m.concurrency(), m.calls(), m.failedCalls(), m.windowMillis(), m.calls() / (m.windowMillis() / 1000),
                m.concurrency() * 1000.0 / settings.delayMillis(), m.p50Micros() - delayMicros, m.p99Micros() - delayMicros,
                m.cpuMicros() < 0 ? Double.NaN : m.cpuMicros(), m.peakThreads(), m.rssKiB(), new java.util.TreeMap<>(m.errors()), seen,
                m.pinning() != null, pinning, Map.of());
    }
}

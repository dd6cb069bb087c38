package dev.sdkbench.junit.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.sdkbench.fixture.Warmup;
import dev.sdkbench.junit.network.WorkerFixture;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.proc.CpuShare;
import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.stats.paired.PairedFigure;

/**
 * One worker's loop, the same for every worker of a run: its fixture warmed, then forks from the
 * planner one at a time until it has none, each run and judged by the {@link ForkRunner}, told to
 * the planner, kept with its case and reported on the console.
 */
final class Worker {

    private final ResolvedRunSettings settings;
    private final Map<String, ForkedCase> forked;
    private final Path directory;
    private final PrintStream progress;
    private final ForkPlanner planner;
    private final ForkRunner runner;
    private final Map<String, List<ForkOutcome>> outcomes;
    private final long forksStarted;
    private final int workers;
    private final LoadForks loads;
    private final SizeForks sizes;

    /**
     * @param forked       every case the run forks, by id
     * @param outcomes     where each case's forks are kept, shared by every worker
     * @param forksStarted {@link System#nanoTime()} when the first worker started, for the run's progress
     * @param workers      how many workers take forks at once, which share the time left
     * @param loads        the load forks the workers take once the planner has none left
     * @param sizes        the sized forks the workers take once the load forks are taken
     */
    Worker(ResolvedRunSettings settings, Map<String, ForkedCase> forked, Path directory, PrintStream progress, ForkPlanner planner,
           ForkRunner runner, Map<String, List<ForkOutcome>> outcomes, long forksStarted, int workers, LoadForks loads,
           SizeForks sizes) {
        this.settings = settings;
        this.forked = forked;
        this.directory = directory;
        this.progress = progress;
        this.planner = planner;
        this.runner = runner;
        this.outcomes = outcomes;
        this.forksStarted = forksStarted;
        this.workers = Math.max(1, workers);
        this.loads = loads;
        this.sizes = sizes;
    }

    /** Runs forks on {@code slot} against its own {@code fixture} until the planner has none left, then load and sized forks. */
    void run(Slots.Slot slot, WorkerFixture fixture) throws IOException, InterruptedException {
        warm(fixture, slot);
        for (ForkPlanner.Task task = planner.next(); task != null; task = planner.next()) {
            ForkOutcome outcome = runFork(task, slot, fixture);
            outcomes.computeIfAbsent(task.caseId(), k -> Collections.synchronizedList(new ArrayList<>())).add(outcome);
            progress.println(progressLine(outcome) + runProgress(planner.progress(), forksStarted, workers));
        }
        loads.runOn(slot, fixture, outcomes);
        sizes.runOn(slot, fixture, outcomes);
    }

    private void warm(WorkerFixture fixture, Slots.Slot slot) throws IOException, InterruptedException {
        int requests = settings.fixture().warmup();
        if (requests > 0) {
            Warmup.Result warmup = fixture.warm(requests);
            String jit = warmup.compileMillis() < 0 ? ""
                    : warmup.jitQuiet() ? String.format(Locale.ROOT, ", its JIT quiet after %d ms of compiling", warmup.compileMillis())
                    : String.format(Locale.ROOT, ", its JIT still compiling (%d ms so far; a larger fixture.warmup lets it finish)",
                            warmup.compileMillis());
            progress.printf(Locale.ROOT, "[sdkbench] worker %d: fixture warmed with %d requests in %d ms%s%n",
                    slot.index(), warmup.requests(), warmup.millis(), jit);
        }
    }

    /** Runs one fork and tells the planner how it went, also when the harness itself failed. */
    private ForkOutcome runFork(ForkPlanner.Task task, Slots.Slot slot, WorkerFixture fixture)
            throws IOException, InterruptedException {
        ForkedCase c = forked.get(task.caseId());
        ForkOutcome outcome;
        try {
            outcome = runner.run(c, task, slot.index(), slot.cpu(), fixture, directory.resolve(c.id()));
        } catch (IOException | InterruptedException | RuntimeException | Error e) {
            planner.finished(task, false, 0, Double.NaN, Double.NaN);
            throw e;
        }
        boolean ok = outcome.ok();
        planner.finished(task, ok, outcome.exit() == null ? 0 : Math.round(outcome.exit().lifetimeMillis()),
                ok ? outcome.result().early().meanMicros() : Double.NaN,
                ok && outcome.exit().firstResponseMillis() != null ? outcome.exit().firstResponseMillis() : Double.NaN,
                steadySides(outcome), ok && outcome.result().partnerEarly() != null ? outcome.result().partnerEarly().meanMicros()
                        : Double.NaN);
        return outcome;
    }

    /** A pair fork's two steady figures, read as the reports read them; {@code null} for any other fork. */
    private static ForkPlanner.SteadySides steadySides(ForkOutcome outcome) {
        if (!outcome.ok() || outcome.result() == null || outcome.result().referenceSteady() == null) {
            return null;
        }
        Fork fork = outcome.toModel();
        return new ForkPlanner.SteadySides(PairedFigure.STEADY.ofPairFork(fork),
                fork.referenceSide().map(PairedFigure.STEADY::ofPairFork).orElse(Double.NaN));
    }

    /**
     * How far the whole run is: forks done of planned, and the time left at the pace so far; the planner's
     * estimate is of one worker's time, so it is shared by the workers that run forks at once.
     */
    static String runProgress(ForkPlanner.Progress p, long startedNanos, int workers) {
        long left = p.leftMillis(workers);
        return String.format(Locale.ROOT, " [run: %d of %d forks%s, ~%d:%02d left, %d s so far]", p.done(), p.planned(),
                p.most() > p.planned() ? " (at most " + p.most() + ")" : "", left / 60_000, left / 1000 % 60,
                (System.nanoTime() - startedNanos) / 1_000_000_000L);
    }

    /** What others took of the fork's CPU, for its console line; empty when not measured. */
    private static String interference(CpuShare share) {
        if (share == null) {
            return "";
        }
        return String.format(Locale.ROOT, ", others took %.1f%% of its cpu%s", share.otherPercent(),
                share.stealTicks() > 0 ? String.format(Locale.ROOT, " (steal %.1f%%)", share.stealPercent()) : "");
    }

    /** The console's line for one fork: its headline figures, or why it failed. */
    private String progressLine(ForkOutcome outcome) {
        StringBuilder line = new StringBuilder("[sdkbench] ").append(settings.testClass().getSimpleName()).append('.')
                .append(outcome.task().caseId()).append(' ').append(outcome.task().protocol().name().toLowerCase(Locale.ROOT))
                .append(" fork ").append(outcome.task().fork());
        if (outcome.launch().cpu() != null) {
            line.append(" cpu ").append(outcome.launch().cpu());
        }
        line.append(": ");
        if (!outcome.ok()) {
            return line.append("FAILED: ").append(outcome.failure()).toString();
        }
        var result = outcome.result();
        line.append(String.format(Locale.ROOT, "early %.1f µs/call", result.early().meanMicros()));
        if (result.early().cpuMicros() >= 0) {
            line.append(String.format(Locale.ROOT, " (cpu %.1f)", result.early().cpuMicros()));
        }
        if (result.steady() != null) {
            line.append(String.format(Locale.ROOT, ", steady %.1f µs/call after %.0f s of warmup%s", result.steady().meanMicros(),
                    result.steady().warmupMillis() / 1000.0, result.steady().settled() ? "" : " (" + result.steady().unsettled() + ")"));
        }
        var stream = result.steadyStream() != null ? result.steadyStream() : result.earlyStream();
        if (stream != null) {
            line.append(String.format(Locale.ROOT, ", first delta %.1f µs, stream end %.1f µs", stream.meanFirstDeltaMicros(),
                    stream.meanEndMicros()));
        }
        line.append(String.format(Locale.ROOT, ", rss %.1f MiB", result.process().memory().rssKiB() / 1024.0));
        if (outcome.exit().firstResponseMillis() != null) {
            line.append(String.format(Locale.ROOT, ", first response %.0f ms", outcome.exit().firstResponseMillis()));
        }
        return line.append(interference(outcome.interference())).toString();
    }
}

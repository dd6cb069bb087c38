package dev.sdkbench.junit.settings;

import dev.sdkbench.results.model.CaseSettings.Startup;
import dev.sdkbench.results.model.CaseSettings.Steady;

/**
 * What a case's forks are expected to take before any has run, from its {@code @Startup} and {@code @Steady}
 * records: what a shard's share is weighed by and what the fork plan's time left starts from. The engine's
 * guesses, so they live here and not in the records that results keep.
 */
public final class ForkEstimates {

    /** A start-up fork's lifetime, from its JVM's start to its exit, assumed before any has run. */
    public static final long STARTUP_FORK_MILLIS = 3000;

    /**
     * The warmup a steady fork is expected to need before any has run: the JIT of a client stack, not these settings,
     * decides when a fork settles, so it is a measured figure. The mean warmup of the 278 steady forks of the recorded
     * main jobs at a 120-s cap (runs/2026-12-04-1757Z-main-job-suite 26.5 s, runs/2026-12-05-0247Z-main-job-suite
     * 24.8 s, runs/2026-12-05-2254Z-main-job-plain-steady 31.4 s; median 26 s, 13 to 73 s per fork): the mean, as the
     * time left sums forks.
     */
    public static final long TYPICAL_WARMUP_MILLIS = 28_000;

    /** What a steady fork takes besides its steady phase, assumed before one has run: its JVM's start, its early block, its exit. */
    private static final long STEADY_FORK_OVERHEAD_MILLIS = 5000;

    private ForkEstimates() {
    }

    /**
     * What the start-up forks are expected to take, summed over their lifetimes, before any ran: the most forks,
     * within the case's budget, and never fewer than the fewest.
     */
    public static long startupMillis(Startup startup) {
        long most = startup.forks() * STARTUP_FORK_MILLIS;
        long budgeted = startup.caseBudgetSeconds() > 0 ? Math.min(most, startup.caseBudgetSeconds() * 1000) : most;
        return Math.max(budgeted, startup.minForks() * STARTUP_FORK_MILLIS);
    }

    /**
     * What a steady fork is expected to add to a start-up fork's lifetime before any steady fork has run: the typical
     * warmup, held within the settings (at least one window of iterations, at most the cap), plus the timed iterations.
     */
    public static long steadyBeyondStartupMillis(Steady steady) {
        long warmup = Math.min(steady.warmupMillis(), Math.max(steady.window() * steady.iterationMillis(), TYPICAL_WARMUP_MILLIS));
        return warmup + steady.iterations() * steady.iterationMillis();
    }

    /** A steady fork's lifetime assumed before one has run: its longest, plus its early block and its JVM's start and exit. */
    public static long steadyForkMillis(Steady steady) {
        return steady.longestMillis() + STEADY_FORK_OVERHEAD_MILLIS;
    }
}

package dev.sdkbench.junit.settings;

import dev.sdkbench.junit.SteadyPairing;

/**
 * How a case's steady forks run ({@code @Steady}, {@code sdkbench.steady.*}): a few long JVMs, each
 * warming up in time-based iterations until the JIT settles, then timing iterations, as JMH does.
 * Each also runs the early block first.
 *
 * @param forks           steady forks; 0 runs none
 * @param iterationMillis length of one iteration, warmup and timed
 * @param window          warmup iterations that must stop drifting, with the JIT quiet, to settle
 * @param tolerance       how far the later half of the window's iteration means may lie from the earlier half, as a fraction
 * @param warmupMillis    the longest warmup; a fork not settled by then is timed and reported not settled
 * @param iterations      timed iterations
 * @param pairing         where the steady figure meets its reference: in JVMs of their own, or in one JVM
 */
public record SteadyProtocol(int forks, long iterationMillis, int window, double tolerance, long warmupMillis, int iterations,
                             SteadyPairing pairing) {

    /**
     * The share of a window's time the JIT may spend compiling for the window to count as settled:
     * "almost none". The timed iterations allow half the tolerance ({@code ForkSpec.Steady#timedCompileShare}).
     */
    public static final double MAX_COMPILE_SHARE = 0.01;

    /**
     * The warmup a steady fork is expected to need before any has run: the JIT of a client stack, not these settings,
     * decides when a fork settles, so it is a measured figure. The mean warmup of the 278 steady forks of the recorded
     * main jobs at a 120-s cap (runs/2026-12-04-1757Z-main-job-suite 26.5 s, runs/2026-12-05-0247Z-main-job-suite
     * 24.8 s, runs/2026-12-05-2254Z-main-job-plain-steady 31.4 s; median 26 s, 13 to 73 s per fork): the mean, as the
     * time left sums forks.
     */
    public static final long TYPICAL_WARMUP_MILLIS = 28_000;

    /** A case with no steady forks. */
    public static SteadyProtocol none() {
        return new SteadyProtocol(0, Defaults.STEADY_ITERATION_MILLIS, Defaults.STEADY_WINDOW, Defaults.STEADY_TOLERANCE, 0, 1,
                Defaults.STEADY_PAIRING);
    }

    /** The same protocol with another number of forks. */
    public SteadyProtocol withForks(int otherForks) {
        return new SteadyProtocol(otherForks, iterationMillis, window, tolerance, warmupMillis, iterations, pairing);
    }

    /** The longest a steady fork measures beyond its early block: the warmup cap plus the timed iterations. */
    public long longestMillis() {
        return warmupMillis + iterations * iterationMillis;
    }

    /**
     * What a steady fork is expected to add to a start-up fork's lifetime before any steady fork has run: the typical
     * warmup, held within the settings (at least one window of iterations, at most the cap), plus the timed iterations.
     */
    public long expectedBeyondStartupMillis() {
        long warmup = Math.min(warmupMillis, Math.max(window * iterationMillis, TYPICAL_WARMUP_MILLIS));
        return warmup + iterations * iterationMillis;
    }

    /** A steady fork's lifetime assumed before one has run: its longest, plus its early block and its JVM's start and exit. */
    public long forkEstimateMillis() {
        return longestMillis() + 5000;
    }
}

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
 * @param pairing         where the steady figure meets its baseline side or reference: in JVMs of their own, or in
 *                        one JVM; {@link SteadyPairing#DEFAULT} until the run decides by what the case is read against
 *                        ({@link Applied})
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

    /** The same protocol with another pairing: the one that applies, once what the case is read against is known. */
    public SteadyProtocol withPairing(SteadyPairing applied) {
        return new SteadyProtocol(forks, iterationMillis, window, tolerance, warmupMillis, iterations, applied);
    }

    /**
     * The pairing that applies to a case, with why: a pairing set applies as set; unset, pair forks against a baseline
     * classpath, JVMs of their own otherwise. What the console and the case's results ({@code steadyPairing}) say.
     *
     * @param pairing the pairing that applies, never {@link SteadyPairing#DEFAULT}
     * @param why     the console's and the results' words: {@code "pair forks: the default with a baseline"}
     */
    public record Applied(SteadyPairing pairing, String why) {

        /** What applies to a case whose pairing is {@code asked}, with or without a baseline classpath. */
        public static Applied of(SteadyPairing asked, boolean baseline) {
            if (asked == SteadyPairing.SAME_JVM) {
                return new Applied(asked, "pair forks: steady.pairing=same_jvm");
            }
            if (asked == SteadyPairing.SEPARATE_JVMS) {
                return new Applied(asked, "separate JVMs: steady.pairing=separate_jvms");
            }
            return baseline ? new Applied(SteadyPairing.SAME_JVM, "pair forks: the default with a baseline")
                    : new Applied(SteadyPairing.SEPARATE_JVMS, "separate JVMs: the default without a baseline");
        }

        /** The pair forks a baseline could not join: separate JVMs after all, and why. */
        public static Applied refused(String refusal) {
            return new Applied(SteadyPairing.SEPARATE_JVMS, "separate JVMs: the baseline side cannot load beside the case ("
                    + refusal.lines().findFirst().orElse("") + ")");
        }
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

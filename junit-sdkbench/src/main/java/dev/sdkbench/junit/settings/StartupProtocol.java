package dev.sdkbench.junit.settings;

/**
 * How a case's start-up forks run ({@code @Startup}, {@code sdkbench.startup.*}): many short fresh
 * JVMs that give the first response, the early block (LM15's warmup and timed calls), memory and classes.
 *
 * @param forks             the most start-up forks (in lockstep rounds with compared pairs, the rounds stop earlier
 *                          once every pair's timed figures are resolved, or at the comparison's budget)
 * @param minForks          the fewest, precise or not
 * @param warmup            calls before the early block
 * @param requests          calls in the early block
 * @param precision         stop adding forks once the 95% interval of each figure's median lies within this
 *                          fraction of the median on either side; 0 runs up to {@code forks}
 * @param caseBudgetSeconds the time the case's forks may take, summed over their lifetimes; 0 for no budget
 */
public record StartupProtocol(int forks, int minForks, int warmup, int requests, double precision, long caseBudgetSeconds) {

    /** A start-up fork's lifetime, from its JVM's start to its exit, assumed before any has run. */
    public static final long FORK_ESTIMATE_MILLIS = 3000;

    /** The same protocol with another most start-up forks. */
    public StartupProtocol withForks(int most) {
        return new StartupProtocol(most, minForks, warmup, requests, precision, caseBudgetSeconds);
    }

    /**
     * What the forks are expected to take, summed over their lifetimes, before any ran: the most forks,
     * within the case's budget, and never fewer than the fewest.
     */
    public long expectedMillis() {
        long most = forks * FORK_ESTIMATE_MILLIS;
        long budgeted = caseBudgetSeconds > 0 ? Math.min(most, caseBudgetSeconds * 1000) : most;
        return Math.max(budgeted, minForks * FORK_ESTIMATE_MILLIS);
    }
}

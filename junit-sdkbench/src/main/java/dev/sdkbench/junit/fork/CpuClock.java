package dev.sdkbench.junit.fork;

import dev.sdkbench.junit.proc.SchedStat;

/**
 * What a block's calls cost the fork in CPU time, every thread of it counted (the client's, the
 * JIT's, the GC's): apart from the time others took of its CPU while it waited, which stretches the
 * block's wall time and hardly its CPU time.
 */
final class CpuClock {

    private CpuClock() {
    }

    /** CPU time so far, ns, or -1 where unknown. */
    static long nanos() {
        return SchedStat.selfNanos();
    }

    /**
     * CPU µs per call between two readings, less what one reading costs (it reads every thread's file, ~0.7 ms for 20
     * threads: the whole figure of a block of 20 empty calls), or -1 where a reading is unknown.
     *
     * @param afterAgain a reading right after {@code after}: the two differ by one reading's cost
     */
    static double perCall(long before, long after, long afterAgain, int calls) {
        if (before < 0 || after < 0 || afterAgain < 0 || calls <= 0) {
            return -1;
        }
        return Math.max(0, (after - before) - (afterAgain - after)) / 1e3 / calls;
    }
}

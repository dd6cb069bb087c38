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

    /** CPU µs per call between two readings, or -1 where either is unknown. */
    static double perCall(long before, long after, int calls) {
        return before < 0 || after < 0 || calls <= 0 ? -1 : (after - before) / 1e3 / calls;
    }
}

package dev.sdkbench.junit.fork;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * The process's CPU time so far, every thread counted, in nanoseconds: what a block's calls cost
 * the fork, apart from the time others took of its CPU while it waited (interference stretches the
 * wall time of a block, hardly its CPU time). Created after the first response, like the other meters.
 */
final class CpuClock {

    private final com.sun.management.OperatingSystemMXBean os;

    private CpuClock(com.sun.management.OperatingSystemMXBean os) {
        this.os = os;
    }

    static CpuClock create() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        CpuClock clock = new CpuClock(os instanceof com.sun.management.OperatingSystemMXBean sun ? sun : null);
        clock.nanos(); // the first reading loads what it needs, outside any block
        return clock;
    }

    /** CPU time so far, or -1 where the JVM does not tell. */
    long nanos() {
        return os == null ? -1 : os.getProcessCpuTime();
    }

    /** CPU µs per call between two readings, or -1 where either is unknown. */
    static double perCall(long before, long after, int calls) {
        return before < 0 || after < 0 || calls <= 0 ? -1 : (after - before) / 1e3 / calls;
    }
}

package dev.sdkbench.junit.fork;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;

/**
 * Bytes allocated by every thread of the fork so far, the way JMH's {@code -prof gc} counts them:
 * {@code com.sun.management.ThreadMXBean.getTotalThreadAllocatedBytes()} where the JVM has it
 * (it also counts threads that have ended), otherwise the sum over the live threads.
 *
 * <p>The total is looked up as a method handle: it is API since JDK 21 and a backport in later
 * 17 updates, so it may be missing at compile or at run time.
 */
final class AllocationMeter {

    /** What {@link #totalBytes()} returns when the JVM cannot count allocations. */
    static final long UNSUPPORTED = -1;

    private final com.sun.management.ThreadMXBean threads;
    private final MethodHandle total;

    private AllocationMeter(com.sun.management.ThreadMXBean threads, MethodHandle total) {
        this.threads = threads;
        this.total = total;
    }

    static AllocationMeter create() {
        if (!(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads)) {
            return new AllocationMeter(null, null);
        }
        try {
            if (!threads.isThreadAllocatedMemorySupported()) {
                return new AllocationMeter(null, null);
            }
            if (!threads.isThreadAllocatedMemoryEnabled()) {
                threads.setThreadAllocatedMemoryEnabled(true);
            }
        } catch (UnsupportedOperationException | SecurityException e) {
            return new AllocationMeter(null, null);
        }
        AllocationMeter meter = new AllocationMeter(threads, totalHandle(threads));
        meter.totalBytes(); // links the handle now, so the first real reading allocates nothing
        return meter;
    }

    /** Bytes allocated so far by all threads, or {@link #UNSUPPORTED}. */
    long totalBytes() {
        if (threads == null) {
            return UNSUPPORTED;
        }
        if (total != null) {
            try {
                long bytes = (long) total.invokeExact();
                if (bytes >= 0) {
                    return bytes;
                }
            } catch (Throwable e) {
                // fall through to the per-thread sum
            }
        }
        return sumOverLiveThreads();
    }

    /** Bytes per call between two readings, or a negative value when either is missing. */
    static double perCall(long before, long after, int calls) {
        if (before < 0 || after < 0 || calls <= 0) {
            return UNSUPPORTED;
        }
        return (double) (after - before) / calls;
    }

    private long sumOverLiveThreads() {
        try {
            long sum = 0;
            for (long bytes : threads.getThreadAllocatedBytes(threads.getAllThreadIds())) {
                if (bytes > 0) {
                    sum += bytes;
                }
            }
            return sum;
        } catch (UnsupportedOperationException | SecurityException e) {
            return UNSUPPORTED;
        }
    }

    private static MethodHandle totalHandle(com.sun.management.ThreadMXBean threads) {
        try {
            return MethodHandles.publicLookup()
                    .findVirtual(com.sun.management.ThreadMXBean.class, "getTotalThreadAllocatedBytes", MethodType.methodType(long.class))
                    .bindTo(threads);
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }
}

package dev.sdkbench.junit.fork;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;

/**
 * The moment the first call returned the expected text: announced on stdout for the parent's
 * clock, and kept as a {@code System.nanoTime()} reading for the fork's own.
 *
 * <p>The JVM's uptime counts in whole milliseconds. To report a finer value, {@link #uptimeMillis}
 * waits, after all measuring is over, for that counter to tick: at the tick the JVM start is known
 * on the {@code nanoTime} scale (HotSpot derives both from the same monotonic clock), and the first
 * response is placed against it. Nothing of this runs before the first response, so it does not
 * delay what it measures.
 */
final class FirstResponse {

    /** The one line a fork prints for the parent, right after its first successful call. */
    static final String MARKER = "sdkbench:first-response";

    /** How long {@link #uptimeMillis} may wait for the millisecond counter to tick. */
    private static final long TICK_WAIT_NANOS = 20_000_000L;

    private long nanos = -1;
    private long rssKiB = -1;

    /** Records the moment, tells the parent, then reads the RSS the client and the scaffold have so far. */
    void mark(PrintStream parent) {
        nanos = System.nanoTime();
        parent.println(MARKER);
        parent.flush();
        rssKiB = ProcessFacts.statusKiB(ProcessFacts.STATUS)[0];
    }

    /** {@code VmRSS} right after the first response, or {@code -1} when unknown or no call succeeded. */
    long rssKiB() {
        return rssKiB;
    }

    boolean marked() {
        return nanos >= 0;
    }

    /** Milliseconds from JVM start to the first response, or {@code -1} when no call succeeded. */
    double uptimeMillis() {
        if (!marked()) {
            return -1;
        }
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        long startNanos = jvmStartNanos(runtime);
        if (startNanos == Long.MIN_VALUE) {
            long now = System.nanoTime();
            return runtime.getUptime() - (now - nanos) / 1e6;
        }
        return (nanos - startNanos) / 1e6;
    }

    /** The JVM start on the {@code nanoTime} scale, or {@code Long.MIN_VALUE} if the uptime never ticked cleanly. */
    private static long jvmStartNanos(RuntimeMXBean runtime) {
        long deadline = System.nanoTime() + TICK_WAIT_NANOS;
        long previousUptime = runtime.getUptime();
        long previousRead = System.nanoTime();
        while (previousRead < deadline) {
            long uptime = runtime.getUptime();
            long read = System.nanoTime();
            if (uptime == previousUptime + 1) {
                // The tick fell between the two readings; take the middle.
                return (previousRead + read) / 2 - uptime * 1_000_000L;
            }
            previousUptime = uptime;
            previousRead = read;
        }
        return Long.MIN_VALUE;
    }
}

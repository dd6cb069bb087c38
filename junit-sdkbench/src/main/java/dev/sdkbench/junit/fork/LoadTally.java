package dev.sdkbench.junit.fork;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import org.HdrHistogram.Histogram;

import dev.sdkbench.junit.link.LoadStepResult;

/**
 * What one load step's callers report, shared by them: the calls that ended inside the measured time (their
 * latencies, and the failed ones by kind), the first wrong reply, and when to stop. A call counts where it ends, so
 * a step at its steady rate counts calls/s whatever each call's length.
 */
final class LoadTally {

    /** Latencies above this, µs, are recorded as this. */
    private static final long HIGHEST_MICROS = TimeUnit.HOURS.toMicros(1);

    private final Histogram latencies = new Histogram(1, HIGHEST_MICROS, 3);
    private final Map<String, Long> errors = new TreeMap<>();
    private boolean opened;
    private boolean closed;
    private long windowStart;
    private long windowEnd;
    private long failedCalls;
    private CaseFailure wrong;
    private volatile boolean stopping;

    /** The measured time begins now. */
    synchronized void open() {
        windowStart = System.nanoTime();
        opened = true;
    }

    /** The measured time ends now: calls that end later count for nothing. */
    synchronized void close() {
        windowEnd = System.nanoTime();
        closed = true;
    }

    synchronized double windowMillis() {
        return (windowEnd - windowStart) / 1e6;
    }

    synchronized void returned(long start, long end) {
        if (inWindow(end)) {
            latencies.recordValue(Math.min(HIGHEST_MICROS, Math.max(1, (end - start) / 1000)));
        }
    }

    synchronized void failed(long end, Throwable thrown) {
        if (inWindow(end)) {
            failedCalls++;
            errors.merge(kind(thrown), 1L, Long::sum);
        }
    }

    /** A wrong reply: the step, and the fork, stop at the first. */
    synchronized void wrong(CaseFailure failure) {
        if (wrong == null) {
            wrong = failure;
        }
        stopping = true;
        notifyAll();
    }

    synchronized CaseFailure wrong() {
        return wrong;
    }

    boolean stopping() {
        return stopping;
    }

    synchronized void stop() {
        stopping = true;
        notifyAll();
    }

    /** Waits {@code millis}, or until a caller got a wrong reply. */
    synchronized void await(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        for (long left = millis; !stopping && left > 0; left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())) {
            wait(left);
        }
    }

    /** Calls that ended in the measured time, returned or failed: what the CPU time is shared by. */
    synchronized long ended() {
        return latencies.getTotalCount() + failedCalls;
    }

    /**
     * The step's figures; {@code stuck} callers were still in a call a while after it ended; {@code pinning} is the
     * virtual callers', {@code null} with platform callers.
     */
    synchronized LoadStepResult result(int concurrency, double cpuMicros, int peakThreads, long rssKiB, int stuck,
                                       LoadStepResult.Pinning pinning) {
        Map<String, Long> kinds = new TreeMap<>(errors);
        if (stuck > 0) {
            kinds.put(LoadStepResult.STUCK, (long) stuck);
        }
        boolean any = latencies.getTotalCount() > 0;
        return new LoadStepResult(concurrency, latencies.getTotalCount(), failedCalls, windowMillis(),
                any ? latencies.getValueAtPercentile(50) : Double.NaN, any ? latencies.getValueAtPercentile(99) : Double.NaN,
                cpuMicros, peakThreads, rssKiB, kinds, pinning);
    }

    private boolean inWindow(long end) {
        return opened && end - windowStart >= 0 && (!closed || end - windowEnd < 0);
    }

    /** The exception's class, and its innermost cause's when that is another: a timeout, a refused connection, a full pool. */
    static String kind(Throwable thrown) {
        Throwable root = thrown;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String kind = thrown.getClass().getName();
        return root == thrown || root.getClass() == thrown.getClass() ? kind : kind + " (cause " + root.getClass().getName() + ")";
    }
}

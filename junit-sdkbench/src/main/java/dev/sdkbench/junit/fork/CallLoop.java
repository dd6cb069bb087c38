package dev.sdkbench.junit.fork;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.concurrent.TimeUnit;

import org.HdrHistogram.Histogram;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.fork.CaseFailure.Phase;
import dev.sdkbench.junit.link.ForkResult.Block;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.link.ForkSpec.Steady;

/**
 * Makes every call a spec plans and times them: the early block (LM15's protocol: warmup calls,
 * then one timed block), then the optional steady block (warm up in blocks until their means
 * settle, then one timed block). Every call's text is checked, warmup included; the first failure
 * stops the loop.
 *
 * <p>Inside a timed block the loop allocates nothing of its own: the histogram is made before, and
 * encoding, allocation counting and the {@link Block} come after.
 */
final class CallLoop {

    /** Latencies above this are recorded as this; a call that long has failed in spirit anyway. */
    static final long HIGHEST_NANOS = TimeUnit.HOURS.toNanos(1);

    private final ForkSpec spec;
    private final String expected;
    private final PrintStream parent;
    private final FirstResponse firstResponse = new FirstResponse();
    private long calls;
    private Histogram latencies;
    private AllocationMeter allocation;
    private Block early;
    private Block steady;

    /** @param parent where the first-response line goes (the fork's stdout) */
    CallLoop(ForkSpec spec, PrintStream parent) {
        this.spec = spec;
        this.expected = spec.expectedText();
        this.parent = parent;
    }

    /** Makes every planned call; returns the first failure, or {@code null} when every call passed. */
    CaseFailure run(ClientCall call) {
        try {
            warmup(call);
            early = timedBlock(call, spec.requests(), Phase.TIMED, spec.warmup(), true);
            if (spec.steady() != null) {
                steady = steadyBlock(call, spec.steady());
            }
            return null;
        } catch (Stop stop) {
            return stop.failure;
        }
    }

    long calls() {
        return calls;
    }

    Block early() {
        return early;
    }

    Block steady() {
        return steady;
    }

    FirstResponse firstResponse() {
        return firstResponse;
    }

    private void warmup(ClientCall call) throws Stop {
        for (int i = 1; i <= spec.warmup(); i++) {
            check(call(call, Phase.WARMUP), Phase.WARMUP);
            if (i == 1) {
                firstResponse.mark(parent);
                // Only now: nothing of ours should stand between JVM start and the first response.
                latencies = new Histogram(1, HIGHEST_NANOS, 3);
                allocation = AllocationMeter.create();
            }
        }
    }

    private Block steadyBlock(ClientCall call, Steady plan) throws Stop {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(plan.maxWarmupMillis());
        double[] lastMeans = new double[3];
        int blocks = 0;
        boolean settled = false;
        while (true) {
            long start = System.nanoTime();
            for (int i = 0; i < plan.blockSize(); i++) {
                check(call(call, Phase.STEADY_WARMUP), Phase.STEADY_WARMUP);
            }
            lastMeans[blocks % lastMeans.length] = (double) (System.nanoTime() - start) / plan.blockSize();
            blocks++;
            settled = blocks >= lastMeans.length && settled(lastMeans, plan.tolerance());
            if (settled || System.nanoTime() - deadline >= 0) {
                break;
            }
        }
        return timedBlock(call, plan.requests(), Phase.STEADY_TIMED, blocks * plan.blockSize(), settled);
    }

    private Block timedBlock(ClientCall call, int requests, Phase phase, int warmupCalls, boolean settled) throws Stop {
        Histogram histogram = latencies;
        histogram.reset();
        long allocatedBefore = allocation.totalBytes();
        long start = System.nanoTime();
        for (int i = 0; i < requests; i++) {
            long callStart = System.nanoTime();
            String text = call(call, phase);
            histogram.recordValue(Math.min(System.nanoTime() - callStart, HIGHEST_NANOS));
            check(text, phase);
        }
        long elapsed = System.nanoTime() - start;
        long allocatedAfter = allocation.totalBytes();
        return new Block(warmupCalls, requests, elapsed / 1e3 / requests,
                AllocationMeter.perCall(allocatedBefore, allocatedAfter, requests), encode(histogram), settled);
    }

    private String call(ClientCall call, Phase phase) throws Stop {
        calls++;
        try {
            return call.call();
        } catch (Throwable thrown) {
            throw new Stop(CaseFailure.clientException(calls, phase, thrown));
        }
    }

    private void check(String text, Phase phase) throws Stop {
        if (!expected.equals(text)) {
            throw new Stop(CaseFailure.wrongText(calls, phase, text, expected));
        }
    }

    /** Whether every mean lies within {@code tolerance} (a fraction) of their median. */
    static boolean settled(double[] means, double tolerance) {
        double[] sorted = means.clone();
        Arrays.sort(sorted);
        double median = sorted[sorted.length / 2];
        for (double mean : means) {
            if (Math.abs(mean - median) > tolerance * median) {
                return false;
            }
        }
        return true;
    }

    /** The histogram as {@code ForkResult.Block#histogram} carries it. */
    static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /** Unwinds the loop at the first failure; carries no stack trace, the failure says it all. */
    private static final class Stop extends Exception {
        private static final long serialVersionUID = 1L;

        final transient CaseFailure failure;

        Stop(CaseFailure failure) {
            super(failure.message(), null, false, false);
            this.failure = failure;
        }
    }
}

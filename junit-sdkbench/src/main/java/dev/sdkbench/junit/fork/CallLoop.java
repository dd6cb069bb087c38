package dev.sdkbench.junit.fork;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.concurrent.TimeUnit;

import org.HdrHistogram.Histogram;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.fork.CaseFailure.Phase;
import dev.sdkbench.junit.link.ForkResult.Block;
import dev.sdkbench.junit.link.ForkResult.StreamTimes;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.link.ForkSpec.Steady;

/**
 * Makes every call a spec plans and times them: the early block (LM15's protocol: warmup calls,
 * then one timed block), then the optional steady block (warm up in blocks until their means
 * settle, then one timed block). Every call's text is checked, warmup included; the first failure
 * stops the loop. A streaming call also has its time to the first text delta recorded, and must
 * stream at least one delta with text.
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
    private DeltaSink sink;
    private Histogram firstDeltas;
    private long firstDeltaNanosSum;
    private long endNanosSum;
    private long textDeltasSum;
    private StreamTimes earlyStream;
    private StreamTimes steadyStream;

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
            earlyStream = streamTimes(spec.requests());
            if (spec.steady() != null) {
                steady = steadyBlock(call, spec.steady());
                steadyStream = streamTimes(spec.steady().requests());
            }
            return null;
        } catch (Stop stop) {
            return stop.failure;
        }
    }

    /** Makes every planned streaming call, as {@link #run} does, with the deltas of each in one sink. */
    CaseFailure runStream(StreamingCall call) {
        DeltaSink deltas = new DeltaSink();
        sink = deltas;
        return run(() -> {
            deltas.reset();
            call.stream(deltas);
            return deltas.text();
        });
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

    /** The early block's stream timings, or {@code null} when the case does not stream or the block was not reached. */
    StreamTimes earlyStream() {
        return earlyStream;
    }

    StreamTimes steadyStream() {
        return steadyStream;
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
                if (sink != null) {
                    firstDeltas = new Histogram(1, HIGHEST_NANOS, 3);
                }
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
        if (sink != null) {
            firstDeltas.reset();
            firstDeltaNanosSum = 0;
            endNanosSum = 0;
            textDeltasSum = 0;
        }
        long allocatedBefore = allocation.totalBytes();
        long start = System.nanoTime();
        for (int i = 0; i < requests; i++) {
            long callStart = System.nanoTime();
            String text = call(call, phase);
            long nanos = System.nanoTime() - callStart;
            histogram.recordValue(Math.min(nanos, HIGHEST_NANOS));
            check(text, phase);
            if (sink != null) {
                long firstDelta = sink.firstTextNanos() - callStart;
                firstDeltas.recordValue(Math.min(firstDelta, HIGHEST_NANOS));
                firstDeltaNanosSum += firstDelta;
                endNanosSum += nanos;
                textDeltasSum += sink.textDeltas();
            }
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

    /** The stream timings of the timed block just made, or {@code null} when the case does not stream. */
    private StreamTimes streamTimes(int requests) {
        if (sink == null) {
            return null;
        }
        return new StreamTimes(firstDeltaNanosSum / 1e3 / requests, endNanosSum / 1e3 / requests,
                (double) textDeltasSum / requests, encode(firstDeltas));
    }

    private void check(String text, Phase phase) throws Stop {
        if (sink != null && sink.textDeltas() == 0) {
            throw new Stop(CaseFailure.noTextDelta(calls, phase, sink.emptyDeltas()));
        }
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

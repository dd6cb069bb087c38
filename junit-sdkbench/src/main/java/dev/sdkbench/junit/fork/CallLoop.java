package dev.sdkbench.junit.fork;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
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
 * then one timed block), then, in a steady fork, the steady phase (warm up in time-based iterations
 * until a window of them stops drifting with the JIT quiet, then timed iterations). Every call's text is checked, warmup included; the first failure
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
    private CompilationClock compilation;
    private Block early;
    private Block steady;
    private DeltaSink sink;
    private Histogram firstDeltas;
    private long firstDeltaNanosSum;
    private long endNanosSum;
    private long textDeltasSum;
    private StreamTimes earlyStream;
    private StreamTimes steadyStream;
    /** Every thread's CPU from the first response on, where only taskset keeps the fork on its CPU. */
    private CpuWatch cpuWatch;
    private String moves;

    /** @param parent where the first-response line goes (the fork's stdout) */
    CallLoop(ForkSpec spec, PrintStream parent) {
        this.spec = spec;
        this.expected = spec.exchange().expectedText();
        this.parent = parent;
    }

    /** Makes every planned call; returns the first failure, or {@code null} when every call passed. */
    CaseFailure run(ClientCall call) {
        try {
            warmup(call);
            early = timedBlock(call, spec.requests(), Phase.TIMED, spec.warmup());
            earlyStream = streamTimes(early.requests());
            if (spec.steady() != null) {
                steady = steadyBlock(call, spec.steady());
                steadyStream = streamTimes(steady.requests());
            }
            return null;
        } catch (Stop stop) {
            return stop.failure;
        } finally {
            if (cpuWatch != null) {
                moves = cpuWatch.stop();
            }
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

    /** Which threads ran off the fork's CPU between the first response and the last call, and when; {@code null} when none did or none was watched. */
    String moves() {
        return moves;
    }

    private void warmup(ClientCall call) throws Stop {
        for (int i = 1; i <= spec.warmup(); i++) {
            check(call(call, Phase.WARMUP), Phase.WARMUP);
            if (i == 1) {
                firstResponse.mark(parent);
                cpuWatch = CpuWatch.start(spec.expectedCpus());
                // Only now: nothing of ours should stand between JVM start and the first response.
                latencies = new Histogram(1, HIGHEST_NANOS, 3);
                allocation = AllocationMeter.create();
                compilation = CompilationClock.create();
                if (sink != null) {
                    firstDeltas = new Histogram(1, HIGHEST_NANOS, 3);
                }
            }
        }
    }

    /**
     * The steady phase: warm up in iterations of {@code iterationMillis} until the last
     * {@code window} of them drift by no more than the tolerance while the JIT compiled for at most
     * {@code maxCompileShare} of their time, or the cap runs out; then the timed iterations. Blocks
     * of a hundred calls agree in the lulls between C2's compilations on one CPU, so the window is
     * seconds long and the compiler's clock must stand still, not only the means. Timed iterations
     * the JIT broke into count as warmup while the cap allows: the fork warms up again, with a fresh
     * window, and times again, so a lull that ended early costs time, not the figure.
     */
    private Block steadyBlock(ClientCall call, Steady plan) throws Stop {
        long start = System.nanoTime();
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(plan.warmupMillis());
        int warmupCalls = 0;
        String brokenInto = null;
        while (true) {
            Warmup warmup = warmUp(call, plan, deadline);
            warmupCalls += warmup.calls();
            long warmupMillis = (System.nanoTime() - start) / 1_000_000;
            String unsettled = warmup.problem() == null ? null
                    : "not settled in " + Math.round(warmupMillis / 1000.0) + " s of warmup: " + warmup.problem()
                            + (brokenInto == null ? "" : " (timed once before: " + brokenInto + ")");
            Block timed = timedIterations(call, plan, warmupCalls, warmupMillis, unsettled);
            if (timed.settled() || unsettled != null || System.nanoTime() - deadline >= 0) {
                return timed;
            }
            brokenInto = timed.unsettled();
            warmupCalls += timed.requests();
        }
    }

    /** Warmup iterations until a window settles ({@code problem} null) or the deadline passes (why not). */
    private record Warmup(int calls, String problem) {
    }

    private Warmup warmUp(ClientCall call, Steady plan, long deadline) throws Stop {
        long iterationNanos = TimeUnit.MILLISECONDS.toNanos(plan.iterationMillis());
        double[] means = new double[plan.window()];
        long[] compiledMillis = new long[plan.window()];
        long[] wallNanos = new long[plan.window()];
        int iterations = 0;
        int warmupCalls = 0;
        while (true) {
            long compiledBefore = compilation.millis();
            long iterationStart = System.nanoTime();
            // The timed iterations' own loop, so that the JIT has compiled it before they start.
            int calls = timedCalls(call, Phase.STEADY_WARMUP, Integer.MAX_VALUE, iterationNanos);
            long wall = System.nanoTime() - iterationStart;
            // The window in time order, oldest first: the drift check compares its halves.
            int last = plan.window() - 1;
            System.arraycopy(means, 1, means, 0, last);
            System.arraycopy(compiledMillis, 1, compiledMillis, 0, last);
            System.arraycopy(wallNanos, 1, wallNanos, 0, last);
            means[last] = wall / 1e3 / calls;
            compiledMillis[last] = compilation.millis() - compiledBefore;
            wallNanos[last] = wall;
            iterations++;
            warmupCalls += calls;
            String problem = iterations < plan.window() ? "fewer than " + plan.window() + " warmup iterations"
                    : windowProblem(means, compiledMillis, wallNanos, plan);
            if (problem == null || System.nanoTime() - deadline >= 0) {
                return new Warmup(warmupCalls, problem);
            }
        }
    }

    /** The timed iterations after a warmup; {@code unsettled} is the warmup's problem, or null when it settled. */
    private Block timedIterations(ClientCall call, Steady plan, int warmupCalls, long warmupMillis, String unsettled) throws Stop {
        long iterationNanos = TimeUnit.MILLISECONDS.toNanos(plan.iterationMillis());
        beginTimedBlock();
        long allocatedBefore = allocation.totalBytes();
        long compiledBefore = compilation.millis();
        long blockStart = System.nanoTime();
        int requests = 0;
        List<Double> iterationMicros = new ArrayList<>(plan.iterations());
        for (int i = 0; i < plan.iterations(); i++) {
            long iterationStart = System.nanoTime();
            int calls = timedCalls(call, Phase.STEADY_TIMED, Integer.MAX_VALUE, iterationNanos);
            iterationMicros.add((System.nanoTime() - iterationStart) / 1e3 / calls);
            requests += calls;
        }
        long elapsed = System.nanoTime() - blockStart;
        long allocatedAfter = allocation.totalBytes();
        long compiled = compilation.millis() - compiledBefore;
        if (unsettled == null) {
            unsettled = timedProblem(compiled, elapsed / 1e6, plan);
        }
        return new Block(warmupCalls, requests, elapsed / 1e3 / requests,
                AllocationMeter.perCall(allocatedBefore, allocatedAfter, requests), encode(latencies), unsettled == null,
                compilation.supported() ? compiled : -1, iterationMicros, warmupMillis, unsettled);
    }

    /** Why the window of warmup iterations is not steady, or {@code null} when it is. */
    static String windowProblem(double[] means, long[] compiledMillis, long[] wallNanos, Steady plan) {
        long compiled = 0;
        long wall = 0;
        for (int i = 0; i < means.length; i++) {
            compiled += compiledMillis[i];
            wall += wallNanos[i];
        }
        double wallMillis = wall / 1e6;
        if (compiled > plan.maxCompileShare() * wallMillis) {
            return String.format(Locale.ROOT, "the JIT compiled for %d ms of the last %.1f s (%.1f%%, at most %.1f%% allowed)",
                    compiled, wallMillis / 1000, compiled / wallMillis * 100, plan.maxCompileShare() * 100);
        }
        double drift = drift(means);
        if (Math.abs(drift) > plan.tolerance()) {
            return String.format(Locale.ROOT, "the last %d iterations still drift: the later ones' mean is %+.1f%% off the earlier"
                    + " ones' (at most ±%.1f%%)", means.length, drift * 100, plan.tolerance() * 100);
        }
        return null;
    }

    /**
     * Why the timed iterations are not a steady measurement, or {@code null} when they are. The JIT
     * compiling on the fork's one CPU takes its time from the calls, so its share of the timed part
     * bounds what it added to the figure: at most half the tolerance. (No drift rule here: with 1-s
     * iterations moving ±10% on a shared VM, a one-shot drift test of five rejected every fork.)
     */
    static String timedProblem(long compiledMillis, double elapsedMillis, Steady plan) {
        double share = plan.timedCompileShare();
        if (compiledMillis > share * elapsedMillis) {
            return String.format(Locale.ROOT, "the JIT compiled for %d ms (%.1f%%, at most %.1f%% allowed) inside the timed iterations",
                    compiledMillis, compiledMillis / elapsedMillis * 100, share * 100);
        }
        return null;
    }

    /** The early block: {@code requests} timed calls. */
    private Block timedBlock(ClientCall call, int requests, Phase phase, int warmupCalls) throws Stop {
        beginTimedBlock();
        long allocatedBefore = allocation.totalBytes();
        long compiledBefore = compilation.millis();
        long start = System.nanoTime();
        timedCalls(call, phase, requests, Long.MAX_VALUE);
        long elapsed = System.nanoTime() - start;
        long allocatedAfter = allocation.totalBytes();
        long compiled = compilation.millis() - compiledBefore;
        return new Block(warmupCalls, requests, elapsed / 1e3 / requests,
                AllocationMeter.perCall(allocatedBefore, allocatedAfter, requests), encode(latencies), true,
                compilation.supported() ? compiled : -1, List.of(), 0, null);
    }

    private void beginTimedBlock() {
        latencies.reset();
        if (sink != null) {
            firstDeltas.reset();
            firstDeltaNanosSum = 0;
            endNanosSum = 0;
            textDeltasSum = 0;
        }
    }

    /**
     * Timed calls into the block's histogram (and stream sums) until {@code count} calls or
     * {@code nanos} have passed, whichever comes first; at least one call. Allocates nothing.
     */
    private int timedCalls(ClientCall call, Phase phase, int count, long nanos) throws Stop {
        Histogram histogram = latencies;
        long start = System.nanoTime();
        int calls = 0;
        do {
            long callStart = System.nanoTime();
            String text = call(call, phase);
            long end = System.nanoTime();
            long callNanos = end - callStart;
            histogram.recordValue(Math.min(callNanos, HIGHEST_NANOS));
            check(text, phase);
            if (sink != null) {
                long firstDelta = sink.firstTextNanos() - callStart;
                firstDeltas.recordValue(Math.min(firstDelta, HIGHEST_NANOS));
                firstDeltaNanosSum += firstDelta;
                endNanosSum += callNanos;
                textDeltasSum += sink.textDeltas();
            }
            calls++;
            if (calls >= count || end - start >= nanos) {
                return calls;
            }
        } while (true);
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

    /**
     * How far the later half of a window's iteration means (in time order) lies from its earlier
     * half, as a fraction of the earlier: a JIT that still improves the call shows as a drift, while
     * the machine's own noise, which moves single iterations by several percent on a shared VM, mostly
     * averages out between the halves. The middle iteration of an odd window belongs to neither.
     */
    static double drift(double[] means) {
        int half = means.length / 2;
        double earlier = 0;
        double later = 0;
        for (int i = 0; i < half; i++) {
            earlier += means[i];
            later += means[means.length - 1 - i];
        }
        return (later - earlier) / earlier;
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

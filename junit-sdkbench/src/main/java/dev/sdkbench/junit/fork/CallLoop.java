package dev.sdkbench.junit.fork;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.Base64;
import java.util.concurrent.TimeUnit;

import org.HdrHistogram.Histogram;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.fork.CaseFailure.Phase;
import dev.sdkbench.junit.link.ForkResult.Block;
import dev.sdkbench.junit.link.ForkResult.StreamTimes;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.link.ForkSpec.SteadyPhase;

/**
 * Makes every call a spec plans and times them: the early block (LM15's protocol: warmup calls,
 * then one timed block), then, in a steady fork, the steady phase (warm up in time-based iterations
 * until a window of them stops drifting with the JIT quiet, then timed iterations). Every call's text is checked, warmup included; the first failure
 * stops the loop. A streaming call also has its time to the first text delta recorded, and must
 * stream at least one delta with text.
 *
 * <p>Inside a timed block the loop allocates nothing of its own: the histogram is made before, and
 * encoding, allocation counting and the {@link Block} come after.
 *
 * <p>A start-up fork with a partner (a baseline comparison's build beside the case's) times both builds' early
 * blocks in this JVM, call by call ({@link #earlyBesidePartner}); a steady fork with one alternates them through
 * the steady phase.
 */
final class CallLoop implements ForkSdkCase.Calls {

    /** Latencies above this are recorded as this; a call that long has failed in spirit anyway. */
    static final long HIGHEST_NANOS = TimeUnit.HOURS.toNanos(1);

    private final ForkSpec spec;
    private final String expected;
    private final PrintStream parent;
    /** The reference measured beside the case in the steady phase of a pair fork, or {@code null}. */
    private final ReferencePartner partner;
    private final FirstResponse firstResponse = new FirstResponse();
    private long calls;
    private AllocationMeter allocation;
    private CompilationClock compilation;
    private Block early;
    private Block steady;
    private Block referenceSteady;
    private Block partnerEarly;
    private StreamTimes earlyStream;
    private StreamTimes steadyStream;
    /** Every thread's CPU from the first response on, where only taskset keeps the fork on its CPU. */
    private CpuWatch cpuWatch;
    private String moves;

    /**
     * @param parent  where the first-response line goes (the fork's stdout)
     * @param partner the reference a pair fork's steady phase alternates with, or {@code null}
     */
    CallLoop(ForkSpec spec, PrintStream parent, ReferencePartner partner) {
        this.spec = spec;
        this.expected = spec.exchange().expectedText();
        this.parent = parent;
        this.partner = partner;
    }

    /** Makes every planned call; returns the first failure, or {@code null} when every call passed. */
    @Override
    public CaseFailure run(ClientCall call) {
        return run(Side.plain(null, call));
    }

    /** Makes every planned streaming call, as {@link #run} does, with the deltas of each in one sink. */
    @Override
    public CaseFailure runStream(StreamingCall call) {
        return run(Side.streaming(null, call));
    }

    private CaseFailure run(Side own) {
        try {
            if (partner != null && spec.steady() == null) {
                earlyBesidePartner(own);
                return null;
            }
            warmup(own);
            early = timedBlock(own, spec.requests(), Phase.TIMED, spec.warmup());
            earlyStream = own.streamTimes(early.requests());
            if (spec.steady() != null) {
                List<Block> blocks = steadyBlocks(partner == null ? List.of(own) : List.of(own, reference(own, spec.warmup())), spec.steady());
                steady = blocks.get(0);
                steadyStream = own.streamTimes(steady.requests());
                referenceSteady = partner == null ? null : blocks.get(1);
            }
            return null;
        } catch (Stop stop) {
            return stop.failure;
        } finally {
            if (partner != null) {
                own.enter();
                partner.release();
            }
            if (cpuWatch != null) {
                moves = cpuWatch.stop();
            }
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

    /** A start-up fork's partner's early block, timed call by call beside the case's, or {@code null}. */
    Block partnerEarly() {
        return partnerEarly;
    }

    /** A pair fork's reference side of the steady phase, or {@code null}. */
    Block referenceSteady() {
        return referenceSteady;
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

    private void warmup(Side own) throws Stop {
        firstCall(own);
        for (int i = 2; i <= spec.warmup(); i++) {
            check(own, call(own, Phase.WARMUP), Phase.WARMUP);
        }
    }

    /** The case's first call, its first response; then the meters. */
    private void firstCall(Side own) throws Stop {
        check(own, call(own, Phase.WARMUP), Phase.WARMUP);
        firstResponse.mark(parent);
        cpuWatch = CpuWatch.start(spec.expectedCpus());
        // Only now: nothing of ours should stand between JVM start and the first response.
        own.meters();
        allocation = AllocationMeter.create();
        compilation = CompilationClock.create();
    }

    /**
     * Both builds' early blocks in this JVM. The case's first call is its first response, alone, as in any start-up
     * fork; then the partner's method starts and makes its first call; then the two sides' other warmup calls and
     * their timed calls alternate, the side that goes first turning call by call, so that the JIT's compilations and
     * the machine's moments fall on both alike. Run with one JVM per round's side, the case built first in one and the
     * partner in the other, a round's two forks read both orders, and the side built first, the first to meet the
     * cold JDK code they share, is slower by the same amount in each. Each side's block counts its own calls' time and
     * allocation; its compile time is the whole block's, both sides' together, and its CPU time is not read.
     */
    private void earlyBesidePartner(Side own) throws Stop {
        firstCall(own);
        Side other = reference(own, 1);
        for (int i = 2; i <= spec.warmup(); i++) {
            for (Side side : turn(own, other, i)) {
                side.enter();
                check(side, call(side, Phase.WARMUP), Phase.WARMUP);
            }
        }
        own.beginTimedBlock();
        other.beginTimedBlock();
        long compiledBefore = compilation.millis();
        for (int i = 0; i < spec.requests(); i++) {
            for (Side side : turn(own, other, i)) {
                besideCall(side);
            }
        }
        long compiled = compilation.supported() ? compilation.millis() - compiledBefore : -1;
        own.enter();
        early = besideBlock(own, compiled);
        partnerEarly = besideBlock(other, compiled);
        earlyStream = own.streamTimes(spec.requests());
    }

    /** The two sides in the order of call pair {@code i}: the case first in even pairs, the partner in odd ones. */
    private static Side[] turn(Side own, Side other, int i) {
        return i % 2 == 0 ? new Side[] {own, other} : new Side[] {other, own};
    }

    /** One timed call of a side beside its partner, its time and allocation added to the side's block. */
    private void besideCall(Side side) throws Stop {
        side.enter();
        long allocatedBefore = allocation.totalBytes();
        side.blockNanos += timedCall(side, Phase.TIMED);
        long allocatedAfter = allocation.totalBytes();
        side.blockBytes = allocatedBefore < 0 || allocatedAfter < 0 || side.blockBytes < 0 ? AllocationMeter.UNSUPPORTED
                : side.blockBytes + allocatedAfter - allocatedBefore;
    }

    private Block besideBlock(Side side, long compiledMillis) {
        int requests = spec.requests();
        return new Block(spec.warmup(), requests, side.blockNanos / 1e3 / requests,
                side.blockBytes < 0 ? AllocationMeter.UNSUPPORTED : (double) side.blockBytes / requests, encode(side.latencies),
                true, compiledMillis, List.of(), 0, null);
    }

    /**
     * The pair fork's other side (its reference, or its baseline in a loader of its own): its method
     * starts only now, after the case's early block, so that nothing of it counts in the case's first
     * response or early figures; then its own warmup calls.
     */
    private Side reference(Side own, int warmupCalls) throws Stop {
        ReferencePartner.Handover handed = partner.start();
        if (handed.failure() != null) {
            throw new Stop(handed.failure());
        }
        Side side = handed.call() != null ? Side.plain(partner.label(), handed.call())
                : Side.streaming(partner.label(), handed.streamingCall());
        if (partner.ownLoader() != null) {
            // Each side's calls see its own loader as the context's, as in a JVM of its own.
            own.loader = Thread.currentThread().getContextClassLoader();
            side.loader = partner.ownLoader();
        }
        side.meters();
        side.enter();
        for (int i = 1; i <= warmupCalls; i++) {
            check(side, call(side, Phase.WARMUP), Phase.WARMUP);
        }
        own.enter();
        return side;
    }

    /**
     * The steady phase, one block per side: warm up in iterations of {@code iterationMillis} until
     * the last {@code window} of them drift by no more than the tolerance while the JIT compiled for
     * at most {@code maxCompileShare} of their time, or the cap runs out; then the timed iterations.
     * Blocks of a hundred calls agree in the lulls between C2's compilations on one CPU, so the
     * window is seconds long and the compiler's clock must stand still, not only the means. Timed
     * iterations the JIT broke into count as warmup while the cap allows: the fork warms up again,
     * with a fresh window, and times again, so a lull that ended early costs time, not the figure.
     *
     * <p>With two sides (a pair fork) they alternate iteration by iteration, each timed round in a
     * shuffled order; their window settles on the JIT over both sides and the drift of the ratio of
     * their means ({@link #pairWindowProblem}): the two clients meet the same JVM and machine.
     */
    private List<Block> steadyBlocks(List<Side> sides, SteadyPhase plan) throws Stop {
        long start = System.nanoTime();
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(plan.settings().warmupMillis());
        int[] warmupCalls = new int[sides.size()];
        String brokenInto = null;
        SplittableRandom order = new SplittableRandom(spec.partner() == null ? 0 : spec.partner().seed());
        while (true) {
            String problem = warmUp(sides, plan, deadline, warmupCalls);
            long warmupMillis = (System.nanoTime() - start) / 1_000_000;
            String unsettled = problem == null ? null
                    : "not settled in " + Math.round(warmupMillis / 1000.0) + " s of warmup: " + problem
                            + (brokenInto == null ? "" : " (timed once before: " + brokenInto + ")");
            List<Block> timed = timedIterations(sides, plan, warmupCalls, warmupMillis, unsettled, order);
            Block broken = timed.stream().filter(b -> !b.settled()).findFirst().orElse(null);
            if (broken == null || unsettled != null || System.nanoTime() - deadline >= 0) {
                return timed;
            }
            brokenInto = broken.unsettled();
            for (int s = 0; s < sides.size(); s++) {
                warmupCalls[s] += timed.get(s).requests();
            }
        }
    }

    /**
     * Warmup iterations, side after side, until every side's window settles (null) or the deadline
     * passes (why not). Adds each side's calls to {@code warmupCalls}.
     */
    private String warmUp(List<Side> sides, SteadyPhase plan, long deadline, int[] warmupCalls) throws Stop {
        long iterationNanos = TimeUnit.MILLISECONDS.toNanos(plan.settings().iterationMillis());
        int n = sides.size();
        int window = plan.settings().window();
        double[][] means = new double[n][window];
        long[][] compiledMillis = new long[n][window];
        long[][] wallNanos = new long[n][window];
        int iterations = 0;
        int last = window - 1;
        while (true) {
            for (int s = 0; s < n; s++) {
                sides.get(s).enter();
                long compiledBefore = compilation.millis();
                long iterationStart = System.nanoTime();
                // The timed iterations' own loop, so that the JIT has compiled it before they start.
                int calls = timedCalls(sides.get(s), Phase.STEADY_WARMUP, Integer.MAX_VALUE, iterationNanos);
                long wall = System.nanoTime() - iterationStart;
                // The window in time order, oldest first: the drift check compares its halves.
                System.arraycopy(means[s], 1, means[s], 0, last);
                System.arraycopy(compiledMillis[s], 1, compiledMillis[s], 0, last);
                System.arraycopy(wallNanos[s], 1, wallNanos[s], 0, last);
                means[s][last] = wall / 1e3 / calls;
                compiledMillis[s][last] = compilation.millis() - compiledBefore;
                wallNanos[s][last] = wall;
                warmupCalls[s] += calls;
            }
            iterations++;
            String problem = iterations < window ? "fewer than " + window + " warmup iterations"
                    : n == 1 ? windowProblem(means[0], compiledMillis[0], wallNanos[0], plan)
                    : pairWindowProblem(means, compiledMillis, wallNanos, plan);
            if (problem == null || System.nanoTime() - deadline >= 0) {
                return problem;
            }
        }
    }

    /**
     * The timed iterations after a warmup, one block per side; {@code unsettled} is the warmup's
     * problem, or null when it settled. Each round times every side once, in an order drawn from
     * {@code order}.
     */
    private List<Block> timedIterations(List<Side> sides, SteadyPhase plan, int[] warmupCalls, long warmupMillis, String unsettled,
                                        SplittableRandom order) throws Stop {
        long iterationNanos = TimeUnit.MILLISECONDS.toNanos(plan.settings().iterationMillis());
        int n = sides.size();
        int[] requests = new int[n];
        long[] elapsed = new long[n];
        long[] allocated = new long[n];
        long[] compiled = new long[n];
        boolean allocationKnown = true;
        List<List<Double>> iterationMicros = new ArrayList<>(n);
        for (Side side : sides) {
            side.beginTimedBlock();
            iterationMicros.add(new ArrayList<>(plan.settings().iterations()));
        }
        int[] round = new int[n];
        for (int i = 0; i < plan.settings().iterations(); i++) {
            shuffle(round, order);
            for (int s : round) {
                sides.get(s).enter();
                long allocatedBefore = allocation.totalBytes();
                long compiledBefore = compilation.millis();
                long iterationStart = System.nanoTime();
                int calls = timedCalls(sides.get(s), Phase.STEADY_TIMED, Integer.MAX_VALUE, iterationNanos);
                long wall = System.nanoTime() - iterationStart;
                long allocatedAfter = allocation.totalBytes();
                compiled[s] += compilation.millis() - compiledBefore;
                allocationKnown &= allocatedBefore >= 0 && allocatedAfter >= 0;
                allocated[s] += allocatedAfter - allocatedBefore;
                elapsed[s] += wall;
                requests[s] += calls;
                iterationMicros.get(s).add(wall / 1e3 / calls);
            }
        }
        List<Block> blocks = new ArrayList<>(n);
        for (int s = 0; s < n; s++) {
            String problem = unsettled != null ? unsettled : sides.get(s).about(timedProblem(compiled[s], elapsed[s] / 1e6, plan));
            blocks.add(new Block(warmupCalls[s], requests[s], elapsed[s] / 1e3 / requests[s],
                    allocationKnown ? AllocationMeter.perCall(0, allocated[s], requests[s]) : AllocationMeter.UNSUPPORTED,
                    encode(sides.get(s).latencies), problem == null, compilation.supported() ? compiled[s] : -1,
                    iterationMicros.get(s), warmupMillis, problem));
        }
        return blocks;
    }

    /** {@code round} as a fresh random order of 0..n-1; one side needs no draw. */
    private static void shuffle(int[] round, SplittableRandom order) {
        for (int i = 0; i < round.length; i++) {
            round[i] = i;
        }
        for (int i = round.length - 1; i > 0; i--) {
            int j = order.nextInt(i + 1);
            int swap = round[i];
            round[i] = round[j];
            round[j] = swap;
        }
    }

    /** Why the window of warmup iterations is not steady, or {@code null} when it is. */
    static String windowProblem(double[] means, long[] compiledMillis, long[] wallNanos, SteadyPhase plan) {
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
        if (Math.abs(drift) > plan.settings().tolerance()) {
            return String.format(Locale.ROOT, "the last %d iterations still drift: the later ones' mean is %+.1f%% off the earlier"
                    + " ones' (at most ±%.1f%%)", means.length, drift * 100, plan.settings().tolerance() * 100);
        }
        return null;
    }

    /**
     * Why a pair fork's window is not steady, or {@code null} when it is: the JIT quiet over both
     * sides' iterations, and the ratio of the sides' iteration means no longer drifting. A change
     * of the machine's pace moves both sides of a round alike and leaves the ratio; a JIT still
     * improving one client's calls moves it.
     */
    static String pairWindowProblem(double[][] means, long[][] compiledMillis, long[][] wallNanos, SteadyPhase plan) {
        int window = means[0].length;
        long[] compiled = new long[window];
        long[] wall = new long[window];
        double[] ratios = new double[window];
        for (int i = 0; i < window; i++) {
            compiled[i] = compiledMillis[0][i] + compiledMillis[1][i];
            wall[i] = wallNanos[0][i] + wallNanos[1][i];
            ratios[i] = means[0][i] / means[1][i];
        }
        String problem = windowProblem(ratios, compiled, wall, plan);
        return problem == null ? null : "case and reference: " + problem.replace("iterations still drift", "ratios (case over reference) still drift");
    }

    /**
     * Why the timed iterations are not a steady measurement, or {@code null} when they are. The JIT
     * compiling on the fork's one CPU takes its time from the calls, so its share of the timed part
     * bounds what it added to the figure: at most half the tolerance. (No drift rule here: with 1-s
     * iterations moving ±10% on a shared VM, a one-shot drift test of five rejected every fork.)
     */
    static String timedProblem(long compiledMillis, double elapsedMillis, SteadyPhase plan) {
        double share = plan.timedCompileShare();
        if (compiledMillis > share * elapsedMillis) {
            return String.format(Locale.ROOT, "the JIT compiled for %d ms (%.1f%%, at most %.1f%% allowed) inside the timed iterations",
                    compiledMillis, compiledMillis / elapsedMillis * 100, share * 100);
        }
        return null;
    }

    /** The early block: {@code requests} timed calls. */
    private Block timedBlock(Side side, int requests, Phase phase, int warmupCalls) throws Stop {
        side.beginTimedBlock();
        // Outside the allocation's count: reading the threads' files allocates.
        long cpuBefore = CpuClock.nanos();
        long allocatedBefore = allocation.totalBytes();
        long compiledBefore = compilation.millis();
        long start = System.nanoTime();
        timedCalls(side, phase, requests, Long.MAX_VALUE);
        long elapsed = System.nanoTime() - start;
        long allocatedAfter = allocation.totalBytes();
        long cpuAfter = CpuClock.nanos();
        long cpuAfterAgain = CpuClock.nanos();
        long compiled = compilation.millis() - compiledBefore;
        return new Block(warmupCalls, requests, elapsed / 1e3 / requests,
                AllocationMeter.perCall(allocatedBefore, allocatedAfter, requests), encode(side.latencies), true,
                compilation.supported() ? compiled : -1, List.of(), 0, null, CpuClock.perCall(cpuBefore, cpuAfter, cpuAfterAgain, requests));
    }

    /**
     * Timed calls into the side's histogram (and stream sums) until {@code count} calls or
     * {@code nanos} have passed, whichever comes first; at least one call. Allocates nothing.
     */
    private int timedCalls(Side side, Phase phase, int count, long nanos) throws Stop {
        long start = System.nanoTime();
        int calls = 0;
        do {
            timedCall(side, phase);
            calls++;
            if (calls >= count || side.lastEnd - start >= nanos) {
                return calls;
            }
        } while (true);
    }

    /** One timed call into the side's histogram and stream sums; returns its nanoseconds. Allocates nothing. */
    private long timedCall(Side side, Phase phase) throws Stop {
        long callStart = System.nanoTime();
        String text = call(side, phase);
        long end = System.nanoTime();
        long callNanos = end - callStart;
        side.lastEnd = end;
        side.latencies.recordValue(Math.min(callNanos, HIGHEST_NANOS));
        check(side, text, phase);
        DeltaSink sink = side.sink;
        if (sink != null) {
            long firstDelta = sink.firstTextNanos() - callStart;
            side.firstDeltas.recordValue(Math.min(firstDelta, HIGHEST_NANOS));
            side.firstDeltaNanosSum += firstDelta;
            side.endNanosSum += callNanos;
            side.textDeltasSum += sink.textDeltas();
        }
        return callNanos;
    }

    private String call(Side side, Phase phase) throws Stop {
        calls++;
        try {
            return side.call.call();
        } catch (Throwable thrown) {
            throw new Stop(side.named(CaseFailure.clientException(calls, phase, thrown)));
        }
    }

    private void check(Side side, String text, Phase phase) throws Stop {
        if (side.sink != null && side.sink.textDeltas() == 0) {
            throw new Stop(side.named(CaseFailure.noTextDelta(calls, phase, side.sink.emptyDeltas())));
        }
        if (!expected.equals(text)) {
            throw new Stop(side.named(CaseFailure.wrongText(calls, phase, text, expected)));
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

    /**
     * One client the loop calls: the fork's own case, or a pair fork's reference. A streaming one
     * has its deltas gathered in its sink; each keeps the histograms and stream sums of its current
     * timed block.
     */
    private static final class Side {

        /** The partner as messages name it ({@code the reference Class.method}), or {@code null} for the fork's own case. */
        final String reference;
        final ClientCall call;
        final DeltaSink sink;
        /** The context class loader of the side's calls, when the two sides have loaders of their own; else {@code null}. */
        ClassLoader loader;
        Histogram latencies;
        Histogram firstDeltas;
        long firstDeltaNanosSum;
        long endNanosSum;
        long textDeltasSum;
        /** When the side's last timed call returned, {@code System.nanoTime()}. */
        long lastEnd;
        /** A block beside a partner: the side's timed calls' nanoseconds and bytes so far, bytes negative when not counted. */
        long blockNanos;
        long blockBytes;

        private Side(String reference, ClientCall call, DeltaSink sink) {
            this.reference = reference;
            this.call = call;
            this.sink = sink;
        }

        static Side plain(String reference, ClientCall call) {
            return new Side(reference, call, null);
        }

        static Side streaming(String reference, StreamingCall call) {
            DeltaSink deltas = new DeltaSink();
            return new Side(reference, () -> {
                deltas.reset();
                call.stream(deltas);
                return deltas.text();
            }, deltas);
        }

        /** Makes the histograms; after the first response, so that nothing of ours comes before it. */
        void meters() {
            latencies = new Histogram(1, HIGHEST_NANOS, 3);
            if (sink != null) {
                firstDeltas = new Histogram(1, HIGHEST_NANOS, 3);
            }
        }

        void beginTimedBlock() {
            latencies.reset();
            blockNanos = 0;
            blockBytes = 0;
            if (sink != null) {
                firstDeltas.reset();
                firstDeltaNanosSum = 0;
                endNanosSum = 0;
                textDeltasSum = 0;
            }
        }

        /** The stream timings of the timed block just made, or {@code null} when the side does not stream. */
        StreamTimes streamTimes(int requests) {
            if (sink == null) {
                return null;
            }
            return new StreamTimes(firstDeltaNanosSum / 1e3 / requests, endNanosSum / 1e3 / requests,
                    (double) textDeltasSum / requests, encode(firstDeltas));
        }

        /** Makes the side's loader the context's for its calls; nothing when the sides share one. */
        void enter() {
            if (loader != null) {
                Thread.currentThread().setContextClassLoader(loader);
            }
        }

        /** A problem of this side's calls, named as the partner's when it is one; {@code null} stays null. */
        String about(String problem) {
            return problem == null || reference == null ? problem : reference + ": " + problem;
        }

        CaseFailure named(CaseFailure failure) {
            return reference == null ? failure : new CaseFailure(failure.outcome(), about(failure.message()));
        }
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

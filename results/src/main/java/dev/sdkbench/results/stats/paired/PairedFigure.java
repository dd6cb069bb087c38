package dev.sdkbench.results.stats.paired;

import java.util.function.ToDoubleFunction;

import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.Protocol;

/**
 * A figure read fork by fork, each from one named block of one protocol's forks, so a pair never
 * sets a steady fork against a start-up one. A steady figure counts only forks whose steady block
 * settled: an unsettled fork's figure still holds the JIT. Pair forks are the exception
 * ({@link #ofPairFork}): there both sides met the same JIT state, unless it was still compiling hard.
 */
public enum PairedFigure {
    FIRST_RESPONSE("first response", "ms", Protocol.STARTUP, true,
            f -> f.exit() == null || f.exit().firstResponseMillis() == null ? Double.NaN : f.exit().firstResponseMillis()),
    EARLY("early", "µs/call", Protocol.STARTUP, true, f -> mean(f.result().early())),
    STEADY("steady", "µs/call", Protocol.STEADY, true, f -> mean(f.result().steady())),
    EARLY_ALLOCATION("early allocation", "B/call", Protocol.STARTUP, false, f -> allocation(f.result().early())),
    STEADY_ALLOCATION("steady allocation", "B/call", Protocol.STEADY, false, f -> allocation(f.result().steady())),
    /** Not read from a start-up fork that ran the other build beside its own: its memory holds both builds. */
    RSS("RSS after the last call", "MiB", Protocol.STARTUP, false,
            f -> f.result().partnerEarly() != null ? Double.NaN : f.result().rssKiB() / 1024.0);

    /**
     * The most of a pair fork's timed rounds the JIT may spend compiling for its steady figures to count.
     * The gate benchmark's pair forks stayed under 8%, but for one at 105%, its A/A outlier; SDK cases beside
     * the floor reached 50–100%, where the side that compiles more reads slower for it, up to 6x
     * (runs/2026-12-03-main-job-pair-forks).
     */
    public static final double PAIR_FORK_MAX_COMPILE_SHARE = 0.10;

    private final String label;
    private final String unit;
    private final Protocol protocol;
    private final boolean timed;
    private final ToDoubleFunction<Fork> value;

    PairedFigure(String label, String unit, Protocol protocol, boolean timed, ToDoubleFunction<Fork> value) {
        this.label = label;
        this.unit = unit;
        this.protocol = protocol;
        this.timed = timed;
        this.value = value;
    }

    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }

    /** The forks the figure comes from. */
    public Protocol protocol() {
        return protocol;
    }

    /** Whether it comes from the early block, which a start-up fork may time beside another build's ({@link BothOrders}). */
    public boolean fromEarlyBlock() {
        return this == EARLY || this == EARLY_ALLOCATION;
    }

    /** Whether it is a time, which the baseline gate fails on; allocation and memory are shown beside them. */
    public boolean timed() {
        return timed;
    }

    /** The fork's value, NaN when it has none (it failed, or its steady block did not settle). */
    public double of(Fork fork) {
        return protocol == Protocol.STEADY && !(fork.result() != null && settled(fork.result().steady())) ? Double.NaN : ofSameJvm(fork);
    }

    /**
     * The case's value in a pair fork, NaN when it has none (it failed, or the JIT compiled for more
     * than {@link #PAIR_FORK_MAX_COMPILE_SHARE} of both sides' timed rounds): a steady block counts
     * settled or not. A JIT that is nearly done moves both sides of the JVM, in shuffled order, so their
     * ratio holds where each side's own figure does not (PERFORMANCE.md, the gate's error rates).
     */
    public double ofPairFork(Fork fork) {
        if (protocol == Protocol.STEADY && fork.result() != null
                && compileShare(fork.result().steady(), fork.result().referenceSteady()) > PAIR_FORK_MAX_COMPILE_SHARE) {
            return Double.NaN;
        }
        return ofSameJvm(fork);
    }

    /** The share of a pair fork's timed rounds the JIT compiled, both sides together; 0 when unknown. */
    static double compileShare(Block steady, Block reference) {
        if (steady == null || reference == null || steady.compileMillis() < 0 || reference.compileMillis() < 0) {
            return 0;
        }
        double timedMillis = (steady.requests() * steady.meanMicros() + reference.requests() * reference.meanMicros()) / 1000;
        return timedMillis > 0 ? (steady.compileMillis() + reference.compileMillis()) / timedMillis : 0;
    }

    /** The fork's value as one side of a pair fork, NaN when it has none (it failed): a steady block counts settled or not. */
    public double ofSameJvm(Fork fork) {
        if (!fork.ok() || fork.result() == null) {
            return Double.NaN;
        }
        double v = value.applyAsDouble(fork);
        return v > 0 ? v : Double.NaN;
    }

    private static double mean(Block block) {
        return block == null ? Double.NaN : block.meanMicros();
    }

    private static double allocation(Block block) {
        return block == null ? Double.NaN : block.allocBytesPerRequest();
    }

    private static boolean settled(Block block) {
        return block != null && block.settled();
    }
}

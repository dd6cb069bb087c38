package dev.sdkbench.reports.render;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.ForkMeasurements;
import dev.sdkbench.results.stats.Percentiles;

/**
 * How long a case's steady forks warmed up until the JIT settled: a figure of its own, because how
 * long a client takes to get warm is information about the client, and a case that never settled
 * has no steady figure to show it by.
 *
 * <p>A settled case: the median over its steady forks of the warmup until each settled. A case that
 * did not: more than the warmup's cap, with the JIT's share of the timed iterations that followed the
 * cap (the fork's last seconds), the largest of its unsettled forks: what was still compiling.
 *
 * @param settled     every steady fork settled
 * @param seconds     settled: the median warmup, s (NaN when the file has none: schemaVersion 1); not settled: the cap, s
 * @param jitShare    not settled: the JIT's share of an unsettled fork's timed iterations, the largest, as a fraction;
 *                    NaN when settled or unknown
 */
public record SettleTime(boolean settled, double seconds, double jitShare) {

    /** What the column means, for the text beside a table. */
    public static final String EXPLANATION = "Time to settle: the median steady fork's warmup until the JIT settled;"
            + " \"> N s\" when a steady fork did not settle within the N-s cap, with the JIT's share of the timed iterations"
            + " after the cap (the unsettled forks' largest): what the client was still compiling.";

    /** The case's time to settle; empty when it ran no steady block. */
    public static Optional<SettleTime> of(CaseResult c) {
        if (c.steadyState() == null) {
            return Optional.empty();
        }
        List<Block> blocks = c.forks().stream().filter(Fork::ok).map(Fork::result).filter(Objects::nonNull)
                .map(ForkMeasurements::steady).filter(Objects::nonNull).toList();
        if (c.steadySettled()) {
            double[] warmups = blocks.stream().mapToLong(Block::warmupMillis).filter(ms -> ms >= 0).sorted()
                    .mapToDouble(ms -> ms / 1000.0).toArray();
            return Optional.of(new SettleTime(true, warmups.length == 0 ? Double.NaN : Percentiles.ofSorted(warmups, 0.5), Double.NaN));
        }
        double share = blocks.stream().filter(b -> !b.settled()).mapToDouble(SettleTime::jitShare).filter(Double::isFinite).max()
                .orElse(Double.NaN);
        return Optional.of(new SettleTime(false, c.steadyState().warmupCapSeconds(), share));
    }

    /** The JIT's compile time over the block's timed calls' time; NaN when unknown. */
    private static double jitShare(Block b) {
        double timedMillis = b.requests() * b.meanMicros() / 1000;
        return b.compileMillis() >= 0 && timedMillis > 0 ? b.compileMillis() / timedMillis : Double.NaN;
    }

    /** {@code 12.5 s}; {@code > 45 s, JIT 5.8%}; {@link Format#NONE} for a settled case whose file has no warmup times. */
    public String text() {
        if (settled) {
            return Double.isFinite(seconds) ? Format.number(seconds, 1) + " s" : Format.NONE;
        }
        String more = "> " + Format.seconds(seconds) + " s";
        return Double.isFinite(jitShare) ? more + ", JIT " + Format.number(jitShare * 100, 1) + "%" : more;
    }

    /** The column's cell for {@code c}: its time to settle, or {@link Format#NONE} without steady forks. */
    public static String cell(CaseResult c) {
        return of(c).map(SettleTime::text).orElse(Format.NONE);
    }
}

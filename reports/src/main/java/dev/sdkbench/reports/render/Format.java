package dev.sdkbench.reports.render;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dev.sdkbench.reports.model.Block;
import dev.sdkbench.reports.model.CaseResult;
import dev.sdkbench.reports.model.Latencies;

/** Number formatting and the few derived cells every renderer shows the same way. */
public final class Format {

    /** What a cell shows when the figure was not measured. */
    public static final String NONE = "–";

    private Format() {
    }

    public static String number(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : NONE;
    }

    public static String median(CaseResult c, Figure figure) {
        return c.summary(figure.name()).map(s -> figure.format(s.median())).orElse(NONE);
    }

    /** {@code p25–p75}. */
    public static String spread(CaseResult c, Figure figure) {
        return c.summary(figure.name()).map(s -> figure.format(s.p25()) + "–" + figure.format(s.p75())).orElse(NONE);
    }

    /** {@code ciLow–ciHigh}, the 95% interval of the median. */
    public static String interval(CaseResult c, Figure figure) {
        return c.summary(figure.name()).filter(s -> Double.isFinite(s.ciLow()))
                .map(s -> figure.format(s.ciLow()) + "–" + figure.format(s.ciHigh())).orElse(NONE);
    }

    /** The per-call tail: the steady block's when it was measured, else the early block's. */
    public static Optional<Latencies> tail(CaseResult c) {
        Latencies steady = c.latencies().get("steadyLatency");
        return Optional.ofNullable(steady != null && steady.count() > 0 ? steady : c.latencies().get("earlyLatency"));
    }

    /** Forks that passed of forks planned: {@code 38/40}. */
    public static String forks(CaseResult c) {
        long passed = c.forks().stream().filter(f -> f.ok()).count();
        return passed + "/" + c.settings().forks();
    }

    /**
     * Forks whose steady block settled (the JIT compiled nothing over its agreeing blocks) of the
     * forks that measured one: {@code 3/40}; {@link #NONE} when no fork had a steady block.
     */
    public static String settled(CaseResult c) {
        List<Block> steady = c.forks().stream().filter(f -> f.ok() && f.result() != null && f.result().steady() != null)
                .map(f -> f.result().steady()).toList();
        if (steady.isEmpty()) {
            return NONE;
        }
        return steady.stream().filter(Block::settled).count() + "/" + steady.size();
    }
}

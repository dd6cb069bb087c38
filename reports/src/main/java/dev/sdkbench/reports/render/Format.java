package dev.sdkbench.reports.render;

import java.util.Locale;
import java.util.Optional;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.SteadyState;
import dev.sdkbench.results.model.Summary;

/** Number formatting and the few derived cells every renderer shows the same way. */
public final class Format {

    /** What a cell shows when the figure was not measured. */
    public static final String NONE = "–";

    private Format() {
    }

    public static String number(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : NONE;
    }

    /** Seconds as a whole number when they are one, else to a tenth: {@code 60}, {@code 1.5}. */
    public static String seconds(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : number(seconds, 1);
    }

    public static String median(CaseResult c, Figure figure) {
        return c.summary(figure.name()).map(s -> figure.format(s.median())).orElse(NONE);
    }

    /**
     * What a headline cell shows: the median and its achieved precision ({@code 7391.0 ±3.2%}); for a
     * steady figure whose steady state did not settle, {@code not settled in 60 s} and no number.
     */
    public static String headline(CaseResult c, Figure figure) {
        String notSettled = notSettled(c, figure);
        if (notSettled != null) {
            return notSettled;
        }
        String median = median(c, figure);
        return precision(c, figure).map(p -> median + " ±" + number(p * 100, 1) + "%").orElse(median);
    }

    /** The median, or {@code not settled in N s} for a steady figure that has none because it did not settle. */
    public static String medianOrWhy(CaseResult c, Figure figure) {
        String notSettled = notSettled(c, figure);
        return notSettled != null ? notSettled : median(c, figure);
    }

    /**
     * {@code not settled in N s} (N the steady warmup's cap) when {@code figure} is a steady figure of a
     * case whose steady state did not settle; else {@code null}.
     */
    public static String notSettled(CaseResult c, Figure figure) {
        return notSettled(c, figure.name());
    }

    /** {@code not settled in N s} when {@code name} (a figure's or latencies') is a steady one of an unsettled case; else {@code null}. */
    private static String notSettled(CaseResult c, String name) {
        if (!name.startsWith("steady") || !c.steadyUnsettled()) {
            return null;
        }
        double cap = c.steadyState().warmupCapSeconds();
        return Double.isFinite(cap) ? "not settled in " + seconds(cap) + " s" : "not settled";
    }

    /** Why the case has no steady figure, in one line: the engine's reason and how long its forks warmed up. */
    public static String whyNotSettled(CaseResult c) {
        SteadyState s = c.steadyState();
        String reason = s.reason() == null ? s.settledForks() + " of " + s.forks() + " steady forks settled" : s.reason();
        StringBuilder why = new StringBuilder(reason);
        if (Double.isFinite(s.warmupSecondsMax())) {
            why.append("; longest warmup ").append(number(s.warmupSecondsMax(), 1)).append(" s of the ")
                    .append(seconds(s.warmupCapSeconds())).append(" s cap");
        }
        if (s.timedCompileMillisMax() > 0) {
            why.append("; the JIT compiled up to ").append(s.timedCompileMillisMax()).append(" ms in a fork's timed block");
        }
        return why.toString();
    }

    /**
     * The achieved precision of a figure, as a fraction of its median: half the 95% interval of its
     * median over forks; empty with fewer than two forks. The steady figure is no exception: its
     * forks land in different JIT states, which the error over one fork's iterations cannot see.
     */
    public static Optional<Double> precision(CaseResult c, Figure figure) {
        Optional<Summary> summary = c.summary(figure.name());
        if (summary.isEmpty() || summary.get().median() == 0 || summary.get().n() < 2) {
            return Optional.empty();
        }
        Summary s = summary.get();
        double half = (s.ciHigh() - s.ciLow()) / 2;
        return Double.isFinite(half) ? Optional.of(Math.abs(half / s.median())) : Optional.empty();
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

    /** The column's p99 µs per call; NaN when its block has no latencies (a steady block that did not settle has none). */
    public static double p99(CaseResult c, Headline.TailColumn column) {
        return c.latency(column.latency()).map(Latencies::p99Micros).orElse(Double.NaN);
    }

    /** The column's p99 as a cell: the number, {@code not settled in N s} for the steady block of an unsettled case, or {@link #NONE}. */
    public static String p99Cell(CaseResult c, Headline.TailColumn column) {
        String notSettled = notSettled(c, column.latency());
        return notSettled != null ? notSettled : number(p99(c, column), 1);
    }

    /**
     * The forks that passed, start-up+steady, and why no more ran: {@code 12+3, precise}; failed forks
     * are counted apart ({@code 1+0, failed (1 failed)}).
     */
    public static String forks(CaseResult c) {
        StringBuilder text = new StringBuilder().append(c.startupForksPassed()).append('+').append(c.steadyForksPassed());
        String stop = stop(c);
        if (!stop.equals(NONE)) {
            text.append(", ").append(stop);
        }
        long failed = c.forks().stream().filter(f -> !f.ok()).count();
        if (failed > 0) {
            text.append(" (").append(failed).append(" failed)");
        }
        return text.toString();
    }

    /** Why a case got no more forks, in words: {@code precise}, {@code most forks}, {@code budget}, {@code failed}. */
    public static String stop(CaseResult c) {
        return c.forkStop() == null ? NONE : c.forkStop().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** Steady forks that settled of those that measured a steady block: {@code 3/3}; {@link #NONE} without a steady state. */
    public static String settled(CaseResult c) {
        SteadyState s = c.steadyState();
        return s == null ? NONE : s.settledForks() + "/" + s.forks();
    }
}

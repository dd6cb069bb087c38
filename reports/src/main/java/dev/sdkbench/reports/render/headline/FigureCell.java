package dev.sdkbench.reports.render.headline;

import java.util.Locale;

import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.reports.render.Format;

/**
 * One figure of one row: the median over its forks and, for a case read against a reference, the ratio of the two and
 * what that ratio's 95% interval says, in a reader's words.
 *
 * @param value   the median; NaN when there is none
 * @param ratio   the case over its reference; NaN for the reference's own row or without pairs
 * @param verdict {@code slower}, {@code faster}, {@code larger}, {@code smaller}, {@code same} or {@code unclear}; empty
 *                without a ratio
 * @param missing what the cell says instead of a number when {@code value} is NaN
 */
public record FigureCell(double value, double ratio, String verdict, String missing) {

    /** A figure with nothing to read it against: the reference's own, or a case without a pair. */
    public static FigureCell absolute(double value) {
        return new FigureCell(value, Double.NaN, "", Format.NONE);
    }

    /** No figure, and why in a word or two ({@code not settled}). */
    public static FigureCell missing(String why) {
        return new FigureCell(Double.NaN, Double.NaN, "", why);
    }

    /** A case's figure with its paired ratio to the reference's. */
    public static FigureCell paired(double value, PairedRatio ratio) {
        return new FigureCell(value, ratio.ratio(), word(ratio), Format.NONE);
    }

    /**
     * A figure measured exactly once for each side, as a classpath's size is: the ratio needs no interval, so the
     * verdict is the ratio's side of 1.
     */
    public static FigureCell exact(double value, double reference) {
        if (!Double.isFinite(value) || !Double.isFinite(reference) || reference <= 0) {
            return absolute(value);
        }
        double ratio = value / reference;
        return new FigureCell(value, ratio, ratio > 1 ? "larger" : ratio < 1 ? "smaller" : "same", Format.NONE);
    }

    /** {@code 1773 (2.83×, slower)}, {@code 631} for a figure without a ratio, or what is missing. */
    public String text() {
        if (!Double.isFinite(value)) {
            return missing;
        }
        String number = number(value);
        return Double.isFinite(ratio) ? String.format(Locale.ROOT, "%s (%.2f×, %s)", number, ratio, verdict) : number;
    }

    /** Three significant digits at least, no more decimals than that needs: {@code 1773}, {@code 80.3}, {@code 3.14}. */
    static String number(double value) {
        double magnitude = Math.abs(value);
        int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2;
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** The paired verdict in lower case; a ratio whose interval does not decide, or that has none, is {@code unclear}. */
    private static String word(PairedRatio ratio) {
        return switch (ratio.verdict()) {
            case UNRESOLVED -> "unclear";
            default -> ratio.verdictWord().toLowerCase(Locale.ROOT);
        };
    }
}

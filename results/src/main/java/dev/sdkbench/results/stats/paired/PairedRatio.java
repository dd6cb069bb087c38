package dev.sdkbench.results.stats.paired;

/**
 * One figure of a case over its reference's, from the forks that ran in the same rounds.
 *
 * @param figure     the figure
 * @param pairs      fork pairs that gave it a value on both sides
 * @param ratio      the case's figure over the reference's: exp of the Hodges-Lehmann estimate of the log ratios
 * @param low        the 95% interval's lower end (NaN with fewer than 6 pairs)
 * @param high       its upper end
 * @param caseMedian the case's median over those pairs' forks
 * @param referenceMedian the reference's median over them
 * @param verdict    what the interval says against the tolerance
 * @param look       for a comparison that stopped on its data, the 1-based number of the planned look the interval is
 *                   read at ({@link SequentialBoundary}; {@code pairs} is then that look's count); 0 for a fixed count
 * @param confidence the interval's exact per-look coverage: at least 95% for a fixed count, more at a sequential look
 *                   (all the looks together keep 95%); NaN without an interval
 */
public record PairedRatio(PairedFigure figure, int pairs, double ratio, double low, double high, double caseMedian,
                          double referenceMedian, PairedVerdict verdict, int look, double confidence) {

    /** The verdict as a reader says it: SLOWER and FASTER for a time, LARGER and SMALLER for memory and allocation. */
    public String verdictWord() {
        if (figure.timed()) {
            return verdict.name();
        }
        return switch (verdict) {
            case SLOWER -> "LARGER";
            case FASTER -> "SMALLER";
            default -> verdict.name();
        };
    }

    /** Whether the interval resolves a difference past the tolerance: SLOWER or FASTER. */
    public boolean different() {
        return verdict == PairedVerdict.SLOWER || verdict == PairedVerdict.FASTER;
    }

    /** The ratio as a table cell shows it: "1.43× (1.07–1.66)", or "1.08× (4 pairs)" without an interval. */
    public String cell() {
        String interval = Double.isNaN(low) ? pairs + " pairs" : String.format(java.util.Locale.ROOT, "%.2f–%.2f", low, high);
        return String.format(java.util.Locale.ROOT, "%.2f× (%s)", ratio, interval);
    }

    /**
     * The ratio as "1.07× (1.03–1.12, 10 pairs)", at a sequential look "1.07× (1.03–1.12, 40 pairs, look 9 at 99.6%)",
     * or "1.07× (no 95% interval: 4 pairs, 6 needed)".
     */
    public String describe() {
        if (Double.isNaN(ratio)) {
            return "no pairs";
        }
        return String.format(java.util.Locale.ROOT, "%.3f× (%s)", ratio, interval());
    }

    private String interval() {
        if (!Double.isNaN(low)) {
            String at = look == 0 ? "" : String.format(java.util.Locale.ROOT, ", look %d at %.1f%%", look, confidence * 100);
            return String.format(java.util.Locale.ROOT, "%.3f–%.3f, %d pairs%s", low, high, pairs, at);
        }
        return look == 0 ? "no 95% interval: " + pairs + " pairs, 6 needed"
                : "no interval yet: " + pairs + " pairs, look " + look + " of a sequential comparison is too early";
    }
}

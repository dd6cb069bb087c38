package dev.sdkbench.reports.paired;

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
 */
public record PairedRatio(PairedFigure figure, int pairs, double ratio, double low, double high, double caseMedian,
                          double referenceMedian, PairedVerdict verdict) {

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

    /** The ratio as "1.07× (1.03–1.12)", or "1.07× (no interval: 4 pairs)". */
    public String describe() {
        if (Double.isNaN(ratio)) {
            return "no pairs";
        }
        String interval = Double.isNaN(low) ? "no 95% interval: " + pairs + " pairs, 6 needed"
                : String.format(java.util.Locale.ROOT, "%.3f–%.3f, %d pairs", low, high, pairs);
        return String.format(java.util.Locale.ROOT, "%.3f× (%s)", ratio, interval);
    }
}

package dev.sdkbench.reports.paired;

/** What a paired ratio's interval says, against a tolerance τ around 1. */
public enum PairedVerdict {
    /** The interval lies within 1 ± τ: no difference that matters. */
    SAME,
    /** The interval lies above 1 and the ratio is at least 1 + τ: the case is slower (or larger) than its reference. */
    SLOWER,
    /** The interval lies below 1 and the ratio is at most 1 − τ. */
    FASTER,
    /** Neither: the forks do not resolve a difference of τ (too few pairs, or too much spread). */
    UNRESOLVED;

    /** The verdict on a paired ratio with its 95% interval, SAME within ±{@code tolerance}. */
    public static PairedVerdict of(double ratio, double low, double high, double tolerance) {
        if (!(low > 0) || !(high > 0)) {
            return UNRESOLVED;
        }
        if (low >= 1 - tolerance && high <= 1 + tolerance) {
            return SAME;
        }
        if (low > 1 && ratio >= 1 + tolerance) {
            return SLOWER;
        }
        if (high < 1 && ratio <= 1 - tolerance) {
            return FASTER;
        }
        return UNRESOLVED;
    }
}

package dev.sdkbench.results.stats.paired;

/**
 * What a paired ratio's interval says, against a tolerance τ around 1: a difference is resolved only when the whole
 * interval lies on one side of the band 1 ± τ.
 *
 * <p>Why the band's edge and not 1: the interval holds the true ratio with at least 95% probability, so a verdict that
 * needs the whole interval past 1 + τ is wrong (SLOWER on a true ratio within the band) at most as often as the interval
 * misses the truth, 5%, for every true ratio up to 1 + τ. A rule that needed only the interval above 1 and the estimate
 * past 1 + τ kept that bound only for true ratios up to 1: two sides that truly differ by 1%, within the tolerance, were
 * called SLOWER about as often as the estimate landed past 2%.
 */
public enum PairedVerdict {
    /** The interval lies within 1 ± τ: no difference that matters. */
    SAME,
    /** The interval lies above 1 + τ: the case is slower (or larger) than its reference by more than the tolerance. */
    SLOWER,
    /** The interval lies below 1 − τ: the case is faster (or smaller) by more than the tolerance. */
    FASTER,
    /** Neither: the interval reaches into the band and past it (too few pairs, too much spread, or a difference near τ). */
    UNRESOLVED;

    /** The verdict on a paired ratio's 95% interval, {@code low} to {@code high}, SAME within ±{@code tolerance}. */
    public static PairedVerdict of(double low, double high, double tolerance) {
        if (!(low > 0) || !(high > 0)) {
            return UNRESOLVED;
        }
        if (low >= 1 - tolerance && high <= 1 + tolerance) {
            return SAME;
        }
        if (low > 1 + tolerance) {
            return SLOWER;
        }
        if (high < 1 - tolerance) {
            return FASTER;
        }
        return UNRESOLVED;
    }
}

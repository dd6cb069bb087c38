package dev.sdkbench.results.stats;

import java.util.Arrays;

/**
 * Sample percentiles by linear interpolation at position {@code (n − 1)·p} of the sorted values:
 * Hyndman–Fan type 7, NumPy's and R's default, and what LM15 reports. For n = 5 the quartiles are
 * exactly the 2nd and 4th sorted values; commons-math's default (JMH's) would interpolate
 * differently, which matters at the small n a benchmark has. One definition for the engine's figures
 * and the figures reports derive themselves.
 */
public final class Percentiles {

    private Percentiles() {
    }

    /** The type-7 percentile {@code p} (0..1) of {@code values}, in any order; NaN when empty. */
    public static double of(double[] values, double p) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return ofSorted(sorted, p);
    }

    /** The median ({@code p} = 0.5); for even n the mean of the two middle values. */
    public static double median(double[] values) {
        return of(values, 0.5);
    }

    /**
     * The type-7 percentile {@code p} (0..1) of values already sorted ascending; NaN when empty.
     * Does not check the order, so callers that already sorted need not copy.
     */
    public static double ofSorted(double[] sorted, double p) {
        int n = sorted.length;
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("percentile must lie in 0..1 (e.g. 0.25 for p25), was " + p);
        }
        if (n == 0) {
            return Double.NaN;
        }
        double position = (n - 1) * p;
        int below = (int) Math.floor(position);
        int above = Math.min(below + 1, n - 1);
        double fraction = position - below;
        // Written as lo + f·(hi − lo) so equal neighbours give exactly that value, not a rounding of it.
        return sorted[below] + fraction * (sorted[above] - sorted[below]);
    }
}

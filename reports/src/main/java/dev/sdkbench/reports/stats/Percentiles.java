package dev.sdkbench.reports.stats;

/** Percentiles as the engine computes them, for figures reports derive themselves. */
public final class Percentiles {

    private Percentiles() {
    }

    /**
     * The type-7 percentile (Hyndman–Fan; linear interpolation between closest ranks at
     * {@code (n − 1)·p}, as NumPy and the engine) of {@code sorted}; NaN when it is empty.
     */
    public static double type7(double[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        double position = (sorted.length - 1) * p;
        int below = (int) Math.floor(position);
        int above = Math.min(below + 1, sorted.length - 1);
        return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
    }
}

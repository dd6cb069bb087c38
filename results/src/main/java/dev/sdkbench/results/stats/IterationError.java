package dev.sdkbench.results.stats;

import java.util.List;

/**
 * The error of a mean over timed iterations, as JMH gives a score's error: half the width of a
 * Student-t interval of the iteration means, here at 95%.
 */
public final class IterationError {

    /** Two-sided 95% Student-t quantiles for 1 to 30 degrees of freedom; beyond, the normal's 1.96. */
    private static final double[] T95 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201,
            2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052,
            2.048, 2.045, 2.042};

    private IterationError() {
    }

    /** Half the 95% interval of the mean of {@code means}; NaN for fewer than two. */
    public static double halfWidth95(List<Double> means) {
        int n = means.size();
        if (n < 2) {
            return Double.NaN;
        }
        double mean = means.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double squares = means.stream().mapToDouble(m -> (m - mean) * (m - mean)).sum();
        double sd = Math.sqrt(squares / (n - 1));
        return t95(n - 1) * sd / Math.sqrt(n);
    }

    /** The two-sided 95% Student-t quantile at {@code degreesOfFreedom} (at least 1). */
    static double t95(int degreesOfFreedom) {
        return degreesOfFreedom <= T95.length ? T95[degreesOfFreedom - 1] : 1.96;
    }
}

package dev.sdkbench.junit.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.sdkbench.reports.stats.Percentiles;

/**
 * One metric of one case over its forks (e.g. the 40 per-process mean latencies): LM15's headline
 * median, its p25/p75 spread (type 7, not a confidence interval), min and max, and — beyond LM15 —
 * a 95% bootstrap interval of the median. Nothing is dropped: no outlier removal, no best-of.
 *
 * @param median the type-7 median
 * @param p25    the type-7 25th percentile
 * @param p75    the type-7 75th percentile
 * @param min    the smallest value
 * @param max    the largest value
 * @param n      how many values
 * @param ciLow  low end of the 95% bootstrap interval of the median
 * @param ciHigh high end of the 95% bootstrap interval of the median
 * @param values the values in input (fork) order, so reports can show or re-derive them
 */
public record Summary(double median, double p25, double p75, double min, double max, int n, double ciLow,
                      double ciHigh, List<Double> values) {

    public Summary {
        values = List.copyOf(values);
        if (n != values.size()) {
            throw new IllegalArgumentException("n is " + n + " but there are " + values.size() + " values: use Summary.of");
        }
    }

    /** The summary of no values: every figure NaN, so a case whose forks all failed still has a row. */
    public static Summary empty() {
        return new Summary(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN,
                List.of());
    }

    /**
     * Summarises {@code values}; the bootstrap uses {@code seed}, so reruns give identical intervals.
     *
     * @throws IllegalArgumentException if a value is NaN or infinite
     */
    public static Summary of(double[] values, long seed) {
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                throw new IllegalArgumentException("value " + i + " is " + values[i]
                        + ": leave failed or unmeasured forks out of the sample instead of passing a placeholder");
            }
        }
        if (values.length == 0) {
            return empty();
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        Bootstrap.Interval ci = Bootstrap.medianCi(values, seed);
        List<Double> inOrder = new ArrayList<>(values.length);
        for (double v : values) {
            inOrder.add(v);
        }
        return new Summary(Percentiles.ofSorted(sorted, 0.5), Percentiles.ofSorted(sorted, 0.25),
                Percentiles.ofSorted(sorted, 0.75), sorted[0], sorted[sorted.length - 1], values.length, ci.low(),
                ci.high(), inOrder);
    }

    /** The values as a fresh array, in input order. */
    public double[] valuesArray() {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}

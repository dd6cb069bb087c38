package dev.sdkbench.results.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.sdkbench.results.model.Summary;

/**
 * Summarises one metric of one case over its forks (e.g. the 40 per-process mean latencies) into
 * the results' {@link Summary}: LM15's headline median, its p25/p75 spread (type 7, not a
 * confidence interval), min and max, and — beyond LM15 — a 95% bootstrap interval of the median.
 * Nothing is dropped: no outlier removal, no best-of. The values stay in input (fork) order, so
 * reports can show or re-derive them.
 */
public final class Summaries {

    private Summaries() {
    }

    /** The summary of no values: every figure NaN, so a case whose forks all failed still has a row. */
    private static Summary empty() {
        return new Summary(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN, List.of());
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
}

package dev.sdkbench.results.stats;

import java.util.Arrays;
import java.util.SplittableRandom;


/**
 * Percentile bootstrap confidence interval of the median: resample the values with replacement,
 * take each resample's median, and report the 2.5th and 97.5th type-7 percentiles of those
 * medians. Seeded, so a rerun over the same values gives the same interval.
 */
public final class Bootstrap {

    /** Enough that the interval's ends move by well under the values' own resolution between seeds. */
    public static final int DEFAULT_RESAMPLES = 10_000;

    /** A closed interval {@code [low, high]}; both NaN when there was nothing to resample. */
    public record Interval(double low, double high) {

        public boolean contains(double value) {
            return value >= low && value <= high;
        }

        public double width() {
            return high - low;
        }
    }

    private Bootstrap() {
    }

    /** The 95% interval of the median with {@link #DEFAULT_RESAMPLES} resamples. */
    public static Interval medianCi(double[] values, long seed) {
        return medianCi(values, DEFAULT_RESAMPLES, seed);
    }

    /** The 95% interval of the median from {@code resamples} resamples drawn with {@code SplittableRandom(seed)}. */
    public static Interval medianCi(double[] values, int resamples, long seed) {
        if (resamples < 1) {
            throw new IllegalArgumentException("resamples must be 1 or more (default " + DEFAULT_RESAMPLES + "), was "
                    + resamples);
        }
        int n = values.length;
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN);
        }
        if (n == 1) {
            return new Interval(values[0], values[0]);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        // A resample is kept as how often it drew each sorted value, so its median is one linear
        // scan: no per-resample sort and no allocation inside the loop.
        int[] draws = new int[n];
        double[] medians = new double[resamples];
        SplittableRandom random = new SplittableRandom(seed);
        for (int b = 0; b < resamples; b++) {
            Arrays.fill(draws, 0);
            for (int i = 0; i < n; i++) {
                draws[random.nextInt(n)]++;
            }
            medians[b] = median(sorted, draws);
        }
        Arrays.sort(medians);
        return new Interval(Percentiles.ofSorted(medians, 0.025), Percentiles.ofSorted(medians, 0.975));
    }

    /** The type-7 median of the resample that drew {@code sorted[j]} {@code draws[j]} times. */
    private static double median(double[] sorted, int[] draws) {
        int n = sorted.length;
        // Type 7 at p = 0.5: ranks (n − 1) / 2 and n / 2 (0-based), the same rank when n is odd.
        int lowRank = (n - 1) / 2;
        int highRank = n / 2;
        double low = 0;
        boolean lowFound = false;
        int seen = 0;
        for (int j = 0; j < n; j++) {
            seen += draws[j];
            if (!lowFound && seen > lowRank) {
                low = sorted[j];
                lowFound = true;
            }
            if (seen > highRank) {
                return low + 0.5 * (sorted[j] - low);
            }
        }
        throw new AssertionError("draws sum to fewer than " + n);
    }
}

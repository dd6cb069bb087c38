package dev.sdkbench.results.stats;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The change of a figure's median between two runs, with a 95% percentile-bootstrap interval:
 * each resample draws the before and the after per-fork values independently with replacement
 * and takes {@code median(after) / median(before) − 1}; the interval is the 2.5th and 97.5th
 * type-7 percentiles of those changes. Seeded, so a rerun over the same values gives the same
 * interval. Changes are fractions (0.10 is 10% more).
 *
 * @param change the change of the medians, {@code median(after) / median(before) − 1}
 * @param low    the interval's low end
 * @param high   the interval's high end
 */
public record MedianChange(double change, double low, double high) {

    /** Enough that the interval's ends move by well under a percent between seeds at 40 forks. */
    public static final int DEFAULT_RESAMPLES = 10_000;

    /** Whether the interval lies entirely on one side of zero. */
    public boolean excludesZero() {
        return low > 0 || high < 0;
    }

    /**
     * @throws IllegalArgumentException when a side has no values, a value is not finite, or the
     *                                  before median is zero (a change relative to zero has no size)
     */
    public static MedianChange of(double[] before, double[] after, int resamples, long seed) {
        check("before", before);
        check("after", after);
        if (resamples < 1) {
            throw new IllegalArgumentException("resamples must be 1 or more, was " + resamples);
        }
        double[] sortedBefore = sorted(before);
        double[] sortedAfter = sorted(after);
        double beforeMedian = median(sortedBefore);
        if (beforeMedian == 0) {
            throw new IllegalArgumentException("the before median is 0: a relative change from zero has no size");
        }
        double change = median(sortedAfter) / beforeMedian - 1;
        SplittableRandom random = new SplittableRandom(seed);
        double[] changes = new double[resamples];
        // A resample is kept as how often it drew each sorted value: its median is one scan, no sort.
        int[] beforeDraws = new int[before.length];
        int[] afterDraws = new int[after.length];
        int kept = 0;
        for (int r = 0; r < resamples; r++) {
            double resampledBefore = resampledMedian(sortedBefore, beforeDraws, random);
            double resampledAfter = resampledMedian(sortedAfter, afterDraws, random);
            // A resample of a figure that is sometimes zero can have a zero median: it has no ratio, so it is left out.
            if (resampledBefore != 0) {
                changes[kept++] = resampledAfter / resampledBefore - 1;
            }
        }
        double[] distribution = Arrays.copyOf(changes, kept);
        Arrays.sort(distribution);
        return new MedianChange(change, Percentiles.ofSorted(distribution, 0.025), Percentiles.ofSorted(distribution, 0.975));
    }

    private static void check(String side, double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no " + side + " values");
        }
        for (double v : values) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException(side + " value " + v + " is not a number");
            }
        }
    }

    /** Draws {@code sorted.length} values with replacement and returns their type-7 median. */
    private static double resampledMedian(double[] sorted, int[] draws, SplittableRandom random) {
        int n = sorted.length;
        Arrays.fill(draws, 0);
        for (int i = 0; i < n; i++) {
            draws[random.nextInt(n)]++;
        }
        // Type 7 at p = 0.5: the mean of ranks (n − 1) / 2 and n / 2 (0-based), one rank when n is odd.
        int lowRank = (n - 1) / 2;
        int highRank = n / 2;
        double low = Double.NaN;
        int seen = 0;
        for (int j = 0; j < n; j++) {
            seen += draws[j];
            if (Double.isNaN(low) && seen > lowRank) {
                low = sorted[j];
            }
            if (seen > highRank) {
                return (low + sorted[j]) / 2;
            }
        }
        throw new AssertionError("draws sum to fewer than " + n);
    }

    private static double[] sorted(double[] values) {
        double[] copy = values.clone();
        Arrays.sort(copy);
        return copy;
    }

    private static double median(double[] sorted) {
        return Percentiles.ofSorted(sorted, 0.5);
    }
}

package dev.sdkbench.results.stats.paired;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import dev.sdkbench.results.stats.Percentiles;

/**
 * The Hodges-Lehmann estimate of a paired difference and its interval from the Wilcoxon signed-rank
 * test: the median of the Walsh averages {@code (d[i] + d[j]) / 2, i <= j}, and the interval between
 * the k-th smallest and k-th largest of them, with k from the exact null distribution of the
 * signed-rank statistic. Distribution-free for symmetric differences and robust to a pair that met a
 * jump of the machine's pace, unlike a mean; an exact 95% interval needs at least 6 pairs (with 5 the
 * widest interval, all the Walsh averages, is only 93.75%).
 *
 * @param estimate   the Hodges-Lehmann estimate; NaN without differences
 * @param low        the interval's lower end; NaN when too few pairs give the asked confidence
 * @param high       the interval's upper end; NaN likewise
 * @param confidence the interval's exact coverage under the null (at least the one asked for), or NaN
 */
public record SignedRank(double estimate, double low, double high, double confidence) {

    /** The most pairs whose exact null distribution is counted; beyond it the normal approximation serves. */
    private static final int EXACT_UP_TO = 200;
    private static final Map<Integer, double[]> CUMULATIVE = new ConcurrentHashMap<>();

    /** @param differences paired differences (here log ratios), at least one */
    public static SignedRank of(double[] differences, double confidence) {
        int n = differences.length;
        if (n == 0) {
            return new SignedRank(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        return ofRank(differences, criticalRank(n, (1 - confidence) / 2));
    }

    /**
     * The estimate and the interval between the k-th smallest and the k-th largest Walsh averages,
     * whose exact coverage is {@code 1 - 2 P(W <= k - 1)}; no interval when k is below 1.
     *
     * @param differences paired differences, at least one
     */
    public static SignedRank ofRank(double[] differences, int k) {
        int n = differences.length;
        double[] walsh = new double[n * (n + 1) / 2];
        int w = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i; j < n; j++) {
                walsh[w++] = (differences[i] + differences[j]) / 2;
            }
        }
        Arrays.sort(walsh);
        double estimate = Percentiles.ofSorted(walsh, 0.5);
        if (k < 1 || k > walsh.length) {
            return new SignedRank(estimate, Double.NaN, Double.NaN, Double.NaN);
        }
        return new SignedRank(estimate, walsh[k - 1], walsh[walsh.length - k], coverage(n, k));
    }

    /** The exact coverage of the interval between the k-th smallest and largest Walsh averages of n pairs. */
    static double coverage(int n, int k) {
        return 1 - 2 * lowerTail(n, k - 1);
    }

    /**
     * The largest k with {@code P(W <= k - 1) <= tail} for the signed-rank statistic W of n pairs:
     * the interval's ends are the k-th smallest and largest Walsh averages; 0 when none qualifies.
     */
    static int criticalRank(int n, double tail) {
        return criticalRank(nullCumulative(n), tail);
    }

    /** As {@link #criticalRank(int, double)}, from the null distribution's cumulative {@code P(W <= s)}. */
    static int criticalRank(double[] cumulative, double tail) {
        int k = 0;
        while (k < cumulative.length / 2 && cumulative[k] <= tail) {
            k++;
        }
        return k;
    }

    /** {@code P(W <= c)} under the null: each of the n ranks enters the sum with probability 1/2. */
    static double lowerTail(int n, int c) {
        double[] cumulative = nullCumulative(n);
        return c < 0 ? 0 : cumulative[Math.min(c, cumulative.length - 1)];
    }

    /**
     * {@code P(W <= s)} for every s from 0 to n(n+1)/2: counted exactly up to {@value #EXACT_UP_TO} pairs, else approximated;
     * computed once per n (counting takes ~n³/2 steps, and the sequential boundary asks for the same n many times).
     */
    static double[] nullCumulative(int n) {
        return CUMULATIVE.computeIfAbsent(n, SignedRank::countNullCumulative).clone();
    }

    private static double[] countNullCumulative(int n) {
        int most = n * (n + 1) / 2;
        double[] cumulative = new double[most + 1];
        if (n > EXACT_UP_TO) {
            double mean = n * (n + 1) / 4.0;
            double sd = Math.sqrt(n * (n + 1) * (2.0 * n + 1) / 24);
            for (int s = 0; s <= most; s++) {
                cumulative[s] = normalCdf((s + 0.5 - mean) / sd);
            }
            return cumulative;
        }
        double[] ways = new double[most + 1];
        ways[0] = 1;
        for (int rank = 1; rank <= n; rank++) {
            for (int s = most; s >= rank; s--) {
                ways[s] += ways[s - rank];
            }
        }
        double total = Math.pow(2, n);
        double below = 0;
        for (int s = 0; s <= most; s++) {
            below += ways[s];
            cumulative[s] = below / total;
        }
        return cumulative;
    }

    static double normalCdf(double z) {
        // Abramowitz and Stegun 7.1.26, within 1.5e-7: plenty beyond 200 pairs.
        double t = 1 / (1 + 0.3275911 * Math.abs(z) / Math.sqrt(2));
        double erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
                * Math.exp(-z * z / 2);
        return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
    }
}

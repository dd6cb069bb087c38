package dev.sdkbench.reports.paired;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A group-sequential signed-rank boundary (Armitage's repeated significance tests with an
 * O'Brien–Fleming-shaped boundary): at each planned look of {@link Looks} the interval of a paired
 * difference is the Hodges–Lehmann/Walsh-average interval of {@link SignedRank}, at a per-look
 * confidence chosen so that the probability that the true shift leaves the interval at <em>any</em>
 * look is at most {@link #ALPHA}. The intervals are thus a confidence sequence over the planned
 * looks: a comparison may stop at whichever look its data resolve, or at a budget before the last,
 * and the interval it stops with still holds the true shift with probability at least 95%.
 *
 * <p>Under the null for the true shift θ the signs of {@code d - θ} are fair coins and the ranks of
 * {@code |d - θ|} are a uniformly random arrival order, whatever the (continuous, symmetric)
 * distribution of the differences; so the joint law of the signed-rank statistics over the looks is
 * distribution-free. It is drawn here by a seeded Monte Carlo ({@value #TRIALS} paths), and the
 * boundary's one constant c is the smallest whose crossing rate's upper 95% bound stays within
 * {@link #ALPHA}: look i at n of N pairs (its last look) takes the exact signed-rank critical rank
 * of one-sided tail {@code 1 - Φ(c √(N / n))}, wide early and close to the fixed-count 95% interval
 * at the last look. Calibrated once per schedule (deterministic, a few hundred ms at most).
 *
 * @param looks       the planned looks
 * @param ranks       each look's critical rank k: its interval runs from the k-th smallest to the k-th largest
 *                    Walsh average; 0 gives no interval at that look
 * @param confidences each look's exact per-look coverage, {@code 1 - 2 P(W <= k - 1)}; NaN without an interval
 * @param spread      the boundary's constant c
 * @param crossing    the Monte Carlo rate at which the true shift leaves the interval at some look
 */
public record SequentialBoundary(Looks looks, List<Integer> ranks, List<Double> confidences, double spread, double crossing) {

    /** The most probability that the true shift leaves the interval at any look. */
    public static final double ALPHA = 1 - PairedComparison.CONFIDENCE;
    /** Monte Carlo paths of the joint null: the crossing rate's standard error is then ~0.2 points. */
    static final int TRIALS = 10_000;
    private static final long SEED = 0x5eed_5e9L;
    /** The crossing rate's upper bound is the estimate plus this many standard errors (one-sided 95%). */
    private static final double MARGIN = 1.645;
    private static final Map<Looks, SequentialBoundary> CACHE = new ConcurrentHashMap<>();

    public SequentialBoundary {
        ranks = List.copyOf(ranks);
        confidences = List.copyOf(confidences);
    }

    /** The calibrated boundary of a sequential schedule, computed once and kept. */
    public static SequentialBoundary of(Looks looks) {
        if (!looks.sequential()) {
            throw new IllegalArgumentException("a fixed count has no sequential boundary: give at least one look");
        }
        return CACHE.computeIfAbsent(looks, SequentialBoundary::calibrate);
    }

    /**
     * The pairs of the first look that gives an interval (an O'Brien–Fleming-shaped boundary gives none at the early
     * looks of a few pairs), or -1 when no look does: a comparison that must show an interval runs at least these.
     */
    public int firstInterval() {
        for (int i = 0; i < ranks.size(); i++) {
            if (ranks.get(i) >= 1) {
                return looks.counts().get(i);
            }
        }
        return -1;
    }

    /**
     * The interval at the largest look the differences reach, over the first that many of them (in
     * the order they ran): every interval this gives is one of the planned looks', so the guarantee
     * holds wherever the comparison stopped. Fewer differences than the first look give an estimate and no interval.
     *
     * @return the interval, and the index of its look (-1 for none)
     */
    public Look interval(double[] differences) {
        int index = looks.indexAtMost(differences.length);
        if (index < 0) {
            return new Look(-1, 0, SignedRank.ofRank(differences, 0));
        }
        int pairs = looks.counts().get(index);
        return new Look(index, pairs, SignedRank.ofRank(Arrays.copyOf(differences, pairs), ranks.get(index)));
    }

    /**
     * The interval at one look.
     *
     * @param index    the look's index in the schedule (0 for the first), -1 before the first
     * @param pairs    the pairs it was read over
     * @param interval the estimate and interval over them
     */
    public record Look(int index, int pairs, SignedRank interval) {
    }

    private static SequentialBoundary calibrate(Looks looks) {
        List<Integer> counts = looks.counts();
        List<double[]> nulls = counts.stream().map(SignedRank::nullCumulative).toList();
        int[][] paths = nullPaths(counts, TRIALS, new SplittableRandom(SEED));
        double low = 0;
        double high = 64;
        for (int step = 0; step < 60; step++) {
            double mid = (low + high) / 2;
            if (upperBound(crossingRate(paths, counts, ranks(counts, nulls, mid))) <= ALPHA) {
                high = mid;
            } else {
                low = mid;
            }
        }
        int[] ranks = ranks(counts, nulls, high);
        List<Double> confidences = new ArrayList<>();
        for (int i = 0; i < counts.size(); i++) {
            confidences.add(ranks[i] < 1 ? Double.NaN : SignedRank.coverage(counts.get(i), ranks[i]));
        }
        return new SequentialBoundary(looks, Arrays.stream(ranks).boxed().toList(), confidences, high,
                crossingRate(paths, counts, ranks));
    }

    private static double upperBound(double rate) {
        return rate + MARGIN * Math.sqrt(Math.max(rate, 1.0 / TRIALS) * (1 - rate) / TRIALS);
    }

    /** Each look's critical rank for the boundary constant c: an O'Brien–Fleming z of c √(N / n), as an exact rank. */
    private static int[] ranks(List<Integer> counts, List<double[]> nulls, double c) {
        int last = counts.get(counts.size() - 1);
        int[] ranks = new int[counts.size()];
        for (int i = 0; i < ranks.length; i++) {
            double z = c * Math.sqrt((double) last / counts.get(i));
            ranks[i] = SignedRank.criticalRank(nulls.get(i), 1 - SignedRank.normalCdf(z));
        }
        return ranks;
    }

    /** The share of paths whose statistic leaves {@code [k, M - k]} at some look: the true shift outside that look's interval. */
    private static double crossingRate(int[][] paths, List<Integer> counts, int[] ranks) {
        int crossed = 0;
        for (int[] path : paths) {
            for (int i = 0; i < ranks.length; i++) {
                int most = counts.get(i) * (counts.get(i) + 1) / 2;
                if (ranks[i] >= 1 && (path[i] <= ranks[i] - 1 || path[i] >= most - ranks[i] + 1)) {
                    crossed++;
                    break;
                }
            }
        }
        return (double) crossed / paths.length;
    }

    /**
     * Paths of the signed-rank statistic W (the sum of the ranks of |d| over the positive d) at each
     * look, under the null: each new pair gets a fair sign and a magnitude that arrives in a uniformly
     * random order among all of them. Kept incrementally with a Fenwick tree over the magnitudes (each
     * node counts all pairs in its low half and the positive ones in its high half), so that a path of
     * N pairs costs N log N, not a sort at every look.
     */
    static int[][] nullPaths(List<Integer> counts, int trials, SplittableRandom random) {
        int last = counts.get(counts.size() - 1);
        int[][] paths = new int[trials][counts.size()];
        int[] magnitudes = new int[last];
        long[] tree = new long[last + 1];
        for (int[] path : paths) {
            shuffle(magnitudes, random);
            Arrays.fill(tree, 0);
            int positives = 0;
            long w = 0;
            for (int j = 0, look = 0; j < last; j++) {
                int m = magnitudes[j];
                long below = prefix(tree, m);
                w += positives - (below >>> 32); // every positive above m moves up a rank
                boolean positive = random.nextBoolean();
                if (positive) {
                    w += 1 + (below & 0xffff_ffffL);
                    positives++;
                }
                add(tree, m, positive ? 1 + (1L << 32) : 1);
                if (j + 1 == counts.get(look)) {
                    path[look++] = (int) w;
                }
            }
        }
        return paths;
    }

    private static void shuffle(int[] values, SplittableRandom random) {
        for (int i = 0; i < values.length; i++) {
            values[i] = i + 1;
        }
        for (int i = values.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
    }

    private static long prefix(long[] tree, int at) {
        long sum = 0;
        for (int i = at; i > 0; i -= i & -i) {
            sum += tree[i];
        }
        return sum;
    }

    private static void add(long[] tree, int at, long value) {
        for (int i = at; i < tree.length; i += i & -i) {
            tree[i] += value;
        }
    }
}

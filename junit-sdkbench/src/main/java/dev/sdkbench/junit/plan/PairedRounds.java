package dev.sdkbench.junit.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.LongSupplier;

import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.stats.paired.BothOrders;
import dev.sdkbench.results.stats.paired.Looks;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.results.stats.paired.PairedVerdict;

/**
 * Whether lockstep rounds with compared pairs may stop: at each planned look of a pair
 * ({@link Looks}), every timed start-up figure of every pair still open is read through the same
 * sequential interval the reports use ({@link PairedComparison#ratio(PairedFigure, double[], double[], double, Looks)});
 * the rounds stop once each is resolved (SAME, SLOWER or FASTER), or when the comparison's budget would
 * not reach the next look. Between looks a round just runs: the guarantee holds only at planned looks.
 * A pair one of whose cases failed is no longer open: it cannot resolve. Not thread-safe: the planner
 * calls it under its own lock.
 */
final class PairedRounds {

    /** The figures that decide: the timed start-up ones, which the gate fails on. */
    static final List<PairedFigure> DECIDING = List.of(PairedFigure.FIRST_RESPONSE, PairedFigure.EARLY);
    /** Where a fork's kept figures hold the other build's early µs per call, after the {@link #DECIDING} ones. */
    private static final int PARTNER_EARLY = 2;

    private final ForkPlanner.Comparisons comparisons;
    /** What a round's own start-up forks are expected to take, one after the other, from their lifetimes so far. */
    private final LongSupplier ownRoundMillis;
    private final List<Pair> pairs;
    private final Set<String> cases = new HashSet<>();
    /** Each case's start-up forks' deciding figures, by fork number (NaN where a fork gave none). */
    private final Map<String, TreeMap<Integer, double[]>> figures = new HashMap<>();
    private final List<Long> roundMillis = new ArrayList<>();
    private long startedMillis = -1;
    private long roundStartedMillis = -1;
    private int roundsAtRoundStart;
    private ForkPlanner.Stop decided;

    PairedRounds(ForkPlanner.Comparisons comparisons, LongSupplier ownRoundMillis) {
        this.comparisons = comparisons;
        this.ownRoundMillis = ownRoundMillis;
        this.pairs = comparisons.pairs().stream().filter(p -> !p.looks().isEmpty()).toList();
        pairs.forEach(p -> {
            cases.add(p.caseId());
            cases.add(p.referenceId());
        });
    }

    /** Whether the case's rounds are decided here rather than by its own precision. */
    boolean decides(String caseId) {
        return cases.contains(caseId);
    }

    /** The comparison's clock starts with its first fork. */
    void started() {
        if (startedMillis < 0) {
            startedMillis = comparisons.clock().getAsLong();
        }
    }

    /**
     * Keeps a finished start-up fork's deciding figures: the first response in ms, the early block's µs per call, and
     * the other build's early µs per call where it ran beside the case in the fork's JVM (else NaN).
     */
    void finished(String caseId, int fork, double firstResponseMillis, double earlyMicros, double partnerEarlyMicros) {
        if (cases.contains(caseId)) {
            figures.computeIfAbsent(caseId, k -> new TreeMap<>()).put(fork,
                    new double[] {firstResponseMillis, earlyMicros, partnerEarlyMicros});
        }
    }

    /**
     * A new round is queued after {@code rounds} complete ones: the time the last round took counts toward the estimate,
     * unless a steady pair fork ran in it, whose time the pair forks' own share accounts for.
     */
    void roundQueued(int rounds, boolean lastCarriedPairFork) {
        long now = comparisons.clock().getAsLong();
        if (roundStartedMillis >= 0 && rounds > roundsAtRoundStart && !lastCarriedPairFork) {
            roundMillis.add((now - roundStartedMillis) / (rounds - roundsAtRoundStart));
        }
        roundStartedMillis = now;
        roundsAtRoundStart = rounds;
    }

    /**
     * The decision after {@code rounds} complete rounds: {@code null} to go on, {@link ForkPlanner.Stop#RESOLVED} or
     * {@link ForkPlanner.Stop#BUDGET}; once made it stands, so a decided pair never drives rounds that other cases keep.
     *
     * @param failed the cases stopped by a failed fork
     * @param shares  how many share the budget's time from here (the start-up rounds, and steady pair forks that go on
     *                beside them): the next look is projected at that many times the rounds' own time
     */
    ForkPlanner.Stop decide(int rounds, Set<String> failed, int shares) {
        if (decided != null) {
            return decided;
        }
        List<Pair> open = pairs.stream().filter(p -> !failed.contains(p.caseId()) && !failed.contains(p.referenceId())).toList();
        if (open.stream().allMatch(p -> p.looks().get(p.looks().size() - 1) < rounds)) {
            // No pair left to look at (each failed, or its cases may run more forks than its last look): they end here.
            return decided(open.isEmpty() ? ForkPlanner.Stop.RESOLVED : ForkPlanner.Stop.MOST_FORKS);
        }
        if (open.stream().noneMatch(p -> p.looks().contains(rounds))) {
            return null;
        }
        List<ForkPlanner.Reading> readings = readings(open);
        long left = leftMillis();
        comparisons.listener().accept(new ForkPlanner.Look(rounds, comparisons.budgetMillis() > 0 ? left : -1, readings));
        if (readings.stream().allMatch(r -> r.ratio().verdict() != PairedVerdict.UNRESOLVED)) {
            return decided(ForkPlanner.Stop.RESOLVED);
        }
        int next = open.stream().mapToInt(p -> new Looks(p.looks()).after(rounds)).filter(n -> n > 0).min().orElse(-1);
        if (budgeted() && next > 0 && (long) (next - rounds) * roundEstimateMillis(rounds) * shares > left) {
            return decided(ForkPlanner.Stop.BUDGET);
        }
        return null;
    }

    private ForkPlanner.Stop decided(ForkPlanner.Stop stop) {
        decided = stop;
        return stop;
    }

    /** Every open pair's deciding figures, read at the largest look their valid pairs reach. */
    private List<ForkPlanner.Reading> readings(List<Pair> open) {
        List<ForkPlanner.Reading> readings = new ArrayList<>();
        for (Pair pair : open) {
            for (int f = 0; f < DECIDING.size(); f++) {
                ratio(pair, f).ifPresent(r -> readings.add(new ForkPlanner.Reading(pair, r)));
            }
        }
        return readings;
    }

    /** As the reports read it: an early figure of forks that each ran the other build beside their own, from both orders. */
    private Optional<PairedRatio> ratio(Pair pair, int figure) {
        double[] values = values(pair.caseId(), figure);
        double[] referenceValues = values(pair.referenceId(), figure);
        if (DECIDING.get(figure).fromEarlyBlock() && besidePartner(pair.caseId()) && besidePartner(pair.referenceId())) {
            int n = Math.min(values.length, referenceValues.length);
            double[][] rounds = BothOrders.rounds(Arrays.copyOf(values, n), Arrays.copyOf(values(pair.referenceId(), PARTNER_EARLY), n),
                    Arrays.copyOf(referenceValues, n), Arrays.copyOf(values(pair.caseId(), PARTNER_EARLY), n));
            values = rounds[0];
            referenceValues = rounds[1];
        }
        return PairedComparison.ratio(DECIDING.get(figure), values, referenceValues, comparisons.tolerance(), new Looks(pair.looks()));
    }

    /** Whether the case's start-up forks ran the other build beside their own. */
    private boolean besidePartner(String caseId) {
        return figures.getOrDefault(caseId, new TreeMap<>()).values().stream().anyMatch(v -> !Double.isNaN(v[PARTNER_EARLY]));
    }

    /** The case's values of one deciding figure, its start-up forks in the order they ran. */
    private double[] values(String caseId, int figure) {
        return figures.getOrDefault(caseId, new TreeMap<>()).values().stream().mapToDouble(v -> v[figure]).toArray();
    }

    /** Whether the comparison has a budget. */
    boolean budgeted() {
        return comparisons.budgetMillis() > 0;
    }

    /** The budget left, in ms; negative when spent. */
    long leftMillis() {
        return comparisons.budgetMillis() - (comparisons.clock().getAsLong() - startedMillis);
    }

    /**
     * A round's expected wall time: the median of the extra rounds so far; else the first forks' time per round, but at
     * most the round's own start-up forks one after the other (the first forks' time holds their steady forks too).
     */
    private long roundEstimateMillis(int rounds) {
        if (roundMillis.isEmpty()) {
            return Math.min((comparisons.clock().getAsLong() - startedMillis) / Math.max(1, rounds), ownRoundMillis.getAsLong());
        }
        List<Long> sorted = roundMillis.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }
}

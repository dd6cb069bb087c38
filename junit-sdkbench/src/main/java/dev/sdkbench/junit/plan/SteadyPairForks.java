package dev.sdkbench.junit.plan;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import dev.sdkbench.reports.model.Pair;
import dev.sdkbench.reports.paired.Looks;
import dev.sdkbench.reports.paired.PairedComparison;
import dev.sdkbench.reports.paired.PairedFigure;
import dev.sdkbench.reports.paired.PairedRatio;
import dev.sdkbench.reports.paired.PairedVerdict;

/**
 * Whether a case's steady pair forks against its baseline may stop, fork pair by fork pair: at each planned look of
 * the pair's pair-fork counts ({@link Pair#steadyLooks}) the steady ratio of the two sides of each JVM so far is read
 * through the same sequential interval the start-up rounds and the reports use
 * ({@link PairedComparison#ratio(PairedFigure, double[], double[], double, Looks)}), and pair forks are added one at a
 * time until it is resolved (SAME, SLOWER or FASTER), the most pair forks ran, or the next look would pass the
 * comparison's budget. Between looks a pair fork just runs: the guarantee holds only at planned looks. Not thread-safe:
 * the planner calls it under its own lock.
 */
final class SteadyPairForks {

    private final ForkPlanner.Comparisons comparisons;
    /** Each case's baseline pair, by the case that runs the pair forks. */
    private final Map<String, Pair> pairs = new TreeMap<>();
    /** Each case's pair forks' two sides, by fork number (NaN where a side gave none). */
    private final Map<String, TreeMap<Integer, double[]>> sides = new HashMap<>();
    /** The pair-fork count each case was last read at, so that a look is read and told once. */
    private final Map<String, Integer> readAt = new HashMap<>();
    private final Map<String, ForkPlanner.Stop> decided = new HashMap<>();

    SteadyPairForks(ForkPlanner.Comparisons comparisons) {
        this.comparisons = comparisons;
        comparisons.pairs().stream().filter(p -> p.sameJvm() && !p.steadyLooks().isEmpty()).forEach(p -> pairs.put(p.caseId(), p));
    }

    /** The cases whose pair forks stop on the data. */
    Set<String> cases() {
        return pairs.keySet();
    }

    /** Whether the case's pair forks are counted here, and it may still want one. */
    boolean open(String caseId) {
        return pairs.containsKey(caseId) && !decided.containsKey(caseId);
    }

    /** Why the case's pair forks stopped; {@code null} while open, or for a case not counted here. */
    ForkPlanner.Stop stop(String caseId) {
        return decided.get(caseId);
    }

    /** Keeps a finished pair fork's steady figures: the case's side and the other side, µs per call. */
    void finished(String caseId, int fork, ForkPlanner.SteadySides steady) {
        if (pairs.containsKey(caseId)) {
            sides.computeIfAbsent(caseId, k -> new TreeMap<>()).put(fork,
                    steady == null ? new double[] {Double.NaN, Double.NaN} : new double[] {steady.caseMicros(), steady.otherMicros()});
        }
    }

    /** A case whose fork failed runs no more pair forks: it cannot resolve. */
    void failed(String caseId) {
        if (open(caseId)) {
            decided.put(caseId, ForkPlanner.Stop.FAILED);
        }
    }

    /**
     * The decision after the case's finished pair forks: {@code null} for another, else {@link ForkPlanner.Stop#RESOLVED},
     * {@link ForkPlanner.Stop#MOST_FORKS} or {@link ForkPlanner.Stop#BUDGET}; once made it stands.
     *
     * @param leftMillis     the comparison's budget left; {@link Long#MAX_VALUE} without one
     * @param pairForkMillis the wall time a pair fork is expected to take, with what the rounds beside it take meanwhile
     */
    ForkPlanner.Stop decide(String caseId, long leftMillis, long pairForkMillis) {
        if (!open(caseId)) {
            return decided.get(caseId);
        }
        Looks looks = new Looks(pairs.get(caseId).steadyLooks());
        int done = sides.getOrDefault(caseId, new TreeMap<>()).size();
        if (looks.isLook(done) && !Integer.valueOf(done).equals(readAt.put(caseId, done)) && resolvedAt(caseId, done, leftMillis)) {
            return decide(caseId, ForkPlanner.Stop.RESOLVED);
        }
        if (done >= looks.last()) {
            return decide(caseId, ForkPlanner.Stop.MOST_FORKS);
        }
        long toNextLook = (long) (looks.after(done) - done) * pairForkMillis;
        return toNextLook > leftMillis ? decide(caseId, ForkPlanner.Stop.BUDGET) : null;
    }

    private ForkPlanner.Stop decide(String caseId, ForkPlanner.Stop stop) {
        decided.put(caseId, stop);
        return stop;
    }

    /** Reads the case's steady ratio at a look, tells it, and says whether it is resolved. */
    private boolean resolvedAt(String caseId, int pairForks, long leftMillis) {
        Optional<PairedRatio> ratio = ratio(caseId);
        ratio.ifPresent(r -> comparisons.listener().accept(new ForkPlanner.Look(pairForks,
                leftMillis == Long.MAX_VALUE ? -1 : leftMillis, List.of(new ForkPlanner.Reading(pairs.get(caseId), r)))));
        return ratio.isPresent() && ratio.get().verdict() != PairedVerdict.UNRESOLVED;
    }

    /** The steady ratio of the case's pair forks so far, through the sequential interval of the pair's steady looks. */
    Optional<PairedRatio> ratio(String caseId) {
        Pair pair = pairs.get(caseId);
        TreeMap<Integer, double[]> forks = sides.getOrDefault(caseId, new TreeMap<>());
        return PairedComparison.ratio(PairedFigure.STEADY, forks.values().stream().mapToDouble(v -> v[0]).toArray(),
                forks.values().stream().mapToDouble(v -> v[1]).toArray(), comparisons.tolerance(), new Looks(pair.steadyLooks()));
    }
}

package dev.sdkbench.results.stats.paired;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.stats.Percentiles;

/**
 * A pair's figures side by side: for each {@link PairedFigure}, the i-th fork of the case's protocol
 * against the reference's i-th, both counted in the order they ran.
 *
 * @param pair      the two cases
 * @param tolerance the difference that matters, as a fraction (0.02: ±2%)
 * @param ratios    one ratio per figure that has at least one pair
 * @param shard     the CI shard whose run measured both sides ({@code "2/4"}), or {@code null} for a whole run: a
 *                  reference measured in several shards is paired only with the cases of its own shard
 */
public record PairedComparison(Pair pair, double tolerance, List<PairedRatio> ratios, String shard) {

    /** The difference the gate tolerates by default: ±2%, below what the machine's own noise moves a fork. */
    public static final double DEFAULT_TOLERANCE = 0.02;
    /**
     * The confidence of every interval: of a fixed count's at once, of a sequential comparison's over all its looks
     * together ({@link SequentialBoundary}).
     */
    public static final double CONFIDENCE = 0.95;

    public PairedComparison {
        ratios = List.copyOf(ratios);
    }

    /** Every pair of every run of the report, run by run, each read at its run's tolerance ({@link #toleranceOf}). */
    public static List<PairedComparison> of(Report report) {
        return report.runs().stream().flatMap(f -> of(f.run()).stream()).toList();
    }

    /** Every pair of the run, read at the tolerance the run's gate used ({@link #toleranceOf}). */
    public static List<PairedComparison> of(Run run) {
        return of(run, toleranceOf(run));
    }

    /**
     * The band the run's gate read its verdicts at: its recorded {@code sdkbench.tolerance}, else the default, which
     * every run used before the tolerance was recorded. Reports read the run's own, so that a verdict they show is the
     * one that passed or failed the build.
     */
    public static double toleranceOf(Run run) {
        Double recorded = run.settings() == null ? null : run.settings().tolerance();
        return recorded != null ? recorded : DEFAULT_TOLERANCE;
    }

    /**
     * The band of these comparisons' verdicts, for a line that names it once: the first's (the runs of one report
     * share it unless they were set apart), the default when there are none.
     */
    public static double band(List<PairedComparison> comparisons) {
        return comparisons.isEmpty() ? DEFAULT_TOLERANCE : comparisons.get(0).tolerance();
    }

    /** Every pair of every run of the report, run by run, all read at {@code tolerance}. */
    public static List<PairedComparison> of(Report report, double tolerance) {
        return report.runs().stream().flatMap(f -> of(f.run(), tolerance).stream()).toList();
    }

    /** Every pair of the run, compared, in the run's shard; a pair whose cases are missing from the run is left out. */
    public static List<PairedComparison> of(Run run, double tolerance) {
        List<PairedComparison> comparisons = new ArrayList<>();
        for (Pair pair : run.pairs()) {
            Optional<CaseResult> c = run.caseById(pair.caseId());
            Optional<CaseResult> reference = run.caseById(pair.referenceId());
            if (c.isPresent() && reference.isPresent()) {
                PairedComparison compared = of(pair, c.get(), reference.get(), tolerance);
                comparisons.add(new PairedComparison(pair, tolerance, compared.ratios(), run.settings().shard()));
            }
        }
        return comparisons;
    }

    /**
     * The case's figures against the reference's. A steady figure of pair forks (the reference run
     * beside the case in each steady fork's JVM) pairs the two sides of each JVM; every other figure
     * pairs the case's i-th fork with the reference's i-th.
     */
    public static PairedComparison of(Pair pair, CaseResult c, CaseResult reference, double tolerance) {
        List<PairedRatio> ratios = new ArrayList<>();
        for (PairedFigure figure : PairedFigure.values()) {
            ratio(pair, figure, forks(c, figure), forks(reference, figure), tolerance).ifPresent(ratios::add);
        }
        return new PairedComparison(pair, tolerance, ratios, null);
    }

    /** What the case is read against, as a report names it: {@code FloorBenchmark.minimalChat (reference, shard 2/4)}. */
    public String over() {
        return pair.referenceId() + (pair.role() == Pair.Role.BASELINE ? " (baseline classpath" : " (reference")
                + (shard == null ? "" : ", shard " + shard) + ")";
    }

    /**
     * One figure of the pair from the two cases' forks of its protocol, in order: the two sides of
     * each pair fork, settled or not (both met one JIT state) while the JIT was nearly done; an early figure of start-up
     * forks that each ran the other build beside their own, both orders of a round together ({@link BothOrders}); else
     * fork by position.
     * A start-up figure of a pair whose rounds stopped on the data ({@link Pair#looks}) takes the sequential
     * interval, and so does a steady figure of pair forks that stopped on it ({@link Pair#steadyLooks}); one whose
     * forks were counted in advance keeps the fixed-count one.
     */
    public static Optional<PairedRatio> ratio(Pair pair, PairedFigure figure, List<Fork> forks, List<Fork> referenceForks,
                                              double tolerance) {
        Looks looks = new Looks(figure.protocol() == Protocol.STARTUP ? pair.looks() : pair.steadyLooks());
        if (figure.fromEarlyBlock() && BothOrders.ran(forks, referenceForks)) {
            double[][] rounds = BothOrders.rounds(figure, forks, referenceForks);
            return ratio(figure, rounds[0], rounds[1], tolerance, looks);
        }
        if (sharesJvm(pair, forks)) {
            return ratio(figure, figure::ofPairFork, forks, partners(pair, forks, referenceForks), tolerance, looks);
        }
        return ratio(figure, figure::of, forks, referenceForks, tolerance, looks);
    }

    /**
     * What each of the case's forks (of one protocol, in order) is paired with: the other side of
     * each when they are pair forks of this pair (the reference, or the baseline in a class loader of
     * its own, ran in the same JVM), else the other case's own forks, by position.
     */
    public static List<Fork> partners(Pair pair, List<Fork> forks, List<Fork> referenceForks) {
        if (!sharesJvm(pair, forks)) {
            return referenceForks;
        }
        // A fork that failed before its steady phase has no reference side: it stays as its own partner, which has no value.
        return forks.stream().map(f -> f.referenceSide().orElse(f)).toList();
    }

    /** Whether the forks are pair forks of the pair: their other side is this pair's ({@link Pair#sameJvm}). */
    private static boolean sharesJvm(Pair pair, List<Fork> forks) {
        return pair.sameJvm() && forks.stream().anyMatch(f -> f.referenceSide().isPresent());
    }

    /** The gated figures that came out slower: what fails the build for a {@link Pair.Role#BASELINE} pair. */
    public List<PairedRatio> regressions() {
        if (pair.role() != Pair.Role.BASELINE) {
            return List.of();
        }
        return ratios.stream().filter(r -> r.figure().timed() && r.verdict() == PairedVerdict.SLOWER).toList();
    }

    public Optional<PairedRatio> ratio(PairedFigure figure) {
        return ratios.stream().filter(r -> r.figure() == figure).findFirst();
    }

    /** The case's forks of the figure's protocol, in the order they ran (their fork numbers), failed ones included. */
    private static List<Fork> forks(CaseResult c, PairedFigure figure) {
        return c.forks().stream().filter(f -> f.protocol() == figure.protocol()).sorted(Comparator.comparingInt(Fork::fork))
                .toList();
    }

    /** One figure from the two sides' forks of its protocol, paired by position, counted in advance. */
    public static Optional<PairedRatio> ratio(PairedFigure figure, List<Fork> forks, List<Fork> referenceForks, double tolerance) {
        return ratio(figure, figure::of, forks, referenceForks, tolerance, Looks.none());
    }

    private static Optional<PairedRatio> ratio(PairedFigure figure, ToDoubleFunction<Fork> value, List<Fork> forks,
                                               List<Fork> referenceForks, double tolerance, Looks looks) {
        int n = Math.min(forks.size(), referenceForks.size());
        double[] values = new double[n];
        double[] referenceValues = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = value.applyAsDouble(forks.get(i));
            referenceValues[i] = value.applyAsDouble(referenceForks.get(i));
        }
        return ratio(figure, values, referenceValues, tolerance, looks);
    }

    /**
     * One figure from the two sides' values, paired by position (NaN where a side has none): with looks, the
     * sequential interval at the largest look the valid pairs reach ({@link SequentialBoundary}), else the
     * fixed-count 95% interval. The planner reads a running comparison through this, the reports a finished one.
     */
    public static Optional<PairedRatio> ratio(PairedFigure figure, double[] values, double[] referenceValues, double tolerance,
                                              Looks looks) {
        List<double[]> pairs = new ArrayList<>();
        for (int i = 0; i < Math.min(values.length, referenceValues.length); i++) {
            if (Double.isFinite(values[i]) && Double.isFinite(referenceValues[i])) {
                pairs.add(new double[] {values[i], referenceValues[i]});
            }
        }
        if (pairs.isEmpty()) {
            return Optional.empty();
        }
        double[] logRatios = pairs.stream().mapToDouble(v -> Math.log(v[0] / v[1])).toArray();
        int look = 0;
        SignedRank hl;
        if (looks.sequential()) {
            SequentialBoundary.Look at = SequentialBoundary.of(looks).interval(logRatios);
            look = at.index() + 1;
            hl = at.interval();
            pairs = at.index() < 0 ? pairs : pairs.subList(0, at.pairs());
        } else {
            hl = SignedRank.of(logRatios, CONFIDENCE);
        }
        double ratio = Math.exp(hl.estimate());
        double low = Math.exp(hl.low());
        double high = Math.exp(hl.high());
        return Optional.of(new PairedRatio(figure, pairs.size(), ratio, low, high, median(pairs, 0), median(pairs, 1),
                PairedVerdict.of(low, high, tolerance), look, hl.confidence()));
    }

    private static double median(List<double[]> values, int side) {
        return Percentiles.median(values.stream().mapToDouble(v -> v[side]).toArray());
    }
}

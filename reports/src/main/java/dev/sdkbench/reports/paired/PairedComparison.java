package dev.sdkbench.reports.paired;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

import dev.sdkbench.reports.model.CaseResult;
import dev.sdkbench.reports.model.Fork;
import dev.sdkbench.reports.model.Pair;
import dev.sdkbench.reports.model.Report;
import dev.sdkbench.reports.model.Run;
import dev.sdkbench.reports.stats.Percentiles;

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
    /** The confidence of every interval. */
    public static final double CONFIDENCE = 0.95;

    public PairedComparison {
        ratios = List.copyOf(ratios);
    }

    /** Every pair of every run of the report, run by run. */
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
     * each pair fork, settled or not (both met one JIT state) while the JIT was nearly done, else fork by position.
     */
    public static Optional<PairedRatio> ratio(Pair pair, PairedFigure figure, List<Fork> forks, List<Fork> referenceForks,
                                              double tolerance) {
        if (sharesJvm(pair, forks)) {
            return ratio(figure, figure::ofPairFork, forks, partners(pair, forks, referenceForks), tolerance);
        }
        return ratio(figure, forks, referenceForks, tolerance);
    }

    /**
     * What each of the case's forks (of one protocol, in order) is paired with: the reference side
     * of each when they are pair forks (the reference ran in the same JVM), else the reference's own
     * forks, by position. Only a reference pair shares a JVM, never a baseline classpath.
     */
    public static List<Fork> partners(Pair pair, List<Fork> forks, List<Fork> referenceForks) {
        if (!sharesJvm(pair, forks)) {
            return referenceForks;
        }
        // A fork that failed before its steady phase has no reference side: it stays as its own partner, which has no value.
        return forks.stream().map(f -> f.referenceSide().orElse(f)).toList();
    }

    /** Whether the forks are pair forks of the pair: only a reference pair shares a JVM, never a baseline classpath. */
    private static boolean sharesJvm(Pair pair, List<Fork> forks) {
        return pair.role() == Pair.Role.REFERENCE && forks.stream().anyMatch(f -> f.referenceSide().isPresent());
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

    /** One figure from the two sides' forks of its protocol, paired by position. */
    public static Optional<PairedRatio> ratio(PairedFigure figure, List<Fork> forks, List<Fork> referenceForks, double tolerance) {
        return ratio(figure, figure::of, forks, referenceForks, tolerance);
    }

    private static Optional<PairedRatio> ratio(PairedFigure figure, ToDoubleFunction<Fork> value, List<Fork> forks,
                                               List<Fork> referenceForks, double tolerance) {
        int n = Math.min(forks.size(), referenceForks.size());
        List<double[]> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double a = value.applyAsDouble(forks.get(i));
            double b = value.applyAsDouble(referenceForks.get(i));
            if (Double.isFinite(a) && Double.isFinite(b)) {
                values.add(new double[] {a, b});
            }
        }
        if (values.isEmpty()) {
            return Optional.empty();
        }
        double[] logRatios = values.stream().mapToDouble(v -> Math.log(v[0] / v[1])).toArray();
        SignedRank hl = SignedRank.of(logRatios, CONFIDENCE);
        double ratio = Math.exp(hl.estimate());
        double low = Math.exp(hl.low());
        double high = Math.exp(hl.high());
        return Optional.of(new PairedRatio(figure, values.size(), ratio, low, high, median(values, 0), median(values, 1),
                PairedVerdict.of(ratio, low, high, tolerance)));
    }

    private static double median(List<double[]> values, int side) {
        return Percentiles.median(values.stream().mapToDouble(v -> v[side]).toArray());
    }
}

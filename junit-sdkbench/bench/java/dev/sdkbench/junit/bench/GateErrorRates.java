package dev.sdkbench.junit.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import dev.sdkbench.reports.compare.BaselineComparison;
import dev.sdkbench.reports.compare.GateSettings;
import dev.sdkbench.reports.compare.Verdict;
import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedVerdict;
import dev.sdkbench.results.stats.paired.SignedRank;
import dev.sdkbench.results.stats.MedianChange;
import dev.sdkbench.results.stats.Percentiles;

/**
 * The gate's error rates, resampled from the pools of {@link GateErrorRatesBench}'s runs. One
 * comparison draws {@code n} rounds without replacement and judges each case against the control:
 * <ul>
 *   <li>interleaved: the two cases' forks of those rounds, paired, through {@link PairedComparison}'s
 *       verdict (SLOWER counts as an alarm);</li>
 *   <li>saved baseline: the control's forks of the first run's drawn rounds against the case's forks of
 *       the second run's, through the saved-baseline gate's verdict ({@link BaselineComparison#verdict}: the
 *       median's change above 5% with its bootstrap interval above zero), once trusting the runs to have met
 *       the same machine (drift 0) and once with the default between-run drift.</li>
 * </ul>
 * With {@code steady.pairing=same_jvm} a case's steady forks are pair forks: the interleaved gate pairs
 * the two sides of each drawn fork's JVM instead of the control's fork of the same round.
 * Comparisons drawn from one pool share forks, so they are not independent: the rates are those of
 * this machine's pools, with that caveat. Usage: {@code GateErrorRates first/results.json second/results.json n draws
 * startup|steady}: the start-up figures (first response, early) of every case, or the steady figure of the control,
 * the unchanged case and the per-call slowdowns.
 */
public final class GateErrorRates {

    private static final double SAVED_BASELINE_THRESHOLD = GateSettings.DEFAULT_THRESHOLD;
    private static final List<String> CASES = List.of("unchanged", "perCall3", "perCall5", "perCall10", "setUp5", "setUp10");
    private static final List<String> STEADY_CASES = List.of("unchanged", "perCall3", "perCall5", "perCall10");

    private GateErrorRates() {
    }

    public static void main(String[] args) throws Exception {
        Run first = ResultsReader.read(Path.of(args[0]));
        Run second = ResultsReader.read(Path.of(args[1]));
        boolean oneRun = Path.of(args[0]).toAbsolutePath().equals(Path.of(args[1]).toAbsolutePath());
        int n = Integer.parseInt(args[2]);
        int draws = Integer.parseInt(args[3]);
        boolean steady = args.length > 4 && args[4].equals("steady");
        System.out.printf(Locale.ROOT, "%d-round comparisons, %d draws each; alarms = SLOWER verdicts (interleaved, tolerance %.0f%%)"
                + " or REGRESSION verdicts (saved baseline, threshold %.0f%%, drift 0 or %.0f%%)%n", n, draws,
                PairedComparison.DEFAULT_TOLERANCE * 100, SAVED_BASELINE_THRESHOLD * 100, GateSettings.DEFAULT_DRIFT * 100);
        System.out.println("| case | figure | interleaved alarms | median ratio | saved-baseline alarms, drift 0 | with drift "
                + Math.round(GateSettings.DEFAULT_DRIFT * 100) + "% | median change |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|");
        for (String id : present(first, steady ? STEADY_CASES : CASES)) {
            for (PairedFigure figure : steady ? List.of(PairedFigure.STEADY) : List.of(PairedFigure.FIRST_RESPONSE, PairedFigure.EARLY)) {
                row(first, second, id, figure, n, draws, oneRun);
            }
        }
        if (steady) {
            System.out.println();
            System.out.println("The steady block settled or not (what a gate would read if it paired every steady fork after the same"
                    + " warmup cap), interleaved:");
            System.out.println("| case | pairs a draw, median | alarms | median ratio |");
            System.out.println("|---|---:|---:|---:|");
            for (String id : present(first, STEADY_CASES)) {
                anyBlockRow(first, id, n, draws);
            }
            sidesTable(first);
        }
    }

    /**
     * Pair forks only: each case's two sides beside the control's own forks, every timed block. The
     * reference's side against the reference alone shows what sharing a JVM with the case does to it.
     */
    private static void sidesTable(Run run) {
        double alone = median(forks(run, "control", PairedFigure.STEADY).stream().mapToDouble(GateErrorRates::blockMicros).toArray());
        List<String> paired = present(run, STEADY_CASES).stream().filter(id -> forks(run, id, PairedFigure.STEADY).stream()
                .anyMatch(f -> f.referenceSide().isPresent())).toList();
        if (paired.isEmpty()) {
            return;
        }
        System.out.println();
        System.out.printf(Locale.ROOT, "Pair forks, every timed block: the control alone, in its own steady forks, %.1f µs/call (median)%n",
                alone);
        System.out.println("| case | pair forks | settled | case side, median µs | reference side, median µs | reference side / control alone |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        for (String id : paired) {
            List<Fork> forks = forks(run, id, PairedFigure.STEADY);
            double[] caseSide = forks.stream().mapToDouble(GateErrorRates::blockMicros).toArray();
            double[] referenceSide = forks.stream()
                    .mapToDouble(f -> f.referenceSide().map(GateErrorRates::blockMicros).orElse(Double.NaN)).toArray();
            long settled = forks.stream().filter(f -> f.result() != null && f.result().steady() != null && f.result().steady().settled())
                    .count();
            double reference = median(referenceSide);
            System.out.printf(Locale.ROOT, "| %s | %d | %d | %.1f | %.1f | %.3f |%n", id, forks.size(), settled, median(caseSide), reference,
                    reference / alone);
        }
    }

    /** The cases of the list the run holds: a run may leave some out (STEADY_CASES in gate-error-rates.sh). */
    private static List<String> present(Run run, List<String> ids) {
        return ids.stream().filter(id -> run.caseById(id).isPresent()).toList();
    }

    /** The interleaved gate's verdict on every steady fork's timed block, settled or not, paired by round. */
    private static void anyBlockRow(Run run, String id, int n, int draws) {
        List<Fork> control = forks(run, "control", PairedFigure.STEADY);
        List<Fork> candidate = forks(run, id, PairedFigure.STEADY);
        int rounds = Math.min(control.size(), candidate.size());
        SplittableRandom random = new SplittableRandom(id.hashCode() * 31L + 7);
        int alarms = 0;
        double[] ratios = new double[draws];
        double[] pairs = new double[draws];
        for (int d = 0; d < draws; d++) {
            List<Double> logRatios = new ArrayList<>();
            int[] drawn = draw(rounds, n, random);
            List<Fork> drawnCandidate = pick(candidate, drawn);
            List<Fork> partners = PairedComparison.partners(new Pair(id, "control", Pair.Role.REFERENCE), drawnCandidate,
                    pick(control, drawn));
            for (int i = 0; i < drawn.length; i++) {
                double a = blockMicros(drawnCandidate.get(i));
                double b = blockMicros(partners.get(i));
                if (Double.isFinite(a) && Double.isFinite(b)) {
                    logRatios.add(Math.log(a / b));
                }
            }
            pairs[d] = logRatios.size();
            if (logRatios.isEmpty()) {
                ratios[d] = Double.NaN;
                continue;
            }
            SignedRank hl = SignedRank.of(logRatios.stream().mapToDouble(Double::doubleValue).toArray(), PairedComparison.CONFIDENCE);
            ratios[d] = Math.exp(hl.estimate());
            alarms += PairedVerdict.of(Math.exp(hl.low()), Math.exp(hl.high()), PairedComparison.DEFAULT_TOLERANCE)
                    == PairedVerdict.SLOWER ? 1 : 0;
        }
        System.out.printf(Locale.ROOT, "| %s | %.0f | %.1f%% | %.3f |%n", id, median(pairs), 100.0 * alarms / draws, median(ratios));
    }

    private static double blockMicros(Fork fork) {
        return fork.failure() == null && fork.result() != null && fork.result().steady() != null
                ? fork.result().steady().meanMicros() : Double.NaN;
    }

    /** @param oneRun whether both pools are one run's, which leaves the saved-baseline gate nothing across time to judge */
    private static void row(Run first, Run second, String id, PairedFigure figure, int n, int draws, boolean oneRun) {
        List<Fork> control = forks(first, "control", figure);
        List<Fork> candidate = forks(first, id, figure);
        List<Fork> controlSecond = forks(second, "control", figure);
        List<Fork> candidateSecond = forks(second, id, figure);
        int rounds = Math.min(control.size(), candidate.size());
        SplittableRandom random = new SplittableRandom(id.hashCode() * 31L + figure.ordinal());
        int interleaved = 0;
        int saved = 0;
        int savedWithDrift = 0;
        double[] ratios = new double[draws];
        double[] changes = new double[draws];
        for (int d = 0; d < draws; d++) {
            int[] drawn = draw(rounds, n, random);
            // As in the gates: a separate-JVM steady fork that did not settle gives its pair no value; pair forks count every block.
            List<Fork> drawnCandidate = pick(candidate, drawn);
            var ratio = PairedComparison.ratio(new Pair(id, "control", Pair.Role.REFERENCE), figure, drawnCandidate, pick(control, drawn),
                    PairedComparison.DEFAULT_TOLERANCE);
            ratios[d] = ratio.map(r -> r.ratio()).orElse(Double.NaN);
            interleaved += ratio.filter(r -> r.verdict() == PairedVerdict.SLOWER).isPresent() ? 1 : 0;
            int[] drawnSecond = draw(Math.min(controlSecond.size(), candidateSecond.size()), n, random);
            double[] before = values(figure, pick(control, drawn));
            double[] after = values(figure, pick(candidateSecond, drawnSecond));
            if (before.length < 2 || after.length < 2) {
                changes[d] = Double.NaN;
                continue;
            }
            MedianChange change = MedianChange.of(before, after, 2_000, random.nextLong());
            changes[d] = change.change();
            saved += BaselineComparison.verdict(change, SAVED_BASELINE_THRESHOLD, 0, false) == Verdict.REGRESSION ? 1 : 0;
            savedWithDrift += BaselineComparison.verdict(change, SAVED_BASELINE_THRESHOLD, GateSettings.DEFAULT_DRIFT, false)
                    == Verdict.REGRESSION ? 1 : 0;
        }
        if (oneRun) {
            System.out.printf(Locale.ROOT, "| %s | %s | %.1f%% | %.3f | n/a | n/a | n/a |%n", id, figure.label(),
                    100.0 * interleaved / draws, median(ratios));
            return;
        }
        System.out.printf(Locale.ROOT, "| %s | %s | %.1f%% | %.3f | %.1f%% | %.1f%% | %+.1f%% |%n", id, figure.label(),
                100.0 * interleaved / draws, median(ratios), 100.0 * saved / draws, 100.0 * savedWithDrift / draws, 100 * median(changes));
    }

    /** The case's forks of the figure's protocol, in the order they ran: the i-th of each case ran in round i. */
    private static List<Fork> forks(Run run, String id, PairedFigure figure) {
        CaseResult c = run.caseById(id).orElseThrow(() -> new IllegalArgumentException("no case " + id + " in " + run.benchmark()));
        return c.forks().stream().filter(f -> f.protocol() == figure.protocol()).sorted(Comparator.comparingInt(Fork::fork)).toList();
    }

    private static int[] draw(int rounds, int n, SplittableRandom random) {
        int[] all = new int[rounds];
        Arrays.setAll(all, i -> i);
        for (int i = 0; i < n; i++) {
            int j = i + random.nextInt(rounds - i);
            int t = all[i];
            all[i] = all[j];
            all[j] = t;
        }
        int[] drawn = Arrays.copyOf(all, n);
        Arrays.sort(drawn);
        return drawn;
    }

    private static List<Fork> pick(List<Fork> forks, int[] drawn) {
        List<Fork> picked = new ArrayList<>();
        for (int i : drawn) {
            picked.add(forks.get(i));
        }
        return picked;
    }

    private static double[] values(PairedFigure figure, List<Fork> forks) {
        return forks.stream().mapToDouble(figure::of).filter(Double::isFinite).toArray();
    }

    /** The median of the draws that gave a value. */
    private static double median(double[] values) {
        return Percentiles.median(Arrays.stream(values).filter(Double::isFinite).toArray());
    }
}

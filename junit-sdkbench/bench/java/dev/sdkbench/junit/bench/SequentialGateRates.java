package dev.sdkbench.junit.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.plan.ForkPlanner.CasePlan;
import dev.sdkbench.junit.plan.ForkPlanner.Look;
import dev.sdkbench.junit.plan.ForkPlanner.Stop;
import dev.sdkbench.junit.plan.ForkPlanner.Task;
import dev.sdkbench.junit.settings.Defaults;
import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.stats.paired.Looks;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedVerdict;
import dev.sdkbench.results.stats.Percentiles;

/**
 * The sequential gate's error rates, simulated from recorded rounds. A simulated comparison runs the
 * engine's own {@link ForkPlanner} (lockstep rounds of a candidate and its baseline side, the pair's
 * planned looks, the default tolerance, most start-up forks and budget) and feeds it forks drawn from a
 * pool of recorded rounds of {@link GateErrorRatesBench}'s runs: each round draws one recorded round at
 * random, with replacement, and gives the candidate that round's case fork and the baseline side that
 * round's control fork, so the pairs keep what the two met together. The clock advances by each drawn
 * fork's recorded lifetime, or by {@code roundSeconds} a round when that is above 0. The verdicts are
 * those of the look the planner stopped at (the report's too).
 *
 * <p>Rows: identical code (the recorded {@code unchanged} case against the control), as recorded and centred (its
 * figures divided by the pool's own ratio, so that the truth is exactly 1), the centred pool with the candidate's
 * first response or early figure multiplied by 1.03, 1.05 and 1.10 (planted), and the
 * recorded slowdowns (busy waits per call of 3, 5, 10% of the early figure; in set-up of 5, 10% of the
 * first response). Comparisons drawn from one pool share its rounds: these are the rule's rates on that
 * pool's distribution, not independent trials.
 *
 * <p>Usage: {@code SequentialGateRates trials roundSeconds label=first.json,second.json ...}
 */
public final class SequentialGateRates {

    private static final List<PairedFigure> FIGURES = List.of(PairedFigure.FIRST_RESPONSE, PairedFigure.EARLY);
    private static final double[] PLANTED = {0.03, 0.05, 0.10};
    private static final List<String> RECORDED = List.of("perCall3", "perCall5", "perCall10", "setUp5", "setUp10");
    private static final int MIN_FORKS = Defaults.STARTUP_MIN_FORKS;
    private static final int MOST_FORKS = Defaults.STARTUP_FORKS_COMPARED;
    private static final double TOLERANCE = PairedComparison.DEFAULT_TOLERANCE;

    private SequentialGateRates() {
    }

    /** One recorded round of a case and the control: each side's first response (ms), early (µs/call) and lifetime (ms). */
    private record Round(double[] candidate, double[] control) {
    }

    /** What one simulated comparison ended with. */
    private record Trial(Stop stop, int rounds, long millis, Map<PairedFigure, PairedVerdict> verdicts) {
    }

    public static void main(String[] args) throws Exception {
        int trials = Integer.parseInt(args[0]);
        double roundSeconds = Double.parseDouble(args[1]);
        System.out.printf(Locale.ROOT, "%d simulated comparisons a row; tolerance ±%.0f%%, start-up forks %d to %d, budget %d s,"
                + " looks %s; clock: %s%n", trials, TOLERANCE * 100, MIN_FORKS, MOST_FORKS, Defaults.GATE_BUDGET_SECONDS,
                Looks.upTo(MOST_FORKS).counts(), roundSeconds > 0 ? roundSeconds + " s a round" : "the recorded forks' lifetimes");
        for (int i = 2; i < args.length; i++) {
            String[] labelled = args[i].split("=", 2);
            List<Run> runs = new ArrayList<>();
            for (String file : labelled[1].split(",")) {
                runs.add(ResultsReader.read(Path.of(file)));
            }
            pool(labelled[0], runs, trials, roundSeconds);
        }
    }

    private static void pool(String label, List<Run> runs, int trials, double roundSeconds) throws InterruptedException {
        List<Round> identical = rounds(runs, "unchanged");
        System.out.printf(Locale.ROOT, "%n%s: %d recorded rounds of the unchanged case and the control%n%n", label, identical.size());
        System.out.println("| candidate | planted in | ratio of the pool | first response: SLOWER / FASTER | early: SLOWER / FASTER"
                + " | any figure SLOWER | stopped RESOLVED / BUDGET / MOST_FORKS | median rounds | median minutes |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|");
        row("identical, as recorded", null, 1, identical, trials, roundSeconds);
        List<Round> centred = centred(identical);
        row("identical, centred", null, 1, centred, trials, roundSeconds);
        for (PairedFigure figure : FIGURES) {
            for (double planted : PLANTED) {
                row(String.format(Locale.ROOT, "+%.0f%%, centred", planted * 100), figure, 1 + planted, centred, trials, roundSeconds);
            }
        }
        for (String id : RECORDED) {
            row(id + " (recorded)", null, 1, rounds(runs, id), trials, roundSeconds);
        }
    }

    private static void row(String name, PairedFigure planted, double factor, List<Round> pool, int trials, double roundSeconds)
            throws InterruptedException {
        SplittableRandom random = new SplittableRandom(name.hashCode() * 31L + (planted == null ? 0 : planted.ordinal()));
        List<Trial> results = new ArrayList<>();
        for (int t = 0; t < trials; t++) {
            results.add(trial(pool, planted, factor, roundSeconds, random.split()));
        }
        System.out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %.0f | %.1f |%n", name,
                planted == null ? "-" : planted.label(), poolRatios(pool, planted, factor), rates(results, PairedFigure.FIRST_RESPONSE),
                rates(results, PairedFigure.EARLY), percent(results.stream().filter(r -> r.verdicts().containsValue(PairedVerdict.SLOWER))
                        .count(), trials), stops(results), Percentiles.median(results.stream().mapToDouble(Trial::rounds).toArray()),
                Percentiles.median(results.stream().mapToDouble(r -> r.millis() / 60_000.0).toArray()));
    }

    /** One comparison through the planner, each round a recorded round drawn at random. */
    private static Trial trial(List<Round> pool, PairedFigure planted, double factor, double roundSeconds, SplittableRandom random)
            throws InterruptedException {
        Pair pair = new Pair("case", "case@base", Pair.Role.BASELINE, Looks.upTo(MOST_FORKS).counts());
        AtomicLong clock = new AtomicLong();
        List<Look> looks = new ArrayList<>();
        ForkPlanner planner = new ForkPlanner(List.of(plan("case"), plan("case@base")), random.nextLong(), true,
                Map.of("case", "case@base"), new ForkPlanner.Comparisons(List.of(pair), TOLERANCE,
                        Defaults.GATE_BUDGET_SECONDS * 1000, clock::get, looks::add));
        Round round = null;
        int forks = 0;
        for (Task task = planner.next(); task != null; task = planner.next()) {
            if (forks++ % 2 == 0) {
                round = pool.get(random.nextInt(pool.size()));
            }
            boolean candidate = task.caseId().equals("case");
            double[] side = candidate ? round.candidate() : round.control();
            long lifetime = roundSeconds > 0 ? Math.round(roundSeconds * 500) : Math.round(side[2]);
            clock.addAndGet(lifetime);
            double firstResponse = side[0] * (candidate && planted == PairedFigure.FIRST_RESPONSE ? factor : 1);
            double early = side[1] * (candidate && planted == PairedFigure.EARLY ? factor : 1);
            planner.finished(task, true, lifetime, early, firstResponse);
        }
        Map<PairedFigure, PairedVerdict> verdicts = new EnumMap<>(PairedFigure.class);
        if (!looks.isEmpty()) {
            looks.get(looks.size() - 1).readings().forEach(r -> verdicts.put(r.ratio().figure(), r.ratio().verdict()));
        }
        return new Trial(planner.stop("case"), forks / 2, clock.get(), verdicts);
    }

    private static CasePlan plan(String id) {
        return new CasePlan(id, MIN_FORKS, MOST_FORKS, 0, Defaults.STARTUP_PRECISION, 0, 30_000);
    }

    /**
     * The rounds with the candidate's figures divided by the pool's own ratio (Hodges–Lehmann over all its rounds), so
     * that a draw's true ratio is exactly 1: a pool of a few dozen rounds reads identical code a percent or so off 1 by
     * chance, and resampling it would take that for the truth.
     */
    private static List<Round> centred(List<Round> pool) {
        double[] ratios = new double[FIGURES.size()];
        for (int f = 0; f < FIGURES.size(); f++) {
            int at = f;
            ratios[f] = PairedComparison.ratio(FIGURES.get(f), pool.stream().mapToDouble(r -> r.candidate()[at]).toArray(),
                    pool.stream().mapToDouble(r -> r.control()[at]).toArray(), TOLERANCE, Looks.none()).orElseThrow().ratio();
        }
        return pool.stream().map(r -> new Round(new double[] {r.candidate()[0] / ratios[0], r.candidate()[1] / ratios[1],
                r.candidate()[2]}, r.control())).toList();
    }

    /** The i-th start-up fork of the case and of the control of each run, paired by position, both passed. */
    private static List<Round> rounds(List<Run> runs, String id) {
        List<Round> rounds = new ArrayList<>();
        for (Run run : runs) {
            List<Fork> candidate = startupForks(run, id);
            List<Fork> control = startupForks(run, "control");
            for (int i = 0; i < Math.min(candidate.size(), control.size()); i++) {
                if (candidate.get(i).ok() && control.get(i).ok()) {
                    rounds.add(new Round(values(candidate.get(i)), values(control.get(i))));
                }
            }
        }
        return rounds;
    }

    private static List<Fork> startupForks(Run run, String id) {
        CaseResult c = run.caseById(id).orElseThrow(() -> new IllegalArgumentException("no case " + id + " in " + run.benchmark()));
        return c.forks().stream().filter(f -> f.protocol() == Protocol.STARTUP).sorted(Comparator.comparingInt(Fork::fork)).toList();
    }

    private static double[] values(Fork fork) {
        return new double[] {PairedFigure.FIRST_RESPONSE.of(fork), PairedFigure.EARLY.of(fork), fork.exit().lifetimeMillis()};
    }

    /** The pool's own ratio of each figure (Hodges–Lehmann over all its rounds): the truth a draw judges. */
    private static String poolRatios(List<Round> pool, PairedFigure planted, double factor) {
        StringBuilder out = new StringBuilder();
        for (int f = 0; f < FIGURES.size(); f++) {
            int at = f;
            double m = FIGURES.get(f) == planted ? factor : 1;
            double[] candidate = pool.stream().mapToDouble(r -> r.candidate()[at] * m).toArray();
            double[] control = pool.stream().mapToDouble(r -> r.control()[at]).toArray();
            double ratio = PairedComparison.ratio(FIGURES.get(f), candidate, control, TOLERANCE, Looks.none()).orElseThrow().ratio();
            out.append(f == 0 ? "" : " / ").append(String.format(Locale.ROOT, "%.3f", ratio));
        }
        return out.toString();
    }

    private static String rates(List<Trial> results, PairedFigure figure) {
        long slower = results.stream().filter(r -> r.verdicts().get(figure) == PairedVerdict.SLOWER).count();
        long faster = results.stream().filter(r -> r.verdicts().get(figure) == PairedVerdict.FASTER).count();
        return percent(slower, results.size()) + " / " + percent(faster, results.size());
    }

    private static String stops(List<Trial> results) {
        return String.join(" / ", Arrays.stream(new Stop[] {Stop.RESOLVED, Stop.BUDGET, Stop.MOST_FORKS})
                .map(s -> percent(results.stream().filter(r -> r.stop() == s).count(), results.size())).toList());
    }

    private static String percent(long count, int of) {
        return String.format(Locale.ROOT, "%.1f%%", 100.0 * count / of);
    }
}

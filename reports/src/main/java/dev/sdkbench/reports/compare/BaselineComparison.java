package dev.sdkbench.reports.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.model.RunSettings;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.reports.render.Figure;
import dev.sdkbench.results.stats.MedianChange;

/**
 * Compares a run with a baseline, case by case (matched by benchmark class and case name) and
 * figure by figure (every summary both have): the change of the medians, its 95% bootstrap
 * interval from both runs' per-fork values, and a verdict. A figure regresses only when it is
 * worse by more than the threshold and the interval lies entirely on the worse side of zero.
 * Runs from different environments are refused unless the settings allow them.
 */
public final class BaselineComparison {

    /** Fewer per-fork values than this on either side give no interval worth a verdict. */
    public static final int MIN_FORKS = 2;

    /** What the side without a figure shows: not even an unsettled steady value (a schemaVersion 1 file has them). */
    private static final Summary NO_FIGURE = new Summary(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0,
            Double.NaN, Double.NaN, List.of());

    private BaselineComparison() {
    }

    public static ComparisonResult compare(Report baseline, Report run, GateSettings settings)
            throws EnvironmentMismatchException {
        Map<String, Side> before = index(baseline, "baseline");
        Map<String, Side> after = index(run, "run");
        Set<EnvironmentDifference> differences = new LinkedHashSet<>();
        for (Map.Entry<String, Side> entry : after.entrySet()) {
            Side old = before.get(entry.getKey());
            if (old != null) {
                differences.addAll(EnvironmentDifference.between(old.file().run().environment(),
                        entry.getValue().file().run().environment()));
            }
        }
        if (!differences.isEmpty() && !settings.allowEnvironmentMismatch()) {
            throw new EnvironmentMismatchException(List.copyOf(differences));
        }
        List<MetricChange> changes = new ArrayList<>();
        List<String> notCompared = new ArrayList<>();
        for (Map.Entry<String, Side> entry : before.entrySet()) {
            if (!after.containsKey(entry.getKey())) {
                notCompared.add(entry.getKey() + ": only in the baseline");
            }
        }
        for (Map.Entry<String, Side> entry : after.entrySet()) {
            String where = entry.getKey();
            Side now = entry.getValue();
            Side old = before.get(where);
            if (old == null) {
                notCompared.add(where + ": new in this run, not in the baseline");
                continue;
            }
            String why = whyNotComparable(old, now);
            if (why != null) {
                notCompared.add(where + ": " + why);
                continue;
            }
            changes.addAll(figures(old, now, settings));
        }
        int baselineCases = (int) before.values().stream()
                .filter(s -> !s.result().failed() && !s.result().status().equals(CaseResult.UNSUPPORTED)).count();
        return new ComparisonResult(baseline.runs().stream().map(RunFile::source).toList(),
                run.runs().stream().map(RunFile::source).toList(), settings, List.copyOf(differences), changes, notCompared,
                baselineCases);
    }

    /** One case of one side and the file it came from. */
    private record Side(RunFile file, CaseResult result) {

        String benchmark() {
            return file.run().benchmarkName();
        }
    }

    private static Map<String, Side> index(Report report, String side) {
        Map<String, Side> cases = new LinkedHashMap<>();
        for (RunFile f : report.runs()) {
            for (CaseResult c : f.run().cases()) {
                Side s = new Side(f, c);
                Side earlier = cases.put(s.benchmark() + "." + c.id(), s);
                if (earlier != null) {
                    throw new IllegalArgumentException("the " + side + " holds " + s.benchmark() + "." + c.id() + " twice ("
                            + earlier.file().source() + " and " + f.source() + "): compare one run of each benchmark "
                            + "class with one, e.g. one machine's or shard's files");
                }
            }
        }
        return cases;
    }

    /**
     * Every figure both sides of a case have, of the same block: a change each, or "not compared" for a
     * steady figure whose steady forks settled on one side only.
     */
    private static List<MetricChange> figures(Side old, Side now, GateSettings settings) {
        List<MetricChange> changes = new ArrayList<>();
        Map<String, Summary> oldFigures = byBlock(old.result());
        for (Map.Entry<String, Summary> figure : byBlock(now.result()).entrySet()) {
            String metric = figure.getKey();
            Summary b = oldFigures.get(metric);
            Summary a = figure.getValue();
            if (b == null) {
                continue;
            }
            boolean inBaseline = shown(old.result(), metric, b);
            boolean inRun = shown(now.result(), metric, a);
            if (inBaseline && inRun) {
                changes.add(change(now, metric, b, a, settings));
            } else if (inBaseline || inRun) {
                changes.add(notSettled(now, metric, inBaseline ? b : NO_FIGURE, inRun ? a : NO_FIGURE, settings,
                        inBaseline ? now.result() : old.result(), inBaseline ? "run" : "baseline"));
            }
        }
        return changes;
    }

    /**
     * The case's figures by the name that says their block, so that early is set against early and
     * steady against steady: an older file's allocation, whose block switched with its steady state,
     * is compared as the block it came from ({@link Figure#blockNamed}).
     */
    private static Map<String, Summary> byBlock(CaseResult c) {
        Map<String, Summary> figures = new LinkedHashMap<>();
        c.summaries().forEach((name, summary) -> figures.putIfAbsent(Figure.blockNamed(c, name), summary));
        return figures;
    }

    /** Whether the figure is one: measured, and for a steady one, of a steady state that settled (a schemaVersion 1 file has unsettled ones). */
    private static boolean shown(CaseResult c, String metric, Summary s) {
        return s.measured() && (!metric.startsWith("steady") || c.steadySettled());
    }

    /** A steady figure only one side has: the other's steady forks did not settle, and its early figure is no stand-in. */
    private static MetricChange notSettled(Side now, String metric, Summary before, Summary after, GateSettings settings,
                                           CaseResult unsettled, String side) {
        String reason = unsettled.steadyState() == null || unsettled.steadyState().reason() == null ? ""
                : " (" + unsettled.steadyState().reason() + ")";
        return new MetricChange(now.benchmark(), now.result().id(), metric, before, after, null, settings.thresholdFor(metric),
                Verdict.NOT_COMPARED, "the " + side + "'s steady forks did not settle" + reason
                        + ", so it has no steady figure; the early one is compared as itself");
    }

    /** Why a case's figures cannot be compared at all, or {@code null}. */
    private static String whyNotComparable(Side old, Side now) {
        if (old.result().failed() || now.result().failed()) {
            return "failed in the " + (now.result().failed() ? "run" : "baseline") + ": its figures are not comparable";
        }
        if (now.result().status().equals(CaseResult.UNSUPPORTED) || old.result().status().equals(CaseResult.UNSUPPORTED)) {
            return "unsupported by its library: nothing measured";
        }
        List<String> differences = new ArrayList<>();
        CaseSettings b = old.result().settings();
        CaseSettings a = now.result().settings();
        differ(differences, "dialect", b.dialect(), a.dialect());
        differ(differences, "stream", b.stream(), a.stream());
        differ(differences, "prompt", b.prompt(), a.prompt());
        differ(differences, "maxTokens", b.maxTokens(), a.maxTokens());
        differ(differences, "startup.warmup", b.warmup(), a.warmup());
        differ(differences, "startup.requests", b.requests(), a.requests());
        differ(differences, "steady", b.measuresSteady(), a.measuresSteady());
        differ(differences, "steady.iterationMillis", b.steady().iterationMillis(), a.steady().iterationMillis());
        differ(differences, "steady.window", b.steady().window(), a.steady().window());
        differ(differences, "steady.tolerance", b.steady().tolerance(), a.steady().tolerance());
        differ(differences, "steady.iterations", b.steady().iterations(), a.steady().iterations());
        differ(differences, "steadyRequests", b.legacySteadyRequests(), a.legacySteadyRequests());
        differ(differences, "forks.heap", b.forks().heap(), a.forks().heap());
        differ(differences, "forks.jvmArgs", b.forks().jvmArgs(), a.forks().jvmArgs());
        RunSettings rb = old.file().run().settings();
        RunSettings ra = now.file().run().settings();
        differ(differences, "forks.pin", rb.forks().pin(), ra.forks().pin());
        differ(differences, "fixture.placement", rb.fixture().placement(), ra.fixture().placement());
        differ(differences, "fixture.delayMicros", fixtureDelayMicros(old), fixtureDelayMicros(now));
        return differences.isEmpty() ? null
                : "measured with other settings (" + String.join(", ", differences) + "): rerun with the baseline's";
    }

    /** The delay the fixture added to this case's answers: the case's own where the file has one, else the class's. */
    private static long fixtureDelayMicros(Side side) {
        Long own = side.result().settings().fixture().delayMicros();
        return own != null ? own : side.file().run().settings().fixture().delayMicros();
    }

    private static void differ(List<String> out, String name, Object before, Object after) {
        if (!Objects.equals(before, after)) {
            out.add(name + " " + before + " → " + after);
        }
    }

    private static MetricChange change(Side now, String metric, Summary before, Summary after, GateSettings settings) {
        double threshold = settings.thresholdFor(metric);
        String benchmark = now.benchmark();
        String caseId = now.result().id();
        if (before.values().size() < MIN_FORKS || after.values().size() < MIN_FORKS) {
            return new MetricChange(benchmark, caseId, metric, before, after, null, threshold, Verdict.NOT_COMPARED,
                    "needs the per-fork values of " + MIN_FORKS + " or more forks on each side, has "
                            + before.values().size() + " and " + after.values().size());
        }
        if (before.median() == 0) {
            if (after.median() == 0) {
                return new MetricChange(benchmark, caseId, metric, before, after, new MedianChange(0, 0, 0), threshold,
                        Verdict.UNCHANGED, null);
            }
            return new MetricChange(benchmark, caseId, metric, before, after, null, threshold, Verdict.NOT_COMPARED,
                    "the baseline's median is 0: a change from zero has no relative size");
        }
        double[] b = before.values().stream().mapToDouble(Double::doubleValue).toArray();
        double[] a = after.values().stream().mapToDouble(Double::doubleValue).toArray();
        // Seeded by what is compared, so a rerun prints the same intervals.
        long seed = (benchmark + "." + caseId + "." + metric).hashCode();
        MedianChange change = MedianChange.of(b, a, settings.resamples(), seed);
        return new MetricChange(benchmark, caseId, metric, before, after, change, threshold,
                verdict(change, threshold, settings.drift(), Figure.of(metric).higherIsBetter()), null);
    }

    /**
     * What a change means: a regression when it is worse than the threshold and its interval, widened by
     * the between-run drift on both sides ({@code (1 + low) / (1 + drift) - 1}, {@code (1 + high) * (1 + drift) - 1}),
     * lies wholly on the worse side of zero.
     */
    public static Verdict verdict(MedianChange change, double threshold, double drift, boolean higherIsBetter) {
        double sign = higherIsBetter ? -1 : 1;
        double low = (1 + change.low()) / (1 + drift) - 1;
        double high = (1 + change.high()) * (1 + drift) - 1;
        double worse = sign * change.change();
        double worseLow = Math.min(sign * low, sign * high);
        double worseHigh = Math.max(sign * low, sign * high);
        if (worse > threshold && worseLow > 0) {
            return Verdict.REGRESSION;
        }
        if (worse < -threshold && worseHigh < 0) {
            return Verdict.IMPROVEMENT;
        }
        return Math.abs(worse) > threshold ? Verdict.UNCERTAIN : Verdict.UNCHANGED;
    }
}

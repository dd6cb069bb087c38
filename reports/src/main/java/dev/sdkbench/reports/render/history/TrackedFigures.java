package dev.sdkbench.reports.render.history;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.reports.render.Figure;

/**
 * What the history exports carry, worked out once for every format: each measured figure of each case that did not
 * fail (the median over its forks with the 95% bootstrap interval of that median, as the engine summarised it), then
 * every paired ratio of every case measured side by side (with its 95% signed-rank interval). A failed case's figures
 * leave failed forks out, so neither they nor a ratio of it (or over it) are a point of a history; the report's banner
 * names the failure. A steady figure that did
 * not settle is no figure, here as in every report.
 */
public final class TrackedFigures {

    /** The unit of a paired ratio: how many times the reference's figure. */
    public static final String RATIO_UNIT = "×";
    /** The start of a paired ratio's measure name. */
    public static final String RATIO_PREFIX = "ratio: ";

    private TrackedFigures() {
    }

    /** Every figure of the report, absolute ones first; each (benchmark, measure) once. */
    public static List<TrackedFigure> of(Report report) {
        List<TrackedFigure> figures = new ArrayList<>();
        for (Report.Row row : report.rows()) {
            if (!row.result().failed()) {
                figures.addAll(absolute(row));
            }
        }
        for (RunFile file : report.runs()) {
            figures.addAll(ratios(file));
        }
        return unique(figures);
    }

    /** What a row measured, as the history names it: {@code OpenAiJavaBenchmark.openAiJavaChat}. */
    public static String benchmarkName(Report.Row row) {
        String id = row.result().id();
        // Another class's reference case is named by its own class already: FloorBenchmark.minimalChat.
        return row.otherClassReference() ? id : row.run().benchmarkName() + "." + id;
    }

    private static List<TrackedFigure> absolute(Report.Row row) {
        CaseResult c = row.result();
        List<TrackedFigure> figures = new ArrayList<>();
        for (String name : c.summaries().keySet()) {
            Optional<Summary> summary = c.summary(name).filter(s -> s.measured() && Double.isFinite(s.median()));
            if (summary.isEmpty()) {
                continue;
            }
            Summary s = summary.get();
            Figure figure = Figure.of(name);
            String detail = "median of " + s.n() + (s.n() == 1 ? " fork" : " forks")
                    + (Double.isFinite(s.ciLow()) && Double.isFinite(s.ciHigh()) ? "; 95% interval of the median "
                    + figure.format(s.ciLow()) + "–" + figure.format(s.ciHigh()) : "; no interval");
            figures.add(new TrackedFigure(benchmarkName(row), name, figure.unit(), s.median(), s.ciLow(), s.ciHigh(), detail,
                    figure.higherIsBetter()));
        }
        return figures;
    }

    private static List<TrackedFigure> ratios(RunFile file) {
        List<TrackedFigure> figures = new ArrayList<>();
        for (PairedComparison comparison : PairedComparison.of(file.run())) {
            if (failed(file, comparison.pair().caseId()) || failed(file, comparison.pair().referenceId())) {
                continue;
            }
            String benchmark = file.run().benchmarkName() + "." + comparison.pair().caseId() + " over "
                    + comparison.pair().referenceId();
            for (PairedRatio r : comparison.ratios()) {
                if (Double.isFinite(r.ratio())) {
                    figures.add(new TrackedFigure(benchmark, RATIO_PREFIX + r.figure().label(), RATIO_UNIT, r.ratio(), r.low(),
                            r.high(), r.describe() + ", " + r.verdictWord().toLowerCase(Locale.ROOT), false));
                }
            }
        }
        return figures;
    }

    private static boolean failed(RunFile file, String caseId) {
        return file.run().caseById(caseId).map(CaseResult::failed).orElse(true);
    }

    /**
     * The figures with each (benchmark, measure) once: a class run on two machines of a merged run names its second
     * run's figures with a number ({@code OpenAiJavaBenchmark.openAiJavaChat (2)}).
     */
    private static List<TrackedFigure> unique(List<TrackedFigure> figures) {
        Set<String> seen = new HashSet<>();
        List<TrackedFigure> out = new ArrayList<>();
        for (TrackedFigure f : figures) {
            TrackedFigure named = f;
            for (int copy = 2; !seen.add(named.benchmark() + "\n" + named.measure()); copy++) {
                named = f.named(f.benchmark() + " (" + copy + ")");
            }
            out.add(named);
        }
        return out;
    }
}

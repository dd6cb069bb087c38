package dev.sdkbench.reports.render.markdown;

import java.util.List;
import java.util.Map;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.reports.render.CpuInterference;
import dev.sdkbench.reports.render.CpuSplit;
import dev.sdkbench.reports.render.Figure;
import dev.sdkbench.reports.render.Format;
import dev.sdkbench.reports.render.Headline;
import dev.sdkbench.reports.render.Method;
import dev.sdkbench.reports.render.Noise;
import dev.sdkbench.reports.render.LoadChartFiles;
import dev.sdkbench.reports.render.LoadTable;
import dev.sdkbench.reports.render.ProviderApi;
import dev.sdkbench.reports.render.SizesTable;
import dev.sdkbench.reports.render.RetryTable;
import dev.sdkbench.reports.render.SettleTime;
import dev.sdkbench.reports.render.WireTable;
import dev.sdkbench.reports.render.ScenarioMatrix;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.results.stats.paired.PairedVerdict;

/**
 * The report as Markdown: a NOT PUBLISHABLE banner listing every failure when anything failed,
 * the headline table in the seed's shape, the variation table, every other figure, then method,
 * environment and sources. Generated from the results files, never typed.
 */
public final class MarkdownReport {

    private MarkdownReport() {
    }

    public static String render(Report report) {
        StringBuilder md = new StringBuilder();
        md.append("# Java LLM SDK comparison\n\n");
        List<Report.Failure> failures = report.failures();
        if (!failures.isEmpty()) {
            md.append("> **NOT PUBLISHABLE**: ").append(failures.size()).append(failures.size() == 1 ? " failure" : " failures")
                    .append(". Figures below leave failed forks out; do not publish them.\n>\n");
            failures.forEach(f -> md.append("> - ").append(inline(f.line())).append('\n'));
            md.append('\n');
        }
        List<Report.Failure> findings = report.findings();
        if (!findings.isEmpty()) {
            md.append("> **Client findings**: ").append(findings.size()).append(findings.size() == 1 ? " case" : " cases")
                    .append(" failed on a known defect of the client or its JDK, named below; each shows its failure in its")
                    .append(" row instead of figures, and every other case stands.\n>\n");
            findings.forEach(f -> md.append("> - ").append(inline(f.line())).append('\n'));
            md.append('\n');
        }
        List<String> noise = Noise.warnings(report);
        if (!noise.isEmpty()) {
            md.append("> **Machine noise above the precision target**:\n>\n");
            noise.forEach(w -> md.append("> - ").append(inline(w)).append('\n'));
            md.append('\n');
        }
        md.append("Medians over fresh, CPU-pinned JVMs (p25–p75 in the second table), each with its achieved precision")
                .append(" (± half the 95% interval, as a percentage). *Early* is the seed's local request figure (mean µs per")
                .append(" call over the timed block right after a short warmup); *steady* is the mean over timed iterations of")
                .append(" long steady forks once the JIT settled; a case whose steady forks did not all settle reads *not settled")
                .append(" in N s* (N the warmup's cap), with the reason below the table. *Forks* are start-up+steady, then why no")
                .append(" more ran. Footprint is the case's runtime jars (not given for a reference case of another class: see that class's own run); memory is RSS after the last call. Allocation and p99")
                .append(" have a column per block, never one that switches: *early* over the start-up forks' early block, *steady*")
                .append(" over the settled steady forks' timed iterations.\n\n");
        sideBySide(md, report);
        headline(md, report);
        variation(md, report);
        interference(md, report);
        streaming(md, report);
        scenarios(md, report);
        otherFigures(md, report);
        loadForks(md, report);
        sizeLadders(md, report);
        wire(md, report);
        method(md, report);
        environment(md, report);
        md.append("## Sources\n\n");
        report.runs().forEach(f -> md.append("- `").append(f.source()).append("`\n"));
        return md.toString();
    }

    private static void headline(StringBuilder md, Report report) {
        md.append("| Library | Version | Case | Footprint MiB");
        Headline.COLUMNS.forEach(column -> md.append(" | ").append(column.heading()));
        Headline.TAILS.forEach(column -> md.append(" | ").append(column.heading()));
        md.append(" | Forks (start-up+steady) | Status |\n|---|---|---|---:")
                .append("|---:".repeat(Headline.COLUMNS.size() + Headline.TAILS.size())).append("|---:|---|\n");
        for (Report.Row r : report.rows()) {
            CaseResult c = r.result();
            md.append("| ").append(cell(r.library().name())).append(" | ").append(cell(r.library().version())).append(" | ")
                    .append(cell(c.id())).append(" | ").append(Format.number(r.footprintMiB(), 2));
            String finding = c.knownClientDefect().map(d -> "failed: " + d.id()).orElse(null);
            for (Figure figure : Headline.FIGURES) {
                md.append(" | ").append(finding != null ? finding : cell(Format.headline(c, figure)));
                finding = finding == null ? null : "–";
            }
            Headline.TAILS.forEach(column -> md.append(" | ").append(Format.p99Cell(c, column)));
            md.append(" | ").append(Format.forks(c)).append(" | ").append(c.failed() ? "**" + c.status() + "**" : c.status())
                    .append(" |\n");
        }
        md.append('\n');
        List<Report.Row> unsettled = report.rows().stream().filter(r -> r.result().steadyUnsettled()).toList();
        if (!unsettled.isEmpty()) {
            md.append("Not settled, so no steady figure:\n\n");
            unsettled.forEach(r -> md.append("- ").append(inline(r.library().name())).append(' ').append(inline(r.result().id()))
                    .append(": ").append(inline(Format.whyNotSettled(r.result()))).append('\n'));
            md.append('\n');
        }
    }

    /**
     * The pairs measured side by side, first: a row per pair, each figure as a ratio to what the case is
     * read against, from forks that ran in the same rounds, with its 95% interval and its verdict; and
     * how many of those ratios resolve a difference.
     */
    private static void sideBySide(StringBuilder md, Report report) {
        List<PairedComparison> comparisons = PairedComparison.of(report);
        if (comparisons.isEmpty()) {
            return;
        }
        md.append("## Side by side\n\n");
        md.append("Each figure of a case over what it is read against, fork by fork: the i-th fork of each ran in the same")
                .append(" interleaved round, so the machine's drift between rounds moves both. Ratio: the Hodges-Lehmann estimate")
                .append(" of the pairs' log ratios; in brackets the exact 95% signed-rank interval (6 pairs at least). *SAME*: the")
                .append(" interval lies within ±").append(Format.number(PairedComparison.band(comparisons) * 100, 0))
                .append("%; *SLOWER*/*FASTER* (*LARGER*/*SMALLER* for memory and allocation): the whole interval lies past")
                .append(" that band, on one side; *UNRESOLVED*: neither.").append(SIDE_BY_SIDE_CHART).append("\n\n");
        md.append(resolvedLine(comparisons)).append("\n\n");
        md.append("| Case | Over");
        PAIRED_COLUMNS.forEach(f -> md.append(" | ").append(f.label()));
        md.append(" |\n|---|---").append("|---:".repeat(PAIRED_COLUMNS.size())).append("|\n");
        for (PairedComparison c : comparisons) {
            md.append("| ").append(cell(c.pair().caseId())).append(" | ").append(cell(c.over()));
            for (PairedFigure figure : PAIRED_COLUMNS) {
                md.append(" | ").append(c.ratio(figure).map(MarkdownReport::pairedCell).orElse(Format.NONE));
            }
            md.append(" |\n");
        }
        md.append('\n');
    }

    /** The side-by-side table's figures, in the order a reader asks about them. */
    private static final List<PairedFigure> PAIRED_COLUMNS = List.of(PairedFigure.FIRST_RESPONSE, PairedFigure.EARLY,
            PairedFigure.STEADY, PairedFigure.EARLY_ALLOCATION, PairedFigure.STEADY_ALLOCATION, PairedFigure.RSS);

    /** Where the same ratios are drawn; {@code ReportFiles} writes the file beside this report. */
    private static final String SIDE_BY_SIDE_CHART = " The timed ones are drawn in `side-by-side.svg` beside this report.";

    /** "1.43× (1.07–1.66) **SLOWER**", or "1.08× (4 pairs) UNRESOLVED" without an interval. */
    private static String pairedCell(PairedRatio r) {
        return r.cell() + " " + (r.different() ? "**" + r.verdictWord() + "**" : r.verdictWord());
    }

    /** How many ratios resolve a difference, how many resolve sameness, and how many neither. */
    static String resolvedLine(List<PairedComparison> comparisons) {
        List<PairedRatio> ratios = comparisons.stream().flatMap(c -> c.ratios().stream()).toList();
        long different = ratios.stream().filter(PairedRatio::different).count();
        long same = ratios.stream().filter(r -> r.verdict() == PairedVerdict.SAME).count();
        long noInterval = ratios.stream().filter(r -> Double.isNaN(r.low())).count();
        long unresolved = ratios.size() - different - same;
        return "**Resolved: " + (different + same) + " of " + ratios.size() + " ratios** (" + different + " a difference past ±"
                + Format.number(PairedComparison.band(comparisons) * 100, 0) + "%, " + same + " the same within it); unresolved: "
                + unresolved + " (" + noInterval + " of them with fewer than 6 pairs, so no interval).";
    }

    private static void variation(StringBuilder md, Report report) {
        md.append("## Variation (p25–p75)\n\n");
        md.append("| Library | Case | First response ms | Local request µs, early | Local request µs, steady")
                .append(" | Steady µs, 95% CI of the median | Steady settled | Time to settle | Memory MiB | Alloc KiB/req, early")
                .append(" | Alloc KiB/req, steady |\n");
        md.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Report.Row r : report.rows()) {
            CaseResult c = r.result();
            md.append("| ").append(cell(r.library().name())).append(" | ").append(cell(c.id())).append(" | ")
                    .append(Format.spread(c, Headline.FIRST_RESPONSE)).append(" | ").append(Format.spread(c, Headline.EARLY))
                    .append(" | ").append(Format.spread(c, Headline.STEADY)).append(" | ")
                    .append(Format.interval(c, Headline.STEADY)).append(" | ").append(Format.settled(c))
                    .append(" | ").append(SettleTime.cell(c))
                    .append(" | ").append(Format.spread(c, Headline.MEMORY))
                    .append(" | ").append(Format.spread(c, Headline.EARLY_ALLOCATION))
                    .append(" | ").append(Format.spread(c, Headline.STEADY_ALLOCATION)).append(" |\n");
        }
        md.append('\n').append(SettleTime.EXPLANATION).append("\n\n");
    }

    private static void interference(StringBuilder md, Report report) {
        if (!CpuInterference.measured(report)) {
            return;
        }
        md.append("## Interference\n\n").append(CpuInterference.INTRODUCTION).append("\n\n");
        md.append("| Library | Case | Forks measured | Median | Max | Steal, max |\n|---|---|---:|---:|---:|---:|\n");
        for (Report.Row r : report.rows()) {
            md.append("| ").append(cell(r.library().name())).append(" | ").append(cell(r.result().id())).append(" | ")
                    .append(String.join(" | ", CpuInterference.cells(r.result()))).append(" |\n");
        }
        md.append('\n');
    }

    /**
     * Streaming cases: time to the first text delta and to the end of the stream with the fixture's
     * own waits taken out (the SDK's share), median (p25–p75) per block.
     */
    private static void streaming(StringBuilder md, Report report) {
        List<Report.Row> rows = report.rows().stream()
                .filter(r -> r.result().summaries().keySet().stream().anyMatch(n -> Figure.of(n).streaming())).toList();
        if (rows.isEmpty()) {
            return;
        }
        List<Figure> figures = Figure.STREAMING.stream().map(Figure::of).toList();
        md.append("## Streaming (median, p25–p75)\n\n")
                .append("Time from the call's start to its first non-empty text delta and to the end of the stream, with the")
                .append(" fixture's own waits (pacing, configured delay) subtracted: what the SDK adds.\n\n| Library | Case");
        figures.forEach(f -> md.append(" | ").append(cell(f.heading())));
        md.append(" |\n|---|---").append("|---:".repeat(figures.size())).append("|\n");
        for (Report.Row r : rows) {
            md.append("| ").append(cell(r.library().name())).append(" | ").append(cell(r.result().id()));
            figures.forEach(f -> md.append(" | ").append(withSpread(r.result(), f)));
            md.append(" |\n");
        }
        md.append('\n');
    }

    private static String withSpread(CaseResult c, Figure f) {
        String median = Format.median(c, f);
        return median.equals(Format.NONE) ? median : median + " (" + Format.spread(c, f) + ")";
    }

    /**
     * The scenario × library matrix (early µs per call, or why there is no figure), then one table
     * per scenario; a library that cannot do a scenario shows UNSUPPORTED, never an empty cell.
     */
    private static void scenarios(StringBuilder md, Report report) {
        ScenarioMatrix matrix = ScenarioMatrix.of(report);
        if (!matrix.hasScenarios()) {
            return;
        }
        md.append("## Scenarios\n\nLocal request µs per call, early block (median); a call of a scenario may make several")
                .append(" requests (the fixture checked each). UNSUPPORTED: the library cannot do it; –: not measured.\n\n| Library");
        matrix.scenarios().forEach(sc -> md.append(" | ").append(cell(sc)));
        md.append(" |\n|---").append("|---:".repeat(matrix.scenarios().size())).append("|\n");
        for (String library : matrix.libraries()) {
            md.append("| ").append(cell(library));
            for (String sc : matrix.scenarios()) {
                md.append(" | ").append(matrix.text(library, sc));
            }
            md.append(" |\n");
        }
        md.append('\n');
        for (String sc : matrix.scenarios()) {
            if (sc.equals(ScenarioMatrix.PLAIN) || sc.equals(ScenarioMatrix.STREAMING)) {
                continue;
            }
            if (sc.equals(RetryTable.SCENARIO)) {
                retryTable(md, matrix);
                continue;
            }
            List<Figure> own = matrix.figures(sc);
            md.append("### ").append(inline(sc)).append("\n\n| Library | Case | Status");
            Headline.COLUMNS.forEach(column -> md.append(" | ").append(column.heading()));
            own.forEach(f -> md.append(" | ").append(cell(f.heading())));
            md.append(" |\n|---|---|---").append("|---:".repeat(Headline.COLUMNS.size() + own.size())).append("|\n");
            for (String library : matrix.libraries()) {
                for (Report.Row r : matrix.cell(library, sc)) {
                    CaseResult c = r.result();
                    md.append("| ").append(cell(library)).append(" | ").append(cell(c.id())).append(" | ").append(c.status());
                    for (Figure f : Headline.FIGURES) {
                        md.append(" | ").append(Format.medianOrWhy(c, f));
                    }
                    own.forEach(f -> md.append(" | ").append(Format.median(c, f)));
                    md.append(" |\n");
                }
            }
            md.append('\n');
        }
    }

    /** The retry scenario's table: requests per call, the advertised wait, the SDK's real wait and the cost beyond it. */
    private static void retryTable(StringBuilder md, ScenarioMatrix matrix) {
        md.append("### ").append(RetryTable.SCENARIO).append("\n\nThe fixture refused each call's first request with a 429")
                .append(" advertising a wait; the SDK's wait is what the fixture saw between that 429 and the resend.\n\n|");
        RetryTable.HEADINGS.forEach(h -> md.append(' ').append(cell(h)).append(" |"));
        md.append("\n|---|---|---").append("|---:".repeat(RetryTable.HEADINGS.size() - 3)).append("|\n");
        for (String library : matrix.libraries()) {
            for (Report.Row r : matrix.cell(library, RetryTable.SCENARIO)) {
                md.append("| ").append(cell(library)).append(" | ").append(cell(r.result().id()));
                RetryTable.cells(r.result()).forEach(v -> md.append(" | ").append(v));
                md.append(" |\n");
            }
        }
        md.append('\n');
    }

    /** A table per case that ran a load fork: its steps' throughput, seen concurrency, added latency and CPU per call. */
    private static void loadForks(StringBuilder md, Report report) {
        List<Report.Row> loaded = report.rows().stream().filter(r -> r.result().load() != null).toList();
        if (loaded.isEmpty()) {
            return;
        }
        md.append("## Under load\n\nEach case's own call from N callers at once, against a fixture that answers every request")
                .append(" after the delay: calls/s against the ideal N/delay, what the fixture saw in flight (a pool's cap shows")
                .append(" here), the time each call took beyond the delay, and the process's CPU time per call.\n\n");
        LoadChartFiles.dialects(report).forEach(d -> md.append("![").append(inline(ProviderApi.title(d))).append(" under load](")
                .append(LoadChartFiles.fileName(d)).append(")\n\n"));
        for (Report.Row r : loaded) {
            md.append("### ").append(inline(r.library().name() + " " + r.result().id())).append("\n\n")
                    .append(inline(LoadTable.caption(r.result().load()))).append("\n\n");
            table(md, LoadTable.HEADINGS, r.result().load().steps().stream().map(LoadTable::cells).toList());
        }
    }

    /** A table per case that ran a size ladder: each size's forks' µs and bytes per call, under the slopes per KiB or chunk. */
    private static void sizeLadders(StringBuilder md, Report report) {
        List<Report.Row> sized = report.rows().stream().filter(r -> r.result().sizes() != null).toList();
        if (sized.isEmpty()) {
            return;
        }
        md.append("## By reply size\n\nEach case's steady forks with every reply a text of a set size (a plain case's reply of")
                .append(" N KiB, a streaming case's stream of N deltas), every reply checked whole: µs and bytes allocated per call")
                .append(" at each size, and what one more KiB or chunk costs (the least-squares slope over the forks' points).\n\n");
        for (Report.Row r : sized) {
            md.append("### ").append(inline(r.library().name() + " " + r.result().id())).append("\n\n")
                    .append(inline(SizesTable.caption(r.result().sizes()))).append("\n\n");
            table(md, SizesTable.HEADINGS, SizesTable.rows(r.result().sizes()));
        }
    }

    /** A table under its headings, every column right-aligned but the last (a kind or a count of words); a blank line after. */
    private static void table(StringBuilder md, List<String> headings, List<List<String>> rows) {
        md.append('|');
        headings.forEach(h -> md.append(' ').append(cell(h)).append(" |"));
        md.append("\n|").append("---:|".repeat(headings.size() - 1)).append("---|\n");
        for (List<String> row : rows) {
            md.append('|');
            row.forEach(v -> md.append(' ').append(cell(v)).append(" |"));
            md.append('\n');
        }
        md.append('\n');
    }

    /** Every measured figure outside the headline and the streaming table, including figures this renderer has no label for. */
    private static void otherFigures(StringBuilder md, Report report) {
        List<Figure> others = Figure.measuredIn(report).stream()
                .filter(f -> !Headline.FIGURES.contains(f) && !Figure.STREAMING.contains(f.name())
                        && !Figure.SCENARIO.contains(f.name())).toList();
        if (others.isEmpty()) {
            return;
        }
        md.append("## Other figures (median, p25–p75)\n\n| Library | Case");
        others.forEach(f -> md.append(" | ").append(cell(f.heading())));
        md.append(" |\n|---|---").append("|---:".repeat(others.size())).append("|\n");
        for (Report.Row r : report.rows()) {
            md.append("| ").append(cell(r.library().name())).append(" | ").append(cell(r.result().id()));
            others.forEach(f -> md.append(" | ").append(withSpread(r.result(), f)));
            md.append(" |\n");
        }
        md.append('\n');
    }

    private static void wire(StringBuilder md, Report report) {
        List<Report.Row> rows = WireTable.rows(report);
        if (rows.isEmpty()) {
            return;
        }
        md.append("## Wire profile\n\n").append(WireTable.INTRODUCTION).append("\n\n|");
        WireTable.HEADINGS.forEach(h -> md.append(' ').append(cell(h)).append(" |"));
        md.append("\n|---|---|---:|---|---|---|\n");
        for (Report.Row r : rows) {
            md.append("| ").append(cell(r.library().name())).append(" | ").append(cell(r.result().id()));
            WireTable.cells(r.result().wireProfile().orElseThrow()).forEach(v -> md.append(" | ").append(cell(v)));
            md.append(" |\n");
        }
        md.append('\n');
    }

    private static void method(StringBuilder md, Report report) {
        md.append("## Method\n\n");
        Method.protocols(report).forEach(p -> md.append(inline(p)).append("\n\n"));
        md.append(Method.STATISTICS).append("\n\n");
    }

    private static void environment(StringBuilder md, Report report) {
        md.append("## Environment\n\n");
        Map<Environment, List<String>> environments = report.environments();
        if (environments.size() > 1) {
            md.append("**").append(environments.size()).append(" different environments**: compare rows only within one.\n\n");
        }
        environments.forEach((e, benchmarks) -> {
            if (environments.size() > 1) {
                md.append("### ").append(inline(e.host())).append(": ").append(inline(String.join(", ", benchmarks))).append("\n\n");
            }
            md.append("- Machine: ").append(inline(e.cpuModel())).append(", ").append(e.cores()).append(" cores, ")
                    .append(inline(e.kernel())).append(", host ").append(inline(e.host())).append('\n');
            md.append("- JVM: ").append(inline(e.javaVm())).append(" (").append(inline(e.javaExecutable())).append(")\n");
            md.append("- CPU plan: ").append(inline(e.cpuPlan())).append('\n');
            md.append("- Isolation: ").append(inline(e.isolation())).append('\n');
            md.append("- Fixture recording: ").append(inline(e.fixtureRecording())).append('\n');
            Noise.lines(e.machineNoise()).forEach(line -> md.append("- ").append(inline(line)).append('\n'));
        });
        CpuSplit.lines(report).forEach(line -> md.append("- ").append(inline(line)).append('\n'));
        CpuInterference.lines(report).forEach(line -> md.append("- ").append(inline(line)).append('\n'));
        md.append("\n| Benchmark | Library | Started | Finished | Seed | Load at start | Load at end |\n");
        md.append("|---|---|---|---|---:|---|---|\n");
        for (RunFile f : report.runs()) {
            var run = f.run();
            md.append("| ").append(cell(run.benchmarkName())).append(" | ").append(cell(run.library().label())).append(" | ")
                    .append(run.started()).append(" | ").append(run.finished()).append(" | ").append(run.settings().seed())
                    .append(" | ").append(load(run.environment().loadAtStart())).append(" | ").append(load(run.loadAtEnd()))
                    .append(" |\n");
        }
        md.append('\n');
    }

    private static String load(List<Double> load) {
        return load.isEmpty() ? Format.NONE : String.join(" ", load.stream().map(v -> Format.number(v, 2)).toList());
    }

    /** A table cell: pipes escaped, line breaks flattened. */
    public static String cell(String text) {
        return inline(text).replace("|", "\\|");
    }

    /** One line of text, safe inside a list item or quote. */
    static String inline(String text) {
        return text == null ? Format.NONE : text.replace("\r", " ").replace("\n", " ");
    }
}

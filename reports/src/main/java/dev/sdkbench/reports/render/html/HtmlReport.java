package dev.sdkbench.reports.render.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.reports.render.CpuSplit;
import dev.sdkbench.reports.render.Figure;
import dev.sdkbench.reports.render.Format;
import dev.sdkbench.reports.render.Headline;
import dev.sdkbench.reports.render.LoadChartFiles;
import dev.sdkbench.reports.render.Method;
import dev.sdkbench.reports.render.Noise;
import dev.sdkbench.reports.render.ProviderApi;
import dev.sdkbench.reports.render.ScenarioMatrix;
import dev.sdkbench.reports.render.SettleTime;
import dev.sdkbench.reports.render.WireTable;

/**
 * The report as one self-contained HTML file: no network, no CDN; CSS, the sorting script and the
 * SVG charts are inline. The NOT PUBLISHABLE banner and every failure come first, then the sortable
 * headline table, a bar chart per measured figure (median, p25–p75 whiskers), the variation table, the load
 * charts (a dialect's load forks against the callers N), the scenario matrix with a chart and a table per scenario, method, environment and sources. Every text from a results file is escaped.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    public static String render(Report report) {
        return render(report, null);
    }

    /** The page, its side-by-side chart's axis naming the reference as {@code referenceName} ({@code null}: from the files). */
    public static String render(Report report, String referenceName) {
        List<Report.Row> rows = report.rows();
        List<Report.Failure> failures = report.failures();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(failures.isEmpty() ? "" : "NOT PUBLISHABLE: ").append("Java LLM SDK comparison</title>\n")
                .append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        h.append("<h1>Java LLM SDK comparison</h1>\n");
        if (!failures.isEmpty()) {
            h.append("<section id=\"not-publishable\" class=\"banner\">\n<h2>NOT PUBLISHABLE</h2>\n<p>")
                    .append(failures.size()).append(failures.size() == 1 ? " failure" : " failures")
                    .append(". Figures below leave failed forks out; do not publish them.</p>\n<ul>\n");
            failures.forEach(f -> h.append("<li>").append(Html.escape(f.line())).append("</li>\n"));
            h.append("</ul>\n</section>\n");
        }
        clientFindings(h, report.findings());
        List<String> noise = Noise.warnings(report);
        if (!noise.isEmpty()) {
            h.append("<section id=\"machine-noise\" class=\"banner\">\n<h2>Machine noise above the precision target</h2>\n<ul>\n");
            noise.forEach(w -> h.append("<li>").append(Html.escape(w)).append("</li>\n"));
            h.append("</ul>\n</section>\n");
        }
        h.append("<p>Medians over fresh, CPU-pinned JVMs, each with its achieved precision (± half the 95% interval, as a")
                .append(" percentage). <em>Early</em> is the seed's local request figure (mean µs per call over the timed block")
                .append(" right after a short warmup); <em>steady</em> is the mean over timed iterations of long steady forks once")
                .append(" the JIT settled; a case whose steady forks did not all settle reads <em>not settled in N s</em> (N the")
                .append(" warmup's cap), with the reason below the table. <em>Forks</em> are start-up+steady, then why no more ran.")
                .append(" Allocation and p99 have a column per block, never one that switches: <em>early</em> over the start-up")
                .append(" forks' early block, <em>steady</em> over the settled steady forks' timed iterations.")
                .append(" Click a column heading to sort.</p>\n");
        sideBySide(h, report, referenceName);
        headline(h, rows);
        h.append("<h2>Charts</h2>\n<p>Bars are medians over forks; whiskers span p25–p75 of the forks.</p>\n");
        for (Figure figure : Figure.measuredIn(report)) {
            h.append("<figure>\n<figcaption>").append(Html.escape(figure.heading())).append("</figcaption>\n")
                    .append(BarChart.svg(figure, rows)).append("\n</figure>\n");
        }
        variation(h, rows);
        underLoad(h, report);
        scenarios(h, report);
        if (!failures.isEmpty()) {
            h.append("<h2>Failures</h2>\n<table id=\"failures\">\n<thead><tr><th>Benchmark</th><th>Case</th><th>What failed</th></tr></thead>\n<tbody>\n");
            failures.forEach(f -> h.append("<tr><td>").append(Html.escape(f.benchmark())).append("</td><td>")
                    .append(Html.escape(f.caseId())).append("</td><td>").append(Html.escape(f.reason())).append("</td></tr>\n"));
            h.append("</tbody>\n</table>\n");
        }
        wire(h, report);
        h.append("<h2>Method</h2>\n");
        Method.protocols(report).forEach(p -> h.append("<p>").append(Html.escape(p)).append("</p>\n"));
        h.append("<p>").append(Html.escape(Method.STATISTICS)).append("</p>\n");
        environment(h, report);
        h.append("<h2>Sources</h2>\n<ul>\n");
        report.runs().forEach(f -> h.append("<li><code>").append(Html.escape(f.source().toString())).append("</code></li>\n"));
        h.append("</ul>\n<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return h.toString();
    }

    /** The load forks' curves, a chart per dialect, each also a file beside the report ({@code load-chat.svg}). */
    private static void underLoad(StringBuilder h, Report report) {
        List<String> dialects = LoadChartFiles.dialects(report);
        if (dialects.isEmpty()) {
            return;
        }
        h.append("<h2 id=\"under-load\">Under load</h2>\n<p>Each case's own call from N callers at once, against a fixture that")
                .append(" answers every request after the delay: calls/s against the ideal N/delay, the most requests the fixture saw")
                .append(" in flight (a pool's cap shows as a line that stops rising), and the process's CPU time per call. The")
                .append(" figures of each step are in the Markdown report's tables.</p>\n");
        for (String dialect : dialects) {
            String file = LoadChartFiles.fileName(dialect);
            h.append("<figure>\n<figcaption>").append(Html.escape(ProviderApi.title(dialect))).append(" (<a href=\"").append(Html.escape(file))
                    .append("\">").append(Html.escape(file)).append("</a>)</figcaption>\n").append(LoadChart.svg(report, dialect))
                    .append("</figure>\n");
        }
    }

    /** The paired ratios first, as in the Markdown report: their chart, then a row per pair. */
    private static void sideBySide(StringBuilder h, Report report, String referenceName) {
        List<PairedComparison> comparisons = PairedComparison.of(report);
        if (comparisons.isEmpty()) {
            return;
        }
        h.append("<h2>Side by side</h2>\n<p>Each figure of a case over what it is read against, fork by fork, from forks that ran")
                .append(" in the same interleaved rounds: the Hodges-Lehmann ratio with its exact 95% signed-rank interval (6 pairs")
                .append(" at least) and its verdict against ±").append(Format.number(PairedComparison.band(comparisons) * 100, 0))
                .append("%: SAME when the interval lies within it, SLOWER or FASTER (LARGER or SMALLER for memory and allocation)")
                .append(" when the whole interval lies past it on one side, UNRESOLVED otherwise.</p>\n<figure>\n").append(RatioChart.svg(report, referenceName)).append("</figure>\n");
        h.append("<table id=\"side-by-side\">\n<thead><tr><th>Case</th><th>Over</th>");
        for (PairedFigure figure : PairedFigure.values()) {
            h.append("<th>").append(Html.escape(figure.label())).append("</th>");
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (PairedComparison c : comparisons) {
            h.append("<tr><td>").append(Html.escape(c.pair().caseId())).append("</td><td>").append(Html.escape(c.over()))
                    .append("</td>");
            for (PairedFigure figure : PairedFigure.values()) {
                h.append("<td>").append(c.ratio(figure).map(HtmlReport::pairedCell).orElse(Format.NONE)).append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    private static String pairedCell(PairedRatio r) {
        String verdict = Html.escape(r.verdictWord());
        return Html.escape(r.cell()) + " " + (r.different() ? "<strong>" + verdict + "</strong>" : verdict);
    }

    private static void headline(StringBuilder h, List<Report.Row> rows) {
        h.append("<table id=\"headline\" class=\"sortable\">\n<thead><tr>");
        th(h, "library", "text", "Library");
        th(h, "version", "text", "Version");
        th(h, "case", "text", "Case");
        th(h, "scenario", "text", "Scenario");
        th(h, "footprint", "number", "Footprint MiB");
        figureHeadings(h);
        Headline.TAILS.forEach(column -> th(h, column.key(), "number", column.heading()));
        th(h, "forks", "text", "Forks (start-up+steady)");
        th(h, "status", "text", "Status");
        h.append("</tr></thead>\n<tbody>\n");
        for (Report.Row r : rows) {
            CaseResult c = r.result();
            h.append("<tr").append(c.failed() ? " class=\"failed\"" : "").append(">");
            td(h, r.library().name(), null);
            td(h, r.library().version(), null);
            td(h, c.id(), null);
            td(h, ScenarioMatrix.scenarioOf(r), null);
            double footprint = r.footprintMiB();
            td(h, Format.number(footprint, 2), footprint);
            figureCells(h, c, true);
            Headline.TAILS.forEach(column -> td(h, Format.p99Cell(c, column), Format.p99(c, column)));
            td(h, Format.forks(c), null);
            td(h, c.status(), null);
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
        List<Report.Row> unsettled = rows.stream().filter(r -> r.result().steadyUnsettled()).toList();
        if (!unsettled.isEmpty()) {
            h.append("<p>Not settled, so no steady figure:</p>\n<ul id=\"not-settled\">\n");
            unsettled.forEach(r -> h.append("<li>").append(Html.escape(r.library().name() + " " + r.result().id())).append(": ")
                    .append(Html.escape(Format.whyNotSettled(r.result()))).append("</li>\n"));
            h.append("</ul>\n");
        }
    }

    private static void variation(StringBuilder h, List<Report.Row> rows) {
        h.append("<h2>Variation (p25–p75)</h2>\n<table id=\"variation\">\n<thead><tr><th>Library</th><th>Case</th>")
                .append("<th>First response ms</th><th>Local request µs, early</th><th>Local request µs, steady</th>")
                .append("<th>Steady µs, 95% CI of the median</th><th>Steady settled</th><th>Time to settle</th><th>Memory MiB</th>")
                .append("<th>Alloc KiB/req, early</th><th>Alloc KiB/req, steady</th></tr></thead>\n<tbody>\n");
        for (Report.Row r : rows) {
            CaseResult c = r.result();
            h.append("<tr>");
            td(h, r.library().name(), null);
            td(h, c.id(), null);
            td(h, Format.spread(c, Headline.FIRST_RESPONSE), null);
            td(h, Format.spread(c, Headline.EARLY), null);
            td(h, Format.spread(c, Headline.STEADY), null);
            td(h, Format.interval(c, Headline.STEADY), null);
            td(h, Format.settled(c), null);
            td(h, SettleTime.cell(c), null);
            td(h, Format.spread(c, Headline.MEMORY), null);
            td(h, Format.spread(c, Headline.EARLY_ALLOCATION), null);
            td(h, Format.spread(c, Headline.STEADY_ALLOCATION), null);
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n<p>").append(Html.escape(SettleTime.EXPLANATION)).append("</p>\n");
    }

    /**
     * The scenario × library matrix (early µs per call, or why a cell has no figure: UNSUPPORTED,
     * FAILED, –), then per scenario a chart of the early figure and a sortable table of its cases.
     */
    private static void scenarios(StringBuilder h, Report report) {
        ScenarioMatrix matrix = ScenarioMatrix.of(report);
        if (!matrix.hasScenarios()) {
            return;
        }
        h.append("<h2>Scenarios</h2>\n<p>Local request µs per call, early block (median). UNSUPPORTED: the library cannot do")
                .append(" the scenario; –: not measured.</p>\n<table id=\"scenarios\">\n<thead><tr><th>Library</th>");
        matrix.scenarios().forEach(sc -> h.append("<th>").append(Html.escape(sc)).append("</th>"));
        h.append("</tr></thead>\n<tbody>\n");
        for (String library : matrix.libraries()) {
            h.append("<tr>");
            td(h, library, null);
            for (String sc : matrix.scenarios()) {
                td(h, matrix.text(library, sc), null);
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n<p>Per scenario: bars are the early figure's medians over forks, whiskers span")
                .append(" p25–p75; a call may make several requests (the fixture checked each).</p>\n");
        for (String sc : matrix.scenarios()) {
            if (!sc.equals(ScenarioMatrix.PLAIN) && !sc.equals(ScenarioMatrix.STREAMING)) {
                scenario(h, matrix, sc);
            }
        }
    }

    /**
     * One scenario: a chart of its cases' early figure, in the shape of the per-figure charts, with
     * every library of the matrix (a case that cannot do the scenario says unsupported, a library
     * without a case says so), then its cases' headline figures in a sortable table.
     */
    private static void scenario(StringBuilder h, ScenarioMatrix matrix, String sc) {
        List<BarChart.Bar> bars = new ArrayList<>();
        for (String library : matrix.libraries()) {
            List<Report.Row> cell = matrix.cell(library, sc);
            if (cell.isEmpty()) {
                bars.add(BarChart.Bar.noCase(library));
            }
            cell.forEach(r -> bars.add(BarChart.Bar.of(r, Headline.EARLY)));
        }
        h.append("<h3>").append(Html.escape(sc)).append("</h3>\n<figure>\n<figcaption>")
                .append(Html.escape(Headline.EARLY.heading())).append(" per call</figcaption>\n")
                .append(BarChart.svg(Headline.EARLY, bars, sc)).append("\n</figure>\n");
        h.append("<table id=\"scenario-").append(Html.escape(sc)).append("\" class=\"sortable\">\n<thead><tr>");
        th(h, "library", "text", "Library");
        th(h, "case", "text", "Case");
        th(h, "status", "text", "Status");
        figureHeadings(h);
        h.append("</tr></thead>\n<tbody>\n");
        for (String library : matrix.libraries()) {
            for (Report.Row r : matrix.cell(library, sc)) {
                CaseResult c = r.result();
                h.append("<tr").append(c.failed() ? " class=\"failed\"" : "").append(">");
                td(h, library, null);
                td(h, c.id(), null);
                td(h, c.status(), null);
                figureCells(h, c, false);
                h.append("</tr>\n");
            }
        }
        h.append("</tbody>\n</table>\n");
    }

    /** The headings of {@link Headline#COLUMNS}, sortable by number. */
    private static void figureHeadings(StringBuilder h) {
        Headline.COLUMNS.forEach(column -> th(h, column.key(), "number", column.heading()));
    }

    /**
     * The case's medians of {@link Headline#FIGURES}, each with its value for sorting, with their precision
     * when {@code precise}; an unsettled steady figure reads {@code not settled in N s} and sorts last.
     */
    private static void figureCells(StringBuilder h, CaseResult c, boolean precise) {
        for (Figure figure : Headline.FIGURES) {
            td(h, precise ? Format.headline(c, figure) : Format.medianOrWhy(c, figure),
                    c.summary(figure.name()).map(Summary::median).orElse(Double.NaN));
        }
    }

    private static void environment(StringBuilder h, Report report) {
        h.append("<h2>Environment</h2>\n");
        Map<Environment, List<String>> environments = report.environments();
        if (environments.size() > 1) {
            h.append("<p class=\"warning\"><strong>").append(environments.size())
                    .append(" different environments</strong>: compare rows only within one.</p>\n");
        }
        environments.forEach((e, benchmarks) -> {
            h.append("<dl class=\"environment\">\n");
            dl(h, "Benchmarks", String.join(", ", benchmarks));
            dl(h, "Machine", e.cpuModel() + ", " + e.cores() + " cores, " + e.kernel() + ", host " + e.host());
            dl(h, "JVM", e.javaVm() + " (" + e.javaExecutable() + ")");
            dl(h, "CPU plan", e.cpuPlan());
            dl(h, "Isolation", e.isolation());
            dl(h, "Fixture recording", e.fixtureRecording());
            Noise.lines(e.machineNoise()).forEach(line -> {
                int colon = line.indexOf(": ");
                dl(h, line.substring(0, colon), line.substring(colon + 2));
            });
            h.append("</dl>\n");
        });
        List<String> split = CpuSplit.lines(report);
        if (!split.isEmpty()) {
            h.append("<dl class=\"environment\">\n");
            split.forEach(line -> {
                int colon = line.indexOf(": ");
                dl(h, line.substring(0, colon), line.substring(colon + 2));
            });
            h.append("</dl>\n");
        }
        h.append("<table id=\"runs\">\n<thead><tr><th>Benchmark</th><th>Library</th><th>Started</th><th>Finished</th>")
                .append("<th>Seed</th><th>CPUs</th></tr></thead>\n<tbody>\n");
        for (RunFile f : report.runs()) {
            Run run = f.run();
            h.append("<tr>");
            td(h, run.benchmarkName(), null);
            td(h, run.library().label(), null);
            td(h, String.valueOf(run.started()), null);
            td(h, String.valueOf(run.finished()), null);
            td(h, Long.toString(run.settings().seed()), null);
            td(h, run.cpusUsed().forkCpus().toString(), null);
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    private static void wire(StringBuilder h, Report report) {
        List<Report.Row> rows = WireTable.rows(report);
        if (rows.isEmpty()) {
            return;
        }
        h.append("<h2>Wire profile</h2>\n<p>").append(Html.escape(WireTable.INTRODUCTION)).append("</p>\n<table id=\"wire\">\n<thead><tr>");
        WireTable.HEADINGS.forEach(heading -> h.append("<th>").append(Html.escape(heading)).append("</th>"));
        h.append("</tr></thead>\n<tbody>\n");
        for (Report.Row r : rows) {
            h.append("<tr>");
            td(h, r.library().name(), null);
            td(h, r.result().id(), null);
            List<String> cells = WireTable.cells(r.result().wireProfile().orElseThrow());
            td(h, cells.get(0), r.result().wireProfile().orElseThrow().requestBytesPerCall());
            cells.subList(1, cells.size()).forEach(cell -> td(h, cell, null));
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    private static void th(StringBuilder h, String key, String type, String text) {
        h.append("<th data-key=\"").append(key).append("\" data-type=\"").append(type).append("\">").append(Html.escape(text))
                .append("</th>");
    }

    private static void td(StringBuilder h, String text, Double value) {
        h.append("<td");
        if (value != null) {
            h.append(" class=\"num\" data-value=\"").append(Double.isFinite(value) ? value.toString() : "").append('"');
        }
        h.append('>').append(Html.escape(text)).append("</td>");
    }

    private static void dl(StringBuilder h, String term, String value) {
        h.append("<dt>").append(Html.escape(term)).append("</dt><dd>").append(Html.escape(value)).append("</dd>\n");
    }

    private static final String STYLE = """
            body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px; color: #1b1b1b; max-width: 1200px; }
            h1 { font-size: 1.6em; }
            table { border-collapse: collapse; margin: 8px 0 24px; font-size: 0.9em; }
            th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: left; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            #variation td, #headline td { white-space: nowrap; }
            thead th { background: #f0f0f0; }
            table.sortable th { cursor: pointer; user-select: none; }
            table.sortable th[aria-sort="ascending"]::after { content: " \\25B2"; }
            table.sortable th[aria-sort="descending"]::after { content: " \\25BC"; }
            tr.failed td { background: #fde8e8; }
            .banner { border: 3px solid #b00020; background: #fde8e8; padding: 8px 16px; margin: 16px 0; }
            .banner h2 { color: #b00020; margin: 4px 0; }
            .warning { color: #b00020; }
            figure { margin: 16px 0; }
            figcaption { font-weight: 600; margin-bottom: 4px; }
            svg.chart text { font-size: 12px; fill: #1b1b1b; }
            svg.chart text.tick { fill: #666; font-size: 11px; }
            svg.chart text.missing { fill: #999; font-style: italic; }
            dl.environment { display: grid; grid-template-columns: max-content auto; gap: 2px 16px; }
            dt { font-weight: 600; }
            dd { margin: 0; }
            """;

    /** Sorts a table by a clicked column (numbers by data-value, unmeasured last); {@code #sort=key[,desc]} sorts on load. */
    private static final String SCRIPT = """
            (function () {
              'use strict';
              function key(cell, type) {
                if (type === 'number') {
                  var n = parseFloat(cell.getAttribute('data-value'));
                  return isNaN(n) ? Infinity : n;
                }
                return cell.textContent.toLowerCase();
              }
              function sortTable(table, column, direction) {
                var heading = table.tHead.rows[0].cells[column];
                var type = heading.getAttribute('data-type');
                var body = table.tBodies[0];
                var rows = Array.prototype.slice.call(body.rows);
                rows.sort(function (a, b) {
                  var x = key(a.cells[column], type), y = key(b.cells[column], type);
                  if (x === y) { return 0; }
                  if (x === Infinity) { return 1; }
                  if (y === Infinity) { return -1; }
                  return (x < y ? -1 : 1) * direction;
                });
                rows.forEach(function (row) { body.appendChild(row); });
                Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) { th.removeAttribute('aria-sort'); });
                heading.setAttribute('aria-sort', direction > 0 ? 'ascending' : 'descending');
                table.setAttribute('data-sorted-by', heading.getAttribute('data-key') + (direction > 0 ? '' : ',desc'));
              }
              Array.prototype.forEach.call(document.querySelectorAll('table.sortable'), function (table) {
                Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
                  th.tabIndex = 0;
                  th.addEventListener('click', function () {
                    sortTable(table, column, th.getAttribute('aria-sort') === 'ascending' ? -1 : 1);
                  });
                });
              });
              var wanted = /^#sort=([a-z0-9-]+)(,desc)?$/.exec(window.location.hash);
              var table = document.getElementById('headline');
              if (wanted && table) {
                Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
                  if (th.getAttribute('data-key') === wanted[1]) { sortTable(table, column, wanted[2] ? -1 : 1); }
                });
              }
              document.body.setAttribute('data-sortable', 'ready');
            })();
            """;

    /** Cases that failed on a known client defect: named up front, each shown in its row instead of figures. */
    private static void clientFindings(StringBuilder h, List<Report.Failure> findings) {
        if (findings.isEmpty()) {
            return;
        }
        h.append("<section id=\"client-findings\" class=\"banner\">\n<h2>Client findings</h2>\n<p>").append(findings.size())
                .append(findings.size() == 1 ? " case" : " cases")
                .append(" failed on a known defect of the client or its JDK; every other case stands.</p>\n<ul>\n");
        findings.forEach(f -> h.append("<li>").append(Html.escape(f.line())).append("</li>\n"));
        h.append("</ul>\n</section>\n");
    }
}
